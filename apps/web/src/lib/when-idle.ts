import { type RefObject, useEffect, useState } from 'react';

/**
 * Runs `callback` once the browser is idle (at the latest after `timeout` ms), or after a second
 * where requestIdleCallback is missing (Safari). Returns the cancel function.
 */
export function whenIdle(callback: () => void, timeout = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(callback, Math.min(timeout, 1000));
  return () => clearTimeout(timer);
}

/**
 * True once the page has been idle after its first paint or `ref`'s element has come within
 * `margin` of the viewport, whichever is first; then true for good. For a below-the-fold part
 * that would otherwise render (and fetch) in the page's first frame: it still arrives within a
 * moment of the page loading, so keyboard and screen-reader users reach it as before.
 */
export function useIdleOrNear(ref: RefObject<Element | null>, margin = '600px'): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const show = () => setReady(true);
    const cancel = whenIdle(show, 2000);
    const element = ref.current;
    let observer: IntersectionObserver | undefined;
    if (element && typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) show();
        },
        { rootMargin: margin },
      );
      observer.observe(element);
    }
    return () => {
      cancel();
      observer?.disconnect();
    };
  }, [ready, ref, margin]);
  return ready;
}
