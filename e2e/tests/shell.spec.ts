import { expect, test, type Page } from '@playwright/test';
import type { DalbitEvent, Page as ApiPage } from '@dalbit/contract';
import {
  apiGet,
  backgroundOf,
  isNarrow,
  langOf,
  luminance,
  openPage,
  switchLanguage,
} from './support';

test.describe('app shell', () => {
  test('first visit follows the browser language and titles end with the site name', async ({
    page,
  }, testInfo) => {
    await openPage(page, '/events');
    await expect(page.locator('html')).toHaveAttribute('lang', langOf(testInfo));
    await expect(page).toHaveTitle(/ - Dalbit$/);
  });

  test('header is white at the top and black once scrolled past 50 px', async ({ page }) => {
    await openPage(page, '/events');
    await expect(page.getByTestId('event-card').first()).toBeVisible();
    const header = page.getByTestId('site-header');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await expect
      .poll(async () => luminance(await backgroundOf(page, 'site-header')))
      .toBeGreaterThan(0.9);

    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).toHaveAttribute('data-scrolled', 'false');

    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect
      .poll(async () => luminance(await backgroundOf(page, 'site-header')))
      .toBeLessThan(0.05);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test('the free-streaming banner is dismissed once and stays dismissed', async ({ page }) => {
    await openPage(page, '/home');
    const banner = page.getByTestId('free-banner');
    await expect(banner).toBeVisible();
    await banner.getByTestId('banner-dismiss').click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.locator('main')).toBeVisible();
    await expect(page.getByTestId('free-banner')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('dalbit.bannerHidden'))).toBe('true');
  });

  test('language switch changes the content and is remembered', async ({ page }, testInfo) => {
    const from = langOf(testInfo);
    const to = from === 'ko' ? 'en' : 'ko';
    const events = await apiGet<ApiPage<DalbitEvent>>(
      page,
      '/web-app/event?keySort=createdAt&page=1',
    );
    const newest = events.items[0]!;
    const titleIn = (lang: string) => (lang === 'ko' ? newest.title_kr : newest.title_eng);

    await openPage(page, '/events');
    await expect(page.getByTestId('event-card').first()).toContainText(titleIn(from));

    await switchLanguage(page, isNarrow(testInfo), to);
    await expect(page.getByTestId('event-card').first()).toContainText(titleIn(to));

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', to);
    await expect(page.getByTestId('event-card').first()).toContainText(titleIn(to));
    expect(await page.evaluate(() => localStorage.getItem('dalbit.language'))).toBe(
      to === 'ko' ? 'korean' : 'english',
    );
  });

  test('footer shows company details except on the landing page', async ({ page }) => {
    await openPage(page, '/events');
    await expect(page.getByTestId('site-footer')).toBeVisible();
    await openPage(page, '/');
    await expect(page.locator('main')).toBeVisible();
    await expect(page.getByTestId('site-footer')).toHaveCount(0);
  });

  test('open-graph tags are in the HTML without JavaScript', async ({ request }) => {
    const list = await request.get('/api/web-app/event?keySort=createdAt&page=1&pageSize=1');
    const event = ((await list.json()) as { data: ApiPage<DalbitEvent> }).data.items[0]!;
    const html = await (await request.get(`/events/${event._id}`)).text();
    expect(html).toContain('property="og:title"');
    expect(html).toContain(
      event.title_eng.replace(/&/g, '&amp;').replace(/'/g, '&#39;').split(' ')[0]!,
    );
    expect(html).toMatch(/property="og:image:width" content="1280"/);
    expect(html).toMatch(/property="og:image:height" content="720"/);
    const home = await (await request.get('/')).text();
    expect(home).toContain('Cinematic Korean stories, made with you.');
  });
});

/** Holds back the requests for a URL until `release` is called. */
async function holdBack(page: Page, url: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${url}`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('before the stylesheet and the scripts are in', () => {
  for (const path of ['/home', '/login']) {
    test(`${path} paints the header's bar and logo, and the app's header takes their place`, async ({
      page,
    }, testInfo) => {
      // What shows while the entry's stylesheet and script are on their way: the HTML alone.
      const html = await (await page.request.get(path)).text();
      const entry = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1];
      const sheet = /<link rel="stylesheet"[^>]* href="([^"]+)"/.exec(html)?.[1];
      expect(entry, 'the entry script of the page').toBeTruthy();
      expect(sheet, 'the entry stylesheet of the page').toBeTruthy();
      const releaseScript = await holdBack(page, entry!);
      const releaseSheet = await holdBack(page, sheet!);
      await page.goto(path, { waitUntil: 'commit' });
      const early = page.locator('.early-header');
      await expect(early).toBeVisible();
      await expect(early).toHaveAttribute('aria-hidden', 'true');
      // One logo per width, as the app's header has (the wide row's, the phone's title).
      const earlyLogo = early.locator('.logo').filter({ visible: true });
      await expect(earlyLogo).toHaveText(langOf(testInfo) === 'ko' ? '달빛' : 'Dalbit');
      // Left on a wide screen; in the middle on a phone's /home and on the sign-in pages. The
      // early wordmark is in the system's font, the app's in Pretendard: compare where each
      // logo is anchored, its left edge or its centre, and allow the two fonts' line boxes
      // (where the wide row's logo link puts its baseline) 4 px between them.
      const centred = path === '/login' || isNarrow(testInfo);
      type Box = { x: number; y: number; width: number; height: number } | null;
      const anchor = (box: Box) => ({
        x: centred ? box!.x + box!.width / 2 : box!.x,
        y: box!.y + box!.height / 2,
      });
      const expectAt = (box: Box, at: { x: number; y: number }) => {
        const where = anchor(box);
        expect(Math.abs(where.x - at.x)).toBeLessThanOrEqual(2);
        expect(Math.abs(where.y - at.y)).toBeLessThanOrEqual(4);
      };
      const first = anchor(await earlyLogo.boundingBox());

      // The stylesheet lands. It loads without holding any paint (`media="print"`); applied
      // by hand here, as the entry script will, it moves nothing.
      releaseSheet();
      const loaded = (href: string) =>
        [...document.styleSheets].some((styles) => styles.href?.endsWith(href));
      await expect.poll(() => page.evaluate(loaded, sheet!)).toBe(true);
      await page.evaluate(() => {
        for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-early-paint]'))
          link.media = 'all';
      });
      expectAt(await earlyLogo.boundingBox(), first);

      // The app renders: its header replaces the early one, its logo where the early one was.
      releaseScript();
      const header = page.getByTestId('site-header');
      await expect(header).toBeVisible();
      await expect(early).toHaveCount(0);
      await expect(page.locator('link[data-early-paint]')).toHaveCount(0);
      expectAt(
        await header.locator('.logo').filter({ visible: true }).first().boundingBox(),
        first,
      );
    });
  }
});

test.describe('wide header', () => {
  test.beforeEach(({}, testInfo) => test.skip(isNarrow(testInfo), 'wide screens only'));

  test('nav links and external dropdowns', async ({ page }) => {
    await openPage(page, '/home');
    const header = page.getByTestId('site-header');
    await expect(header.locator('a[href="/streaming"]').first()).toBeVisible();
    await expect(header.locator('a[href="/crowdfunding"]').first()).toBeVisible();
    await expect(header.locator('a[href="/events"]').first()).toBeVisible();
    const external = header.locator('a[target="_blank"]');
    // blog is always visible; the 2 contest and 4 apply links live in dropdowns
    await expect(external.filter({ visible: true })).toHaveCount(1);
    const dropdowns = header.locator('button[aria-haspopup]:not([data-testid="user-menu-button"])');
    await expect(dropdowns).toHaveCount(2);
    let opened = 0;
    for (const button of await dropdowns.all()) {
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      opened += await external.filter({ visible: true }).count();
      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    }
    // blog counted once per dropdown: 2 + (2 + 4)
    expect(opened).toBe(2 + 2 + 4);
    for (const link of await external.all()) {
      expect(await link.getAttribute('rel')).toContain('noopener');
    }
  });

  test('search box toggles on an empty submit and searches on a key', async ({ page }) => {
    await openPage(page, '/home');
    const input = page.getByTestId('header-search-input');
    const toggle = page.getByTestId('header-search-toggle');
    await expect(input).toBeHidden();
    await toggle.click();
    await expect(input).toBeVisible();
    await toggle.click();
    await expect(input).toBeHidden();

    // a blank key never submits: it closes the box instead
    await toggle.click();
    await input.fill('   ');
    await input.press('Enter');
    await expect(input).toBeHidden();
    await expect(page).toHaveURL(/\/home$/);

    await toggle.click();
    await input.fill('Seoul');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/search\?key=Seoul$/);
    await expect(page.getByTestId('search-title')).toContainText(/[“"]Seoul[”"]/);
  });

  test('user dropdown offers sign-in and the language switch', async ({ page }) => {
    await openPage(page, '/home');
    await page.getByTestId('user-menu-button').click();
    const menu = page.getByTestId('user-menu');
    await expect(menu).toBeVisible();
    await expect(menu.locator('a[href="/login"]')).toBeVisible();
    await expect(menu.getByTestId('language-option-ko')).toBeVisible();
    await expect(menu.getByTestId('language-option-en')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });
});

test.describe('narrow header', () => {
  test.beforeEach(({}, testInfo) => test.skip(!isNarrow(testInfo), 'narrow screens only'));

  test('menu drawer is 300 px wide, holds the links and closes', async ({ page }) => {
    await openPage(page, '/events');
    await expect(page.getByTestId('page-title')).toBeVisible();
    await page.getByTestId('menu-button').click();
    const drawer = page.getByTestId('nav-drawer');
    await expect(drawer).toBeVisible();
    await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(300);
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
    await expect(drawer.locator('a[href="/streaming"]')).toBeVisible();
    await expect(drawer.locator('a[href="/login-method"], a[href="/login"]').first()).toBeVisible();
    await expect(drawer.getByTestId('language-option-ko')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await page.getByTestId('menu-button').click();
    await expect(drawer).toBeVisible();
    await drawer.locator('a[href="/crowdfunding"]').click();
    await expect(page).toHaveURL(/\/crowdfunding$/);
    await expect(drawer).toBeHidden();
  });

  test('search drawer: clear button, chips fill the field and submit', async ({
    page,
  }, testInfo) => {
    const keywords = await apiGet<{ name_kr: string; name_eng: string }[]>(
      page,
      '/web-app/hot-search',
    );
    expect(keywords.length).toBeGreaterThanOrEqual(8);
    await openPage(page, '/home');
    await page.getByTestId('search-button').click();
    const drawer = page.getByTestId('search-drawer');
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    expect(box?.width).toBe(375);

    const input = drawer.getByTestId('search-drawer-input');
    await expect(drawer.getByTestId('search-clear')).toHaveCount(0);
    await input.fill('달빛');
    await drawer.getByTestId('search-clear').click();
    await expect(input).toHaveValue('');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/home$/);

    const chips = drawer.getByTestId('hot-search-chip');
    await expect(chips).toHaveCount(keywords.length);
    const second = keywords[1]!;
    const label = langOf(testInfo) === 'ko' ? second.name_kr : second.name_eng;
    await expect(chips.nth(1)).toContainText(label);
    await chips.nth(1).click();
    await expect(page).toHaveURL(
      new RegExp(`/search\\?key=${encodeURIComponent(label).replace(/%20/g, '(%20|\\+)')}$`),
    );
    await expect(page.getByTestId('search-title')).toContainText(label);
    await expect(drawer).toBeHidden();
  });
});

// What a public page loads before it draws: the entry and the page's own modules, never the
// schema library the back office and the forms validate with (zod and every contract schema,
// some 37 kB compressed). A value imported from `@dalbit/contract`'s index by a page's code
// brings it in; such values live in the contract's small entries (`/film-paths`, `/images`...).
test('the public pages do not load the schema library before they draw', async ({ request }) => {
  const films = (await (await request.get('/api/films?page=1')).json()) as {
    data: { items: { _id: string }[] };
  };
  const film = films.data.items[0]!._id;
  const scripts = new Map<string, string>();
  for (const path of [
    '/',
    '/home',
    '/streaming',
    `/detail-film/${film}`,
    '/crowdfunding',
    '/events',
  ]) {
    const html = await (await request.get(path)).text();
    const named = [
      ...html.matchAll(
        /<(?:script[^>]* src|link[^>]* rel="modulepreload"[^>]* href)="([^"]+\.js)"/g,
      ),
    ].map((match) => match[1]!);
    expect(named.length, path).toBeGreaterThan(0);
    for (const src of named) {
      if (!scripts.has(src)) scripts.set(src, await (await request.get(src)).text());
      expect(scripts.get(src)!.includes('ZodError'), `${path} loads zod in ${src}`).toBe(false);
    }
  }
});
