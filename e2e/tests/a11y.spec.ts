import { expect, test, type Page } from '@playwright/test';
import type { DalbitEvent, FilmSummary, Page as ApiPage, ProjectSummary } from '@dalbit/contract';
import { registerUnverified, registerVerified, uniqueEmail, useToken } from './accounts-support';
import { demoAdminToken } from './admin-support';
import { axeFindings, report, settle, type Finding } from './a11y-support';
import { apiGet } from './support';

// axe-core on every route, at both widths and in both languages (the four projects), signed out
// and signed in, the back office as the demo admin: no serious or critical violation (nor a
// skipped heading level or an unnamed duplicate landmark) anywhere (issue 12, WCAG 2.2 AA).

interface Ids {
  film: string;
  project: string;
  event: string;
  notice: string;
}

async function idsOf(page: Page): Promise<Ids> {
  const films = await apiGet<ApiPage<FilmSummary>>(page, '/films?page=1');
  const projects = await apiGet<ApiPage<ProjectSummary>>(page, '/crowdfunding/projects?page=1');
  const events = await apiGet<ApiPage<DalbitEvent>>(page, '/web-app/event?page=1&pageSize=50');
  return {
    film: films.items[0]!._id,
    project: projects.items[0]!._id,
    event: events.items.find((e) => e.type === 'event')!._id,
    notice: events.items.find((e) => e.type === 'notice')!._id,
  };
}

async function scan(page: Page, routes: string[], ready = 'main') {
  const findings: Finding[] = [];
  for (const route of routes) {
    await page.goto(route);
    await expect(page.locator(ready).first()).toBeVisible({ timeout: 30_000 });
    await settle(page);
    const found = await axeFindings(page, route);
    // Each route reports on its own, so one slow screen cannot hide what the others found.
    expect.soft(found, report(found)).toEqual([]);
    findings.push(...found);
  }
  return findings;
}

const publicRoutes = (ids: Ids) => [
  '/home',
  '/streaming',
  '/crowdfunding',
  `/crowdfunding/${ids.project}`,
  '/events',
  `/events/${ids.event}`,
  `/events/${ids.notice}`,
  '/events/987654321',
  `/detail-film/${ids.film}`,
  '/detail-film/987654321',
  '/search',
  `/search?key=${encodeURIComponent('한옥')}`,
  `/search?key=${encodeURIComponent('한옥')}&kind=event`,
  '/search?key=zzqxjv',
  '/apply',
  '/terms',
  '/privacy',
];

test('every public route passes axe-core signed out', async ({ page }) => {
  test.setTimeout(240_000);
  const ids = await idsOf(page);
  const findings = await scan(page, [
    ...publicRoutes(ids),
    '/login',
    '/login-method',
    '/sign-up',
    '/forgot-password',
    '/',
  ]);
  expect(findings, report(findings)).toEqual([]);
});

test('every route passes axe-core signed in', async ({ page, request }, testInfo) => {
  test.setTimeout(240_000);
  const ids = await idsOf(page);
  await useToken(page, await registerVerified(request, uniqueEmail(testInfo, 'axe')));
  const findings = await scan(page, [
    ...publicRoutes(ids),
    `/crowdfunding/${ids.project}/pledge`,
    '/mypage',
    '/mypage_edit',
  ]);
  expect(findings, report(findings)).toEqual([]);
});

test('the sign-up journey passes axe-core', async ({ page, request }, testInfo) => {
  const { token } = await registerUnverified(request, uniqueEmail(testInfo, 'axe-journey'));
  await useToken(page, token);
  const findings = await scan(page, ['/email-verification']);
  expect(findings, report(findings)).toEqual([]);
});

test('every back-office route passes axe-core as the demo admin', async ({ page, request }) => {
  test.setTimeout(240_000);
  const token = await demoAdminToken(request);
  const ids = await idsOf(page);
  const accounts = await request.get('/api/admin/accounts', {
    headers: { authorization: `Bearer ${token}` },
  });
  const account = ((await accounts.json()) as { data: ApiPage<{ _id: string }> }).data.items[0]!;
  await useToken(page, token);
  const findings = await scan(
    page,
    [
      '/admin',
      '/admin/events',
      '/admin/events/new',
      `/admin/events/${ids.event}`,
      '/admin/keywords',
      '/admin/applications',
      '/admin/applications/templates',
      '/admin/moderation',
      '/admin/accounts',
      `/admin/accounts/${account._id}`,
      '/admin/settings',
      '/admin/audit',
    ],
    '[data-testid="admin-shell"]',
  );
  expect(findings, report(findings)).toEqual([]);
});
