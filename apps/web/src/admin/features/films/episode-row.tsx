import { ArrowDown, ArrowUp, Check, Pencil, Trash2, Video, X } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n-react';
import { Link } from 'react-router';
import type { AdminEpisode, EpisodeFields } from '@dalbit/contract';
import { BilingualField } from '../../../components/form/bilingual-field';
import { currentLocale } from '../../../lib/i18n';
import { pickText } from '../../../lib/localized';
import { StatusBadge } from '../../components/status-badge';

const fieldsOf = (episode: AdminEpisode): EpisodeFields => ({
  title_kr: episode.titleKr,
  title_eng: episode.titleEng,
  synopsis_kr: episode.synopsisKr,
  synopsis_eng: episode.synopsisEng,
});

/** An episode's titles and synopsis, edited in place. */
export function EpisodeFieldsForm({
  initial,
  onSave,
  onCancel,
  submitLabel,
  testId,
}: {
  initial: EpisodeFields;
  onSave: (body: EpisodeFields) => Promise<unknown>;
  onCancel?: () => void;
  submitLabel: string;
  testId: string;
}) {
  const { t } = useTranslation('admin');
  const { register, handleSubmit, control, reset, formState } = useForm<EpisodeFields>({
    defaultValues: initial,
  });
  const values = useWatch({ control });
  const side = (field: 'title' | 'synopsis', lang: 'kr' | 'eng') => ({
    registration: register(`${field}_${lang}`),
    value: values[`${field}_${lang}`] ?? '',
  });
  return (
    <form
      className="episode-form"
      data-testid={testId}
      onSubmit={(event) =>
        void handleSubmit(async (body) => {
          await onSave(body);
          reset(onCancel ? body : initial);
        })(event)
      }
    >
      <BilingualField
        label={t('films.editor.episodeTitle')}
        testId={`${testId}-title`}
        ko={side('title', 'kr')}
        en={side('title', 'eng')}
      />
      <BilingualField
        label={t('films.editor.episodeSynopsis')}
        testId={`${testId}-synopsis`}
        multiline
        rows={2}
        ko={side('synopsis', 'kr')}
        en={side('synopsis', 'eng')}
      />
      <div className="media-actions">
        <button
          type="submit"
          className="btn btn--dark"
          disabled={formState.isSubmitting}
          data-testid={`${testId}-save`}
        >
          <Check size={16} aria-hidden="true" />
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="btn btn--outline" onClick={onCancel}>
            <X size={16} aria-hidden="true" />
            {t('actions.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}

/** One episode: its number and titles, the link to its media, move, edit and remove. */
export function EpisodeRow({
  episode,
  first,
  last,
  series,
  busy,
  onMove,
  onSave,
  onRemove,
}: {
  episode: AdminEpisode;
  first: boolean;
  last: boolean;
  series: boolean;
  busy: boolean;
  onMove: (step: -1 | 1) => void;
  onSave: (body: EpisodeFields) => Promise<unknown>;
  onRemove: () => void;
}) {
  const { t } = useTranslation('admin');
  const locale = currentLocale();
  const [editing, setEditing] = useState(false);
  const name =
    episode.episodeNumber === null
      ? t('films.mainVideo')
      : t('films.episode', { n: episode.episodeNumber });
  const title = pickText(episode.titleKr, episode.titleEng, locale);
  const missing = (episode.titleKr === '') !== (episode.titleEng === '');
  return (
    <li className="episode-row" data-testid="film-episode">
      <div className="episode-row__head">
        <span className="episode-row__name">
          <strong>{name}</strong>
          {title && <span data-testid="film-episode-title"> · {title}</span>}
          {missing && <StatusBadge tone="warn">{t('films.editor.missingMark')}</StatusBadge>}
        </span>
        <span className="episode-row__actions">
          <Link to={`/admin/films/videos/${episode._id}`} className="btn btn--outline btn--sm">
            <Video size={15} aria-hidden="true" />
            {t('films.editor.media')}
          </Link>
          <button
            type="button"
            className="icon-button"
            aria-label={t('films.editor.edit', { name })}
            aria-expanded={editing}
            onClick={() => setEditing(!editing)}
          >
            <Pencil size={17} aria-hidden="true" />
          </button>
          {series && (
            <>
              <button
                type="button"
                className="icon-button"
                disabled={first || busy}
                aria-label={t('films.editor.up', { name })}
                data-testid="film-episode-up"
                onClick={() => onMove(-1)}
              >
                <ArrowUp size={17} aria-hidden="true" />
              </button>
              <button
                type="button"
                className="icon-button"
                disabled={last || busy}
                aria-label={t('films.editor.down', { name })}
                data-testid="film-episode-down"
                onClick={() => onMove(1)}
              >
                <ArrowDown size={17} aria-hidden="true" />
              </button>
              <button
                type="button"
                className="icon-button"
                disabled={busy}
                aria-label={t('films.editor.remove', { name })}
                data-testid="film-episode-remove"
                onClick={onRemove}
              >
                <Trash2 size={17} aria-hidden="true" />
              </button>
            </>
          )}
        </span>
      </div>
      {editing && (
        <EpisodeFieldsForm
          initial={fieldsOf(episode)}
          submitLabel={t('actions.save')}
          testId="film-episode-form"
          onSave={async (body) => {
            await onSave(body);
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      )}
    </li>
  );
}
