// @vitest-environment node
import type { HistoryItem } from '@dalbit/contract';
import { describe, expect, it } from 'vitest';
import { makeFilm, makeFilmDetail } from '../../../test/fixtures/films';
import {
  canResume,
  episodeProgress,
  knownDuration,
  nextPromptDue,
  percentOf,
  positionToSave,
  reachedWatched,
  resumable,
  resumeTarget,
  watchStates,
  withSaved,
} from '../model/watch-state';

const historyItem = (over: Partial<HistoryItem> = {}): HistoryItem => ({
  film: makeFilm(),
  videoId: 'v1',
  episodeNumber: 1,
  positionSeconds: 6,
  durationSeconds: 12,
  watched: false,
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('watch state', () => {
  it('counts only finite, positive durations', () => {
    expect(knownDuration(12)).toBe(12);
    expect(knownDuration(0)).toBe(0);
    expect(knownDuration(NaN)).toBe(0);
    expect(knownDuration(Infinity)).toBe(0);
  });

  it('calls a video watched from 95% on', () => {
    expect(reachedWatched(11.3, 12)).toBe(false);
    expect(reachedWatched(11.4, 12)).toBe(true);
    expect(reachedWatched(5, 0)).toBe(false);
  });

  it('resumes an unfinished position, not a finished one or where playback already is', () => {
    expect(resumeTarget(6, 12, 0)).toBe(6);
    expect(resumeTarget(0, 12, 0)).toBeNull();
    expect(resumeTarget(11.9, 12, 0)).toBeNull();
    expect(resumeTarget(6, 12, 6.2)).toBeNull();
    expect(resumeTarget(6, 0, 0)).toBeNull();
  });

  it('saves the end of an ended video, skips unchanged positions unless forced', () => {
    const media = { currentTime: 5, duration: 12, ended: false };
    expect(positionToSave(media, null, false)).toEqual({ position: 5, total: 12 });
    expect(positionToSave(media, 4.8, false)).toBeNull();
    expect(positionToSave(media, 4.8, true)).toEqual({ position: 5, total: 12 });
    expect(positionToSave({ ...media, ended: true }, 5, false)).toEqual({
      position: 12,
      total: 12,
    });
    expect(positionToSave({ ...media, duration: NaN }, null, true)).toBeNull();
    // A timer that fires while the video still loads records nothing.
    expect(positionToSave({ ...media, currentTime: 0 }, null, false)).toBeNull();
    expect(positionToSave({ ...media, currentTime: 0.4 }, null, false)).toBeNull();
    expect(positionToSave({ ...media, currentTime: 0 }, null, true)).toEqual({
      position: 0,
      total: 12,
    });
  });

  it('offers to continue only unfinished videos watched past the first second', () => {
    const items = [
      historyItem({ videoId: 'a', positionSeconds: 6 }),
      historyItem({ videoId: 'b', positionSeconds: 0 }),
      historyItem({ videoId: 'c', positionSeconds: 11.9, watched: true }),
    ];
    expect(resumable(items).map((item) => item.videoId)).toEqual(['a']);
    expect(resumable(undefined)).toEqual([]);
  });

  it('turns parts into bar percentages, capped at 100', () => {
    expect(percentOf(3, 12)).toBe(25);
    expect(percentOf(20, 12)).toBe(100);
    expect(percentOf(3, 0)).toBe(0);
  });

  it('offers the next episode in the last 10 s, or the last quarter of a short clip', () => {
    expect(nextPromptDue(89, 100)).toBe(false);
    expect(nextPromptDue(90, 100)).toBe(true);
    expect(nextPromptDue(8.9, 12)).toBe(false);
    expect(nextPromptDue(9, 12)).toBe(true);
    expect(nextPromptDue(5, 0)).toBe(false);
  });
});

describe("a film's watch states", () => {
  it('takes the history, then the resume point, then what this page saved', () => {
    const film = makeFilmDetail({
      viewer: {
        liked: false,
        bookmarked: false,
        resume: { videoId: 'v2', positionSeconds: 3, watched: false },
      },
    });
    const history = [
      historyItem(),
      historyItem({ film: makeFilm({ _id: 'other' }), videoId: 'x' }),
    ];
    const states = watchStates('f1', film, history, {});
    expect(states).toEqual({
      v1: { position: 6, duration: 12, watched: false },
      v2: { position: 3, duration: 12, watched: false },
    });
    const saved = withSaved(states, {
      videoId: 'v1',
      positionSeconds: 11.5,
      watched: true,
      updatedAt: '2026-01-02T00:00:00.000Z',
    });
    expect(watchStates('f1', film, history, saved).v1).toEqual({
      position: 11.5,
      duration: 12,
      watched: true,
    });
  });

  it("measures an episode's progress against what is known of its length", () => {
    expect(episodeProgress(undefined, 12)).toEqual({
      total: 12,
      ratio: 0,
      watched: false,
      left: 12,
    });
    expect(episodeProgress({ position: 6, duration: 0, watched: false }, 12)).toEqual({
      total: 12,
      ratio: 0.5,
      watched: false,
      left: 6,
    });
    expect(episodeProgress({ position: 11.5, duration: 12, watched: false }, 12).watched).toBe(
      true,
    );
    expect(episodeProgress({ position: 1, duration: 12, watched: true }, 12).watched).toBe(true);
  });

  it('offers Resume past the first second of an unfinished video', () => {
    expect(canResume(undefined)).toBe(false);
    expect(canResume({ position: 1, duration: 12, watched: false })).toBe(false);
    expect(canResume({ position: 1.5, duration: 12, watched: false })).toBe(true);
    expect(canResume({ position: 6, duration: 12, watched: true })).toBe(false);
  });
});
