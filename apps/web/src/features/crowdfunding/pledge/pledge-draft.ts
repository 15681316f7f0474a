import type { Pledge } from '@dalbit/contract';

/**
 * The pledge form lives in sessionStorage while it is filled in: a reload, a failed call or the
 * trip to the card page loses nothing. The tab's storage only: it never outlives the tab.
 */
export interface ShippingDraft {
  recipient: string;
  phone: string;
  postalCode: string;
  address1: string;
  address2: string;
}

export interface PledgeDraft {
  /** Product id → quantity; 0 or absent means not chosen. */
  quantities: Record<string, number>;
  /** As typed (may hold separators); parsed on submit. */
  extraSupport: string;
  shipping: ShippingDraft;
}

/** A pledge the server accepted, kept so a reload of the success screen shows it again. */
interface CompletedPledge {
  projectId: string;
  /** The card authorisation it used (toss), or null (manual). */
  authKey: string | null;
  pledge: Pledge;
}

const DRAFT_PREFIX = 'dalbit.pledgeDraft.';
const COMPLETED_KEY = 'dalbit.pledgeCompleted';

export const EMPTY_SHIPPING: ShippingDraft = {
  recipient: '',
  phone: '',
  postalCode: '',
  address1: '',
  address2: '',
};

function read(key: string): unknown {
  try {
    const text = window.sessionStorage.getItem(key);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Best effort: without storage the form still works, it just is not kept.
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The draft of a project, or null; anything malformed is ignored rather than trusted. */
export function readDraft(projectId: string): PledgeDraft | null {
  const raw = read(DRAFT_PREFIX + projectId);
  if (!isRecord(raw)) return null;
  const quantities: Record<string, number> = {};
  if (isRecord(raw.quantities)) {
    for (const [id, quantity] of Object.entries(raw.quantities)) {
      if (typeof quantity === 'number' && Number.isInteger(quantity) && quantity > 0) {
        quantities[id] = quantity;
      }
    }
  }
  const shipping = isRecord(raw.shipping) ? raw.shipping : {};
  return {
    quantities,
    extraSupport: text(raw.extraSupport),
    shipping: {
      recipient: text(shipping.recipient),
      phone: text(shipping.phone),
      postalCode: text(shipping.postalCode),
      address1: text(shipping.address1),
      address2: text(shipping.address2),
    },
  };
}

export function writeDraft(projectId: string, draft: PledgeDraft): void {
  write(DRAFT_PREFIX + projectId, draft);
}

export function clearDraft(projectId: string): void {
  write(DRAFT_PREFIX + projectId, null);
}

export function readCompleted(): CompletedPledge | null {
  const raw = read(COMPLETED_KEY);
  if (!isRecord(raw) || typeof raw.projectId !== 'string' || !isRecord(raw.pledge)) return null;
  return raw as unknown as CompletedPledge;
}

export function writeCompleted(completed: CompletedPledge): void {
  write(COMPLETED_KEY, completed);
}
