import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { railType, type AdminFilmSummary, type AdminRail } from '@dalbit/contract';
import { FormAlert } from '../../../components/form/form-fields';
import { currentLocale } from '../../../lib/i18n';
import { pickText } from '../../../lib/localized';
import { StatusBadge } from '../../components/status-badge';
import { moved } from './move';

/** One rail: its placed films in order (move up, move down, take off) and a film to add. */
export function RailEditor({
  rail,
  films,
  saving,
  error,
  onSave,
}: {
  rail: AdminRail;
  films: AdminFilmSummary[];
  saving: boolean;
  error: string | undefined;
  onSave: (ids: string[]) => void;
}) {
  const { t } = useTranslation('admin');
  const locale = currentLocale();
  const selectId = useId();
  const [adding, setAdding] = useState('');
  const ids = rail.films.map((f) => f._id);
  const type = railType(rail.rail);
  const candidates = films.filter((f) => !ids.includes(f._id) && (!type || f.type === type));
  const name = t(`films.rails.names.${rail.rail}`);
  return (
    <section
      className="admin-card rail-editor"
      aria-labelledby={`${selectId}-title`}
      aria-busy={saving}
      data-testid={`rail-${rail.rail}`}
    >
      <h2 id={`${selectId}-title`}>{name}</h2>
      <p className="admin-muted">{t(`films.rails.hints.${rail.rail}`)}</p>
      <FormAlert message={error} />
      {rail.films.length === 0 ? (
        <p className="admin-muted">{t('films.rails.empty')}</p>
      ) : (
        <ol className="rail-editor__list" aria-label={name}>
          {rail.films.map((film, index) => {
            const title = pickText(film.titleKr, film.titleEng, locale) || t('films.untitled');
            return (
              <li key={film._id} className="rail-editor__item" data-testid="rail-film">
                <span className="rail-editor__title">
                  <span className="rail-editor__n">{index + 1}</span>
                  {title}
                  {!film.listed && (
                    <StatusBadge tone="muted">{t('films.rails.notListed')}</StatusBadge>
                  )}
                </span>
                <span className="episode-row__actions">
                  <button
                    type="button"
                    className="icon-button"
                    disabled={index === 0 || saving}
                    aria-label={t('films.rails.up', { title })}
                    onClick={() => onSave(moved(ids, index, -1))}
                  >
                    <ArrowUp size={17} aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className="icon-button"
                    disabled={index === ids.length - 1 || saving}
                    aria-label={t('films.rails.down', { title })}
                    onClick={() => onSave(moved(ids, index, 1))}
                  >
                    <ArrowDown size={17} aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className="icon-button"
                    disabled={saving}
                    aria-label={t('films.rails.remove', { title })}
                    onClick={() => onSave(ids.filter((id) => id !== film._id))}
                  >
                    <X size={17} aria-hidden="true" />
                  </button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <form
        className="rail-editor__add"
        onSubmit={(event) => {
          event.preventDefault();
          if (!adding) return;
          onSave([...ids, adding]);
          setAdding('');
        }}
      >
        <div className="field">
          <label className="field__label" htmlFor={selectId}>
            {t('films.rails.add', { name })}
          </label>
          <select
            id={selectId}
            className="field__input field__select"
            value={adding}
            data-testid={`rail-${rail.rail}-select`}
            onChange={(e) => setAdding(e.target.value)}
          >
            <option value="">{t('films.rails.choose')}</option>
            {candidates.map((film) => (
              <option key={film._id} value={film._id}>
                {pickText(film.titleKr, film.titleEng, locale) || t('films.untitled')}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className="btn btn--outline"
          disabled={!adding || saving}
          data-testid={`rail-${rail.rail}-add`}
        >
          <Plus size={16} aria-hidden="true" />
          {t('films.rails.addButton')}
        </button>
      </form>
    </section>
  );
}
