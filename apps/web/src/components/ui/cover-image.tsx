import { useState } from 'react';
import type { ImageSizes } from '@dalbit/contract/images';
import { IMAGE_SHAPES, responsiveImage } from '../../lib/images';
import './cover-image.css';

/**
 * A 16:9 cover (events, projects) that never shifts layout; a missing or broken image shows a
 * moonlit placeholder, its moon on the right or the left so neighbouring kinds of cards differ.
 * `priority` marks the page's main picture (its largest paint): fetched before other images.
 * `sizes` says how wide the page draws it, so the browser picks the resized copy that fits.
 */
export function CoverImage({
  src,
  eager = false,
  priority = false,
  moon = 'right',
  sizes = 'card',
}: {
  src: string;
  eager?: boolean;
  priority?: boolean;
  moon?: 'left' | 'right';
  sizes?: ImageSizes;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <div className={`cover-image cover-image--moon-${moon}`}>
      {src && !failed ? (
        <img
          {...responsiveImage(src, sizes)}
          alt=""
          {...IMAGE_SHAPES.wide}
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
