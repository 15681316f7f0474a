import type { CardUpdateState } from '@dalbit/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, CreditCard } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { api, ApiError } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { formatDate, pickText } from '../../../lib/localized';
import { useAccount } from '../../../lib/session/account-context';
import { fetchPaymentConfig } from '../api/crowdfunding-api';
import { formatKrw, projectPath } from '../components/project-meta';
import { loadTossPayments, tossErrorCode } from '../pledge/toss-sdk';
import './project-page.css';

const sentKey = (authKey: string) => `dalbit:card-update:${authKey}`;

/**
 * /crowdfunding/pledges/:id/card: a backer whose charge failed registers another card within the
 * grace period and is charged at once (docs/product/crowdfunding.md#card-update-after-a-failed-charge).
 * Toss brings the browser back here with `customerKey` and `authKey`; that key is sent once.
 */
export function CardUpdatePage() {
  const { t } = useTranslation('crowdfunding');
  const locale = currentLocale();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const { user } = useAccount();
  const client = useQueryClient();
  const key = ['crowdfunding', 'card', id];
  const state = useQuery({
    queryKey: key,
    queryFn: () => api.get<CardUpdateState>(`/crowdfunding/pledges/${id}/card`),
  });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(
    search.get('payment') === 'failed' ? t('payment.failed') : null,
  );
  const sending = useRef(false);

  const send = async (body: { customerKey: string; authKey: string }) => {
    setBusy(true);
    setFailure(null);
    try {
      const data = await api.post<CardUpdateState>(`/crowdfunding/pledges/${id}/card`, body, {
        toastOnError: false,
      });
      client.setQueryData(key, data);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('payment.failed'));
    } finally {
      setBusy(false);
    }
  };

  // Back from Toss' card window: send this authorisation once, however often the page mounts.
  useEffect(() => {
    const authKey = search.get('authKey');
    const customerKey = search.get('customerKey');
    if (!authKey || !customerKey || sending.current) return;
    if (sessionStorage.getItem(sentKey(authKey))) return;
    sending.current = true;
    sessionStorage.setItem(sentKey(authKey), '1');
    void send({ authKey, customerKey });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  const start = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const config = await fetchPaymentConfig();
      if (config.provider === 'manual') {
        await send({ customerKey: config.customerKey, authKey: 'manual' });
        return;
      }
      const TossPayments = await loadTossPayments(config.sdkUrl);
      const here = `${window.location.origin}/crowdfunding/pledges/${id}/card`;
      await TossPayments(config.clientKey)
        .payment({ customerKey: config.customerKey })
        .requestBillingAuth({
          method: 'CARD',
          successUrl: here,
          failUrl: `${here}?payment=failed`,
          customerEmail: user?.userEmail ?? undefined,
          customerName: user?.userName,
        });
    } catch (error) {
      const code = tossErrorCode(error);
      setFailure(
        code === 'USER_CANCEL' || code === 'PAY_PROCESS_CANCELED'
          ? t('payment.cancelled')
          : t('payment.failed'),
      );
      setBusy(false);
    }
  };

  const data = state.data;
  return (
    <div className="project-page card-update" data-testid="card-update">
      <div className="container">
        <h1 className="project-top__title">{t('cardUpdate.title')}</h1>
        {state.isError && (
          <p role="alert">
            {state.error instanceof ApiError ? state.error.message : t('cardUpdate.loadError')}
          </p>
        )}
        {data && (
          <div className="project-section">
            <p>
              <Link to={projectPath(data.projectId)}>
                {pickText(data.projectTitle_kr, data.projectTitle_eng, locale)}
              </Link>{' '}
              · {formatKrw(data.amount, locale)}
            </p>
            {data.status === 'charged' ? (
              <p role="status" data-testid="card-update-done">
                <CheckCircle2 size={18} aria-hidden="true" /> {t('cardUpdate.done')}
              </p>
            ) : data.updatable ? (
              <>
                <p>
                  {t('cardUpdate.lead', {
                    date: formatDate(data.graceUntil, locale),
                  })}
                </p>
                <button
                  type="button"
                  className="btn btn--primary"
                  disabled={busy}
                  onClick={() => void start()}
                  data-testid="card-update-start"
                >
                  <CreditCard size={16} aria-hidden="true" />
                  {t('cardUpdate.button')}
                </button>
              </>
            ) : (
              <p>{t('cardUpdate.closed')}</p>
            )}
            {failure && <p role="alert">{failure}</p>}
          </div>
        )}
      </div>
    </div>
  );
}
