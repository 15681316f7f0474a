import type { ProjectDetail } from '@dalbit/contract';
import { Lock } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { currentLocale } from '../../../lib/i18n';
import { formatDate, pickText } from '../../../lib/localized';
import { formatKrw } from '../components/project-meta';
import type { PledgeDraft, ShippingDraft } from './pledge-draft';
import { ProductChoice } from './product-choice';
import {
  checkPledge,
  chosenLines,
  maxQuantity,
  needsShipping,
  parseAmount,
  pledgeTotal,
  type PledgeErrors,
  type PledgeRequest,
  type ShippingField,
} from './pledge-rules';
import './pledge-form.css';

interface PledgeFormProps {
  project: ProjectDetail;
  draft: PledgeDraft;
  onChange: (draft: PledgeDraft) => void;
  onSubmit: (request: PledgeRequest) => void;
  /** True while the pledge is on its way: the button stays disabled (no second pledge). */
  busy: boolean;
  /** A failure of the payment step or the server, already translated. */
  failure: string | null;
}

const SHIPPING_FIELDS: { name: ShippingField; autoComplete: string; optional?: boolean }[] = [
  { name: 'recipient', autoComplete: 'name' },
  { name: 'phone', autoComplete: 'tel' },
  { name: 'postalCode', autoComplete: 'postal-code' },
  { name: 'address1', autoComplete: 'address-line1' },
  { name: 'address2', autoComplete: 'address-line2', optional: true },
];

/**
 * The pledge form: rewards with quantities, optional extra support, shipping when a chosen
 * reward is shipped, and a summary with the total. Every keystroke goes to the draft.
 */
export function PledgeForm({ project, draft, onChange, onSubmit, busy, failure }: PledgeFormProps) {
  const { t } = useTranslation('crowdfunding');
  // The shipping fields' messages are the shared validation texts.
  useTranslation('validation');
  const locale = currentLocale();
  const id = useId();
  const [errors, setErrors] = useState<PledgeErrors>({});
  const [tried, setTried] = useState(false);
  const lines = chosenLines(project.products, draft);
  const extra = parseAmount(draft.extraSupport);
  const total = pledgeTotal(lines, extra ?? 0);
  const shipped = needsShipping(lines);

  const update = (next: PledgeDraft) => {
    onChange(next);
    // After a first attempt the messages follow the form as it is corrected.
    if (tried) setErrors(checkPledge(project.products, next).errors);
  };
  const setQuantity = (productId: string, quantity: number) =>
    update({ ...draft, quantities: { ...draft.quantities, [productId]: Math.max(0, quantity) } });
  const setShipping = (field: keyof ShippingDraft, value: string) =>
    update({ ...draft, shipping: { ...draft.shipping, [field]: value } });

  const message = (key: string | undefined, params: Record<string, unknown> = {}) => {
    if (!key) return undefined;
    if (key === 'validation.select_product') return t('crowdfunding:pledge.selectProduct');
    if (key.startsWith('validation.')) return t(`validation:${key.slice(11)}`, params);
    return t(key, params);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setTried(true);
    const result = checkPledge(project.products, draft);
    setErrors(result.errors);
    if (!result.request) {
      // Bring the first problem into view (the product list or the field).
      window.setTimeout(() => {
        document
          .querySelector<HTMLElement>(
            '.pledge-form [aria-invalid="true"], .pledge-form [role="alert"]',
          )
          ?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
      }, 0);
      return;
    }
    onSubmit(result.request);
  };

  return (
    <form className="pledge-form" data-testid="pledge-form" noValidate onSubmit={submit}>
      <div className="pledge-form__main">
        <fieldset
          className="pledge-step"
          aria-describedby={errors.products ? `${id}-products` : undefined}
        >
          <legend className="pledge-step__title">
            <span className="pledge-step__number" aria-hidden="true">
              1
            </span>
            {t('pledge.chooseTitle')}
          </legend>
          {errors.products && (
            <p
              id={`${id}-products`}
              className="pledge-alert"
              role="alert"
              data-testid="pledge-products-error"
            >
              {message(errors.products)}
            </p>
          )}
          <ul className="choices">
            {project.products.map((product) => (
              <ProductChoice
                key={product._id}
                product={product}
                quantity={Math.min(draft.quantities[product._id] ?? 0, maxQuantity(product))}
                onQuantity={(quantity) => setQuantity(product._id, quantity)}
              />
            ))}
          </ul>
        </fieldset>

        <fieldset className="pledge-step">
          <legend className="pledge-step__title">
            <span className="pledge-step__number" aria-hidden="true">
              2
            </span>
            {t('pledge.extraTitle')}
          </legend>
          <p className="pledge-step__lead">{t('pledge.extraLead')}</p>
          <div
            className={`pf-field pf-field--amount${errors.extraSupport ? ' pf-field--invalid' : ''}`}
          >
            <label className="pf-field__label" htmlFor={`${id}-extra`}>
              {t('pledge.extraSupport')}
            </label>
            <div className="pf-field__control">
              <input
                id={`${id}-extra`}
                className="pf-field__input"
                inputMode="numeric"
                autoComplete="off"
                placeholder="0"
                value={draft.extraSupport}
                aria-invalid={errors.extraSupport ? true : undefined}
                aria-describedby={errors.extraSupport ? `${id}-extra-error` : undefined}
                data-testid="extra-support"
                onChange={(event) => update({ ...draft, extraSupport: event.target.value })}
              />
              <span className="pf-field__unit" aria-hidden="true">
                {t('pledge.won')}
              </span>
            </div>
            {errors.extraSupport && (
              <p id={`${id}-extra-error`} className="pf-field__error" role="alert">
                {message(errors.extraSupport)}
              </p>
            )}
          </div>
        </fieldset>

        {shipped && (
          <fieldset className="pledge-step" data-testid="shipping-form">
            <legend className="pledge-step__title">
              <span className="pledge-step__number" aria-hidden="true">
                3
              </span>
              {t('pledge.shippingTitle')}
            </legend>
            <p className="pledge-step__lead">{t('pledge.shippingLead')}</p>
            <div className="pf-grid">
              {SHIPPING_FIELDS.map(({ name, autoComplete, optional }) => {
                const error = errors.shipping?.[name];
                const label = t(`pledge.shipping.${name}`);
                return (
                  <div
                    key={name}
                    className={`pf-field pf-field--${name}${error ? ' pf-field--invalid' : ''}`}
                  >
                    <label className="pf-field__label" htmlFor={`${id}-${name}`}>
                      {label}
                      {optional && (
                        <span className="pf-field__optional">{t('pledge.optional')}</span>
                      )}
                    </label>
                    <input
                      id={`${id}-${name}`}
                      name={name}
                      className="pf-field__input"
                      autoComplete={autoComplete}
                      inputMode={name === 'phone' ? 'tel' : undefined}
                      value={draft.shipping[name]}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${id}-${name}-error` : undefined}
                      data-testid={`shipping-${name}`}
                      onChange={(event) => setShipping(name, event.target.value)}
                    />
                    {error && (
                      <p id={`${id}-${name}-error`} className="pf-field__error" role="alert">
                        {message(error.key, { value: label })}
                      </p>
                    )}
                  </div>
                );
              })}
            </div>
          </fieldset>
        )}
      </div>

      <aside
        className="pledge-summary"
        aria-labelledby={`${id}-summary`}
        data-testid="pledge-summary"
      >
        <h2 id={`${id}-summary`} className="pledge-summary__title">
          {t('pledge.summaryTitle')}
        </h2>
        {lines.length === 0 ? (
          <p className="pledge-summary__empty">{t('pledge.summaryEmpty')}</p>
        ) : (
          <ul className="pledge-summary__lines">
            {lines.map(({ product, quantity }) => (
              <li key={product._id}>
                <span>
                  {pickText(product.name_kr, product.name_eng, locale)}
                  <span className="pledge-summary__qty"> × {quantity}</span>
                </span>
                <span>{formatKrw(product.price * quantity, locale)}</span>
              </li>
            ))}
          </ul>
        )}
        {(extra ?? 0) > 0 && (
          <p className="pledge-summary__line">
            <span>{t('pledge.extraSupport')}</span>
            <span>{formatKrw(extra ?? 0, locale)}</span>
          </p>
        )}
        <p className="pledge-summary__total">
          <span>{t('pledge.total')}</span>
          <strong data-testid="pledge-total">{formatKrw(total, locale)}</strong>
        </p>
        <p className="pledge-summary__note">
          <Lock size={14} aria-hidden="true" />
          {t('pledge.chargeNote', { date: formatDate(project.endsAt, locale) })}
        </p>
        {failure && (
          <p className="pledge-alert" role="alert" data-testid="pledge-failure">
            {failure}
          </p>
        )}
        <button
          type="submit"
          className="btn btn--primary btn--block pledge-summary__submit"
          disabled={busy}
          aria-busy={busy || undefined}
          data-testid="pledge-submit"
        >
          {busy ? t('pledge.submitting') : t('pledge.submit', { amount: formatKrw(total, locale) })}
        </button>
      </aside>
    </form>
  );
}
