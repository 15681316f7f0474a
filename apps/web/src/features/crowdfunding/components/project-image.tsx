import { useState } from 'react';
import './project-image.css';

/** 16:9 frame that never shifts layout; a missing or broken image shows a moonlit placeholder. */
export function ProjectImage({ src, eager = false }: { src: string; eager?: boolean }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className="project-image">
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
        <span className="project-image__placeholder" aria-hidden="true" />
      )}
    </div>
  );
}
