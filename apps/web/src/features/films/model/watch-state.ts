import type { FilmDetail, HistoryItem, Progress } from '@dalbit/contract';
import { WATCHED_RATIO } from './film-constants';

/** What the viewer has seen of one video. */
export interface VideoState {
  position: number;
  duration: number;
  watched: boolean;
}

/** A media duration the player can count with: a finite, positive number, else 0. */
export function knownDuration(duration: number): number {
  return Number.isFinite(duration) && duration > 0 ? duration : 0;
}

/** A video counts as watched once WATCHED_RATIO of it has been played. */
export function reachedWatched(position: number, total: number): boolean {
  return total > 0 && position >= total * WATCHED_RATIO;
}

/**
 * Where to start a video: the saved position, unless there is none, the video was (nearly)
 * finished, or playback already stands there.
 */
export function resumeTarget(
  resumeSeconds: number,
  total: number,
  currentTime: number,
): number | null {
  if (!(resumeSeconds > 0 && resumeSeconds < total * WATCHED_RATIO)) return null;
  return Math.abs(currentTime - resumeSeconds) > 0.5 ? resumeSeconds : null;
}

/** Below this many seconds nothing has been watched yet: no save, nothing to resume. */
export const RESUME_MIN_SECONDS = 1;

/**
 * The position to save now, or null: nothing before the duration is known, nothing before the
 * first second has played (a timer firing while the video still loads would record an empty
 * "continue watching" entry), and nothing when less than half a second has passed since the
 * last save (unless forced: pause, end, 95%).
 */
export function positionToSave(
  media: { currentTime: number; duration: number; ended: boolean },
  lastSaved: number | null,
  force: boolean,
): { position: number; total: number } | null {
  const total = knownDuration(media.duration);
  if (!total) return null;
  const position = media.ended ? total : media.currentTime;
  if (!force && lastSaved === null && position < RESUME_MIN_SECONDS) return null;
  if (!force && lastSaved !== null && Math.abs(lastSaved - position) < 0.5) return null;
  return { position, total };
}

/** A share of a whole as a percentage for a bar, 0 when the whole is unknown, at most 100. */
export function percentOf(part: number, whole: number): number {
  return whole ? Math.min(100, (part / whole) * 100) : 0;
}

/**
 * Each video's state for one film: the history, else the film's resume point, overlaid by what
 * was saved on this page since it opened.
 */
export function watchStates(
  filmId: string,
  film: FilmDetail | undefined,
  history: HistoryItem[] | undefined,
  saved: Record<string, VideoState>,
): Record<string, VideoState> {
  const map: Record<string, VideoState> = {};
  for (const item of history ?? []) {
    if (item.film._id !== filmId) continue;
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
}

/** A save's answer folded into the page's states (the duration stays what was known). */
export function withSaved(
  current: Record<string, VideoState>,
  progress: Progress,
): Record<string, VideoState> {
  return {
    ...current,
    [progress.videoId]: {
      position: progress.positionSeconds,
      duration: current[progress.videoId]?.duration ?? 0,
      watched: progress.watched,
    },
  };
}

/** How far into an episode the viewer is, for its row in the list. */
export function episodeProgress(state: VideoState | undefined, episodeDuration: number) {
  const total = state?.duration || episodeDuration;
  const ratio = state && total ? Math.min(1, state.position / total) : 0;
  const watched = Boolean(state?.watched) || ratio >= WATCHED_RATIO;
  return { total, ratio, watched, left: total - (state?.position ?? 0) };
}

/** The page's play button says Resume when there is an unfinished position past the first second. */
export function canResume(state: VideoState | undefined): boolean {
  return Boolean(state && !state.watched && state.position > RESUME_MIN_SECONDS);
}

/** "Continue watching": the history's unfinished videos that were watched past the first second. */
export function resumable(history: HistoryItem[] | undefined): HistoryItem[] {
  return (history ?? []).filter(
    (item) => !item.watched && item.positionSeconds > RESUME_MIN_SECONDS,
  );
}

/** When the next-episode prompt appears: the last 10 s, or the last quarter of a short clip. */
function nextPromptLead(duration: number): number {
  return Math.min(10, duration * 0.25);
}

/** Whether playback is far enough into a video to offer the next one. */
export function nextPromptDue(time: number, duration: number): boolean {
  if (!(duration > 0)) return false;
  const ended = time >= duration - 0.05;
  return ended || duration - time <= nextPromptLead(duration);
}
