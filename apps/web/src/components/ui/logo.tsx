import './logo.css';

/** Crescent moon mark + wordmark; the wordmark follows the language (달빛 / Dalbit). */
export function Logo({ wordmark }: { wordmark: string }) {
  return (
    <span className="logo">
      <svg className="logo__mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
        <circle cx="16" cy="16" r="15" className="logo__halo" />
        <path d="M20.2 6.4A10 10 0 1 0 25.6 22 8.6 8.6 0 0 1 20.2 6.4Z" className="logo__moon" />
      </svg>
      <span className="logo__word">{wordmark}</span>
    </span>
  );
}
