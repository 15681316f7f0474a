import { User } from 'lucide-react';
import { imageCopyUrl } from '@dalbit/contract/image-keys';
import { mediaBase } from '../../lib/site-settings';
import './avatar.css';

export function Avatar({ src, size = 32 }: { src?: string | null; size?: number }) {
  return (
    <span className="avatar" style={{ width: size, height: size }} aria-hidden="true">
      {src ? (
        // A picture of ours is drawn from its narrowest copy: an upload may be a 5 MB photo.
        <img src={imageCopyUrl(src, 320, mediaBase()) ?? src} alt="" width={size} height={size} />
      ) : (
        <User size={size * 0.55} />
      )}
    </span>
  );
}
