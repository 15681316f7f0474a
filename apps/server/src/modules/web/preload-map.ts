import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** dist/preload-map.json, written by the web build (apps/web/vite.config.ts). */
export interface PreloadMap {
  /** Translation files the first render waits for, with `{{lng}}` for the language. */
  locales: string[];
  /** Page path → its route chunk's scripts and stylesheets that the entry does not load. */
  routes: Record<string, string[]>;
}

const isPreloadMap = (value: unknown): value is PreloadMap => {
  const map = value as PreloadMap | null;
  return (
    typeof map === 'object' &&
    map !== null &&
    Array.isArray(map.locales) &&
    map.locales.every((p) => typeof p === 'string') &&
    typeof map.routes === 'object' &&
    map.routes !== null &&
    Object.values(map.routes).every((files) => Array.isArray(files))
  );
};

/** The build's map, or none (an older build, or no build): pages then simply carry no hints. */
export const readPreloadMap = (webDistDir: string): PreloadMap | undefined => {
  const file = resolve(webDistDir, 'preload-map.json');
  if (!existsSync(file)) return undefined;
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return isPreloadMap(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
};
