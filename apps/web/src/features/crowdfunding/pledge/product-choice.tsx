import type { RewardProduct } from '@dalbit/contract';
import { Check, Minus, Plus } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n-react';
import { currentLocale } from '../../../lib/i18n';
import { pickText } from '../../../lib/localized';
import { formatKrw, isSoldOut } from '../components/project-meta';
import { RewardFacts, RewardStock } from '../components/reward-facts';
import { maxQuantity } from './pledge-rules';
import './product-choice.css';

/** One reward of the pledge form: a checkbox card, and a quantity stepper once chosen. */
export function ProductChoice({
  product,
  quantity,
  onQuantity,
}: {
  product: RewardProduct;
  quantity: number;
  onQuantity: (quantity: number) => void;
}) {
  const { t } = useTranslation('crowdfunding');
  const locale = currentLocale();
  const name = pickText(product.name_kr, product.name_eng, locale);
  const soldOut = isSoldOut(product);
  const max = maxQuantity(product);
  const chosen = quantity > 0;
  return (
    <li
      className={`choice${chosen ? ' choice--on' : ''}${soldOut ? ' choice--sold-out' : ''}`}
      data-testid="product-choice"
      data-product-id={product._id}
    >
      <label className="choice__main">
        <input
          type="checkbox"
          className="choice__check"
          checked={chosen}
          disabled={soldOut}
          data-testid="product-toggle"
          onChange={(event) => onQuantity(event.target.checked ? 1 : 0)}
        />
        <span className="choice__box" aria-hidden="true">
          <Check size={14} strokeWidth={3} />
        </span>
        <span className="choice__text">
          <span className="choice__price">{formatKrw(product.price, locale)}</span>
          <span className="choice__name">{name}</span>
          <span className="choice__description">
            {pickText(product.description_kr, product.description_eng, locale)}
          </span>
          <span className="choice__facts">
            <RewardFacts product={product} locale={locale} />
            <span className={soldOut ? 'choice__stock--out' : undefined}>
              <RewardStock product={product} />
            </span>
          </span>
        </span>
      </label>
      {chosen && (
        <div className="stepper" role="group" aria-label={t('pledge.quantityOf', { name })}>
          <button
            type="button"
            className="stepper__button"
            aria-label={t('pledge.less')}
            data-testid="quantity-less"
            onClick={() => onQuantity(quantity - 1)}
          >
            <Minus size={16} aria-hidden="true" />
          </button>
          <output className="stepper__value" data-testid="quantity" aria-live="polite">
            {quantity}
          </output>
          <button
            type="button"
            className="stepper__button"
            aria-label={t('pledge.more')}
            data-testid="quantity-more"
            disabled={quantity >= max}
            onClick={() => onQuantity(Math.min(max, quantity + 1))}
          >
            <Plus size={16} aria-hidden="true" />
          </button>
          {quantity >= max && (
            <span className="stepper__max">{t('pledge.max', { count: max })}</span>
          )}
        </div>
      )}
    </li>
  );
}
