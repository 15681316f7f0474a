/** The one place that builds a search URL; returns null for an empty key, which never submits. */
export function searchPath(key: string): string | null {
  const trimmed = key.trim();
  return trimmed ? `/search?key=${encodeURIComponent(trimmed)}` : null;
}
