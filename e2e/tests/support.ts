import { expect, type Page, type TestInfo } from '@playwright/test';

export type Lang = 'ko' | 'en';

export const isNarrow = (testInfo: TestInfo) => testInfo.project.name.startsWith('narrow');
export const langOf = (testInfo: TestInfo): Lang =>
  testInfo.project.name.endsWith('-ko') ? 'ko' : 'en';

/** The app's own answer, read through the same API the web uses. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`/api${path}`);
  expect(res.ok(), `GET /api${path} -> ${res.status()}`).toBeTruthy();
  return ((await res.json()) as { data: T }).data;
}

/** Waits until the shell has rendered: header present, i18n loaded (html lang set). */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId('site-header')).toBeVisible();
}

export async function backgroundOf(page: Page, testId: string) {
  return page.getByTestId(testId).evaluate((el) => getComputedStyle(el).backgroundColor);
}

/** Relative luminance of an `rgb(...)` / `rgba(...)` colour, 0 (black) to 1 (white). */
export function luminance(color: string) {
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number);
  const lin = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** Opens the language control of the current width and picks a language. */
export async function switchLanguage(page: Page, narrow: boolean, to: Lang) {
  if (narrow) {
    await page.getByTestId('menu-button').click();
    const drawer = page.getByTestId('nav-drawer');
    await expect(drawer).toBeVisible();
    await drawer.getByTestId(`language-option-${to}`).click();
    // The drawer may stay open after a language change; close it so the page is usable.
    if (await drawer.isVisible()) await page.keyboard.press('Escape');
  } else {
    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('user-menu').getByTestId(`language-option-${to}`).click();
  }
  await expect(page.locator('html')).toHaveAttribute('lang', to);
}
