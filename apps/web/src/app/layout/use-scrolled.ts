import { HEADER_SCROLL_THRESHOLD_PX } from '@dalbit/contract/constants';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** True once the page is scrolled more than the spec's 50 px (the header turns black). */
export function useScrolled(threshold = HEADER_SCROLL_THRESHOLD_PX): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > threshold,
    () => false,
  );
}
