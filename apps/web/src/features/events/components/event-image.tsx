import { useState } from 'react';
import './event-image.css';

/** 16:9 frame that never shifts layout; a missing or broken image shows a moonlit placeholder. */
export function EventImage({ src, eager = false }: { src: string; eager?: boolean }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className="event-image">
      {src && !failed ? (
        <img
          src={src}
          alt=""
          width={1280}
          height={720}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailed(true)}
        />
      ) : (
        <span className="event-image__placeholder" aria-hidden="true" />
      )}
    </div>
  );
}
