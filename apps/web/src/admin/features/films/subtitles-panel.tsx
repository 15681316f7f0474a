import { Trash2, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import type { VideoMedia } from '@dalbit/contract';
import { ApiError } from '../../../lib/api-client';
import { toastSuccess } from '../../../lib/toast';
import type { useMediaMutations } from './api';
import { SubtitlePreview } from './subtitle-preview';

/** Korean and English first; any other BCP 47 language (ja, zh-TW…) by its code. */
const LANG_CODE = /^[a-z]{2,3}(-[A-Z]{2})?$/;

type Mutations = ReturnType<typeof useMediaMutations>;

/** Subtitle files per language: upload (SRT or WebVTT, any Korean encoding), remove, preview. */
export function SubtitlesPanel({ media, mutations }: { media: VideoMedia; mutations: Mutations }) {
  const { t } = useTranslation('admin');
  const ids = { lang: useId(), other: useId(), file: useId(), preview: useId() };
  const [choice, setChoice] = useState('ko');
  const [other, setOther] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState('');
  const lang = choice === 'other' ? other.trim() : choice;
  const langValid = LANG_CODE.test(lang);
  const shown = preview || media.subtitles[0]?.lang || '';

  const submit = async () => {
    if (!file || !langValid) return;
    setError(null);
    try {
      const result = await mutations.putSubtitle.mutateAsync({ lang, file });
      toastSuccess(
        t('films.subtitles.saved', {
          label: result.track.label,
          count: result.cues,
          encoding: result.encoding.toUpperCase(),
        }),
      );
      setFile(null);
      setPreview(lang);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : t('films.subtitles.failed'));
    }
  };

  return (
    <section className="admin-card media-subtitles" aria-labelledby="subtitles-title">
      <h2 id="subtitles-title">{t('films.subtitles.title')}</h2>
      {media.subtitles.length === 0 ? (
        <p className="admin-muted">{t('films.subtitles.none')}</p>
      ) : (
        <ul className="subtitle-list" data-testid="subtitle-list">
          {media.subtitles.map((s) => (
            <li key={s.lang}>
              <span lang={s.lang}>{s.label}</span> <code>{s.lang}</code>
              <button
                type="button"
                className="btn btn--ghost"
                onClick={() => mutations.deleteSubtitle.mutate(s.lang)}
                aria-label={t('films.subtitles.remove', { label: s.label })}
              >
                <Trash2 size={16} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="subtitle-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="field">
          <label className="field__label" htmlFor={ids.lang}>
            {t('films.subtitles.language')}
          </label>
          <select
            id={ids.lang}
            className="field__input"
            value={choice}
            onChange={(e) => setChoice(e.target.value)}
          >
            <option value="ko">{t('films.subtitles.ko')}</option>
            <option value="en">{t('films.subtitles.en')}</option>
            <option value="other">{t('films.subtitles.other')}</option>
          </select>
        </div>
        {choice === 'other' && (
          <div className="field">
            <label className="field__label" htmlFor={ids.other}>
              {t('films.subtitles.code')}
            </label>
            <input
              id={ids.other}
              className="field__input"
              value={other}
              placeholder="ja, zh-TW"
              aria-invalid={other !== '' && !langValid}
              aria-describedby={`${ids.other}-hint`}
              onChange={(e) => setOther(e.target.value)}
            />
            <p id={`${ids.other}-hint`} className="admin-muted">
              {t('films.subtitles.codeHint')}
            </p>
          </div>
        )}
        <div className="field">
          <label className="field__label" htmlFor={ids.file}>
            {t('films.subtitles.file')}
          </label>
          <input
            id={ids.file}
            type="file"
            className="field__input"
            accept=".srt,.vtt,text/vtt,application/x-subrip"
            data-testid="subtitle-input"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </div>
        <button
          type="submit"
          className="btn btn--dark"
          disabled={!file || !langValid || mutations.putSubtitle.isPending}
          data-testid="subtitle-upload"
        >
          <Upload size={16} aria-hidden="true" />
          {t('films.subtitles.upload')}
        </button>
      </form>
      {error && (
        <p className="media-error" role="alert" data-testid="subtitle-error">
          {error}
        </p>
      )}
      {media.subtitles.length > 0 && (
        <div className="subtitle-preview-box">
          <div className="field">
            <label className="field__label" htmlFor={ids.preview}>
              {t('films.subtitles.preview')}
            </label>
            <select
              id={ids.preview}
              className="field__input"
              value={shown}
              onChange={(e) => setPreview(e.target.value)}
            >
              {media.subtitles.map((s) => (
                <option key={s.lang} value={s.lang}>
                  {s.label}
                </option>
              ))}
            </select>
          </div>
          <SubtitlePreview media={media} lang={shown} />
        </div>
      )}
    </section>
  );
}
