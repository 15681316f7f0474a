// The font files a phone downloads on each public page of issue 14, in each language: a real
// Chromium at 375 px opens the page as a visitor, scrolls to the footer (every section has
// rendered its text) and the woff2 bytes it fetched are added up. An English page should fetch
// Pretendard's Latin subset and the symbols font, not Pretendard's Korean subsets
// (docs/performance.md#phones).
import { launchChromium } from './lib.ts';

export interface FontDownloads {
  path: string;
  locale: 'ko' | 'en';
  files: number;
  bytes: number;
}

export async function fontDownloads(appBase: string, paths: string[]): Promise<FontDownloads[]> {
  const browser = await launchChromium();
  const results: FontDownloads[] = [];
  try {
    for (const locale of ['en', 'ko'] as const) {
      for (const pagePath of paths) {
        // A fresh context each time: nothing cached from the page before.
        const context = await browser.newContext({
          viewport: { width: 375, height: 800 },
          locale: locale === 'en' ? 'en-US' : 'ko-KR',
        });
        const page = await context.newPage();
        let files = 0;
        const sizes: Promise<number>[] = [];
        page.on('requestfinished', (request) => {
          if (!new URL(request.url()).pathname.endsWith('.woff2')) return;
          files += 1;
          sizes.push(request.sizes().then((size) => size.responseBodySize));
        });
        await page.goto(`${appBase}${pagePath}`, { waitUntil: 'networkidle' });
        for (let y = 0; y < 20; y += 1) {
          const done = await page.evaluate(() => {
            window.scrollBy(0, window.innerHeight);
            return window.scrollY + window.innerHeight >= document.body.scrollHeight - 2;
          });
          await page.waitForTimeout(150);
          if (done) break;
        }
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        await page.waitForTimeout(300);
        const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
        results.push({ path: pagePath, locale, files, bytes });
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
