import { useEffect, useState } from 'react';
import { nextPromptDue } from '../../model/watch-state';

/** The next-episode prompt counts down this many seconds. */
const NEXT_COUNTDOWN_SECONDS = 5;

interface NextOptions {
  nextVideoId: string | null;
  onNext?: (videoId: string) => void;
  started: boolean;
  time: number;
  duration: number;
}

/**
 * Near the end of an episode with a next one, a prompt counts down and then plays the next
 * episode, unless the viewer cancels it.
 */
export function useNextEpisode({ nextVideoId, onNext, started, time, duration }: NextOptions) {
  const [dismissed, setDismissed] = useState(false);
  const [countdown, setCountdown] = useState(NEXT_COUNTDOWN_SECONDS);
  const show =
    Boolean(nextVideoId && onNext) && !dismissed && started && nextPromptDue(time, duration);

  useEffect(() => {
    if (!show) {
      setCountdown(NEXT_COUNTDOWN_SECONDS);
      return;
    }
    const timer = setInterval(() => setCountdown((value) => Math.max(0, value - 1)), 1000);
    return () => clearInterval(timer);
  }, [show]);

  useEffect(() => {
    if (show && countdown === 0 && nextVideoId) onNext?.(nextVideoId);
  }, [show, countdown, nextVideoId, onNext]);

  return { show, countdown, dismiss: () => setDismissed(true) };
}
