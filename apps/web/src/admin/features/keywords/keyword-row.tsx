import { Check, Pencil, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import type { AdminKeyword } from '@dalbit/contract';

/** A keyword's two names, shown or edited in place. */
export function KeywordRow({
  keyword,
  onSave,
}: {
  keyword: AdminKeyword;
  onSave: (body: { name_kr: string; name_eng: string }) => Promise<void>;
}) {
  const { t } = useTranslation('admin');
  const [editing, setEditing] = useState(false);
  const [names, setNames] = useState({ name_kr: keyword.name_kr, name_eng: keyword.name_eng });
  if (!editing) {
    return (
      <>
        <span className="keyword__names">
          <span lang="ko">{keyword.name_kr}</span>
          <span lang="en" className="admin-muted">
            {keyword.name_eng}
          </span>
        </span>
        <button
          type="button"
          className="icon-button"
          aria-label={t('keywords.edit', { name: keyword.name_kr })}
          onClick={() => {
            setNames({ name_kr: keyword.name_kr, name_eng: keyword.name_eng });
            setEditing(true);
          }}
        >
          <Pencil size={16} aria-hidden="true" />
        </button>
      </>
    );
  }
  return (
    <form
      className="keyword__edit"
      onSubmit={(event) => {
        event.preventDefault();
        if (names.name_kr.trim() && names.name_eng.trim())
          void onSave(names).then(() => setEditing(false));
      }}
    >
      <input
        aria-label={t('keywords.nameKo')}
        lang="ko"
        className="field__input"
        value={names.name_kr}
        maxLength={50}
        autoFocus
        onChange={(e) => setNames({ ...names, name_kr: e.target.value })}
      />
      <input
        aria-label={t('keywords.nameEn')}
        lang="en"
        className="field__input"
        value={names.name_eng}
        maxLength={50}
        onChange={(e) => setNames({ ...names, name_eng: e.target.value })}
      />
      <button type="submit" className="icon-button" aria-label={t('actions.save')}>
        <Check size={17} aria-hidden="true" />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={t('actions.cancel')}
        onClick={() => setEditing(false)}
      >
        <X size={17} aria-hidden="true" />
      </button>
    </form>
  );
}
