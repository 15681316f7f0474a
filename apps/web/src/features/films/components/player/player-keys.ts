export const SEEK_STEP = 5;
export const VOLUME_STEP = 0.1;

type PlayerKeyAction =
  | 'togglePlay'
  | 'seekBack'
  | 'seekForward'
  | 'volumeUp'
  | 'volumeDown'
  | 'toggleMute'
  | 'toggleFullscreen'
  | 'toggleSubtitles';

interface KeyInput {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  /** The focused element: its tag, input type and role decide which keys it keeps. */
  target: { tagName: string; type?: string; role: string | null };
}

/**
 * The player's shortcut for a key, or null when the key is not one or belongs to the focused
 * control: typing in a field, choosing in a menu, Space on a button, arrows on a slider.
 */
export function playerKeyAction({ key, altKey, ctrlKey, metaKey, target }: KeyInput) {
  if (altKey || ctrlKey || metaKey) return null;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || (tag === 'INPUT' && target.type !== 'range')) return null;
  if (target.role === 'menuitemradio') return null;
  const onRange = tag === 'INPUT';
  switch (key) {
    case ' ':
    case 'k':
    case 'K':
      return key === ' ' && tag === 'BUTTON' ? null : 'togglePlay';
    case 'ArrowLeft':
      return onRange ? null : 'seekBack';
    case 'ArrowRight':
      return onRange ? null : 'seekForward';
    case 'ArrowUp':
      return 'volumeUp';
    case 'ArrowDown':
      return 'volumeDown';
    case 'm':
    case 'M':
      return 'toggleMute';
    case 'f':
    case 'F':
      return 'toggleFullscreen';
    case 'c':
    case 'C':
      return 'toggleSubtitles';
    default:
      return null;
  }
}

/** Actions whose key the browser would otherwise use too (scrolling the page, pressing). */
export const PREVENTS_DEFAULT: ReadonlySet<PlayerKeyAction> = new Set([
  'togglePlay',
  'seekBack',
  'seekForward',
  'volumeUp',
  'volumeDown',
]);
