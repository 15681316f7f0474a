import type { Playback, Progress } from '@dalbit/contract';
import { WATCHED_RATIO } from '../../film-constants';
import {
  AlertTriangle,
  Captions,
  Maximize,
  Minimize,
  Pause,
  Play,
  RotateCw,
  Settings2,
  SkipForward,
  Volume1,
  Volume2,
  VolumeX,
} from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../../lib/i18n';
import { readStorage, writeStorage } from '../../../../lib/storage';
import { STORAGE_KEYS } from '../../../../lib/storage-keys';
import { saveProgress } from '../../api/film-api';
import { formatClock } from '../film-meta';
import { type HlsInstance, loadHls } from './hls-loader';
import { PlayerMenu } from './player-menu';
import { activeCueText, type Cue, parseVtt } from './vtt';
import './player.css';

export type SubtitleMode = 'off' | 'ko' | 'en' | 'both';
const SUBTITLE_MODES: SubtitleMode[] = ['off', 'ko', 'en', 'both'];
const SUBTITLE_KEY = STORAGE_KEYS.subtitles;
const HLS_MIME = 'application/vnd.apple.mpegurl';
/** Progress is saved this often while playing (and on pause, hide and end). */
export const PROGRESS_INTERVAL_MS = 10_000;
/** The next-episode prompt counts down this many seconds. */
export const NEXT_COUNTDOWN_SECONDS = 5;
const SEEK_STEP = 5;
const VOLUME_STEP = 0.1;

/** When the next-episode prompt appears: the last 10 s, or the last quarter of a short clip. */
function nextPromptLead(duration: number): number {
  return Math.min(10, duration * 0.25);
}

function initialSubtitles(): SubtitleMode {
  const stored = readStorage(SUBTITLE_KEY);
  if (stored && (SUBTITLE_MODES as string[]).includes(stored)) return stored as SubtitleMode;
  // Korean viewers watch Korean films without subtitles; everyone else starts with English.
  return currentLocale() === 'ko' ? 'off' : 'en';
}

export interface VideoPlayerProps {
  playback: Playback;
  title: string;
  poster?: string;
  signedIn: boolean;
  autoPlay?: boolean;
  /** The next episode's label, shown in the prompt. */
  nextTitle?: string;
  onNext?: (videoId: string) => void;
  onProgressSaved?: (progress: Progress) => void;
  /** Bumped by the page's own play button: plays (or resumes) this video. */
  playRequest?: number;
}

type Status = 'loading' | 'ready' | 'error';

export function VideoPlayer({
  playback,
  title,
  poster,
  signedIn,
  autoPlay = false,
  nextTitle,
  onNext,
  onProgressSaved,
  playRequest = 0,
}: VideoPlayerProps) {
  const { t } = useTranslation('films');
  const containerRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const hlsRef = useRef<HlsInstance | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<Status>('loading');
  const [waiting, setWaiting] = useState(false);
  const [paused, setPaused] = useState(true);
  const [started, setStarted] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(playback.durationSeconds || 0);
  const [buffered, setBuffered] = useState(0);
  const [volume, setVolume] = useState(1);
  const [muted, setMuted] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const [quality, setQuality] = useState<'auto' | number>('auto');
  const [levelHeight, setLevelHeight] = useState<number | null>(null);
  const [engine, setEngine] = useState<'hls' | 'native' | null>(null);
  const [subtitles, setSubtitles] = useState<SubtitleMode>(initialSubtitles);
  const lastSubtitlesRef = useRef<SubtitleMode>(
    subtitles === 'off' ? (currentLocale() === 'ko' ? 'ko' : 'en') : subtitles,
  );
  const [cues, setCues] = useState<Partial<Record<'ko' | 'en', Cue[]>>>({});
  const [watched, setWatched] = useState(false);
  const [nextDismissed, setNextDismissed] = useState(false);
  const [countdown, setCountdown] = useState(NEXT_COUNTDOWN_SECONDS);
  const [idle, setIdle] = useState(false);
  const watchedRef = useRef(false);
  const resumedRef = useRef(false);
  const lastSavedRef = useRef<number | null>(null);
  const signedInRef = useRef(signedIn);
  const onSavedRef = useRef(onProgressSaved);

  useEffect(() => {
    signedInRef.current = signedIn;
    onSavedRef.current = onProgressSaved;
  }, [signedIn, onProgressSaved]);

  // ---- progress -------------------------------------------------------------------------
  const save = useCallback(
    (force = false) => {
      const video = videoRef.current;
      if (!video || !signedInRef.current) return;
      const total = Number.isFinite(video.duration) && video.duration > 0 ? video.duration : 0;
      if (!total) return;
      const position = video.ended ? total : video.currentTime;
      if (
        !force &&
        lastSavedRef.current !== null &&
        Math.abs(lastSavedRef.current - position) < 0.5
      )
        return;
      lastSavedRef.current = position;
      saveProgress(playback.videoId, position, total).then(
        (progress) => onSavedRef.current?.(progress),
        () => undefined,
      );
    },
    [playback.videoId],
  );

  // Save every PROGRESS_INTERVAL_MS while playing.
  useEffect(() => {
    if (paused) return;
    const timer = setInterval(() => save(), PROGRESS_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused, save]);

  // Save when the tab is hidden, and when the player goes away (another episode, another page).
  useEffect(() => {
    const video = videoRef.current;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') save();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      if (video && video.currentTime > 0 && !video.ended) save();
    };
  }, [save]);

  // ---- engine: hls.js (dynamic import) or the browser's own HLS ---------------------------
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let cancelled = false;
    let hls: HlsInstance | null = null;
    setStatus('loading');
    const useNative =
      typeof window.MediaSource === 'undefined' && Boolean(video.canPlayType?.(HLS_MIME));
    if (useNative) {
      video.src = playback.masterUrl;
      setEngine('native');
    } else {
      loadHls()
        .then((Hls) => {
          if (cancelled) return;
          if (!Hls.isSupported()) {
            if (video.canPlayType?.(HLS_MIME)) {
              video.src = playback.masterUrl;
              setEngine('native');
            } else setStatus('error');
            return;
          }
          hls = new Hls({
            startPosition: playback.resumeSeconds > 0 ? playback.resumeSeconds : -1,
            capLevelToPlayerSize: false,
          });
          hlsRef.current = hls;
          setEngine('hls');
          let recovered = false;
          hls.on(Hls.Events.LEVEL_SWITCHED, (_event, data) => {
            setLevelHeight(hls?.levels[data.level]?.height ?? null);
          });
          hls.on(Hls.Events.ERROR, (_event, data) => {
            if (!data.fatal || !hls) return;
            if (data.type === Hls.ErrorTypes.MEDIA_ERROR && !recovered) {
              recovered = true;
              hls.recoverMediaError();
            } else setStatus('error');
          });
          hls.loadSource(playback.masterUrl);
          hls.attachMedia(video);
        })
        .catch(() => {
          if (!cancelled) setStatus('error');
        });
    }
    return () => {
      cancelled = true;
      hls?.destroy();
      hlsRef.current = null;
      if (useNative) {
        video.removeAttribute('src');
        video.load?.();
      }
    };
  }, [playback.masterUrl, playback.resumeSeconds, attempt]);

  // ---- subtitles: both files, parsed once, drawn by the overlay ---------------------------
  useEffect(() => {
    const controller = new AbortController();
    for (const track of playback.subtitles) {
      fetch(track.url, { signal: controller.signal })
        .then((response) => (response.ok ? response.text() : ''))
        .then((text) => setCues((current) => ({ ...current, [track.lang]: parseVtt(text) })))
        .catch(() => undefined);
    }
    return () => controller.abort();
  }, [playback.subtitles]);

  const chooseSubtitles = (mode: SubtitleMode) => {
    setSubtitles(mode);
    if (mode !== 'off') lastSubtitlesRef.current = mode;
    writeStorage(SUBTITLE_KEY, mode);
  };

  // ---- media events -----------------------------------------------------------------------
  const onLoadedMetadata = () => {
    const video = videoRef.current;
    if (!video) return;
    setStatus('ready');
    if (Number.isFinite(video.duration) && video.duration > 0) setDuration(video.duration);
    const total = Number.isFinite(video.duration) ? video.duration : playback.durationSeconds;
    if (
      !resumedRef.current &&
      playback.resumeSeconds > 0 &&
      playback.resumeSeconds < total * WATCHED_RATIO &&
      Math.abs(video.currentTime - playback.resumeSeconds) > 0.5
    ) {
      video.currentTime = playback.resumeSeconds;
    }
    resumedRef.current = true;
    if (engine === 'native' && video.videoHeight) setLevelHeight(video.videoHeight);
    if (autoPlay) video.play()?.catch(() => undefined);
  };

  const onTimeUpdate = () => {
    const video = videoRef.current;
    if (!video) return;
    const now = video.currentTime;
    setTime(now);
    const total = Number.isFinite(video.duration) && video.duration > 0 ? video.duration : duration;
    if (!watchedRef.current && total > 0 && now >= total * WATCHED_RATIO) {
      watchedRef.current = true;
      setWatched(true);
      save(true);
    }
  };

  const onProgress = () => {
    const video = videoRef.current;
    if (!video?.buffered?.length) return;
    setBuffered(video.buffered.end(video.buffered.length - 1));
  };

  // ---- commands -----------------------------------------------------------------------------
  const togglePlay = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused || video.ended) video.play()?.catch(() => undefined);
    else video.pause();
  }, []);

  useEffect(() => {
    if (playRequest > 0) videoRef.current?.play()?.catch(() => undefined);
  }, [playRequest]);

  const seekTo = (target: number) => {
    const video = videoRef.current;
    if (!video) return;
    const total = Number.isFinite(video.duration) ? video.duration : duration;
    video.currentTime = Math.min(Math.max(0, target), total || target);
    setTime(video.currentTime);
  };

  const changeVolume = (next: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.volume = Math.min(1, Math.max(0, Math.round(next * 100) / 100));
    video.muted = video.volume === 0;
  };

  const toggleMute = () => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = !video.muted;
    if (!video.muted && video.volume === 0) video.volume = 0.5;
  };

  const toggleFullscreen = () => {
    const container = containerRef.current;
    if (!container) return;
    if (document.fullscreenElement) void document.exitFullscreen?.();
    else void container.requestFullscreen?.()?.catch(() => undefined);
  };

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === containerRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const chooseQuality = (value: string) => {
    const hls = hlsRef.current;
    if (value === 'auto') {
      setQuality('auto');
      if (hls) {
        hls.currentLevel = -1;
        hls.nextLevel = -1;
      }
      return;
    }
    const height = Number(value);
    setQuality(height);
    if (!hls) return;
    const index = hls.levels.findIndex((level) => level.height === height);
    if (index >= 0) hls.currentLevel = index;
  };

  const toggleSubtitles = () =>
    chooseSubtitles(subtitles === 'off' ? lastSubtitlesRef.current : 'off');

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    const tag = target.tagName;
    if (tag === 'TEXTAREA' || (tag === 'INPUT' && (target as HTMLInputElement).type !== 'range'))
      return;
    if (target.getAttribute('role') === 'menuitemradio') return;
    const onRange = tag === 'INPUT';
    const video = videoRef.current;
    if (!video) return;
    switch (event.key) {
      case ' ':
      case 'k':
      case 'K':
        // Space on a focused button presses that button.
        if (event.key === ' ' && tag === 'BUTTON') return;
        event.preventDefault();
        togglePlay();
        break;
      case 'ArrowLeft':
      case 'ArrowRight':
        if (onRange) return;
        event.preventDefault();
        seekTo(video.currentTime + (event.key === 'ArrowRight' ? SEEK_STEP : -SEEK_STEP));
        break;
      case 'ArrowUp':
      case 'ArrowDown':
        event.preventDefault();
        changeVolume(video.volume + (event.key === 'ArrowUp' ? VOLUME_STEP : -VOLUME_STEP));
        break;
      case 'm':
      case 'M':
        toggleMute();
        break;
      case 'f':
      case 'F':
        toggleFullscreen();
        break;
      case 'c':
      case 'C':
        toggleSubtitles();
        break;
      default:
        return;
    }
    wake();
  };

  // ---- controls auto-hide -------------------------------------------------------------------
  const idleTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const wake = () => {
    setIdle(false);
    if (idleTimer.current) clearTimeout(idleTimer.current);
    idleTimer.current = setTimeout(() => setIdle(true), 2800);
  };
  useEffect(
    () => () => {
      if (idleTimer.current) clearTimeout(idleTimer.current);
    },
    [],
  );

  // ---- next episode -------------------------------------------------------------------------
  const ended = duration > 0 && time >= duration - 0.05;
  const showNext =
    Boolean(playback.nextVideoId && onNext) &&
    !nextDismissed &&
    duration > 0 &&
    started &&
    (ended || duration - time <= nextPromptLead(duration));

  useEffect(() => {
    if (!showNext) {
      setCountdown(NEXT_COUNTDOWN_SECONDS);
      return;
    }
    const timer = setInterval(() => setCountdown((value) => Math.max(0, value - 1)), 1000);
    return () => clearInterval(timer);
  }, [showNext]);

  useEffect(() => {
    if (showNext && countdown === 0 && playback.nextVideoId) onNext?.(playback.nextVideoId);
  }, [showNext, countdown, playback.nextVideoId, onNext]);

  // ---- render -------------------------------------------------------------------------------
  const total = duration || playback.durationSeconds || 0;
  const caption =
    subtitles === 'off'
      ? []
      : (subtitles === 'both' ? (['ko', 'en'] as const) : [subtitles]).map((lang) => ({
          lang,
          text: activeCueText(cues[lang], time),
        }));
  const heights = [...new Set(playback.renditions.map((r) => r.height))].sort((a, b) => b - a);
  const qualityLabel = quality === 'auto' ? t('player.auto') : `${quality}p`;
  const VolumeIcon = muted || volume === 0 ? VolumeX : volume < 0.5 ? Volume1 : Volume2;
  const playedPct = total ? Math.min(100, (time / total) * 100) : 0;
  const bufferedPct = total ? Math.min(100, (buffered / total) * 100) : 0;
  const controlsHidden = idle && !paused && !showNext;

  return (
    <div
      ref={containerRef}
      className={`player${controlsHidden ? ' player--idle' : ''}${fullscreen ? ' player--fullscreen' : ''}`}
      data-testid="player"
      data-video-id={playback.videoId}
      data-level-height={levelHeight ?? ''}
      data-quality={quality}
      data-subtitles={subtitles}
      data-watched={String(watched)}
      data-engine={engine ?? ''}
      data-state={status === 'error' ? 'error' : paused ? 'paused' : 'playing'}
      tabIndex={0}
      role="region"
      aria-label={t('player.region', { title })}
      onKeyDown={onKeyDown}
      onMouseMove={wake}
      onTouchStart={wake}
    >
      <video
        ref={videoRef}
        className="player__video"
        data-testid="player-video"
        poster={poster}
        playsInline
        preload="metadata"
        crossOrigin="anonymous"
        onClick={() => {
          togglePlay();
          containerRef.current?.focus({ preventScroll: true });
        }}
        onDoubleClick={toggleFullscreen}
        onLoadedMetadata={onLoadedMetadata}
        onDurationChange={() => {
          const video = videoRef.current;
          if (video && Number.isFinite(video.duration) && video.duration > 0)
            setDuration(video.duration);
        }}
        onTimeUpdate={onTimeUpdate}
        onProgress={onProgress}
        onPlay={() => {
          setPaused(false);
          setStarted(true);
          wake();
        }}
        onPause={() => {
          setPaused(true);
          save();
        }}
        onEnded={() => {
          setPaused(true);
          setTime(videoRef.current?.duration ?? time);
          save(true);
        }}
        onWaiting={() => setWaiting(true)}
        onPlaying={() => {
          setWaiting(false);
          setStatus('ready');
        }}
        onCanPlay={() => {
          setWaiting(false);
          setStatus('ready');
        }}
        onResize={() => {
          const video = videoRef.current;
          if (engine === 'native' && video?.videoHeight) setLevelHeight(video.videoHeight);
        }}
        onVolumeChange={() => {
          const video = videoRef.current;
          if (!video) return;
          setVolume(video.volume);
          setMuted(video.muted);
        }}
        onError={() => {
          if (engine === 'native') setStatus('error');
        }}
      >
        {playback.subtitles.map((track) => (
          <track
            key={track.lang}
            kind="subtitles"
            srcLang={track.lang}
            label={track.label}
            src={track.url}
            default={false}
          />
        ))}
      </video>

      <div className="player__shade" aria-hidden="true" />

      <div
        className={`player__captions${controlsHidden ? '' : ' player__captions--raised'}`}
        data-testid="subtitle-overlay"
        aria-live="off"
      >
        {caption.map(
          (line) =>
            line.text && (
              <p
                key={line.lang}
                className={`player__cue player__cue--${line.lang}`}
                lang={line.lang}
              >
                <span>{line.text}</span>
              </p>
            ),
        )}
      </div>

      {(status === 'loading' || waiting) && status !== 'error' && (
        <div
          className="player__spinner"
          role="status"
          aria-label={t('player.loading')}
          data-testid="player-spinner"
        />
      )}

      {status === 'error' && (
        <div className="player__error" role="alert" data-testid="player-error">
          <AlertTriangle size={28} aria-hidden="true" />
          <p>{t('player.error')}</p>
          <button
            type="button"
            className="btn btn--primary"
            data-testid="player-retry"
            onClick={() => {
              resumedRef.current = false;
              setAttempt((value) => value + 1);
            }}
          >
            <RotateCw size={16} aria-hidden="true" />
            {t('player.retry')}
          </button>
        </div>
      )}

      {!started && status !== 'error' && (
        <button
          type="button"
          className="player__big-play"
          onClick={togglePlay}
          aria-label={t('player.play')}
          tabIndex={-1}
        >
          <Play size={34} fill="currentColor" aria-hidden="true" />
        </button>
      )}

      {showNext && playback.nextVideoId && (
        <div className="player__next" data-testid="next-episode-prompt" role="status">
          <p className="player__next-eyebrow">{t('player.nextUp')}</p>
          {nextTitle && <p className="player__next-title">{nextTitle}</p>}
          <p className="player__next-count">{t('player.nextIn', { count: countdown })}</p>
          <div className="player__next-actions">
            <button
              type="button"
              className="btn btn--primary"
              data-testid="next-episode-play"
              onClick={() => onNext?.(playback.nextVideoId!)}
            >
              <SkipForward size={16} aria-hidden="true" />
              {t('player.playNow')}
            </button>
            <button
              type="button"
              className="btn btn--ghost"
              data-testid="next-episode-cancel"
              onClick={() => setNextDismissed(true)}
            >
              {t('player.cancel')}
            </button>
          </div>
        </div>
      )}

      <div className="player__controls">
        <div className="player__seek">
          <div className="player__track" aria-hidden="true">
            <span className="player__buffered" style={{ width: `${bufferedPct}%` }} />
            <span className="player__played" style={{ width: `${playedPct}%` }} />
            <span className="player__thumb" style={{ left: `${playedPct}%` }} />
          </div>
          <input
            type="range"
            className="player__range"
            min={0}
            max={total || 0}
            step={0.1}
            value={Math.min(time, total || 0)}
            aria-label={t('player.seek')}
            aria-valuetext={t('player.timeOf', {
              time: formatClock(time),
              total: formatClock(total),
            })}
            data-testid="player-seek"
            onChange={(event) => seekTo(Number(event.target.value))}
          />
        </div>
        <div className="player__bar">
          <button
            type="button"
            className="player__button"
            onClick={togglePlay}
            aria-label={paused ? t('player.play') : t('player.pause')}
            data-testid="player-play"
            aria-pressed={!paused}
          >
            {paused ? (
              <Play size={20} fill="currentColor" aria-hidden="true" />
            ) : (
              <Pause size={20} fill="currentColor" aria-hidden="true" />
            )}
          </button>
          <div className="player__volume">
            <button
              type="button"
              className="player__button"
              onClick={toggleMute}
              aria-label={muted ? t('player.unmute') : t('player.mute')}
              aria-pressed={muted}
              data-testid="player-mute"
            >
              <VolumeIcon size={20} aria-hidden="true" />
            </button>
            <input
              type="range"
              className="player__volume-range"
              min={0}
              max={1}
              step={0.05}
              value={muted ? 0 : volume}
              aria-label={t('player.volume')}
              data-testid="player-volume"
              onChange={(event) => changeVolume(Number(event.target.value))}
            />
          </div>
          <p className="player__time" data-testid="player-time">
            <span>{formatClock(time)}</span>
            <span aria-hidden="true"> / </span>
            <span className="visually-hidden"> {t('player.of')} </span>
            <span>{formatClock(total)}</span>
          </p>
          <span className="player__spacer" />
          <PlayerMenu
            label={t('player.subtitles')}
            icon={<Captions size={20} aria-hidden="true" />}
            badge={subtitles === 'off' ? undefined : t(`player.subtitleBadge.${subtitles}`)}
            buttonTestId="player-subtitles"
            value={subtitles}
            onSelect={(value) => chooseSubtitles(value as SubtitleMode)}
            options={SUBTITLE_MODES.filter(
              (mode) =>
                mode === 'off' ||
                (mode === 'both'
                  ? playback.subtitles.length > 1
                  : playback.subtitles.some((track) => track.lang === mode)),
            ).map((mode) => ({
              value: mode,
              label: t(`player.subtitleModes.${mode}`),
              testId: 'subtitle-option',
              data: { value: mode },
            }))}
          />
          <PlayerMenu
            label={t('player.quality')}
            icon={<Settings2 size={20} aria-hidden="true" />}
            badge={quality === 'auto' && levelHeight ? `${levelHeight}p` : qualityLabel}
            buttonTestId="player-quality"
            value={String(quality)}
            onSelect={chooseQuality}
            options={[
              {
                value: 'auto',
                label:
                  quality === 'auto' && levelHeight
                    ? t('player.autoWith', { height: levelHeight })
                    : t('player.auto'),
                testId: 'quality-option',
                data: { height: 'auto' },
              },
              ...(engine === 'native' ? [] : heights).map((height) => ({
                value: String(height),
                label: `${height}p`,
                testId: 'quality-option',
                data: { height: String(height) },
              })),
            ]}
          />
          <button
            type="button"
            className="player__button"
            onClick={toggleFullscreen}
            aria-label={fullscreen ? t('player.exitFullscreen') : t('player.fullscreen')}
            data-testid="player-fullscreen"
          >
            {fullscreen ? (
              <Minimize size={20} aria-hidden="true" />
            ) : (
              <Maximize size={20} aria-hidden="true" />
            )}
          </button>
        </div>
      </div>
    </div>
  );
}
