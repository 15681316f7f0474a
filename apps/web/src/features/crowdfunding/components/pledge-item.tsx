import type { Pledge, PledgeStatus } from '@dalbit/contract';
import { PackageCheck, Truck, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { Link } from 'react-router';
import { Modal } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { formatDate, pickText } from '../../../lib/localized';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useCancelPledge } from '../api/crowdfunding-api';
import { formatKrw, projectPath } from './project-meta';
import './pledge-item.css';

function PledgeStatusBadge({ status }: { status: PledgeStatus }) {
  const { t } = useTranslation('crowdfunding');
  return (
    <span className={`pledge-status pledge-status--${status}`} data-testid="pledge-status">
      {t(`pledgeStatus.${status}`)}
    </span>
  );
}

interface PledgeItemProps {
  pledge: Pledge;
  /** On my page each pledge names and links its project; on the project page it is implied. */
  showProject?: boolean;
}

/**
 * One pledge: its state, what it holds and its amount; a reserved one can be cancelled (with a
 * confirmation) until the campaign ends.
 */
export function PledgeItem({ pledge, showProject = false }: PledgeItemProps) {
  const { t } = useTranslation('crowdfunding');
  const locale = currentLocale();
  const cancel = useCancelPledge();
  const [confirming, setConfirming] = useState(false);
  const title = pickText(pledge.projectTitle_kr, pledge.projectTitle_eng, locale);

  return (
    <article
      className={`pledge-item pledge-item--${pledge.status}`}
      data-testid="pledge-item"
      data-pledge-id={pledge._id}
      data-status={pledge.status}
    >
      <header className="pledge-item__head">
        <PledgeStatusBadge status={pledge.status} />
        <time className="pledge-item__date" dateTime={pledge.createdAt}>
          {t('pledges.pledgedOn', { date: formatDate(pledge.createdAt, locale) })}
        </time>
      </header>
      {showProject && (
        <h3 className="pledge-item__project">
          <Link to={projectPath(pledge.projectId)} data-testid="pledge-project-link">
            {title}
          </Link>
        </h3>
      )}
      <ul className="pledge-item__lines">
        {pledge.items.map((item) => (
          <li key={item.productId}>
            <span>
              {pickText(item.productName_kr, item.productName_eng, locale)}
              <span className="pledge-item__qty"> × {item.quantity}</span>
            </span>
            <span>{formatKrw(item.price * item.quantity, locale)}</span>
          </li>
        ))}
        {pledge.extraSupport > 0 && (
          <li>
            <span>{t('pledge.extraSupport')}</span>
            <span>{formatKrw(pledge.extraSupport, locale)}</span>
          </li>
        )}
      </ul>
      <p className="pledge-item__total">
        <span>{t('pledges.amount')}</span>
        <strong data-testid="pledge-amount">{formatKrw(pledge.amount, locale)}</strong>
      </p>
      {pledge.shipping && (
        <p className="pledge-item__shipping">
          <Truck size={15} aria-hidden="true" />
          {pledge.shipping.recipient} · {pledge.shipping.address1}
          {pledge.shipping.address2 ? ` ${pledge.shipping.address2}` : ''}
        </p>
      )}
      <p className="pledge-item__note">{t(`pledges.note.${pledge.status}`)}</p>
      {pledge.status === 'reserved' && (
        <button
          type="button"
          className="btn btn--outline pledge-item__cancel"
          data-testid="pledge-cancel"
          disabled={cancel.isPending}
          onClick={() => setConfirming(true)}
        >
          <XCircle size={16} aria-hidden="true" />
          {t('pledges.cancel')}
        </button>
      )}
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('pledges.cancelTitle')}
        icon={<PackageCheck size={22} />}
        testId="pledge-cancel-confirm"
        actions={
          <>
            <button type="button" className="btn btn--outline" onClick={() => setConfirming(false)}>
              {t('pledges.keep')}
            </button>
            <button
              type="button"
              className="btn btn--dark"
              data-autofocus
              data-testid="pledge-cancel-yes"
              disabled={cancel.isPending}
              onClick={() => {
                setConfirming(false);
                cancel.mutate(pledge._id, {
                  onSuccess: () => toastSuccess(t('pledges.cancelled')),
                  onError: (error) => {
                    if (error instanceof ApiError && error.status === 401) return;
                    // The server's own (translated) reason, e.g. the campaign has ended.
                    toastError(
                      error instanceof ApiError ? error.message : t('pledges.cancelFailed'),
                    );
                  },
                });
              }}
            >
              {t('pledges.cancelConfirm')}
            </button>
          </>
        }
      >
        <p>
          {t('pledges.cancelText', { project: title, amount: formatKrw(pledge.amount, locale) })}
        </p>
      </Modal>
    </article>
  );
}
