import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { VideoPlayer, type VideoPlayerProps } from '../components/player/video-player';
import { makePlayback, VTT } from './fixtures';
import {
  advance,
  type FakeHlsInstance,
  installMediaStubs,
  loadMetadata,
  mediaState,
  pauseSpy,
  playSpy,
} from './media-stubs';

const hlsState = vi.hoisted(() => ({ instances: [] as FakeHlsInstance[] }));

vi.mock('hls.js', () => {
  class FakeHls {
    static isSupported = () => true;
    static Events = { LEVEL_SWITCHED: 'hlsLevelSwitched', ERROR: 'hlsError' };
    static ErrorTypes = { MEDIA_ERROR: 'mediaError', NETWORK_ERROR: 'networkError' };
    config: Record<string, unknown>;
    levels = [{ height: 240 }, { height: 480 }];
    currentLevel = -1;
    nextLevel = -1;
    source: string | null = null;
    media: HTMLMediaElement | null = null;
    destroyed = false;
    handlers = new Map<string, (event: string, data: unknown) => void>();
    constructor(config: Record<string, unknown>) {
      this.config = config;
      hlsState.instances.push(this as unknown as FakeHlsInstance);
    }
    on(event: string, handler: (event: string, data: unknown) => void) {
      this.handlers.set(event, handler);
    }
    emit(event: string, data: unknown) {
      this.handlers.get(event)?.(event, data);
    }
    loadSource(url: string) {
      this.source = url;
    }
    attachMedia(media: HTMLMediaElement) {
      this.media = media;
    }
    recoverMediaError() {}
    destroy() {
      this.destroyed = true;
    }
  }
  return { default: FakeHls };
});

interface Call {
  url: string;
  method: string;
  body: unknown;
}
let calls: Call[] = [];

function stubFetch(progressStatus = 200) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.endsWith('/ko.vtt')) return new Response(VTT.ko);
      if (url.endsWith('/en.vtt')) return new Response(VTT.en);
      if (url.includes('/progress')) {
        const body = JSON.parse(String(init?.body)) as { positionSeconds: number };
        return new Response(
          JSON.stringify({
            data: {
              videoId: 'v1',
              positionSeconds: body.positionSeconds,
              watched: false,
              updatedAt: new Date().toISOString(),
            },
          }),
          { status: progressStatus, headers: { 'Content-Type': 'application/json' } },
        );
      }
      return new Response('{}', { status: 404 });
    }),
  );
}

const progressCalls = () => calls.filter((call) => call.method === 'PUT');

async function renderPlayer(props: Partial<VideoPlayerProps> = {}) {
  const result = render(
    <VideoPlayer playback={makePlayback()} title="Under the Moonlight" signedIn {...props} />,
  );
  await waitFor(() => expect(hlsState.instances.length).toBeGreaterThan(0));
  const hls = hlsState.instances.at(-1)!;
  const video = screen.getByTestId('player-video') as HTMLVideoElement;
  act(() => loadMetadata(video, 12));
  return { ...result, hls, video, player: screen.getByTestId('player') };
}

beforeEach(() => {
  installMediaStubs();
  hlsState.instances = [];
  playSpy.mockClear();
  pauseSpy.mockClear();
  stubFetch();
  HTMLElement.prototype.requestFullscreen = vi.fn(() => Promise.resolve());
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

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
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/en.vtt'))).toBe(true));
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

  it('shows an error with a retry that loads the video again', async () => {
    const user = userEvent.setup();
    const { hls } = await renderPlayer();
    act(() => hls.emit('hlsError', { fatal: true, type: 'networkError' }));
    expect(screen.getByTestId('player-error')).toBeInTheDocument();
    await user.click(screen.getByTestId('player-retry'));
    await waitFor(() => expect(hlsState.instances).toHaveLength(2));
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
