import { HEADER_SCROLL_THRESHOLD_PX } from '@dalbit/contract/constants';
import { useSyncExternalStore } from 'react';

// The last scroll position seen. Reading window.scrollY forces a layout when the page has just
// changed, so it is read in scroll events and after a frame, never while React renders or
// checks its stores right after committing a page.
let lastScrollY = 0;

function subscribe(onChange: () => void): () => void {
  const read = () => {
    lastScrollY = window.scrollY;
    onChange();
  };
  window.addEventListener('scroll', read, { passive: true });
  // A position restored on reload may come without a scroll event: look just after the next
  // frame, when the layout is fresh and reading it costs nothing.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(read);
  });
  return () => {
    window.removeEventListener('scroll', read);
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** True once the page is scrolled more than 50 px (docs/product/layout.md#header-colour) (the header turns black). */
export function useScrolled(threshold = HEADER_SCROLL_THRESHOLD_PX): boolean {
  return useSyncExternalStore(
    subscribe,
    () => lastScrollY > threshold,
    () => false,
  );
}
