import { useTranslation } from '../../../lib/i18n-react';
import { useAccount } from '../../../lib/session/account-context';
import { usePlayback } from '../api/film-api';
import { LazyVideoPlayer } from './player/lazy-video-player';

/**
 * One video played where it is shown (the project page's linked series), with the same player
 * as the film page; it starts at once, since the viewer asked for it.
 */
export function InlineEpisode({ videoId, title }: { videoId: string; title: string }) {
  const { t } = useTranslation('films');
  const { isSignedIn } = useAccount();
  const playback = usePlayback(videoId);
  const placeholder = (
    <div className="film-watch__placeholder" aria-busy={!playback.isError}>
      {playback.isError ? (
        <p role="alert">{t('player.error')}</p>
      ) : (
        <span className="player__spinner" role="status" aria-label={t('player.loading')} />
      )}
    </div>
  );
  if (!playback.data) return placeholder;
  return (
    <LazyVideoPlayer
      fallback={placeholder}
      playback={playback.data}
      title={title}
      signedIn={isSignedIn}
      autoPlay
    />
  );
}
