import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { FILM_STATES, type AdminFilmSummary, type FilmState } from '@dalbit/contract';
import { toastSuccess } from '../../../lib/toast';
import { StatusBadge } from '../../components/status-badge';
import { usePublication } from './api';
import { fromKoreaInput, toKoreaInput } from './korea-time';

const TONE: Record<FilmState, 'ok' | 'info' | 'muted' | 'warn'> = {
  draft: 'muted',
  scheduled: 'info',
  published: 'ok',
  unlisted: 'warn',
};

/**
 * A film's state for viewers: draft, scheduled at a Korea time, published or unlisted. In a list
 * of films, `filmTitle` names each form after its film (a named form is a landmark, and the
 * landmarks of one page must have distinct names).
 */
export function PublicationForm({
  film,
  filmTitle,
}: {
  film: Pick<AdminFilmSummary, '_id' | 'state' | 'publishAt'>;
  filmTitle?: string;
}) {
  const { t } = useTranslation('admin');
  const ids = { state: useId(), at: useId() };
  const [state, setState] = useState<FilmState>(film.state);
  const [at, setAt] = useState(() => toKoreaInput(film.publishAt));
  const save = usePublication(film._id);
  const needsTime = state === 'scheduled' && !at;
  return (
    <form
      className="film-publication"
      aria-label={
        filmTitle
          ? t('films.publication.labelOf', { title: filmTitle })
          : t('films.publication.label')
      }
      data-testid="film-publication"
      onSubmit={(event) => {
        event.preventDefault();
        if (needsTime) return;
        save.mutate(
          { state, publishAt: state === 'scheduled' ? fromKoreaInput(at) : null },
          { onSuccess: () => toastSuccess(t('films.publication.saved')) },
        );
      }}
    >
      <StatusBadge tone={TONE[film.state]}>{t(`films.states.${film.state}`)}</StatusBadge>
      <div className="field">
        <label className="field__label" htmlFor={ids.state}>
          {t('films.publication.state')}
        </label>
        <select
          id={ids.state}
          className="field__input"
          value={state}
          data-testid="film-publication-state"
          onChange={(e) => setState(e.target.value as FilmState)}
        >
          {FILM_STATES.map((s) => (
            <option key={s} value={s}>
              {t(`films.states.${s}`)}
            </option>
          ))}
        </select>
      </div>
      {state === 'scheduled' && (
        <div className="field">
          <label className="field__label" htmlFor={ids.at}>
            {t('films.publication.at')}
          </label>
          <input
            id={ids.at}
            type="datetime-local"
            className="field__input"
            value={at}
            required
            onChange={(e) => setAt(e.target.value)}
          />
        </div>
      )}
      <button
        type="submit"
        className="btn btn--dark"
        disabled={needsTime || save.isPending}
        data-testid="film-publication-save"
      >
        {t('films.publication.save')}
      </button>
    </form>
  );
}
