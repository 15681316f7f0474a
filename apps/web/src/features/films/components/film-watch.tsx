import type { FilmDetail, Playback, Progress } from '@dalbit/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Clapperboard, LogIn, RefreshCw } from 'lucide-react';
import { useEffect, type ReactNode, type RefObject } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { currentLocale } from '../../../lib/i18n';
import { episodeOf } from '../model/episode-choice';
import { episodeTitle, type FilmView } from '../model/film-meta';
import { LazyVideoPlayer, loadVideoPlayer } from './player/lazy-video-player';
import { whenIdle } from '../../../lib/when-idle';
import type { SignInReason } from './signin-prompt';

interface FilmWatchProps {
  film: FilmDetail;
  view: FilmView;
  videoId: string | null;
  playback: UseQueryResult<Playback>;
  signedIn: boolean;
  autoPlay: boolean;
  playRequest: number;
  playerRef: RefObject<HTMLDivElement | null>;
  onPlay: (videoId: string) => void;
  onProgressSaved: (progress: Progress) => void;
  ask: (reason: SignInReason) => void;
  /** Shown over the player when the last video ends (watch-to-fund's next part). */
  endScreen?: ReactNode;
}

/** The player, or what stands in its place while the video loads, fails or is missing. */
export function FilmWatch({
  film,
  view,
  videoId,
  playback,
  signedIn,
  autoPlay,
  playRequest,
  playerRef,
  onPlay,
  onProgressSaved,
  ask,
  endScreen,
}: FilmWatchProps) {
  const { t } = useTranslation('films');
  const locale = currentLocale();
  const currentEpisode = episodeOf(film.episodes, videoId);
  const nextEpisode = episodeOf(film.episodes, playback.data?.nextVideoId);
  const playerTitle =
    film.type === 'web_series' && currentEpisode
      ? `${view.title} · ${t('episodes.label', { number: currentEpisode.number })}`
      : view.title;

  // The player's code comes in while its playback is read (lazy-video-player.tsx), once the
  // page's first frame is painted: it is below the hero and plays nothing before a play.
  useEffect(() => {
    if (videoId) return whenIdle(() => void loadVideoPlayer());
  }, [videoId]);
  const loading = (
    <div className="film-watch__placeholder" aria-busy="true">
      <span className="player__spinner" role="status" aria-label={t('player.loading')} />
    </div>
  );

  return (
    <section className="container film-watch" aria-label={t('detail.watch')} ref={playerRef}>
      {playback.data ? (
        <LazyVideoPlayer
          fallback={loading}
          key={playback.data.videoId}
          playback={playback.data}
          title={playerTitle}
          poster={currentEpisode?.thumbnail || view.backdrop}
          signedIn={signedIn}
          autoPlay={autoPlay}
          nextTitle={
            nextEpisode
              ? `${t('episodes.label', { number: nextEpisode.number })} · ${episodeTitle(nextEpisode, locale)}`
              : undefined
          }
          onNext={onPlay}
          endScreen={playback.data.nextVideoId ? undefined : endScreen}
          onProgressSaved={onProgressSaved}
          playRequest={playRequest}
        />
      ) : playback.isError ? (
        <div className="film-watch__placeholder" role="alert">
          <p>{t('player.error')}</p>
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => void playback.refetch()}
          >
            <RefreshCw size={16} aria-hidden="true" />
            {t('player.retry')}
          </button>
        </div>
      ) : videoId ? (
        loading
      ) : (
        <div className="film-watch__placeholder">
          <Clapperboard size={28} aria-hidden="true" />
          <p>{t('detail.noVideo')}</p>
        </div>
      )}
      {!signedIn && videoId && (
        <p className="film-watch__hint">
          {t('detail.visitorHint')}{' '}
          <button
            type="button"
            className="text-link film-watch__signin"
            onClick={() => ask('progress')}
          >
            <LogIn size={15} aria-hidden="true" />
            {t('signIn.go')}
          </button>
        </p>
      )}
    </section>
  );
}
