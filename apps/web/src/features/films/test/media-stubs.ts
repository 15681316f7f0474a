import { vi } from 'vitest';

/**
 * jsdom has no media pipeline: these stubs give every <video> a paused flag, a clock and a
 * duration the tests can set, and make play() / pause() fire their events.
 */
interface MediaState {
  paused: boolean;
  currentTime: number;
  duration: number;
  ended: boolean;
  volume: number;
  muted: boolean;
}
const states = new WeakMap<HTMLMediaElement, MediaState>();

export function mediaState(element: HTMLMediaElement): MediaState {
  let state = states.get(element);
  if (!state) {
    state = { paused: true, currentTime: 0, duration: NaN, ended: false, volume: 1, muted: false };
    states.set(element, state);
  }
  return state;
}

export const playSpy = vi.fn();
export const pauseSpy = vi.fn();

export function installMediaStubs(): void {
  const proto = HTMLMediaElement.prototype;
  const define = (name: string, descriptor: PropertyDescriptor) =>
    Object.defineProperty(proto, name, { configurable: true, ...descriptor });
  define('paused', {
    get(this: HTMLMediaElement) {
      return mediaState(this).paused;
    },
  });
  define('ended', {
    get(this: HTMLMediaElement) {
      return mediaState(this).ended;
    },
  });
  define('duration', {
    get(this: HTMLMediaElement) {
      return mediaState(this).duration;
    },
  });
  define('currentTime', {
    get(this: HTMLMediaElement) {
      return mediaState(this).currentTime;
    },
    set(this: HTMLMediaElement, value: number) {
      mediaState(this).currentTime = value;
    },
  });
  define('volume', {
    get(this: HTMLMediaElement) {
      return mediaState(this).volume;
    },
    set(this: HTMLMediaElement, value: number) {
      mediaState(this).volume = value;
      this.dispatchEvent(new Event('volumechange'));
    },
  });
  define('muted', {
    get(this: HTMLMediaElement) {
      return mediaState(this).muted;
    },
    set(this: HTMLMediaElement, value: boolean) {
      mediaState(this).muted = value;
      this.dispatchEvent(new Event('volumechange'));
    },
  });
  define('play', {
    value(this: HTMLMediaElement) {
      playSpy();
      mediaState(this).paused = false;
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    },
  });
  define('pause', {
    value(this: HTMLMediaElement) {
      pauseSpy();
      mediaState(this).paused = true;
      this.dispatchEvent(new Event('pause'));
    },
  });
  define('load', { value: () => undefined });
  define('canPlayType', { value: () => '' });
}

/** Sets the clock and fires the event the player listens for. */
export function advance(video: HTMLVideoElement, seconds: number): void {
  mediaState(video).currentTime = seconds;
  video.dispatchEvent(new Event('timeupdate'));
}

export function loadMetadata(video: HTMLVideoElement, duration: number): void {
  mediaState(video).duration = duration;
  video.dispatchEvent(new Event('loadedmetadata'));
}

/** A stand-in for hls.js: records what the player asks of it. */
export interface FakeHlsInstance {
  config: Record<string, unknown>;
  levels: { height: number }[];
  currentLevel: number;
  nextLevel: number;
  source: string | null;
  media: HTMLMediaElement | null;
  handlers: Map<string, (event: string, data: unknown) => void>;
  emit: (event: string, data: unknown) => void;
  destroyed: boolean;
}
