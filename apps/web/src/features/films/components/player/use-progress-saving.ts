import type { Progress } from '@dalbit/contract';
import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { saveProgress } from '../../api/film-api';
import { positionToSave } from '../../model/watch-state';

/** Progress is saved this often while playing (and on pause, hide and end). */
const PROGRESS_INTERVAL_MS = 10_000;

/** What a save needs of the media element: its time, its duration, whether it ended. */
interface MediaSnapshot {
  currentTime: number;
  duration: number;
  ended: boolean;
}

const snapshotOf = (video: HTMLVideoElement): MediaSnapshot => ({
  currentTime: video.currentTime,
  duration: video.duration,
  ended: video.ended,
});

interface ProgressOptions {
  videoRef: RefObject<HTMLVideoElement | null>;
  videoId: string;
  signedIn: boolean;
  paused: boolean;
  onSaved?: (progress: Progress) => void;
}

/**
 * Saves a signed-in viewer's position: every PROGRESS_INTERVAL_MS while playing, when the tab is
 * hidden or the page is left, and when the player goes away (in-app navigation unmounts it; the
 * request is sent with keepalive, so it outlives the page too). `save(true)` saves even an unchanged position (pause,
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
    (video: MediaSnapshot | null, force: boolean) => {
      if (!video || !signedInRef.current) return;
      const next = positionToSave(video, lastSavedRef.current, force);
      if (!next) return;
      const previous = lastSavedRef.current;
      lastSavedRef.current = next.position;
      saveProgress(videoId, next.position, next.total).then(
        (progress) => onSavedRef.current?.(progress),
        () => {
          // A failed save saved nothing: the next one must not be skipped as "unchanged".
          if (lastSavedRef.current === next.position) lastSavedRef.current = previous;
        },
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

  // Save when the tab is hidden or the page is left, and when the player goes away (another
  // episode, another page of the app). By the time the unmount cleanup runs React has cleared
  // videoRef, and hls.js may already have detached the element (its time back at 0): the
  // cleanup saves the last position the element reported, kept as it plays.
  useEffect(() => {
    const video = videoRef.current;
    let last: MediaSnapshot | null = null;
    const note = () => {
      if (video && video.currentTime > 0) last = snapshotOf(video);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') save();
    };
    const onPageHide = () => save();
    video?.addEventListener('timeupdate', note);
    video?.addEventListener('pause', note);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      video?.removeEventListener('timeupdate', note);
      video?.removeEventListener('pause', note);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      note();
      if (last && !last.ended) saveFrom(last, false);
    };
  }, [save, saveFrom, videoRef]);

  return save;
}
