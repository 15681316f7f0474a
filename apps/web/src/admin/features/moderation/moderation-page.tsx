import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Flag, RefreshCw } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n-react';
import {
  COMMENT_REPORT_REASONS,
  type ModerationAction,
  type ModerationItem,
  type Page,
} from '@dalbit/contract';
import { AdminPager } from '../../components/admin-pager';
import { StateMessage } from '../../../components/ui/state-message';
import { api } from '../../../lib/api-client';
import { toastSuccess } from '../../../lib/toast';
import { useListParams } from '../../../lib/use-list-params';
import { FilterSelect } from '../../components/filter-select';
import { PageHeader } from '../../components/page-header';
import { SearchBox } from '../../components/search-box';
import { ReportCard } from './report-card';
import './moderation.css';

/** Reported comments, most recently reported first; each card acts on one comment. */
export function ModerationPage() {
  const { t } = useTranslation('admin');
  const client = useQueryClient();
  const { params, set, hrefFor } = useListParams({ q: '', status: 'open', reason: 'all' });
  const queue = useQuery({
    queryKey: ['admin', 'moderation', params],
    queryFn: () => api.get<Page<ModerationItem>>('/admin/moderation', { query: params }),
    placeholderData: (previous) => previous,
  });
  const act = useMutation({
    mutationFn: ({ id, action, note }: { id: string; action: ModerationAction; note: string }) =>
      api.post<null>(`/admin/moderation/comments/${id}/${action}`, { note }),
    onSuccess: (_data, { action }) => {
      toastSuccess(t(`moderation.done.${action}`));
      void client.invalidateQueries({ queryKey: ['admin', 'moderation'] });
    },
  });
  return (
    <div className="admin-page">
      <PageHeader title={t('moderation.title')} lead={t('moderation.lead')} />
      <div className="admin-toolbar">
        <SearchBox label={t('moderation.search')} value={params.q} onSearch={(q) => set({ q })} />
        <FilterSelect
          label={t('moderation.state')}
          value={params.status}
          onChange={(status) => set({ status })}
          options={['open', 'handled', 'all'].map((value) => ({
            value,
            label: t(`moderation.states.${value}`),
          }))}
        />
        <FilterSelect
          label={t('moderation.reason')}
          value={params.reason}
          onChange={(reason) => set({ reason })}
          options={['all', ...COMMENT_REPORT_REASONS].map((value) => ({
            value,
            label: value === 'all' ? t('filters.all') : t(`moderation.reasons.${value}`),
          }))}
        />
      </div>
      {queue.isError ? (
        <StateMessage
          tone="error"
          icon={<Flag size={26} />}
          title={t('moderation.error')}
          text={queue.error.message}
          action={
            <button type="button" className="btn btn--dark" onClick={() => void queue.refetch()}>
              <RefreshCw size={16} aria-hidden="true" />
              {t('actions.retry')}
            </button>
          }
        />
      ) : queue.isPending ? (
        <div className="mod-list" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <div key={i} className="skeleton mod-skeleton" />
          ))}
        </div>
      ) : queue.data.items.length === 0 ? (
        <StateMessage
          icon={<Flag size={26} />}
          title={t(`moderation.empty.${params.status}`)}
          testId="moderation-empty"
        />
      ) : (
        <>
          <ul className="mod-list" data-testid="moderation-queue">
            {queue.data.items.map((item) => (
              <li key={item.comment._id}>
                <ReportCard
                  item={item}
                  busy={act.isPending}
                  onAct={(action, note) => act.mutateAsync({ id: item.comment._id, action, note })}
                />
              </li>
            ))}
          </ul>
          <AdminPager list={queue.data} hrefFor={hrefFor} />
        </>
      )}
    </div>
  );
}
