import { useTranslation } from '../../../lib/i18n-react';
import { useAccount } from '../../../lib/session/account-context';
import { usePlayback } from '../api/film-api';
import { VideoPlayer } from './player/video-player';

/**
 * One video played where it is shown (the project page's linked series), with the same player
 * as the film page; it starts at once, since the viewer asked for it.
 */
export function InlineEpisode({ videoId, title }: { videoId: string; title: string }) {
  const { t } = useTranslation('films');
  const { isSignedIn } = useAccount();
  const playback = usePlayback(videoId);
  if (!playback.data) {
    return (
      <div className="film-watch__placeholder" aria-busy={!playback.isError}>
        {playback.isError ? (
          <p role="alert">{t('player.error')}</p>
        ) : (
          <span className="player__spinner" role="status" aria-label={t('player.loading')} />
        )}
      </div>
    );
  }
  return <VideoPlayer playback={playback.data} title={title} signedIn={isSignedIn} autoPlay />;
}
