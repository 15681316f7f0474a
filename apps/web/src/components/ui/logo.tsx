import { LOGO_HALO, LOGO_MOON_PATH, LOGO_VIEWBOX } from '@dalbit/contract/brand';
import './logo.css';

/** Crescent moon mark + wordmark; the wordmark follows the language (달빛 / Dalbit). */
export function Logo({ wordmark }: { wordmark: string }) {
  return (
    <span className="logo">
      <svg className="logo__mark" viewBox={LOGO_VIEWBOX} width="28" height="28" aria-hidden="true">
        <circle {...LOGO_HALO} className="logo__halo" />
        <path d={LOGO_MOON_PATH} className="logo__moon" />
      </svg>
      <span className="logo__word">{wordmark}</span>
    </span>
  );
}
