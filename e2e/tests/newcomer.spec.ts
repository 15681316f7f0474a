import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Page as ApiPage, ProjectSummary } from '@dalbit/contract';
import { PASSWORD, registerVerified, uniqueEmail, useToken } from './accounts-support';
import { apiGet, isNarrow, langOf, luminance, openPage } from './support';

// What a newcomer tripped over (issue 12): layouts and messages checked in the real browser.

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
};

/** WCAG contrast ratio of two `rgb(...)` colours. */
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

const signInPath = (narrow: boolean) => (narrow ? '/login-method' : '/login');

async function signInThroughForm(page: Page, email: string, password: string, narrow: boolean) {
  await page.goto(signInPath(narrow));
  const form = page.getByTestId('login-form');
  await form.locator('[name="userEmail"]').fill(email);
  await form.locator('[name="password"]').fill(password);
  await page.getByTestId('login-submit').click();
}

test('a failed sign-in shows the top-right toast below the header', async ({ page }, testInfo) => {
  const narrow = isNarrow(testInfo);
  await signInThroughForm(page, uniqueEmail(testInfo, 'nobody'), 'Wrong!pass1', narrow);
  const toast = page.locator('.Toastify__toast').first();
  await expect(toast).toBeVisible();
  if (langOf(testInfo) === 'en')
    await expect(toast).toContainText('Please check your ID or password');
  await expect(page.getByTestId('login-error')).toHaveText(await toast.innerText());
  const toastBox = await box(toast);
  const viewport = page.viewportSize()!;
  // Top right: its right edge at the screen's right side, its top below the header.
  expect(toastBox.x + toastBox.width).toBeGreaterThan(viewport.width - 40);
  const header = page.locator('header').first();
  const headerBox = await box(header);
  expect(toastBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
});

test('right after signing in, the account menu opens while the toast shows; the language switch is told', async ({
  page,
  request,
}, testInfo) => {
  test.skip(isNarrow(testInfo), 'the account menu is the wide header’s');
  const email = uniqueEmail(testInfo, 'menu');
  await registerVerified(request, email, 'Dana Kim');
  await signInThroughForm(page, email, PASSWORD, false);
  await expect(page).toHaveURL(/\/home$/);
  // The account is English: on a Korean device the site switches, and a toast says so.
  if (langOf(testInfo) === 'ko') {
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('.Toastify__toast', { hasText: 'your account' })).toBeVisible();
  }
  const toast = page.locator('.Toastify__toast').first();
  await expect(toast).toBeVisible();
  await page.getByTestId('user-menu-button').click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page.getByTestId('user-menu-name')).toHaveText('Dana Kim');
  // A brand-new account is welcomed (not welcomed back), its name in its own case.
  const greeting = page.getByTestId('home-greeting');
  await expect(greeting).toHaveText('Welcome to Dalbit, Dana Kim');
  expect(await greeting.evaluate((el) => getComputedStyle(el).textTransform)).toBe('none');
});

test('the drawer’s avatar stays round', async ({ page, request }, testInfo) => {
  test.skip(!isNarrow(testInfo), 'the drawer is the narrow header’s');
  await useToken(page, await registerVerified(request, uniqueEmail(testInfo, 'drawer')));
  await openPage(page, '/home');
  await page.getByTestId('menu-button').click();
  const avatar = page.getByTestId('nav-drawer').locator('.nav-drawer__account .avatar');
  await expect(avatar).toBeVisible();
  const { width, height } = await box(avatar);
  expect(Math.abs(width - height)).toBeLessThan(1);
});

test('"Film not found" can be read on its card', async ({ page }) => {
  await page.goto('/detail-film/999999999');
  const card = page.getByTestId('film-not-found');
  await expect(card).toBeVisible();
  const title = card.locator('.state-message__title');
  await expect(title).toBeVisible();
  const [color, background] = await Promise.all([
    title.evaluate((el) => getComputedStyle(el).color),
    card.evaluate((el) => getComputedStyle(el).backgroundColor),
  ]);
  expect(contrast(color, background)).toBeGreaterThanOrEqual(4.5);
});

test('an ended project says how it ended in at most two lines', async ({ page }) => {
  const ended = await apiGet<ApiPage<ProjectSummary>>(page, '/crowdfunding/projects?status=ended');
  const project = ended.items[0];
  expect(project).toBeDefined();
  await page.goto(`/crowdfunding/${project!._id}`);
  const result = page.getByTestId('project-result');
  await expect(result).toBeVisible();
  // The lines its text is set on: the distinct tops of the text's line boxes.
  const lines = await result.evaluate((el) => {
    const text = [...el.childNodes].find((node) => node.nodeType === Node.TEXT_NODE);
    if (!text) return 0;
    const range = document.createRange();
    range.selectNodeContents(text);
    const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    return tops.size;
  });
  expect(lines).toBeGreaterThan(0);
  expect(lines).toBeLessThanOrEqual(2);
});
