// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeFilmDetail } from '../../../test/fixtures/films';
import { episodeOf, episodeToOpen, nextEpisode } from '../model/episode-choice';

const resume = (videoId: string, watched: boolean) =>
  makeFilmDetail({
    viewer: { liked: false, bookmarked: false, resume: { videoId, positionSeconds: 5, watched } },
  });

describe('episode choice', () => {
  it('opens the episode in the address when the film has it', () => {
    expect(episodeToOpen(resume('v1', false), 'v2')).toBe('v2');
    expect(episodeToOpen(resume('v1', false), 'nope')).toBe('v1');
  });

  it('opens the unfinished episode, or the one after a finished one', () => {
    expect(episodeToOpen(resume('v2', false), null)).toBe('v2');
    expect(episodeToOpen(resume('v1', true), null)).toBe('v2');
    // The last episode was finished: start from the first.
    expect(episodeToOpen(resume('v2', true), null)).toBe('v1');
  });

  it('opens the first episode without a history, and nothing without episodes', () => {
    expect(episodeToOpen(makeFilmDetail(), null)).toBe('v1');
    expect(episodeToOpen(makeFilmDetail({ episodes: [] }), null)).toBeNull();
    expect(episodeToOpen(undefined, 'v1')).toBeNull();
  });

  it('finds the next episode and the episode of a video', () => {
    const { episodes } = makeFilmDetail();
    expect(nextEpisode(episodes, 'v1')?.videoId).toBe('v2');
    expect(nextEpisode(episodes, 'v2')).toBeUndefined();
    expect(nextEpisode(episodes, 'nope')).toBeUndefined();
    expect(episodeOf(episodes, 'v2')?.number).toBe(2);
    expect(episodeOf(episodes, null)).toBeUndefined();
  });
});
