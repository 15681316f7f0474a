/**
 * hls.js comes in through this dynamic import only, so it lands in a chunk of its own that
 * only pages with a player download. It is also the biggest file of the site (about 180 kB
 * compressed): a page with a player waits until the page itself has loaded and the browser is
 * idle before fetching it, so it never competes with the page's first picture on a phone
 * (docs/performance.md#phones). A play intent (`wakeHls`) or an autoplay starts it at once.
 */
export const loadHls = () => import('hls.js').then((module) => module.default);
type HlsClass = Awaited<ReturnType<typeof loadHls>>;
export type HlsInstance = InstanceType<HlsClass>;

/** Longest wait for an idle moment once the page has loaded. */
const IDLE_TIMEOUT_MS = 2000;

let wakeUp: (() => void) | undefined;
let pageSettled: Promise<void> | undefined;

/** Resolves after the load event and an idle moment, or as soon as `wakeHls` is called. */
function afterPageSettles(): Promise<void> {
  pageSettled ??= new Promise<void>((resolve) => {
    wakeUp = resolve;
    const idle = () => {
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
      else setTimeout(resolve, 0);
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
  return pageSettled;
}

/** The viewer reached for the player (pointer, key, focus): no reason to wait any longer. */
export function wakeHls(): void {
  if (wakeUp) wakeUp();
  else pageSettled = Promise.resolve();
}

/** hls.js now (`eager`, e.g. autoplay) or once the page has settled. */
export const loadHlsWhenSettled = (eager: boolean) =>
  eager ? loadHls() : afterPageSettles().then(loadHls);
