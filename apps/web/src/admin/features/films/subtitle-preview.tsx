import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import type { VideoMedia } from '@dalbit/contract';

/**
 * The published video with one language's subtitles shown over it, so the editor sees the
 * timing against the picture. hls.js (its own chunk) where the browser lacks native HLS.
 */
export function SubtitlePreview({ media, lang }: { media: VideoMedia; lang: string }) {
  const { t } = useTranslation('admin');
  const video = useRef<HTMLVideoElement>(null);
  const { masterUrl } = media;

  useEffect(() => {
    const element = video.current;
    if (!element || !masterUrl) return;
    let destroyed = false;
    let destroy = () => undefined as void;
    if (element.canPlayType('application/vnd.apple.mpegurl')) {
      element.src = masterUrl;
    } else {
      void import('hls.js').then(({ default: Hls }) => {
        if (destroyed || !Hls.isSupported()) return;
        const hls = new Hls();
        hls.loadSource(masterUrl);
        hls.attachMedia(element);
        destroy = () => hls.destroy();
      });
    }
    return () => {
      destroyed = true;
      destroy();
    };
  }, [masterUrl]);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    for (const track of Array.from(element.textTracks)) {
      track.mode = track.language === lang ? 'showing' : 'disabled';
    }
  }, [lang, media.subtitles]);

  if (!masterUrl) return <p className="admin-muted">{t('films.subtitles.noVideo')}</p>;
  return (
    <video
      ref={video}
      className="subtitle-preview"
      controls
      playsInline
      muted
      poster={media.thumbnail || undefined}
      aria-label={t('films.subtitles.previewLabel')}
      data-testid="subtitle-preview"
    >
      {media.subtitles.map((s) => (
        <track
          key={s.url}
          kind="subtitles"
          src={s.url}
          srcLang={s.lang}
          label={s.label}
          default={s.lang === lang}
        />
      ))}
    </video>
  );
}
