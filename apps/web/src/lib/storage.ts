/**
 * localStorage can throw (Safari private mode, blocked storage); the app must keep working
 * without persistence, so every access goes through these guards.
 */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Persistence is best effort.
  }
}
