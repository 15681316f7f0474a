import type { KeyboardEvent as ReactKeyboardEvent, RefObject } from 'react';
import { PREVENTS_DEFAULT, playerKeyAction, SEEK_STEP, VOLUME_STEP } from './player-keys';
import type { Media } from './use-media';

interface KeyboardOptions {
  videoRef: RefObject<HTMLVideoElement | null>;
  media: Media;
  toggleFullscreen: () => void;
  toggleSubtitles: () => void;
  /** Shows the controls again after a shortcut. */
  wake: () => void;
}

/** The player's shortcuts: Space/K, arrows, M, F and C, while the player has the focus. */
export function usePlayerKeyboard({
  videoRef,
  media,
  toggleFullscreen,
  toggleSubtitles,
  wake,
}: KeyboardOptions) {
  return (event: ReactKeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const action = playerKeyAction({
      key: event.key,
      altKey: event.altKey,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      target: {
        tagName: target.tagName,
        type: (target as HTMLInputElement).type,
        role: target.getAttribute('role'),
      },
    });
    const video = videoRef.current;
    if (!action || !video) return;
    if (PREVENTS_DEFAULT.has(action)) event.preventDefault();
    switch (action) {
      case 'togglePlay':
        media.togglePlay();
        break;
      case 'seekBack':
      case 'seekForward':
        media.seekTo(video.currentTime + (action === 'seekForward' ? SEEK_STEP : -SEEK_STEP));
        break;
      case 'volumeUp':
      case 'volumeDown':
        media.changeVolume(video.volume + (action === 'volumeUp' ? VOLUME_STEP : -VOLUME_STEP));
        break;
      case 'toggleMute':
        media.toggleMute();
        break;
      case 'toggleFullscreen':
        toggleFullscreen();
        break;
      case 'toggleSubtitles':
        toggleSubtitles();
        break;
    }
    wake();
  };
}
