import type { ProjectDetail } from '@dalbit/contract';
import { ArrowLeft, CalendarX2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { LoadFailure } from '../../../components/ui/load-failure';
import { StateMessage } from '../../../components/ui/state-message';
import { ApiError } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { pickText } from '../../../lib/localized';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAccount } from '../../../lib/session/account-context';
import { useQueryClient } from '@tanstack/react-query';
import {
  createPledge,
  crowdfundingKeys,
  fetchPaymentConfig,
  useProjectDetail,
} from '../api/crowdfunding-api';
import { localizeProject, pledgePath, projectPath } from '../components/project-meta';
import {
  clearDraft,
  EMPTY_SHIPPING,
  type PledgeDraft,
  readDraft,
  writeCompleted,
  writeDraft,
} from '../pledge/pledge-draft';
import { PledgeForm } from '../pledge/pledge-form';
import type { PledgeRequest } from '../pledge/pledge-rules';
import { loadTossPayments, tossErrorCode } from '../pledge/toss-sdk';
import './pledge-page.css';

/** What the pledge form starts from: the tab's draft, or a fresh one (with a picked reward). */
function initialDraft(projectId: string, productId: string | null, recipient: string): PledgeDraft {
  const saved = readDraft(projectId);
  if (saved) {
    if (productId && Object.values(saved.quantities).every((q) => q <= 0)) {
      return { ...saved, quantities: { [productId]: 1 } };
    }
    return saved;
  }
  return {
    quantities: productId ? { [productId]: 1 } : {},
    extraSupport: '',
    shipping: { ...EMPTY_SHIPPING, recipient },
  };
}

function PledgeScreen({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation('crowdfunding');
  const { user } = useAccount();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [draft, setDraft] = useState<PledgeDraft>(() =>
    initialDraft(project._id, params.get('product'), user?.userName ?? ''),
  );
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const [failure, setFailure] = useState<string | null>(() => {
    if (params.get('payment') !== 'failed') return null;
    return params.get('code') === 'PAY_PROCESS_CANCELED' || params.get('code') === 'USER_CANCEL'
      ? t('payment.cancelled')
      : t('payment.failed');
  });

  // The card page's answer is shown once; the address goes back to the plain form.
  useEffect(() => {
    if (params.has('payment') || params.has('product')) {
      setParams({}, { replace: true, preventScrollReset: true });
    }
    // Only on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const change = (next: PledgeDraft) => {
    setDraft(next);
    writeDraft(project._id, next);
  };

  const submit = async (request: PledgeRequest) => {
    // One pledge per click, however fast the clicks come.
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setFailure(null);
    writeDraft(project._id, draft);
    try {
      const config = await fetchPaymentConfig();
      if (config.provider === 'manual') {
        const pledge = await createPledge(project._id, {
          ...request,
          billing: { customerKey: config.customerKey, authKey: 'manual' },
        });
        writeCompleted({ projectId: project._id, authKey: null, pledge });
        clearDraft(project._id);
        void client.invalidateQueries({ queryKey: crowdfundingKeys.all });
        void navigate(`${pledgePath(project._id)}/complete`, { replace: true });
        return;
      }
      const TossPayments = await loadTossPayments(config.sdkUrl);
      const origin = window.location.origin;
      // Toss sends the browser on to one of these; the draft waits in sessionStorage.
      await TossPayments(config.clientKey)
        .payment({ customerKey: config.customerKey })
        .requestBillingAuth({
          method: 'CARD',
          successUrl: `${origin}${pledgePath(project._id)}/complete`,
          failUrl: `${origin}${pledgePath(project._id)}?payment=failed`,
          customerEmail: user?.userEmail ?? undefined,
          customerName: user?.userName,
        });
    } catch (error) {
      const code = tossErrorCode(error);
      setFailure(
        error instanceof ApiError
          ? error.message
          : code === 'USER_CANCEL' || code === 'PAY_PROCESS_CANCELED'
            ? t('payment.cancelled')
            : t('payment.failed'),
      );
      busyRef.current = false;
      setBusy(false);
    }
  };

  return (
    <PledgeForm
      project={project}
      draft={draft}
      onChange={change}
      onSubmit={(request) => void submit(request)}
      busy={busy}
      failure={failure}
    />
  );
}

/** /crowdfunding/:id/pledge (signed in): choose rewards, then the card, then confirm. */
export function PledgePage() {
  const { t } = useTranslation('crowdfunding');
  const { id = '' } = useParams();
  const detail = useProjectDetail(id);
  const locale = currentLocale();
  const project = detail.data;
  const title = project ? localizeProject(project, locale).title : null;
  const notFound =
    detail.error instanceof ApiError &&
    (detail.error.status === 404 || detail.error.status === 400);
  useDocumentTitle(title ? t('pledge.documentTitle', { title }) : t('common:pageTitles.pledge'));

  return (
    <div className="container pledge-page" data-testid="pledge-page">
      <Link to={projectPath(id)} className="project-page__back pledge-page__back">
        <ArrowLeft size={18} aria-hidden="true" />
        {t('pledge.backToProject')}
      </Link>
      {detail.isPending ? (
        <div aria-busy="true" className="pledge-page__loading">
          <span className="skeleton" style={{ width: '50%', height: 36, borderRadius: 10 }} />
          <span className="skeleton" style={{ width: '100%', height: 140, borderRadius: 16 }} />
          <span className="skeleton" style={{ width: '100%', height: 140, borderRadius: 16 }} />
        </div>
      ) : !project || !title ? (
        <LoadFailure
          notFound={notFound}
          notFoundTitle={t('detail.notFoundTitle')}
          notFoundText={t('detail.notFoundText')}
          notFoundTestId="project-not-found"
          backTo="/crowdfunding"
          backLabel={t('detail.all')}
          errorTitle={t('detail.errorTitle')}
          errorText={detail.error?.message}
          onRetry={() => void detail.refetch()}
          buttonClassName="btn btn--dark"
        />
      ) : (
        <>
          <header className="pledge-page__head">
            <p className="pledge-page__eyebrow">
              {pickText(project.creatorName_kr, project.creatorName_eng, locale)}
            </p>
            <h1 className="pledge-page__title">{t('pledge.title')}</h1>
            <p className="pledge-page__project">{title}</p>
          </header>
          {project.status === 'funding' ? (
            <PledgeScreen project={project} />
          ) : (
            <StateMessage
              icon={<CalendarX2 size={26} />}
              title={t('pledge.closedTitle')}
              text={t('pledge.closedText')}
              testId="pledge-closed"
              action={
                <Link to={projectPath(project._id)} className="btn btn--dark">
                  {t('pledge.backToProject')}
                </Link>
              }
            />
          )}
        </>
      )}
    </div>
  );
}
