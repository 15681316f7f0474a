import {
  PLEDGE_MAX_EXTRA_SUPPORT,
  PLEDGE_MAX_QUANTITY,
  pledgeBodySchema,
  type PledgeBody,
  type RewardProduct,
  shippingSchema,
} from '@dalbit/contract';
import type { PledgeDraft, ShippingDraft } from './pledge-draft';

/** The pledge without the card part, which the payment step adds. */
export type PledgeRequest = Omit<PledgeBody, 'billing'>;

export type ShippingField = keyof ShippingDraft;

/** Message keys of a failed check: `validation.*` (shared) or `crowdfunding:*`. */
export interface PledgeErrors {
  products?: string;
  extraSupport?: string;
  shipping?: Partial<Record<ShippingField, { key: string; field: ShippingField }>>;
}

interface PledgeLine {
  product: RewardProduct;
  quantity: number;
}

/** How many of a product one pledge may take: the per-pledge cap, or what stock is left. */
export const maxQuantity = (product: RewardProduct) =>
  product.remaining === null
    ? PLEDGE_MAX_QUANTITY
    : Math.max(0, Math.min(PLEDGE_MAX_QUANTITY, product.remaining));

/** The chosen products in the project's order, each capped by what may be taken now. */
export function chosenLines(products: RewardProduct[], draft: PledgeDraft): PledgeLine[] {
  return products.flatMap((product) => {
    const quantity = Math.min(draft.quantities[product._id] ?? 0, maxQuantity(product));
    return quantity > 0 ? [{ product, quantity }] : [];
  });
}

/** "12,000", "12000원", "₩12,000" → 12000; blank → 0; anything else → null. */
export function parseAmount(value: string): number | null {
  const digits = value.replace(/[\s,원₩]/g, '');
  if (!digits) return 0;
  if (!/^\d+$/.test(digits)) return null;
  const amount = Number(digits);
  return Number.isSafeInteger(amount) ? amount : null;
}

export function pledgeTotal(lines: PledgeLine[], extraSupport: number): number {
  return lines.reduce((sum, line) => sum + line.product.price * line.quantity, extraSupport);
}

export const needsShipping = (lines: PledgeLine[]) =>
  lines.some((line) => line.product.needsShipping);

const requestSchema = pledgeBodySchema.omit({ billing: true });

function shippingErrors(shipping: ShippingDraft): PledgeErrors['shipping'] {
  const result = shippingSchema.safeParse(shipping);
  if (result.success) return undefined;
  const errors: NonNullable<PledgeErrors['shipping']> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ShippingField;
    if (errors[field]) continue;
    const blank = !shipping[field]?.trim();
    const key = blank
      ? 'validation.required'
      : issue.message.startsWith('validation.')
        ? issue.message
        : issue.code === 'too_big'
          ? 'validation.too_long'
          : 'validation.invalid';
    errors[field] = { key, field };
  }
  return errors;
}

/**
 * The form's checks, with the contract's rules: at least one product ('Please select at least
 * one product!'), whole-won extra support within the cap, shipping details when a chosen
 * product is shipped. Returns the request when everything holds.
 */
export function checkPledge(
  products: RewardProduct[],
  draft: PledgeDraft,
): { errors: PledgeErrors; request: PledgeRequest | null } {
  const lines = chosenLines(products, draft);
  const errors: PledgeErrors = {};
  const extra = parseAmount(draft.extraSupport);
  if (extra === null || extra > PLEDGE_MAX_EXTRA_SUPPORT) {
    errors.extraSupport = 'crowdfunding:pledge.extraInvalid';
  }
  const shipped = needsShipping(lines);
  const shipping = shipped ? shippingErrors(draft.shipping) : undefined;
  if (shipping) errors.shipping = shipping;
  const parsed = requestSchema.safeParse({
    items: lines.map((line) => ({ productId: line.product._id, quantity: line.quantity })),
    extraSupport: extra ?? 0,
    shipping: shipped ? draft.shipping : null,
  });
  if (!parsed.success) {
    const itemsIssue = parsed.error.issues.find((issue) => issue.path[0] === 'items');
    if (itemsIssue) errors.products = itemsIssue.message;
  }
  const failed = Boolean(errors.products || errors.extraSupport || errors.shipping);
  if (failed || !parsed.success) return { errors, request: null };
  return { errors, request: parsed.data };
}
