import { useTranslation } from '../../../lib/i18n-react';
import { ImageUpload } from '../../../components/form/image-upload';

export const FILM_IMAGE_FIELDS = [
  'posterDomestic',
  'posterOversea',
  'backdropDomestic',
  'backdropOversea',
] as const;
export type FilmImageField = (typeof FILM_IMAGE_FIELDS)[number];

/**
 * One poster or backdrop: uploaded through the image flow, or picked from the frames the
 * transcode generated (a radio group under the upload).
 */
export function FilmImage({
  field,
  value,
  frames,
  onChange,
}: {
  field: FilmImageField;
  value: string;
  frames: string[];
  onChange: (url: string) => void;
}) {
  const { t } = useTranslation('admin');
  const label = t(`films.editor.images.${field}`);
  return (
    <div className="film-image" data-testid={`film-${field}`}>
      <ImageUpload kind="poster" label={label} value={value} onChange={onChange} />
      {frames.length > 0 && (
        <fieldset className="film-image__frames">
          <legend className="admin-muted">{t('films.editor.images.fromFrames', { label })}</legend>
          <div className="film-image__grid">
            {frames.map((url, index) => (
              <label key={url} className="film-image__frame">
                <input
                  type="radio"
                  name={`frame-${field}`}
                  checked={value === url}
                  onChange={() => onChange(url)}
                />
                <img src={url} alt={t('films.poster.frame', { n: index + 1 })} loading="lazy" />
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
