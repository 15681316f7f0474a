import type { Playback } from '@dalbit/contract';
import {
  Captions,
  Maximize,
  Minimize,
  Pause,
  Play,
  Settings2,
  Volume1,
  Volume2,
  VolumeX,
} from 'lucide-react';
import { type PointerEvent, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n-react';
import { percentOf } from '../../model/watch-state';
import { formatClock } from '../../model/film-meta';
import { PlayerMenu } from './player-menu';
import { SeekPreview } from './seek-preview';
import { availableModes, type SubtitleMode } from './subtitle-modes';
import type { PlayerEngine } from './use-hls-engine';
import type { Media } from './use-media';
import { useStoryboard } from './use-storyboard';

interface ControlsProps {
  playback: Playback;
  media: Media;
  /** The duration to show: the element's, else the catalogue's. */
  total: number;
  subtitles: SubtitleMode;
  onSubtitles: (mode: SubtitleMode) => void;
  engine: PlayerEngine | null;
  quality: 'auto' | number;
  levelHeight: number | null;
  onQuality: (value: string) => void;
  fullscreen: boolean;
  onFullscreen: () => void;
}

/** The seek bar and the control bar: play, volume, time, subtitles, quality, full screen. */
export function PlayerControls({
  playback,
  media,
  total,
  subtitles,
  onSubtitles,
  engine,
  quality,
  levelHeight,
  onQuality,
  fullscreen,
  onFullscreen,
}: ControlsProps) {
  const { t } = useTranslation('films');
  const { time, paused, muted, volume } = media;
  const heights = [...new Set(playback.renditions.map((r) => r.height))].sort((a, b) => b - a);
  const qualityLabel = quality === 'auto' ? t('player.auto') : `${quality}p`;
  const VolumeIcon = muted || volume === 0 ? VolumeX : volume < 0.5 ? Volume1 : Volume2;
  const playedPct = percentOf(time, total);
  const tiles = useStoryboard(playback.storyboardUrl);
  const [pointed, setPointed] = useState<{ time: number; ratio: number } | null>(null);
  const point = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width <= 0 || total <= 0) return;
    const ratio = Math.min(1, Math.max(0, (event.clientX - box.left) / box.width));
    setPointed({ time: ratio * total, ratio });
  };
  // Korean, English and both have the site's own words; other languages their own name.
  const named = (mode: SubtitleMode) => ['off', 'ko', 'en', 'both'].includes(mode);
  const subtitleLabel = (mode: SubtitleMode) =>
    named(mode)
      ? t(`player.subtitleModes.${mode}`)
      : (playback.subtitles.find((track) => track.lang === mode)?.label ?? mode);
  const subtitleBadge = (mode: SubtitleMode) =>
    named(mode) ? t(`player.subtitleBadge.${mode}`) : mode.toUpperCase();
  const bufferedPct = percentOf(media.buffered, total);

  return (
    <div className="player__controls">
      <div
        className="player__seek"
        data-testid="player-seek-area"
        onPointerMove={tiles.length > 0 ? point : undefined}
        onPointerDown={tiles.length > 0 ? point : undefined}
        onPointerLeave={() => setPointed(null)}
        onPointerUp={(event) => event.pointerType === 'touch' && setPointed(null)}
      >
        {pointed && <SeekPreview tiles={tiles} time={pointed.time} ratio={pointed.ratio} />}
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
          onChange={(event) => media.seekTo(Number(event.target.value))}
        />
      </div>
      <div className="player__bar">
        <button
          type="button"
          className="player__button"
          onClick={media.togglePlay}
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
            onClick={media.toggleMute}
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
            onChange={(event) => media.changeVolume(Number(event.target.value))}
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
          badge={subtitles === 'off' ? undefined : subtitleBadge(subtitles)}
          buttonTestId="player-subtitles"
          value={subtitles}
          onSelect={(value) => onSubtitles(value as SubtitleMode)}
          options={availableModes(playback.subtitles).map((mode) => ({
            value: mode,
            label: subtitleLabel(mode),
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
          onSelect={onQuality}
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
          onClick={onFullscreen}
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
  );
}
