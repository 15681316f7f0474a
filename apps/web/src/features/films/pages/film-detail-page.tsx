import type { FilmDetail, Progress } from '@dalbit/contract';
import { WATCHED_RATIO } from '../film-constants';
import { useQueryClient } from '@tanstack/react-query';
import {
  ArrowLeft,
  Bookmark,
  Check,
  Clapperboard,
  Heart,
  LogIn,
  Play,
  RefreshCw,
  Share2,
} from 'lucide-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { LoadFailure } from '../../../components/ui/load-failure';
import { useAccount } from '../../account/account-context';
import { ApiError } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { pickText } from '../../../lib/localized';
import { shareLink } from '../../../lib/share-link';
import { toastError } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  filmCommentPaths,
  filmKeys,
  type ReactionKind,
  useFilmDetail,
  useHistory,
  usePlayback,
  useReaction,
} from '../api/film-api';
import { Comments } from '../components/comments';
import { episodeTitle, formatClock, formatRuntime, localizeFilm } from '../components/film-meta';
import { VideoPlayer } from '../components/player/video-player';
import { type SignInReason, useSignInPrompt } from '../components/signin-prompt';
import './film-detail-page.css';

interface VideoState {
  position: number;
  duration: number;
  watched: boolean;
}

function ReactionButton({
  film,
  kind,
  ask,
}: {
  film: FilmDetail;
  kind: ReactionKind;
  ask: (reason: SignInReason) => void;
}) {
  const { t } = useTranslation('films');
  const mutation = useReaction(film._id, kind);
  const active = kind === 'like' ? Boolean(film.viewer?.liked) : Boolean(film.viewer?.bookmarked);
  const count = kind === 'like' ? film.likeCount : film.bookmarkCount;
  const Icon = kind === 'like' ? Heart : Bookmark;
  return (
    <button
      type="button"
      className={`film-action film-action--${kind}${active ? ' film-action--on' : ''}`}
      aria-pressed={active}
      aria-label={t(`reaction.${kind}${active ? 'On' : 'Off'}`)}
      data-testid={`${kind}-button`}
      onClick={() => {
        if (!film.viewer) {
          ask(kind);
          return;
        }
        mutation.mutate(!active, {
          onError: (error) => {
            if (!(error instanceof ApiError && error.status === 401))
              toastError(t('reaction.failed'));
          },
        });
      }}
    >
      <Icon size={19} aria-hidden="true" fill={active ? 'currentColor' : 'none'} />
      <span className="film-action__label" aria-hidden="true">
        {t(`reaction.${kind}`)}
      </span>
      <span className="film-action__count" data-testid={`${kind}-count`}>
        {count.toLocaleString(currentLocale())}
      </span>
    </button>
  );
}

function ShareButton({ title }: { title: string }) {
  const { t } = useTranslation('films');
  const { pathname } = useLocation();
  return (
    <button
      type="button"
      className="film-action"
      data-testid="share-button"
      aria-label={t('share.label')}
      // The film's address without the player's ?v= and ?play= (the server's open-graph page).
      onClick={() =>
        shareLink(
          { title, path: pathname },
          { copied: t('share.copied'), failed: t('share.failed') },
        )
      }
    >
      <Share2 size={19} aria-hidden="true" />
      <span className="film-action__label" aria-hidden="true">
        {t('share.short')}
      </span>
    </button>
  );
}

export function FilmDetailPage() {
  const { t } = useTranslation('films');
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { isSignedIn } = useAccount();
  const locale = currentLocale();
  const client = useQueryClient();
  const detail = useFilmDetail(id);
  const history = useHistory(isSignedIn);
  const { ask, element: prompt } = useSignInPrompt();
  const playerRef = useRef<HTMLDivElement>(null);
  const [saved, setSaved] = useState<Record<string, VideoState>>({});
  const [playRequest, setPlayRequest] = useState(0);
  const film = detail.data;
  const view = film ? localizeFilm(film, locale) : null;

  const requested = params.get('v');
  const videoId = useMemo(() => {
    if (!film || film.episodes.length === 0) return null;
    if (requested && film.episodes.some((episode) => episode.videoId === requested))
      return requested;
    const resume = film.viewer?.resume;
    if (resume && !resume.watched) return resume.videoId;
    if (resume?.watched) {
      // A finished episode: offer the one after it.
      const index = film.episodes.findIndex((episode) => episode.videoId === resume.videoId);
      const next = film.episodes[index + 1];
      if (next) return next.videoId;
    }
    return film.episodes[0]!.videoId;
  }, [film, requested]);
  const playback = usePlayback(videoId);
  const autoPlay = params.get('play') === '1';

  const notFound =
    detail.error instanceof ApiError &&
    (detail.error.status === 404 || detail.error.status === 400);
  useDocumentTitle(
    view?.title ?? (notFound ? t('detail.notFoundTitle') : t('common:pageTitles.streaming')),
  );

  const states = useMemo(() => {
    const map: Record<string, VideoState> = {};
    for (const item of history.data ?? []) {
      if (item.film._id !== id) continue;
      map[item.videoId] = {
        position: item.positionSeconds,
        duration: item.durationSeconds,
        watched: item.watched,
      };
    }
    const resume = film?.viewer?.resume;
    if (resume && !map[resume.videoId]) {
      const episode = film?.episodes.find((item) => item.videoId === resume.videoId);
      map[resume.videoId] = {
        position: resume.positionSeconds,
        duration: episode?.durationSeconds ?? 0,
        watched: resume.watched,
      };
    }
    return { ...map, ...saved };
  }, [history.data, film, id, saved]);

  const playVideo = useCallback(
    (next: string) => {
      playerRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
      if (next === videoId) {
        setPlayRequest((value) => value + 1);
        return;
      }
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          copy.set('v', next);
          copy.set('play', '1');
          return copy;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams, videoId],
  );

  const onProgressSaved = useCallback(
    (progress: Progress) => {
      setSaved((current) => ({
        ...current,
        [progress.videoId]: {
          position: progress.positionSeconds,
          duration: current[progress.videoId]?.duration ?? 0,
          watched: progress.watched,
        },
      }));
      void client.invalidateQueries({ queryKey: filmKeys.mine('history') });
    },
    [client],
  );

  if (detail.isPending) {
    return (
      <div className="film-page film-page--loading" aria-busy="true">
        <div className="film-hero">
          <div className="container film-hero__inner">
            <span className="skeleton film-hero__poster" />
            <div className="film-hero__text">
              <span className="skeleton" style={{ width: 120, height: 14, borderRadius: 6 }} />
              <span className="skeleton" style={{ width: '70%', height: 44, borderRadius: 10 }} />
              <span className="skeleton" style={{ width: '90%', height: 16, borderRadius: 6 }} />
              <span className="skeleton" style={{ width: '60%', height: 16, borderRadius: 6 }} />
            </div>
          </div>
        </div>
      </div>
    );
  }

  if (!film || !view) {
    return (
      <div className="film-page film-page--state">
        <div className="container">
          <LoadFailure
            notFound={notFound}
            notFoundTitle={t('detail.notFoundTitle')}
            notFoundText={t('detail.notFoundText')}
            notFoundTestId="film-not-found"
            backTo="/streaming"
            backLabel={t('detail.back')}
            errorTitle={t('detail.errorTitle')}
            errorText={detail.error?.message}
            onRetry={() => void detail.refetch()}
            buttonClassName="btn btn--primary"
          />
        </div>
      </div>
    );
  }

  const isSeries = film.type === 'web_series';
  const currentEpisode = film.episodes.find((episode) => episode.videoId === videoId);
  const nextEpisode = playback.data?.nextVideoId
    ? film.episodes.find((episode) => episode.videoId === playback.data?.nextVideoId)
    : undefined;
  const playerTitle =
    isSeries && currentEpisode
      ? `${view.title} · ${t('episodes.label', { number: currentEpisode.number })}`
      : view.title;
  const resumeState = videoId ? states[videoId] : undefined;
  const playLabel =
    resumeState && !resumeState.watched && resumeState.position > 1
      ? t('detail.resume')
      : t('detail.play');

  return (
    <div className="film-page" data-testid="film-detail" data-film-id={film._id}>
      <section className="film-hero">
        {view.backdrop && (
          <div className="film-hero__backdrop" aria-hidden="true">
            <img src={view.backdrop} alt="" />
          </div>
        )}
        <div className="container film-hero__inner">
          <Link to="/streaming" className="film-hero__back">
            <ArrowLeft size={18} aria-hidden="true" />
            {t('detail.back')}
          </Link>
          {view.poster && <img className="film-hero__poster" src={view.poster} alt="" />}
          <div className="film-hero__text">
            <p className="film-hero__eyebrow">{t(`type.${film.type}`)}</p>
            <h1 className="film-hero__title">{view.title}</h1>
            <ul className="film-meta" aria-label={t('detail.metaLabel')}>
              <li>{view.year}</li>
              <li>
                <span className="film-meta__age">
                  {film.ageRating === 'all' ? t('meta.ageAll') : film.ageRating}
                </span>
              </li>
              <li>{formatRuntime(film.durationSeconds, locale)}</li>
              {isSeries && <li>{t('meta.episodes', { count: film.episodes.length })}</li>}
            </ul>
            {view.genres.length > 0 && (
              <ul className="film-genres" aria-label={t('detail.genres')}>
                {view.genres.map((genre) => (
                  <li key={genre}>{genre}</li>
                ))}
              </ul>
            )}
            <p className="film-hero__synopsis">{view.synopsis}</p>
            <div className="film-hero__actions">
              {videoId && (
                <button
                  type="button"
                  className="btn btn--primary btn--lg"
                  data-testid="detail-play"
                  onClick={() => playVideo(videoId)}
                >
                  <Play size={18} fill="currentColor" aria-hidden="true" />
                  {playLabel}
                </button>
              )}
              <ReactionButton film={film} kind="like" ask={ask} />
              <ReactionButton film={film} kind="bookmark" ask={ask} />
              <ShareButton title={view.title} />
            </div>
          </div>
        </div>
      </section>

      <section className="container film-watch" aria-label={t('detail.watch')} ref={playerRef}>
        {playback.data ? (
          <VideoPlayer
            key={playback.data.videoId}
            playback={playback.data}
            title={playerTitle}
            poster={currentEpisode?.thumbnail || view.backdrop}
            signedIn={isSignedIn}
            autoPlay={autoPlay}
            nextTitle={
              nextEpisode
                ? `${t('episodes.label', { number: nextEpisode.number })} · ${episodeTitle(nextEpisode, locale)}`
                : undefined
            }
            onNext={playVideo}
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
          <div className="film-watch__placeholder" aria-busy="true">
            <span className="player__spinner" role="status" aria-label={t('player.loading')} />
          </div>
        ) : (
          <div className="film-watch__placeholder">
            <Clapperboard size={28} aria-hidden="true" />
            <p>{t('detail.noVideo')}</p>
          </div>
        )}
        {!isSignedIn && videoId && (
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

      <div className="container film-body">
        <div className="film-body__main">
          {isSeries && (
            <section aria-labelledby="episodes-title" className="detail-section">
              <h2 id="episodes-title" className="detail-section__title">
                {t('episodes.title')}
              </h2>
              <ol className="episodes">
                {film.episodes.map((episode) => {
                  const state = states[episode.videoId];
                  const total = state?.duration || episode.durationSeconds;
                  const ratio = state && total ? Math.min(1, state.position / total) : 0;
                  const watched = Boolean(state?.watched) || ratio >= WATCHED_RATIO;
                  const current = episode.videoId === videoId;
                  return (
                    <li key={episode._id}>
                      <button
                        type="button"
                        className={`episode${current ? ' episode--current' : ''}`}
                        data-testid="episode-item"
                        data-video-id={episode.videoId}
                        data-watched={String(watched)}
                        aria-current={current ? 'true' : undefined}
                        onClick={() => playVideo(episode.videoId)}
                      >
                        <span className="episode__thumb">
                          {episode.thumbnail && (
                            <img src={episode.thumbnail} alt="" loading="lazy" />
                          )}
                          <span className="episode__play" aria-hidden="true">
                            <Play size={16} fill="currentColor" />
                          </span>
                          {(ratio > 0 || watched) && (
                            <span className="episode__progress" aria-hidden="true">
                              <span style={{ width: `${watched ? 100 : ratio * 100}%` }} />
                            </span>
                          )}
                        </span>
                        <span className="episode__text">
                          <span className="episode__number">
                            {t('episodes.label', { number: episode.number })}
                            {current && (
                              <span className="episode__now">{t('episodes.nowPlaying')}</span>
                            )}
                          </span>
                          <span className="episode__title">{episodeTitle(episode, locale)}</span>
                          <span className="episode__meta">
                            {formatClock(episode.durationSeconds)}
                            {watched ? (
                              <span className="episode__watched">
                                <Check size={14} aria-hidden="true" />
                                {t('episodes.watched')}
                              </span>
                            ) : ratio > 0 ? (
                              <span>
                                {t('episodes.left', {
                                  time: formatClock(total - (state?.position ?? 0)),
                                })}
                              </span>
                            ) : null}
                          </span>
                          <span className="episode__synopsis">
                            {pickText(episode.synopsis_kr, episode.synopsis_eng, locale)}
                          </span>
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ol>
            </section>
          )}
          <Comments paths={filmCommentPaths(film._id)} signedIn={isSignedIn} ask={ask} />
        </div>
        {film.credits.length > 0 && (
          <aside className="film-body__side detail-section" aria-labelledby="credits-title">
            <h2 id="credits-title" className="detail-section__title">
              {t('detail.credits')}
            </h2>
            <dl className="credits">
              {film.credits.map((credit, index) => (
                <div key={index}>
                  <dt>{pickText(credit.role_kr, credit.role_eng, locale)}</dt>
                  <dd>{pickText(credit.name_kr, credit.name_eng, locale)}</dd>
                </div>
              ))}
            </dl>
          </aside>
        )}
      </div>
      {prompt}
    </div>
  );
}
