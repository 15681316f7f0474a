import type { RewardProduct } from '@dalbit/contract';
import { PackageOpen, Truck } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n-react';
import type { Locale } from '../../../lib/language';
import { formatCount, formatDelivery, isSoldOut } from './project-meta';

/** A reward's delivery month and whether it ships: the project page's list and the pledge form. */
export function RewardFacts({ product, locale }: { product: RewardProduct; locale: Locale }) {
  const { t } = useTranslation('crowdfunding');
  return (
    <>
      <span>
        <PackageOpen size={14} aria-hidden="true" />
        {t('reward.delivery', { date: formatDelivery(product.estimatedDelivery, locale) })}
      </span>
      {product.needsShipping && (
        <span>
          <Truck size={14} aria-hidden="true" />
          {t('reward.shipping')}
        </span>
      )}
    </>
  );
}

/** Sold out, unlimited, or how many are left. */
export function RewardStock({ product }: { product: RewardProduct }) {
  const { t } = useTranslation('crowdfunding');
  if (isSoldOut(product)) return t('reward.soldOut');
  if (product.remaining === null) return t('reward.unlimited');
  return t('reward.remaining', {
    count: product.remaining,
    formatted: formatCount(product.remaining),
  });
}
