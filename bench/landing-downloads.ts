// The back office is its own chunk, which visitors never download (docs/product/back-office.md):
// a real Chromium opens the landing page as a visitor and every file it fetches is checked
// against the files that hold the back office's code.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { launchChromium } from './lib.ts';

/** The built files that hold back-office code (found by a marker only the admin shell has). */
export function adminChunksOf(distDir: string): string[] {
  const assets = path.join(distDir, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .filter((file) => readFileSync(path.join(assets, file), 'utf8').includes('admin-shell'))
    .map((file) => `/assets/${file}`);
}

export interface LandingDownloads {
  /** Same-origin files the landing page fetched (scripts, styles, fonts, data). */
  files: string[];
  scripts: number;
  adminChunks: string[];
  /** Back-office files among the landing page's downloads: must stay empty. */
  leaked: string[];
}

export async function landingDownloads(
  appBase: string,
  distDir: string,
): Promise<LandingDownloads> {
  const adminChunks = adminChunksOf(distDir);
  if (adminChunks.length === 0) throw new Error('no back-office chunk found in the build');
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const files = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === appBase) files.add(url.pathname);
    });
    await page.goto(`${appBase}/`, { waitUntil: 'networkidle' });
    // Scroll through the page so lazily shown sections load what they need too.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    const list = [...files].sort();
    return {
      files: list,
      scripts: list.filter((f) => f.endsWith('.js')).length,
      adminChunks,
      leaked: list.filter((f) => adminChunks.includes(f)),
    };
  } finally {
    await browser.close();
  }
}
