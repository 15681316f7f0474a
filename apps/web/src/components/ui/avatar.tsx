import { User } from 'lucide-react';
import { responsiveImage } from '../../lib/images';
import './avatar.css';

export function Avatar({ src, size = 32 }: { src?: string | null; size?: number }) {
  return (
    <span className="avatar" style={{ width: size, height: size }} aria-hidden="true">
      {src ? (
        <img {...responsiveImage(src, 'icon')} alt="" width={size} height={size} />
      ) : (
        <User size={size * 0.55} />
      )}
    </span>
  );
}
