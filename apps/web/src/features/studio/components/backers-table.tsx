import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import type { BackerPledge } from '@dalbit/contract';
import { currentLocale } from '../../../lib/i18n';
import { formatDate, pickText } from '../../../lib/localized';
import { formatKrw } from '../../crowdfunding';

/**
 * A project's pledges: backer, rewards, amount, state and date; staff see the e-mail and, per
 * row, their actions (`actions`).
 */
export function BackersTable({
  pledges,
  actions,
}: {
  pledges: BackerPledge[];
  actions?: (pledge: BackerPledge) => ReactNode;
}) {
  const { t } = useTranslation('studio');
  const locale = currentLocale();
  if (pledges.length === 0) return <p className="studio-note">{t('backers.none')}</p>;
  return (
    <div className="studio-table-scroll" role="region" aria-label={t('backers.title')} tabIndex={0}>
      <table className="studio-table" data-testid="backers-table">
        <thead>
          <tr>
            <th scope="col">{t('backers.backer')}</th>
            <th scope="col">{t('backers.rewards')}</th>
            <th scope="col">{t('backers.amount')}</th>
            <th scope="col">{t('backers.status')}</th>
            <th scope="col">{t('backers.date')}</th>
            {actions && <th scope="col">{t('backers.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {pledges.map((p) => (
            <tr key={p._id}>
              <td>
                {p.backerName}
                {p.backerEmail && <div className="studio-hint">{p.backerEmail}</div>}
              </td>
              <td>
                {p.items
                  .map(
                    (i) =>
                      `${pickText(i.productName_kr, i.productName_eng, locale)} × ${i.quantity}`,
                  )
                  .join(', ')}
              </td>
              <td>{formatKrw(p.amount, locale)}</td>
              <td>{t(`pledgeStates.${p.status}`)}</td>
              <td>{formatDate(p.createdAt, locale)}</td>
              {actions && <td>{actions(p)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
