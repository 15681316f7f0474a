import { useState } from 'react';
import './cover-image.css';

/**
 * A 16:9 cover (events, projects) that never shifts layout; a missing or broken image shows a
 * moonlit placeholder, its moon on the right or the left so neighbouring kinds of cards differ.
 * `priority` marks the page's main picture (its largest paint): fetched before other images.
 */
export function CoverImage({
  src,
  eager = false,
  priority = false,
  moon = 'right',
}: {
  src: string;
  eager?: boolean;
  priority?: boolean;
  moon?: 'left' | 'right';
}) {
  const [failed, setFailed] = useState(false);
  return (
    <div className={`cover-image cover-image--moon-${moon}`}>
      {src && !failed ? (
        <img
          src={src}
          alt=""
          width={1280}
          height={720}
          loading={eager || priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          onError={() => setFailed(true)}
        />
      ) : (
        <span className="cover-image__placeholder" aria-hidden="true" />
      )}
    </div>
  );
}
