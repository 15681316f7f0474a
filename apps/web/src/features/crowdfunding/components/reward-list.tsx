import type { ProjectStatus, RewardProduct } from '@dalbit/contract';
import { useTranslation } from '../../../lib/i18n-react';
import { Link } from 'react-router';
import { currentLocale } from '../../../lib/i18n';
import { pickText } from '../../../lib/localized';
import { formatKrw, isSoldOut, pledgePath } from './project-meta';
import { RewardFacts, RewardStock } from './reward-facts';
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
        const soldOut = isSoldOut(product);
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
              <RewardFacts product={product} locale={locale} />
            </span>
            <span
              className={`reward__stock${soldOut ? ' reward__stock--out' : ''}`}
              data-testid="reward-stock"
            >
              <RewardStock product={product} />
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
