import { HandCoins, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { useMyPledges } from '../api/crowdfunding-api';
import { PledgeItem } from './pledge-item';
import './my-pledges.css';

/**
 * My page's 'my pledges': every pledge with its state, newest first; reserved ones can be
 * cancelled. While loading, or with none, the page's own empty shelf (`empty`) stands in.
 */
export function MyPledges({
  enabled = true,
  empty,
}: {
  enabled?: boolean;
  empty: (loading: boolean) => ReactNode;
}) {
  const { t } = useTranslation('crowdfunding');
  const pledges = useMyPledges(enabled);
  if (pledges.isError) {
    return (
      <section className="my-pledges my-pledges--error" data-testid="mypage-pledges" role="alert">
        <p>{t('pledges.loadFailed')}</p>
        <button type="button" className="btn btn--outline" onClick={() => void pledges.refetch()}>
          <RefreshCw size={16} aria-hidden="true" />
          {t('common:actions.retry')}
        </button>
      </section>
    );
  }
  if (!pledges.data || pledges.data.length === 0) return <>{empty(pledges.isPending)}</>;
  return (
    <section
      className="my-pledges"
      aria-labelledby="my-pledges-title"
      data-testid="mypage-pledges"
      data-count={pledges.data.length}
    >
      <h2 id="my-pledges-title" className="my-pledges__title">
        <span className="my-pledges__icon" aria-hidden="true">
          <HandCoins size={18} />
        </span>
        {t('pledges.title')}
        <span className="my-pledges__count">{pledges.data.length}</span>
      </h2>
      <ul className="my-pledges__list">
        {pledges.data.map((pledge) => (
          <li key={pledge._id}>
            <PledgeItem pledge={pledge} showProject />
          </li>
        ))}
      </ul>
    </section>
  );
}
