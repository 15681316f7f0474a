import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Eye, EyeOff, GripVertical, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import type { AdminKeyword } from '@dalbit/contract';
import { StateMessage } from '../../../components/ui/state-message';
import { api } from '../../../lib/api-client';
import { toastSuccess } from '../../../lib/toast';
import { PageHeader } from '../../components/page-header';
import { StatusBadge } from '../../components/status-badge';
import { KeywordRow } from './keyword-row';
import { moved } from './order';
import './keywords.css';

const key = ['admin', 'keywords'];

/** Popular search keywords: add, rename, hide, reorder by drag or buttons (keyboard too). */
export function KeywordsPage() {
  const { t } = useTranslation('admin');
  const client = useQueryClient();
  const list = useQuery({
    queryKey: key,
    queryFn: () => api.get<AdminKeyword[]>('/admin/keywords'),
  });
  const [dragged, setDragged] = useState<number | null>(null);
  const [draft, setDraft] = useState({ name_kr: '', name_eng: '' });
  const refresh = (data?: AdminKeyword[]) => {
    if (data) client.setQueryData(key, data);
    else void client.invalidateQueries({ queryKey: key });
    void client.invalidateQueries({ queryKey: ['hot-search'] });
  };
  const reorder = useMutation({
    mutationFn: (ids: string[]) => api.put<AdminKeyword[]>('/admin/keywords/order', { ids }),
    onMutate: (ids) => {
      const rows = client.getQueryData<AdminKeyword[]>(key) ?? [];
      client.setQueryData(key, ids.map((id) => rows.find((r) => r._id === id)).filter(Boolean));
    },
    onSuccess: (data) => refresh(data),
    onError: () => refresh(),
  });
  const add = useMutation({
    mutationFn: () => api.post<AdminKeyword>('/admin/keywords', draft),
    onSuccess: () => {
      setDraft({ name_kr: '', name_eng: '' });
      toastSuccess(t('keywords.added'));
      refresh();
    },
  });
  const patch = useMutation({
    mutationFn: ({ id, body }: { id: string; body: Partial<AdminKeyword> }) =>
      api.patch<AdminKeyword>(`/admin/keywords/${id}`, body),
    onSuccess: () => refresh(),
  });
  const rows = list.data ?? [];
  const move = (from: number, to: number) => {
    if (to < 0 || to >= rows.length || from === to) return;
    reorder.mutate(moved(rows, from, to).map((r) => r._id));
  };

  return (
    <div className="admin-page">
      <PageHeader title={t('keywords.title')} lead={t('keywords.lead')} />
      <form
        className="admin-card keyword-add"
        onSubmit={(event) => {
          event.preventDefault();
          if (draft.name_kr.trim() && draft.name_eng.trim()) add.mutate();
        }}
      >
        <h2>{t('keywords.add')}</h2>
        <div className="keyword-add__fields">
          <div className="field">
            <label className="field__label" htmlFor="kw-new-ko">
              {t('keywords.nameKo')}
            </label>
            <input
              id="kw-new-ko"
              lang="ko"
              className="field__input"
              value={draft.name_kr}
              maxLength={50}
              onChange={(e) => setDraft({ ...draft, name_kr: e.target.value })}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor="kw-new-en">
              {t('keywords.nameEn')}
            </label>
            <input
              id="kw-new-en"
              lang="en"
              className="field__input"
              value={draft.name_eng}
              maxLength={50}
              onChange={(e) => setDraft({ ...draft, name_eng: e.target.value })}
            />
          </div>
          <button
            type="submit"
            className="btn btn--dark"
            disabled={!draft.name_kr.trim() || !draft.name_eng.trim() || add.isPending}
          >
            <Plus size={16} aria-hidden="true" />
            {t('keywords.addButton')}
          </button>
        </div>
      </form>
      {list.isError ? (
        <StateMessage
          tone="error"
          icon={<EyeOff size={26} />}
          title={t('keywords.error')}
          text={list.error.message}
        />
      ) : rows.length === 0 && !list.isPending ? (
        <StateMessage icon={<Plus size={26} />} title={t('keywords.empty')} />
      ) : (
        <ol
          className="keyword-list"
          aria-label={t('keywords.title')}
          data-testid="keyword-list"
          aria-busy={list.isPending}
        >
          {rows.map((row, index) => (
            <li
              key={row._id}
              className={`keyword ${dragged === index ? 'is-dragged' : ''}`}
              draggable
              onDragStart={() => setDragged(index)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={() => {
                if (dragged !== null) move(dragged, index);
                setDragged(null);
              }}
              onDragEnd={() => setDragged(null)}
              data-testid="keyword-row"
            >
              <GripVertical size={18} className="keyword__grip" aria-hidden="true" />
              <span className="keyword__rank">{index + 1}</span>
              <KeywordRow
                keyword={row}
                onSave={(body) => patch.mutateAsync({ id: row._id, body }).then(() => undefined)}
              />
              {row.deleted && <StatusBadge tone="muted">{t('keywords.hidden')}</StatusBadge>}
              <div className="keyword__actions">
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('keywords.up', { name: row.name_kr })}
                  disabled={index === 0 || reorder.isPending}
                  onClick={() => move(index, index - 1)}
                >
                  <ArrowUp size={17} aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('keywords.down', { name: row.name_kr })}
                  disabled={index === rows.length - 1 || reorder.isPending}
                  onClick={() => move(index, index + 1)}
                >
                  <ArrowDown size={17} aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={
                    row.deleted
                      ? t('keywords.show', { name: row.name_kr })
                      : t('keywords.hide', { name: row.name_kr })
                  }
                  onClick={() => patch.mutate({ id: row._id, body: { deleted: !row.deleted } })}
                >
                  {row.deleted ? (
                    <Eye size={17} aria-hidden="true" />
                  ) : (
                    <EyeOff size={17} aria-hidden="true" />
                  )}
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
