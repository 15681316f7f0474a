import { WIDE_BREAKPOINT_PX } from '@dalbit/contract/constants';
import { useSyncExternalStore } from 'react';

/** Wide is strictly over the breakpoint (docs/product/routes.md#sign-in-redirect: "over 768 px"). */
const WIDE_MEDIA_QUERY = `(min-width: ${WIDE_BREAKPOINT_PX + 1}px)`;

function getIsWide(): boolean {
  if (typeof window.matchMedia === 'function') return window.matchMedia(WIDE_MEDIA_QUERY).matches;
  return window.innerWidth > WIDE_BREAKPOINT_PX;
}

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') {
    window.addEventListener('resize', onChange);
    return () => window.removeEventListener('resize', onChange);
  }
  const query = window.matchMedia(WIDE_MEDIA_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useIsWide(): boolean {
  return useSyncExternalStore(subscribe, getIsWide, () => true);
}
