import { AlertTriangle, Play, RotateCw, SkipForward } from 'lucide-react';
import { useTranslation } from '../../../../lib/i18n-react';
import type { SubtitleLang } from './subtitle-modes';
import './player-spinner.css';

/** The subtitle lines, drawn over the picture (raised while the controls show). */
export function CaptionOverlay({
  lines,
  raised,
}: {
  lines: { lang: SubtitleLang; text: string }[];
  raised: boolean;
}) {
  return (
    <div
      className={`player__captions${raised ? ' player__captions--raised' : ''}`}
      data-testid="subtitle-overlay"
      aria-live="off"
    >
      {lines.map(
        (line) =>
          line.text && (
            <p key={line.lang} className={`player__cue player__cue--${line.lang}`} lang={line.lang}>
              <span>{line.text}</span>
            </p>
          ),
      )}
    </div>
  );
}

export function PlayerSpinner() {
  const { t } = useTranslation('films');
  return (
    <div
      className="player__spinner"
      role="status"
      aria-label={t('player.loading')}
      data-testid="player-spinner"
    />
  );
}

export function PlayerError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('films');
  return (
    <div className="player__error" role="alert" data-testid="player-error">
      <AlertTriangle size={28} aria-hidden="true" />
      <p>{t('player.error')}</p>
      <button
        type="button"
        className="btn btn--primary"
        data-testid="player-retry"
        onClick={onRetry}
      >
        <RotateCw size={16} aria-hidden="true" />
        {t('player.retry')}
      </button>
    </div>
  );
}

/** The large play button before the first play (the control bar has the keyboard one). */
export function BigPlayButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('films');
  return (
    <button
      type="button"
      className="player__big-play"
      onClick={onClick}
      aria-label={t('player.play')}
      tabIndex={-1}
    >
      <Play size={34} fill="currentColor" aria-hidden="true" />
    </button>
  );
}

interface NextPromptProps {
  nextTitle?: string;
  countdown: number;
  onPlay: () => void;
  onCancel: () => void;
}

export function NextEpisodePrompt({ nextTitle, countdown, onPlay, onCancel }: NextPromptProps) {
  const { t } = useTranslation('films');
  return (
    <div className="player__next" data-testid="next-episode-prompt" role="status">
      <p className="player__next-eyebrow">{t('player.nextUp')}</p>
      {nextTitle && <p className="player__next-title">{nextTitle}</p>}
      <p className="player__next-count">{t('player.nextIn', { count: countdown })}</p>
      <div className="player__next-actions">
        <button
          type="button"
          className="btn btn--primary"
          data-testid="next-episode-play"
          onClick={onPlay}
        >
          <SkipForward size={16} aria-hidden="true" />
          {t('player.playNow')}
        </button>
        <button
          type="button"
          className="btn btn--ghost"
          data-testid="next-episode-cancel"
          onClick={onCancel}
        >
          {t('player.cancel')}
        </button>
      </div>
    </div>
  );
}
