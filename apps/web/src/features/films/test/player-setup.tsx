import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, vi } from 'vitest';
import { type FetchStub, ok, stubFetch } from '../../../test/fetch-stub';
import { makePlayback, VTT } from '../../../test/fixtures/films';
import { VideoPlayer, type VideoPlayerProps } from '../components/player/video-player';
import {
  type FakeHlsInstance,
  installMediaStubs,
  loadMetadata,
  pauseSpy,
  playSpy,
} from './media-stubs';

/** Every hls.js the player made in this test, the latest last. */
export const hlsInstances: FakeHlsInstance[] = [];

/**
 * A stand-in for hls.js; a player test file mocks the module with it:
 * `vi.mock('hls.js', async () => ({ default: (await import('./player-setup')).FakeHls }))`.
 */
export class FakeHls {
  static isSupported = () => true;
  static Events = {
    LEVEL_SWITCHED: 'hlsLevelSwitched',
    ERROR: 'hlsError',
    MEDIA_ATTACHED: 'hlsMediaAttached',
  };
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
    hlsInstances.push(this as unknown as FakeHlsInstance);
  }
  on(event: string, handler: (event: string, data: unknown) => void) {
    this.handlers.set(event, handler);
  }
  once(event: string, handler: (event: string, data: unknown) => void) {
    this.handlers.set(event, (name, data) => {
      this.handlers.delete(event);
      handler(name, data);
    });
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

let server: FetchStub;

/** The running test's fetch stub (to change an answer mid-test). */
export const playerServer = () => server;

/** The progress saves of the running test. */
export const progressCalls = () => server.to('PUT /api/films/videos/v1/progress');
/** The subtitle files the running test read. */
export const subtitleCalls = (lang: 'ko' | 'en') =>
  server.to(`GET /media/films/moon/v1/${lang}.vtt`);

/**
 * Registers the player tests' set-up: media stubs, no hls.js yet, fresh spies, the subtitle files
 * and a progress call that answers with what it saved.
 */
export function playerTestSetup() {
  beforeEach(() => {
    installMediaStubs();
    hlsInstances.length = 0;
    playSpy.mockClear();
    pauseSpy.mockClear();
    server = stubFetch({
      'GET /media/films/moon/v1/ko.vtt': () => new Response(VTT.ko),
      'GET /media/films/moon/v1/en.vtt': () => new Response(VTT.en),
      'PUT /api/films/videos/v1/progress': ({ body }) =>
        ok({
          videoId: 'v1',
          positionSeconds: (body as { positionSeconds: number }).positionSeconds,
          watched: false,
          updatedAt: new Date().toISOString(),
        }),
    });
    HTMLElement.prototype.requestFullscreen = vi.fn(() => Promise.resolve());
  });
}

/**
 * Renders the player, reaches for it (a pointer on it: hls.js attaches on the first play intent),
 * waits for its hls.js and gives it a 12-second duration.
 */
export async function renderPlayer(props: Partial<VideoPlayerProps> = {}) {
  const result = render(
    <VideoPlayer playback={makePlayback()} title="Under the Moonlight" signedIn {...props} />,
  );
  fireEvent.pointerDown(screen.getByTestId('player'));
  await waitFor(() => expect(hlsInstances.length).toBeGreaterThan(0));
  const hls = hlsInstances.at(-1)!;
  const video = screen.getByTestId('player-video') as HTMLVideoElement;
  act(() => loadMetadata(video, 12));
  return { ...result, hls, video, player: screen.getByTestId('player') };
}
