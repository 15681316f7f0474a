import { useTranslation } from '../../../lib/i18n-react';
import type { VideoMedia } from '@dalbit/contract';

/** The generated frames as a radio group: the chosen one becomes the video's poster. */
export function PosterPicker({
  media,
  onChoose,
  pending,
}: {
  media: VideoMedia;
  onChoose: (index: number) => void;
  /** The frame being saved: shown chosen at once. */
  pending: number | undefined;
}) {
  const { t } = useTranslation('admin');
  if (media.thumbnails.length === 0) return null;
  const chosen = pending ?? media.thumbnails.indexOf(media.thumbnail);
  return (
    <section className="admin-card" aria-labelledby="poster-title">
      <fieldset className="poster-picker" aria-busy={pending !== undefined}>
        <legend>
          <h2 id="poster-title">{t('films.poster.title')}</h2>
        </legend>
        <p className="admin-muted">{t('films.poster.lead')}</p>
        <div className="poster-picker__grid">
          {media.thumbnails.map((url, index) => (
            <label key={url} className="poster-picker__choice" data-testid="poster-choice">
              <input
                type="radio"
                name="poster"
                checked={index === chosen}
                onChange={() => onChoose(index)}
              />
              <img src={url} alt={t('films.poster.frame', { n: index + 1 })} loading="lazy" />
            </label>
          ))}
        </div>
      </fieldset>
    </section>
  );
}
