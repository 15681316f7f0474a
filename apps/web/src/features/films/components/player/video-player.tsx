import type { Playback, Progress } from '@dalbit/contract';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n-react';
import { knownDuration, reachedWatched, resumeTarget } from '../../model/watch-state';
import { PlayerControls } from './player-controls';
import {
  BigPlayButton,
  CaptionOverlay,
  NextEpisodePrompt,
  PlayerError,
  PlayerSpinner,
} from './player-overlays';
import { captionLines } from './subtitle-modes';
import { useAutoHide } from './use-auto-hide';
import { useFullscreen } from './use-fullscreen';
import { useHlsEngine } from './use-hls-engine';
import { useMedia } from './use-media';
import { useNextEpisode } from './use-next-episode';
import { usePlayerKeyboard } from './use-player-keyboard';
import { useProgressSaving } from './use-progress-saving';
import { useSubtitles } from './use-subtitles';
import './player.css';

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
  /** Shown over the picture once a video without a next one has ended. */
  endScreen?: ReactNode;
}

/** The HLS player: the hooks beside it hold its parts; this wires them to the video element. */
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
  endScreen,
}: VideoPlayerProps) {
  const { t } = useTranslation('films');
  const containerRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const media = useMedia(videoRef, playback.durationSeconds);
  const [watched, setWatched] = useState(false);
  const [ended, setEnded] = useState(false);
  const watchedRef = useRef(false);
  const resumedRef = useRef(false);

  const save = useProgressSaving({
    videoRef,
    videoId: playback.videoId,
    signedIn,
    paused: media.paused,
    onSaved: onProgressSaved,
  });
  const engine = useHlsEngine({
    videoRef,
    masterUrl: playback.masterUrl,
    resumeSeconds: playback.resumeSeconds,
    eager: autoPlay,
  });
  const subtitles = useSubtitles(playback.subtitles, engine.attached);

  useEffect(() => {
    if (playRequest === 0) return;
    videoRef.current?.play()?.catch(() => undefined);
  }, [playRequest]);

  const screen = useFullscreen(containerRef);
  const { idle, wake } = useAutoHide();
  const next = useNextEpisode({
    nextVideoId: playback.nextVideoId,
    onNext,
    started: media.started,
    time: media.time,
    duration: media.duration,
  });
  const onKeyDown = usePlayerKeyboard({
    videoRef,
    media,
    toggleFullscreen: screen.toggle,
    toggleSubtitles: subtitles.toggle,
    wake,
  });

  const onLoadedMetadata = () => {
    const video = videoRef.current;
    if (!video) return;
    engine.setStatus('ready');
    if (knownDuration(video.duration)) media.setDuration(video.duration);
    const total = Number.isFinite(video.duration) ? video.duration : playback.durationSeconds;
    const target = resumedRef.current
      ? null
      : resumeTarget(playback.resumeSeconds, total, video.currentTime);
    if (target !== null) video.currentTime = target;
    resumedRef.current = true;
    engine.noteNativeHeight(video);
    if (autoPlay) video.play()?.catch(() => undefined);
  };

  const onTimeUpdate = () => {
    const video = videoRef.current;
    if (!video) return;
    media.setTime(video.currentTime);
    const total = knownDuration(video.duration) || media.duration;
    if (!watchedRef.current && reachedWatched(video.currentTime, total)) {
      watchedRef.current = true;
      setWatched(true);
      save(true);
    }
  };

  const { status } = engine;
  const total = media.duration || playback.durationSeconds || 0;
  const controlsHidden = idle && !media.paused && !next.show;

  return (
    <div
      ref={containerRef}
      className={`player${controlsHidden ? ' player--idle' : ''}${screen.fullscreen ? ' player--fullscreen' : ''}`}
      data-testid="player"
      data-video-id={playback.videoId}
      data-level-height={engine.levelHeight ?? ''}
      data-quality={engine.quality}
      data-subtitles={subtitles.mode}
      data-watched={String(watched)}
      data-engine={engine.engine ?? ''}
      data-state={status === 'error' ? 'error' : media.paused ? 'paused' : 'playing'}
      tabIndex={0}
      role="region"
      aria-label={t('player.region', { title })}
      onKeyDown={onKeyDown}
      onMouseMove={wake}
      onTouchStart={wake}
      // Reaching for the player is reason enough to fetch hls.js now (hls-loader.ts).
      onPointerDownCapture={engine.wake}
      onFocusCapture={engine.wake}
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
          media.togglePlay();
          containerRef.current?.focus({ preventScroll: true });
        }}
        onDoubleClick={screen.toggle}
        onLoadedMetadata={onLoadedMetadata}
        onDurationChange={media.readDuration}
        onTimeUpdate={onTimeUpdate}
        onProgress={media.readBuffered}
        onPlay={() => {
          // Any play (the big button, the controls, a key, the page's own Play) attaches it.
          engine.wake();
          setEnded(false);
          media.setPaused(false);
          media.setStarted(true);
          wake();
        }}
        onPause={() => {
          media.setPaused(true);
          save();
        }}
        onEnded={() => {
          setEnded(true);
          media.setPaused(true);
          media.setTime(videoRef.current?.duration ?? media.time);
          save(true);
        }}
        onWaiting={() => media.setWaiting(true)}
        onPlaying={() => {
          media.setWaiting(false);
          engine.setStatus('ready');
        }}
        onCanPlay={() => {
          media.setWaiting(false);
          engine.setStatus('ready');
        }}
        onResize={() => {
          if (videoRef.current) engine.noteNativeHeight(videoRef.current);
        }}
        onVolumeChange={media.readVolume}
        onError={() => {
          if (engine.engine === 'native') engine.setStatus('error');
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

      <CaptionOverlay
        lines={captionLines(subtitles.mode, subtitles.cues, media.time)}
        raised={!controlsHidden}
      />

      {(status === 'loading' || media.waiting) && status !== 'error' && <PlayerSpinner />}

      {status === 'error' && (
        <PlayerError
          onRetry={() => {
            resumedRef.current = false;
            engine.retry();
          }}
        />
      )}

      {!media.started && status !== 'error' && <BigPlayButton onClick={media.togglePlay} />}

      {endScreen && ended && endScreen}

      {next.show && playback.nextVideoId && (
        <NextEpisodePrompt
          nextTitle={nextTitle}
          countdown={next.countdown}
          onPlay={() => onNext?.(playback.nextVideoId!)}
          onCancel={next.dismiss}
        />
      )}

      <PlayerControls
        playback={playback}
        media={media}
        total={total}
        subtitles={subtitles.mode}
        onSubtitles={subtitles.choose}
        engine={engine.engine}
        quality={engine.quality}
        levelHeight={engine.levelHeight}
        onQuality={engine.chooseQuality}
        fullscreen={screen.fullscreen}
        onFullscreen={screen.toggle}
      />
    </div>
  );
}
