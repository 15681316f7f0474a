import type { Pledge } from '@dalbit/contract';
import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, CheckCircle2, Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { StateMessage } from '../../../components/ui/state-message';
import { ApiError } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { formatDate, pickText } from '../../../lib/localized';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { createPledge, crowdfundingKeys, useProjectDetail } from '../api/crowdfunding-api';
import { formatKrw, pledgePath, projectPath } from '../components/project-meta';
import { clearDraft, readCompleted, readDraft, writeCompleted } from '../pledge/pledge-draft';
import { checkPledge } from '../pledge/pledge-rules';
import './pledge-page.css';

/**
 * One POST per card authorisation, even when React runs the effect twice or the component
 * mounts again: the same authKey gets the same promise.
 */
const sent = new Map<string, Promise<Pledge>>();

type Outcome =
  | { state: 'pending' }
  | { state: 'done'; pledge: Pledge }
  | { state: 'failed'; message: string }
  | { state: 'nothing' };

function usePledgeOutcome(projectId: string): Outcome {
  const { t } = useTranslation('crowdfunding');
  const client = useQueryClient();
  const [params] = useSearchParams();
  const customerKey = params.get('customerKey');
  const authKey = params.get('authKey');
  const detail = useProjectDetail(projectId);
  const [outcome, setOutcome] = useState<Outcome>(() => {
    const completed = readCompleted();
    // A reload of the success screen, or the manual provider's pledge.
    if (completed?.projectId === projectId && completed.authKey === (authKey ?? null)) {
      return { state: 'done', pledge: completed.pledge };
    }
    return customerKey && authKey ? { state: 'pending' } : { state: 'nothing' };
  });

  useEffect(() => {
    if (outcome.state !== 'pending' || !customerKey || !authKey || !detail.data) return;
    let request = sent.get(authKey);
    if (!request) {
      const draft = readDraft(projectId);
      const checked = draft ? checkPledge(detail.data.products, draft).request : null;
      if (!checked) {
        setOutcome({ state: 'failed', message: t('complete.noDraft') });
        return;
      }
      request = createPledge(projectId, { ...checked, billing: { customerKey, authKey } });
      sent.set(authKey, request);
    }
    let live = true;
    request.then(
      (pledge) => {
        writeCompleted({ projectId, authKey, pledge });
        clearDraft(projectId);
        void client.invalidateQueries({ queryKey: crowdfundingKeys.all });
        if (live) setOutcome({ state: 'done', pledge });
      },
      (error: unknown) => {
        if (live) {
          setOutcome({
            state: 'failed',
            message: error instanceof ApiError ? error.message : t('payment.failed'),
          });
        }
      },
    );
    return () => {
      live = false;
    };
  }, [outcome.state, customerKey, authKey, detail.data, projectId, client, t]);

  if (outcome.state === 'pending' && detail.isError) {
    return { state: 'failed', message: detail.error.message };
  }
  return outcome;
}

/**
 * /crowdfunding/:id/pledge/complete: Toss returns here with `customerKey` and `authKey`; the
 * pledge is sent with the saved draft, then the success screen says what was reserved.
 */
export function PledgeCompletePage() {
  const { t } = useTranslation('crowdfunding');
  const { id = '' } = useParams();
  const outcome = usePledgeOutcome(id);
  const locale = currentLocale();
  const detail = useProjectDetail(id);
  useDocumentTitle(t('common:pageTitles.pledgeComplete'));

  if (outcome.state === 'nothing') return <Navigate to={projectPath(id)} replace />;

  return (
    <div className="container pledge-page pledge-complete" data-testid="pledge-complete">
      {outcome.state === 'pending' ? (
        <div className="pledge-complete__pending" role="status" data-testid="pledge-pending">
          <Loader2 size={32} className="pledge-complete__spinner" aria-hidden="true" />
          <p>{t('complete.pending')}</p>
        </div>
      ) : outcome.state === 'failed' ? (
        <StateMessage
          tone="error"
          icon={<AlertTriangle size={26} />}
          title={t('complete.failedTitle')}
          text={outcome.message}
          testId="pledge-complete-failed"
          action={
            <Link to={pledgePath(id)} className="btn btn--dark" data-testid="pledge-retry">
              {t('complete.backToForm')}
            </Link>
          }
        />
      ) : (
        <section
          className="pledge-success"
          data-testid="pledge-success"
          aria-labelledby="pledge-success-title"
        >
          <span className="pledge-success__icon" aria-hidden="true">
            <CheckCircle2 size={34} />
          </span>
          <h1 id="pledge-success-title" className="pledge-success__title">
            {t('complete.title')}
          </h1>
          <p className="pledge-success__project">
            {pickText(outcome.pledge.projectTitle_kr, outcome.pledge.projectTitle_eng, locale)}
          </p>
          <ul className="pledge-success__lines">
            {outcome.pledge.items.map((item) => (
              <li key={item.productId}>
                <span>
                  {pickText(item.productName_kr, item.productName_eng, locale)}
                  <span className="pledge-summary__qty"> × {item.quantity}</span>
                </span>
                <span>{formatKrw(item.price * item.quantity, locale)}</span>
              </li>
            ))}
            {outcome.pledge.extraSupport > 0 && (
              <li>
                <span>{t('pledge.extraSupport')}</span>
                <span>{formatKrw(outcome.pledge.extraSupport, locale)}</span>
              </li>
            )}
          </ul>
          <p className="pledge-success__total">
            <span>{t('complete.reserved')}</span>
            <strong data-testid="pledge-success-amount">
              {formatKrw(outcome.pledge.amount, locale)}
            </strong>
          </p>
          <p className="pledge-success__note">
            {detail.data
              ? t('complete.chargeNote', { date: formatDate(detail.data.endsAt, locale) })
              : t('complete.chargeNoteShort')}
          </p>
          <div className="pledge-success__actions">
            <Link to={projectPath(id)} className="btn btn--outline" data-testid="success-project">
              {t('complete.toProject')}
            </Link>
            <Link to="/mypage" className="btn btn--dark" data-testid="success-mypage">
              {t('complete.toMyPledges')}
            </Link>
          </div>
        </section>
      )}
    </div>
  );
}
