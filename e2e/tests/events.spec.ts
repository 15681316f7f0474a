import { expect, test } from '@playwright/test';
import type { DalbitEvent, Page as ApiPage, SearchResult } from '@dalbit/contract';
import { apiGet, langOf, openPage } from './support';

const titleOf = (event: DalbitEvent, lang: string) =>
  lang === 'ko' ? event.title_kr : event.title_eng;

test('events list pages newest first and opens a detail', async ({ page }, testInfo) => {
  const lang = langOf(testInfo);
  const first = await apiGet<ApiPage<DalbitEvent>>(page, '/web-app/event?keySort=createdAt&page=1');
  const second = await apiGet<ApiPage<DalbitEvent>>(
    page,
    '/web-app/event?keySort=createdAt&page=2',
  );
  expect(first.totalPages).toBeGreaterThanOrEqual(2);

  await openPage(page, '/events');
  const cards = page.getByTestId('event-card');
  await expect(cards).toHaveCount(first.items.length);
  for (const [i, event] of first.items.slice(0, 3).entries()) {
    await expect(cards.nth(i)).toContainText(titleOf(event, lang));
  }

  await page
    .getByTestId('pagination')
    .getByRole('link', { name: '2', exact: true })
    .or(page.getByTestId('pagination').getByRole('button', { name: '2', exact: true }))
    .click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(cards.first()).toContainText(titleOf(second.items[0]!, lang));

  await cards
    .first()
    .locator('a')
    .or(cards.first().and(page.locator('a')))
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/events/${second.items[0]!._id}$`));
  const detail = page.getByTestId('event-detail');
  await expect(detail.locator('h1')).toHaveText(titleOf(second.items[0]!, lang));
  await expect(page).toHaveTitle(`${titleOf(second.items[0]!, lang)} - Dalbit`);
  const image = detail.locator('img').first();
  await expect(image).toBeVisible();
  // The cover is drawn from one of its resized copies, the one that fits this width.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /\/media\/variants\/w(320|640|960|1280)\/.+\.jpg\.webp$/,
  );
});

test('an unknown event shows a not-found state, not a blank page', async ({ page }) => {
  await openPage(page, '/events/987654321');
  await expect(page.getByTestId('event-not-found')).toBeVisible();
  await expect(page.getByTestId('event-detail')).toHaveCount(0);
});

test('search finds events by Korean and English words and says when nothing matches', async ({
  page,
}, testInfo) => {
  const lang = langOf(testInfo);
  const events = await apiGet<ApiPage<DalbitEvent>>(
    page,
    '/web-app/event?keySort=createdAt&page=1',
  );
  const target = events.items[2]!;
  // a word from the title in the page's language: the search covers both languages
  const word = titleOf(target, lang)
    .split(/\s+/)
    .find((w) => w.length >= 2)!;
  const expected = await apiGet<SearchResult>(
    page,
    `/search?key=${encodeURIComponent(word)}&pageSize=6`,
  );
  expect(expected.counts[target.type]).toBeGreaterThan(0);

  await openPage(page, `/search?key=${encodeURIComponent(word)}`);
  await expect(page.getByTestId('search-title')).toContainText(word);
  await expect(page).toHaveTitle(new RegExp(`${word}.* - Dalbit$`));
  const group = page.getByTestId(`search-group-${target.type}`);
  await expect(group.getByRole('heading', { level: 2 })).toContainText(
    String(expected.counts[target.type]),
  );
  const shown = expected.groups.reduce((sum, g) => sum + g.items.length, 0);
  await expect(page.getByTestId('search-result')).toHaveCount(shown);
  await expect(
    group.getByTestId('search-result').filter({ hasText: titleOf(target, lang) }),
  ).toHaveCount(1);

  await openPage(page, '/search?key=zzqxjv');
  await expect(page.getByTestId('search-empty')).toBeVisible();
  await expect(page.getByTestId('search-result')).toHaveCount(0);
  // the no-results state offers the popular keywords, and one of them searches
  const keyword = page.getByTestId('search-keywords').getByRole('link').first();
  await expect(keyword).toBeVisible();
  await keyword.click();
  await expect(page).toHaveURL(/\/search\?key=/);
  await expect(page.getByTestId('search-result').first()).toBeVisible();
});

test('search covers crowdfunding projects and 초성 keys', async ({ page }, testInfo) => {
  const lang = langOf(testInfo);
  await openPage(page, `/search?key=${encodeURIComponent(lang === 'ko' ? '한옥' : 'Hanok')}`);
  const projects = page.getByTestId('search-group-project');
  await expect(projects.getByTestId('project-card').first()).toBeVisible();
  await openPage(page, `/search?key=${encodeURIComponent('ㅎㄱ')}`);
  await expect(page.getByTestId('search-count')).toBeVisible();
  const titles = page.getByTestId('search-result');
  await expect(
    titles.filter({ hasText: lang === 'ko' ? '한강' : 'Han River' }).first(),
  ).toBeVisible();
});

test('a route chunk that fails to load shows a retry, and retry recovers', async ({ page }) => {
  await openPage(page, '/home');
  await expect(page.locator('main')).toBeVisible();
  // Break every script request from now on: the next lazily loaded screen cannot load.
  await page.route('**/assets/*.js', (route) => route.abort('failed'));
  await page.evaluate(() => {
    history.pushState({}, '', '/events');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByTestId('chunk-error')).toBeVisible();
  await page.unroute('**/assets/*.js');
  await page.getByTestId('chunk-retry').click();
  await expect(page.getByTestId('event-card').first()).toBeVisible();
});

test('covers carry headlines in the page language: the landing collage and the event cards', async ({
  page,
}, testInfo) => {
  const lang = langOf(testInfo);
  await page.goto('/');
  const frames = page.locator('.hero-art__frame img');
  await expect(frames.first()).toBeAttached();
  const collage = await frames.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src') ?? ''));
  expect(collage.length).toBeGreaterThan(0);
  for (const src of collage) expect(src).toMatch(new RegExp(`\\.${lang}\\.jpg$`));

  await openPage(page, '/events');
  const covers = page.getByTestId('event-card').locator('img');
  await expect(covers.first()).toBeVisible();
  const sources = await covers.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src') ?? ''));
  for (const src of sources) expect(src).toMatch(new RegExp(`\\.${lang}\\.jpg$`));
  // Every card its own cover: no two notices share one.
  expect(new Set(sources).size).toBe(sources.length);
});
