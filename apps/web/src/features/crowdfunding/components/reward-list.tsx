import type { ProjectStatus, RewardProduct } from '@dalbit/contract';
import { PackageOpen, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLocale } from '../../../lib/i18n';
import { pickText } from '../../../lib/localized';
import { formatCount, formatDelivery, formatKrw, pledgePath } from './project-meta';
import './reward-list.css';

/** What a reward costs and how many are left; picking one opens the pledge with it chosen. */
export function RewardList({
  projectId,
  products,
  status,
}: {
  projectId: string;
  products: RewardProduct[];
  status: ProjectStatus;
}) {
  const { t } = useTranslation('crowdfunding');
  const locale = currentLocale();
  const open = status === 'funding';
  return (
    <ul className="rewards" data-testid="reward-list">
      {products.map((product) => {
        const soldOut = product.remaining !== null && product.remaining <= 0;
        const body = (
          <>
            <span className="reward__price">{formatKrw(product.price, locale)}</span>
            <span className="reward__name">
              {pickText(product.name_kr, product.name_eng, locale)}
            </span>
            <span className="reward__description">
              {pickText(product.description_kr, product.description_eng, locale)}
            </span>
            <span className="reward__facts">
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
            </span>
            <span
              className={`reward__stock${soldOut ? ' reward__stock--out' : ''}`}
              data-testid="reward-stock"
            >
              {soldOut
                ? t('reward.soldOut')
                : product.remaining === null
                  ? t('reward.unlimited')
                  : t('reward.remaining', {
                      count: product.remaining,
                      formatted: formatCount(product.remaining, locale),
                    })}
            </span>
          </>
        );
        return (
          <li key={product._id}>
            {open && !soldOut ? (
              <Link
                className="reward reward--open"
                to={`${pledgePath(projectId)}?product=${encodeURIComponent(product._id)}`}
                data-testid="reward"
                data-product-id={product._id}
              >
                {body}
                <span className="reward__choose">{t('reward.choose')}</span>
              </Link>
            ) : (
              <div
                className={`reward${soldOut ? ' reward--sold-out' : ''}`}
                data-testid="reward"
                data-product-id={product._id}
              >
                {body}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
