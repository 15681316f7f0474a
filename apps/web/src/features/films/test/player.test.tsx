import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { makePlayback } from '../../../test/fixtures/films';
import { VideoPlayer } from '../components/player/video-player';
import { advance, mediaState, pauseSpy, playSpy } from './media-stubs';
import { hlsInstances, playerTestSetup, renderPlayer, subtitleCalls } from './player-setup';

vi.mock('hls.js', async () => ({ default: (await import('./player-setup')).FakeHls }));

playerTestSetup();

describe('VideoPlayer', () => {
  it('loads the master playlist through hls.js', async () => {
    const { hls, video, player } = await renderPlayer();
    expect(hls.source).toBe('/media/films/moon/v1/master.m3u8');
    expect(hls.media).toBe(video);
    expect(player).toHaveAttribute('data-engine', 'hls');
  });

  it('toggles play and pause from the button', async () => {
    const user = userEvent.setup();
    await renderPlayer();
    const button = screen.getByTestId('player-play');
    expect(button).toHaveAccessibleName('Play');
    await user.click(button);
    expect(playSpy).toHaveBeenCalledTimes(1);
    expect(button).toHaveAccessibleName('Pause');
    await user.click(button);
    expect(pauseSpy).toHaveBeenCalledTimes(1);
    expect(button).toHaveAccessibleName('Play');
  });

  it('attaches no hls.js and reads no subtitles before the viewer reaches for the player, then on the first intent', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestIdleCallback'] });
    try {
      render(
        <VideoPlayer
          playback={makePlayback()}
          title="Under the Moonlight"
          poster="/poster.jpg"
          signedIn
        />,
      );
      // The page loading and going idle is no reason to fetch it (docs/performance.md#phones).
      window.dispatchEvent(new Event('load'));
      await act(() => vi.advanceTimersByTimeAsync(5000));
      expect(hlsInstances).toHaveLength(0);
      expect([...subtitleCalls('ko'), ...subtitleCalls('en')]).toHaveLength(0);
      expect(screen.getByTestId('player-video')).toHaveAttribute('poster', '/poster.jpg');
      // Waiting for nobody: no loading spinner over the poster.
      expect(screen.queryByTestId('player-spinner')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
    fireEvent.focus(screen.getByTestId('player'));
    await waitFor(() => expect(hlsInstances).toHaveLength(1));
    expect(hlsInstances[0]!.source).toBe('/media/films/moon/v1/master.m3u8');
    await waitFor(() => expect(subtitleCalls('ko')).toHaveLength(1));
    expect(subtitleCalls('en')).toHaveLength(1);
  });

  it('attaches at once when it autoplays', async () => {
    render(<VideoPlayer playback={makePlayback()} title="Under the Moonlight" signedIn autoPlay />);
    await waitFor(() => expect(hlsInstances).toHaveLength(1));
  });

  it('plays after a tap on Play that came before hls.js had loaded', async () => {
    render(<VideoPlayer playback={makePlayback()} title="Under the Moonlight" signedIn />);
    // hls.js is still on its way: the element has no source, and play() is all a tap can do.
    expect(hlsInstances).toHaveLength(0);
    fireEvent.click(screen.getByTestId('player-play'));
    expect(playSpy).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(hlsInstances.length).toBeGreaterThan(0));
    // Attaching the source aborts that play() in a browser: the player asks again.
    act(() => hlsInstances.at(-1)!.emit('hlsMediaAttached', {}));
    expect(playSpy).toHaveBeenCalledTimes(2);
  });

  it('names the subtitle and quality buttons by their label and what they show', async () => {
    await renderPlayer();
    // WCAG 2.5.3: the accessible name contains the visible text (the badge), not a label alone.
    for (const id of ['player-subtitles', 'player-quality']) {
      const button = screen.getByTestId(id);
      const badge = button.querySelector('.player__badge')?.textContent ?? '';
      expect(badge, id).not.toBe('');
      const label = id === 'player-quality' ? 'Quality' : 'Subtitles';
      expect(button).toHaveAccessibleName(`${label} ${badge}`);
      expect(button).not.toHaveAttribute('aria-label');
    }
  });

  it('answers the keyboard shortcuts', async () => {
    const { video, player } = await renderPlayer();
    player.focus();
    fireEvent.keyDown(player, { key: ' ' });
    expect(playSpy).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(player, { key: 'k' });
    expect(pauseSpy).toHaveBeenCalledTimes(1);

    mediaState(video).currentTime = 4;
    fireEvent.keyDown(player, { key: 'ArrowRight' });
    expect(video.currentTime).toBe(9);
    fireEvent.keyDown(player, { key: 'ArrowLeft' });
    expect(video.currentTime).toBe(4);

    fireEvent.keyDown(player, { key: 'ArrowDown' });
    expect(video.volume).toBeCloseTo(0.9);
    fireEvent.keyDown(player, { key: 'ArrowUp' });
    expect(video.volume).toBeCloseTo(1);

    fireEvent.keyDown(player, { key: 'm' });
    expect(video.muted).toBe(true);
    expect(screen.getByTestId('player-mute')).toHaveAccessibleName('Unmute');

    fireEvent.keyDown(player, { key: 'f' });
    expect(HTMLElement.prototype.requestFullscreen).toHaveBeenCalled();

    const before = player.getAttribute('data-subtitles');
    fireEvent.keyDown(player, { key: 'c' });
    expect(player.getAttribute('data-subtitles')).not.toBe(before);
    fireEvent.keyDown(player, { key: 'c' });
    expect(player.getAttribute('data-subtitles')).toBe(before);
  });

  it('switches quality through hls.currentLevel, and back to auto', async () => {
    const user = userEvent.setup();
    const { hls, player } = await renderPlayer();
    await user.click(screen.getByTestId('player-quality'));
    const options = screen.getAllByTestId('quality-option');
    expect(options.map((option) => option.getAttribute('data-height'))).toEqual([
      'auto',
      '480',
      '240',
    ]);
    await user.click(options.find((option) => option.dataset.height === '240')!);
    expect(hls.currentLevel).toBe(0);
    act(() => hls.emit('hlsLevelSwitched', { level: 0 }));
    expect(player).toHaveAttribute('data-level-height', '240');
    expect(player).toHaveAttribute('data-quality', '240');

    await user.click(screen.getByTestId('player-quality'));
    await user.click(
      screen.getAllByTestId('quality-option').find((o) => o.dataset.height === 'auto')!,
    );
    expect(hls.currentLevel).toBe(-1);
    expect(player).toHaveAttribute('data-quality', 'auto');
  });

  it('shows Korean, English or both subtitles in its own overlay', async () => {
    const user = userEvent.setup();
    const { video, player } = await renderPlayer();
    await waitFor(() => expect(subtitleCalls('en').length).toBeGreaterThan(0));
    act(() => advance(video, 2));

    const choose = async (value: string) => {
      await user.click(screen.getByTestId('player-subtitles'));
      const option = screen
        .getAllByTestId('subtitle-option')
        .find((item) => item.dataset.value === value)!;
      await user.click(option);
    };
    const overlay = () => screen.getByTestId('subtitle-overlay');

    await choose('ko');
    await waitFor(() => expect(overlay()).toHaveTextContent('안녕, 달빛.'));
    expect(overlay()).not.toHaveTextContent('Hello, moonlight.');
    expect(player).toHaveAttribute('data-subtitles', 'ko');

    await choose('both');
    expect(overlay()).toHaveTextContent('안녕, 달빛.');
    expect(overlay()).toHaveTextContent('Hello, moonlight.');
    expect(player).toHaveAttribute('data-subtitles', 'both');
    expect(localStorage.getItem(STORAGE_KEYS.subtitles)).toBe('both');

    await choose('en');
    expect(overlay()).toHaveTextContent('Hello, moonlight.');
    expect(overlay()).not.toHaveTextContent('안녕');

    await choose('off');
    expect(overlay()).toBeEmptyDOMElement();

    act(() => advance(video, 6));
    await choose('both');
    expect(overlay()).toBeEmptyDOMElement();
  });

  it('shows an error with a retry that loads the video again', async () => {
    const user = userEvent.setup();
    const { hls } = await renderPlayer();
    act(() => hls.emit('hlsError', { fatal: true, type: 'networkError' }));
    expect(screen.getByTestId('player-error')).toBeInTheDocument();
    await user.click(screen.getByTestId('player-retry'));
    await waitFor(() => expect(hlsInstances).toHaveLength(2));
    expect(hls.destroyed).toBe(true);
    expect(screen.queryByTestId('player-error')).not.toBeInTheDocument();
  });

  it('labels every control', async () => {
    await renderPlayer();
    for (const id of [
      'player-play',
      'player-mute',
      'player-volume',
      'player-seek',
      'player-subtitles',
      'player-quality',
      'player-fullscreen',
    ]) {
      expect(screen.getByTestId(id)).toHaveAccessibleName();
    }
  });
});
