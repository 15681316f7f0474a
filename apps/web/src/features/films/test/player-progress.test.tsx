import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makePlayback } from '../../../test/fixtures/films';
import { advance, mediaState } from './media-stubs';
import { afterSaves } from '../api/film-api';
import { fail } from '../../../test/fetch-stub';
import { playerServer, playerTestSetup, progressCalls, renderPlayer } from './player-setup';

vi.mock('hls.js', async () => ({ default: (await import('./player-setup')).FakeHls }));

playerTestSetup();

describe('VideoPlayer progress and next episode', () => {
  it('resumes from the saved position', async () => {
    const { hls, video } = await renderPlayer({ playback: makePlayback({ resumeSeconds: 6 }) });
    expect(hls.config.startPosition).toBe(6);
    expect(video.currentTime).toBe(6);
  });

  it('does not resume a finished video', async () => {
    const { video } = await renderPlayer({ playback: makePlayback({ resumeSeconds: 11.9 }) });
    expect(video.currentTime).toBe(0);
  });

  it('saves progress every 10 seconds while playing, on pause and at the end', async () => {
    const { video } = await renderPlayer();
    vi.useFakeTimers();
    act(() => {
      void video.play();
      advance(video, 3);
    });
    expect(progressCalls()).toHaveLength(0);
    act(() => {
      advance(video, 5);
      vi.advanceTimersByTime(10_000);
    });
    expect(progressCalls()).toHaveLength(1);
    expect(progressCalls()[0]).toMatchObject({
      url: '/api/films/videos/v1/progress',
      body: { positionSeconds: 5, durationSeconds: 12 },
    });
    vi.useRealTimers();

    act(() => {
      advance(video, 7);
      video.pause();
    });
    expect(progressCalls()).toHaveLength(2);
    expect(progressCalls()[1]!.body).toMatchObject({ positionSeconds: 7 });

    act(() => {
      void video.play();
      mediaState(video).ended = true;
      mediaState(video).currentTime = 12;
      video.dispatchEvent(new Event('ended'));
    });
    expect(progressCalls().at(-1)!.body).toMatchObject({ positionSeconds: 12 });
  });

  it('saves when the tab is hidden', async () => {
    const { video } = await renderPlayer();
    act(() => advance(video, 4));
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    visibility.mockRestore();
    expect(progressCalls()).toHaveLength(1);
    expect(progressCalls()[0]!.body).toMatchObject({ positionSeconds: 4 });
  });

  it('saves the last position when the player goes away (in-app navigation)', async () => {
    const { video, unmount } = await renderPlayer();
    act(() => {
      void video.play();
      advance(video, 4.5);
    });
    expect(progressCalls()).toHaveLength(0);
    unmount();
    expect(progressCalls()).toHaveLength(1);
    expect(progressCalls()[0]!.body).toMatchObject({ positionSeconds: 4.5, durationSeconds: 12 });
    expect(progressCalls()[0]!.init?.keepalive).toBe(true);
  });

  it('does not count a failed save as saved: leaving sends the position again', async () => {
    const { video, unmount } = await renderPlayer();
    playerServer().answer({
      'PUT /api/films/videos/v1/progress': () => fail(503, 'Unavailable', 'server.unavailable'),
    });
    act(() => {
      void video.play();
      advance(video, 5);
      video.pause();
    });
    expect(progressCalls()).toHaveLength(1);
    // The failure has been answered; the position barely moved since.
    await act(() => afterSaves('v1'));
    act(() => advance(video, 5.2));
    unmount();
    expect(progressCalls()).toHaveLength(2);
    expect(progressCalls()[1]!.body).toMatchObject({ positionSeconds: 5.2 });
  });

  it('saves nothing while the video is still loading', async () => {
    const { video, unmount } = await renderPlayer();
    vi.useFakeTimers();
    act(() => {
      void video.play();
    });
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    vi.useRealTimers();
    unmount();
    expect(progressCalls()).toHaveLength(0);
  });

  it('counts the video as watched at 95% and saves at once', async () => {
    const { video, player } = await renderPlayer();
    act(() => advance(video, 11.3));
    expect(player).toHaveAttribute('data-watched', 'false');
    act(() => advance(video, 11.4));
    expect(player).toHaveAttribute('data-watched', 'true');
    expect(progressCalls()).toHaveLength(1);
    expect(progressCalls()[0]!.body).toMatchObject({ positionSeconds: 11.4 });
  });

  it('saves nothing for visitors', async () => {
    const { video } = await renderPlayer({ signedIn: false });
    act(() => {
      void video.play();
      advance(video, 11.5);
      video.pause();
    });
    expect(progressCalls()).toHaveLength(0);
  });

  it('offers the next episode near the end, with play now, cancel and a countdown', async () => {
    const onNext = vi.fn();
    const user = userEvent.setup();
    const { video } = await renderPlayer({
      playback: makePlayback({ nextVideoId: 'v2' }),
      nextTitle: 'EP 2 · The Dawn',
      onNext,
    });
    act(() => {
      void video.play();
      advance(video, 6);
    });
    expect(screen.queryByTestId('next-episode-prompt')).not.toBeInTheDocument();
    act(() => advance(video, 10));
    const prompt = screen.getByTestId('next-episode-prompt');
    expect(prompt).toHaveTextContent('EP 2 · The Dawn');
    await user.click(within(prompt).getByTestId('next-episode-cancel'));
    expect(screen.queryByTestId('next-episode-prompt')).not.toBeInTheDocument();
    expect(onNext).not.toHaveBeenCalled();
  });

  it('plays the next episode from the prompt', async () => {
    const onNext = vi.fn();
    const { video } = await renderPlayer({
      playback: makePlayback({ nextVideoId: 'v2' }),
      onNext,
    });
    act(() => {
      void video.play();
      advance(video, 10);
    });
    fireEvent.click(screen.getByTestId('next-episode-play'));
    expect(onNext).toHaveBeenCalledWith('v2');
  });

  it('plays the next episode by itself when the countdown ends', async () => {
    const onNext = vi.fn();
    const { video } = await renderPlayer({
      playback: makePlayback({ nextVideoId: 'v2' }),
      onNext,
    });
    vi.useFakeTimers();
    act(() => {
      void video.play();
      advance(video, 10.5);
    });
    expect(screen.getByTestId('next-episode-prompt')).toHaveTextContent('5');
    for (let i = 0; i < 4; i += 1) {
      act(() => {
        vi.advanceTimersByTime(1000);
      });
    }
    expect(screen.getByTestId('next-episode-prompt')).toHaveTextContent('1');
    expect(onNext).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(onNext).toHaveBeenCalledWith('v2');
  });
});
