/**
 * A failed chunk usually means a new deployment replaced the hashed files, and browsers cache
 * a failed module import, so a full reload is the retry that actually works.
 */
export function reloadPage(): void {
  window.location.reload();
}
