import { RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import type { AdminJob } from '@dalbit/contract';
import { Modal } from '../../../components/ui/modal';
import { toastSuccess } from '../../../lib/toast';
import { useJobActions } from './api';
import { canDiscard, canRetry } from './job-view';

/**
 * Retry (at once) and discard (after a confirmation) for one job; only what its state allows.
 * `compact` is the table's row: the job's name goes into the buttons' accessible names.
 */
export function JobActions({
  job,
  compact = false,
  onDiscarded,
}: {
  job: AdminJob;
  compact?: boolean;
  onDiscarded?: () => void;
}) {
  const { t } = useTranslation('admin');
  const { retry, discard } = useJobActions();
  const [confirming, setConfirming] = useState(false);
  const busy = retry.isPending || discard.isPending;
  const label = (action: 'retry' | 'discard') =>
    compact ? t(`jobs.${action}Named`, { name: job.name }) : undefined;
  if (!canRetry(job) && !canDiscard(job)) return null;
  return (
    <div className={`jobs-actions${compact ? ' jobs-actions--compact' : ''}`}>
      {canRetry(job) && (
        <button
          type="button"
          className="btn btn--outline"
          disabled={busy}
          aria-label={label('retry')}
          data-testid="job-retry"
          onClick={() =>
            void retry
              .mutateAsync(job)
              .then(() => toastSuccess(t('jobs.retried')))
              // The API client has shown the server's message.
              .catch(() => undefined)
          }
        >
          <RotateCcw size={16} aria-hidden="true" />
          <span>{t(job.state === 'retry' ? 'jobs.runNow' : 'jobs.retry')}</span>
        </button>
      )}
      {canDiscard(job) && (
        <button
          type="button"
          className="btn btn--outline"
          disabled={busy}
          aria-label={label('discard')}
          data-testid="job-discard"
          onClick={() => setConfirming(true)}
        >
          <Trash2 size={16} aria-hidden="true" />
          <span>{t('jobs.discard')}</span>
        </button>
      )}
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('jobs.discardTitle')}
        icon={<Trash2 size={24} />}
        testId="job-discard-dialog"
        actions={
          <>
            <button
              type="button"
              className="btn btn--outline"
              data-autofocus
              onClick={() => setConfirming(false)}
            >
              {t('actions.cancel')}
            </button>
            <button
              type="button"
              className="btn btn--danger"
              disabled={discard.isPending}
              data-testid="job-discard-confirm"
              onClick={() =>
                void discard
                  .mutateAsync(job)
                  .then(() => {
                    setConfirming(false);
                    toastSuccess(t('jobs.discarded'));
                    onDiscarded?.();
                  })
                  .catch(() => setConfirming(false))
              }
            >
              {t('jobs.discard')}
            </button>
          </>
        }
      >
        <p>{t('jobs.discardText', { name: job.name })}</p>
      </Modal>
    </div>
  );
}
