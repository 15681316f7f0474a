import { currentLocale } from '../../../lib/i18n';
import { IMAGE_SHAPES, responsiveImage } from '../../../lib/images';
import { useEventList } from '../../events';

/** A rising moon with the newest event stills drifting in front of it, like film frames. */
export function HeroArt() {
  const list = useEventList(1, 4);
  const locale = currentLocale();
  const frames = (list.data?.items ?? [])
    .map((event) =>
      locale === 'ko'
        ? event.imageDomestic || event.imageOversea
        : event.imageOversea || event.imageDomestic,
    )
    .filter(Boolean)
    .slice(0, 3);
  return (
    <div className="hero-art" aria-hidden="true">
      <span className="hero-art__glow" />
      <span className="hero-art__moon" />
      <span className="hero-art__stars" />
      {frames.map((src, index) => (
        <span key={src} className={`hero-art__frame hero-art__frame--${index + 1}`}>
          <img {...responsiveImage(src, 'frame')} alt="" {...IMAGE_SHAPES.wide} />
        </span>
      ))}
    </div>
  );
}
