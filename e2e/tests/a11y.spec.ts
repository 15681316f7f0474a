import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type {
  DalbitEvent,
  FilmSummary,
  Page as ApiPage,
  ProjectSummary,
  StudioProjectSummary,
} from '@dalbit/contract';
import { registerUnverified, uniqueEmail, useToken } from './accounts-support';
import { demoAdminToken } from './admin-support';
import { axeFindings, report, settle, type Finding } from './a11y-support';
import { apiGet } from './support';

// axe-core on every route, at both widths and in both languages (wide-en, narrow-ko), signed out
// and signed in (a public route once per width, see publicIn), the back office as the demo admin
// and the studio as the demo creator: no serious or critical violation (nor a skipped heading
// level or an unnamed duplicate landmark) anywhere (issue 12, WCAG 2.2 AA).

interface Ids {
  film: string;
  project: string;
  event: string;
  notice: string;
  /** The projects of the list's first page. */
  projects: string[];
  /** An account the back office shows, and a project with pledges (its scans only). */
  account?: string;
  backed?: string;
}

async function idsOf(page: Page): Promise<Ids> {
  const films = await apiGet<ApiPage<FilmSummary>>(page, '/films?page=1');
  const projects = await apiGet<ApiPage<ProjectSummary>>(page, '/crowdfunding/projects?page=1');
  const events = await apiGet<ApiPage<DalbitEvent>>(page, '/web-app/event?page=1&pageSize=50');
  return {
    film: films.items[0]!._id,
    project: projects.items[0]!._id,
    projects: projects.items.map((p) => p._id),
    event: events.items.find((e) => e.type === 'event')!._id,
    notice: events.items.find((e) => e.type === 'notice')!._id,
  };
}

/** A screen to scan, and what shows it has rendered. */
interface Screen {
  route: string;
  ready?: string;
}

/**
 * Opens each screen in turn in the same page, waits for it to settle and fails on what axe
 * finds on any of them (all of them reported together). Every screen is a full page load; the
 * page only keeps the browser's cache between them, as a visitor's tab does: a fresh browser
 * context per screen made each scan fetch and compile the scripts anew, about 1 s of a 3 s scan
 * on a quiet two-core machine.
 */
async function scanAll(page: Page, screens: Screen[]) {
  test.setTimeout(30_000 + screens.length * 15_000);
  const found: Finding[] = [];
  for (const { route, ready = 'main' } of screens) {
    await page.goto(route);
    await expect(page.locator(ready).first(), route).toBeVisible({ timeout: 30_000 });
    await settle(page);
    found.push(...(await axeFindings(page, route)));
  }
  expect(found, report(found)).toEqual([]);
}

// Both widths and both languages, without scanning every screen four times: English at 1280 px
// and Korean at 375 px (with E2E_MATRIX=full, the other two projects run only the focus test).
const PROJECTS = ['wide-en', 'narrow-ko'] as const;
type Scanned = (typeof PROJECTS)[number];
const scanned = (name: string) => (PROJECTS as readonly string[]).includes(name);

const DEMO = { email: 'demo@dalbit.local', password: 'Dalbit!2026' };
/** The seeded creator, with a bilingual draft in the studio (seed-studio.ts). */
const CREATOR = { email: 'creator@dalbit.local', password: 'Dalbit@Studio26' };
const tokens = new Map<string, Promise<string>>();
/** A demo account's token, signed in once per worker (sign-in is limited per account). */
function demoToken(request: APIRequestContext, who: { email: string; password: string }) {
  let token = tokens.get(who.email);
  if (!token) {
    token = (async () => {
      const res = await request.post('/api/user/login', {
        data: {
          userEmail: who.email,
          password: who.password,
          language: 'english',
          typeDevice: 'web',
          deviceToken: '',
        },
      });
      expect(res.ok(), `${who.email} sign-in: ${res.status()}`).toBeTruthy();
      return ((await res.json()) as { data: { token: string } }).data.token;
    })();
    tokens.set(who.email, token);
  }
  return token;
}

type Route = string | ((ids: Ids) => string);
const at = (route: Route, ids: Ids) => (typeof route === 'string' ? route : route(ids));

const publicRoutes: Route[] = [
  '/home',
  '/streaming',
  '/crowdfunding',
  (ids) => `/crowdfunding/${ids.project}`,
  '/events',
  (ids) => `/events/${ids.event}`,
  (ids) => `/events/${ids.notice}`,
  '/events/987654321',
  (ids) => `/detail-film/${ids.film}`,
  '/detail-film/987654321',
  '/search',
  `/search?key=${encodeURIComponent('한옥')}`,
  `/search?key=${encodeURIComponent('한옥')}&kind=event`,
  '/search?key=zzqxjv',
  '/apply',
  '/terms',
  '/privacy',
];
const signedOutOnly: Route[] = ['/', '/login', '/login-method', '/sign-up', '/forgot-password'];
const signedInOnly: Route[] = [
  (ids) => `/crowdfunding/${ids.project}/pledge`,
  '/mypage',
  '/mypage_edit',
];
const adminRoutes: Route[] = [
  '/admin',
  '/admin/events',
  '/admin/events/new',
  (ids) => `/admin/events/${ids.event}`,
  '/admin/keywords',
  '/admin/applications',
  '/admin/applications/templates',
  '/admin/films',
  '/admin/films/new',
  '/admin/films/rails',
  (ids) => `/admin/films/${ids.film}`,
  '/admin/projects',
  (ids) => `/admin/projects/${ids.project}`,
  '/admin/settlements',
  (ids) => `/admin/settlements/${ids.backed}`,
  '/admin/moderation',
  '/admin/accounts',
  (ids) => `/admin/accounts/${ids.account}`,
  '/admin/settings',
  '/admin/audit',
];

const label = (route: Route) =>
  typeof route === 'string'
    ? route
    : route({
        film: ':film',
        project: ':project',
        event: ':event',
        notice: ':notice',
        projects: [],
        backed: ':backed',
        account: ':account',
      });

/**
 * A public route is scanned once per width: signed out in one project and signed in in the
 * other, alternating along the list, so every route is seen at both widths and both languages,
 * and each state at both widths across the list, without scanning each route four times (each
 * scan is seconds of axe on a shared CI machine).
 */
const publicIn = (signedIn: boolean, project: Scanned) =>
  publicRoutes.filter((_, index) => {
    const wideSignedOut = index % 2 === 0;
    return project === (wideSignedOut !== signedIn ? 'wide-en' : 'narrow-ko');
  });

/**
 * Screens scanned in one test, at most: enough to share the page's cache, few enough for the
 * groups to spread over the workers. Groups of a list are made even (14 routes: 5, 5 and 4).
 */
const GROUP = 5;
/**
 * Declares one test per group of `routes` for each scanned project (skipped in the others),
 * named by its routes; `prepare` signs the page in and answers the ids the routes need.
 */
function scanGroups(
  routesOf: (project: Scanned) => Route[],
  prepare: (page: Page, request: APIRequestContext) => Promise<Ids>,
  ready?: string,
) {
  for (const project of PROJECTS) {
    const routes = routesOf(project);
    const size = Math.ceil(routes.length / Math.ceil(routes.length / GROUP));
    for (let first = 0; first < routes.length; first += size) {
      const group = routes.slice(first, first + size);
      test(`${project}: ${group.map(label).join(', ')}`, async ({ page, request }, testInfo) => {
        test.skip(testInfo.project.name !== project, `scanned in ${project}`);
        const ids = await prepare(page, request);
        await scanAll(
          page,
          group.map((route) => ({ route: at(route, ids), ready })),
        );
      });
    }
  }
}

test('the scan reports what axe finds: a picture without a name and unreadable text', async ({
  page,
}, testInfo) => {
  test.skip(!scanned(testInfo.project.name), 'scanned in wide-en and narrow-ko');
  // Our own page, so the check holds whatever the product's pages look like.
  await page.setContent(
    '<!doctype html><html lang="en"><title>t</title><main><h1>t</h1>' +
      '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">' +
      '<p style="color:#777;background:#888">faint</p></main></html>',
  );
  const found = await axeFindings(page, 'self-check');
  expect(found.map((f) => [f.rule, f.targets.join(' ')]).sort()).toEqual([
    ['color-contrast', 'p'],
    ['image-alt', 'img'],
  ]);
});

test.describe('axe-core, signed out', () => {
  scanGroups(
    (project) => [...publicIn(false, project), ...signedOutOnly],
    (page) => idsOf(page),
  );
});

test.describe('axe-core, signed in', () => {
  scanGroups(
    (project) => [...publicIn(true, project), ...signedInOnly],
    async (page, request) => {
      const ids = await idsOf(page);
      await useToken(page, await demoToken(request, DEMO));
      return ids;
    },
  );

  test('/email-verification (the sign-up journey)', async ({ page, request }, testInfo) => {
    test.skip(!scanned(testInfo.project.name), 'scanned in wide-en and narrow-ko');
    const { token } = await registerUnverified(request, uniqueEmail(testInfo, 'axe-journey'));
    await useToken(page, token);
    await scanAll(page, [{ route: '/email-verification' }]);
  });
});

test.describe('axe-core, the back office as the demo admin', () => {
  scanGroups(
    () => adminRoutes,
    async (page, request) => {
      const token = await demoAdminToken(request);
      const accounts = await request.get('/api/admin/accounts', {
        headers: { authorization: `Bearer ${token}` },
      });
      const account = ((await accounts.json()) as { data: ApiPage<{ _id: string }> }).data
        .items[0]!;
      // The settlement page of a project with pledges, so that its backers table shows.
      const ids = await idsOf(page);
      let backed: string | undefined;
      for (const project of ids.projects) {
        const backers = await request.get(`/api/admin/crowdfunding/projects/${project}/backers`, {
          headers: { authorization: `Bearer ${token}` },
        });
        if (((await backers.json()) as { data: ApiPage<unknown> }).data.total > 0) {
          backed = project;
          break;
        }
      }
      expect(backed, 'a seeded project with pledges').toBeDefined();
      await useToken(page, token);
      return { ...ids, account: account._id, backed };
    },
    '[data-testid="admin-shell"]',
  );
});

test("axe-core, the creators' studio as the demo creator: /studio, /studio/:draft", async ({
  page,
  request,
}, testInfo) => {
  test.skip(!scanned(testInfo.project.name), 'scanned in wide-en and narrow-ko');
  const token = await demoToken(request, CREATOR);
  const mine = await request.get('/api/studio/projects', {
    headers: { authorization: `Bearer ${token}` },
  });
  const drafts = ((await mine.json()) as { data: StudioProjectSummary[] }).data;
  const draft = drafts.find((p) => p.state === 'draft')!;
  await useToken(page, token);
  await scanAll(page, [
    { route: '/studio', ready: '[data-testid="studio-card"]' },
    { route: `/studio/${draft._id}`, ready: '[data-testid="studio-editor"]' },
  ]);
});

/** The focused element's outline, and its contrast with what lies around it. */
async function focusRing(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const lum = (c: string) => {
      const [r = 0, g = 0, b = 0] = rgb(c);
      const lin = (v: number) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    // What the ring lies on: the first ancestor with a background of its own.
    let around = 'rgb(255, 255, 255)';
    for (let node = el.parentElement; node; node = node.parentElement) {
      const bg = getComputedStyle(node).backgroundColor;
      const alpha = rgb(bg)[3];
      if (bg !== 'transparent' && alpha !== 0) {
        around = bg;
        break;
      }
    }
    const [a, b] = [lum(style.outlineColor), lum(around)].sort((x, y) => y - x);
    return {
      name: el.getAttribute('data-testid') ?? el.className,
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      contrast: ((a ?? 0) + 0.05) / ((b ?? 0) + 0.05),
    };
  });
}

test('keyboard focus is visible at 3:1 or more on cards and on the current nav link', async ({
  page,
}, testInfo) => {
  const targets: [string, string][] = [
    ['/home', '[data-testid="film-card"]'],
    ['/home', '[data-testid="project-card"]'],
    ['/events', '[data-testid="event-card"]'],
    ['/search?key=%ED%95%9C%EC%98%A5', '.search-kinds__link[aria-current="page"]'],
  ];
  if (!testInfo.project.name.startsWith('narrow')) {
    targets.push(['/streaming', '.wide-nav__link.active']);
  }
  for (const [route, selector] of targets) {
    await page.goto(route);
    const target = page.locator(selector).first();
    await expect(target).toBeVisible();
    // A key press first, so the browser treats the focus as keyboard focus.
    await page.keyboard.press('Shift');
    await target.focus();
    const ring = await focusRing(page);
    expect.soft(ring.style, `${route} ${selector}`).not.toBe('none');
    expect.soft(ring.width, `${route} ${selector}`).toBeGreaterThanOrEqual(2);
    expect.soft(ring.contrast, `${route} ${selector}`).toBeGreaterThanOrEqual(3);
  }
});
