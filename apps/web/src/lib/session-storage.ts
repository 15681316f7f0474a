/** sessionStorage guarded like lib/storage (it can throw when storage is blocked). */
export function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Best effort: without sessionStorage the callback reports a bad state.
  }
}
