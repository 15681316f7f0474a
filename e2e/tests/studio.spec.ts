import { readFile } from 'node:fs/promises';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
  type TestInfo,
} from '@playwright/test';
import type {
  BackerRow,
  Page as ApiPage,
  ProjectDetail,
  Settlement,
  StudioProject,
} from '@dalbit/contract';
import { ports } from '../ports.js';
import { registerVerified, uniqueEmail, useToken } from './accounts-support';
import { staffMember } from './admin-support';
import { isNarrow, langOf } from './support';

// The life of a project (docs/product/crowdfunding.md#project-workflow), end to end: an accepted
// applicant becomes a creator, writes a bilingual project with two rewards and submits it; staff
// approve it; it opens; three backers pledge through the card page; the creator posts a
// backers-only update that a non-backer cannot read; the campaign ends successful, the settle job
// charges each pledge once, and the backer CSV downloads, for the creator from the studio and
// for staff from the back office, with its Hangul intact. Screenshots of the studio and the back
// office's screens are attached. The journey waits for real time (a campaign and the settle job),
// so it runs in one project (wide-en); the others check the studio pages at their width and
// language with the seeded creator (a11y.spec.ts scans them too).

/** A page of its own, signed in with the token, as this project's browser is set up. */
async function pageAs(browser: Browser, testInfo: TestInfo, token: string): Promise<Page> {
  const { baseURL, viewport, locale } = testInfo.project.use;
  const context = await browser.newContext({
    ...(baseURL ? { baseURL } : {}),
    ...(viewport ? { viewport } : {}),
    ...(locale ? { locale } : {}),
  });
  const page = await context.newPage();
  await useToken(page, token);
  return page;
}

/** A full-page screenshot, kept beside the test's results and attached to the report. */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

async function asLanguage(page: Page, token: string, lang: 'ko' | 'en') {
  const res = await page.request.patch('/api/user/change-language', {
    headers: { authorization: `Bearer ${token}` },
    data: { language: lang === 'ko' ? 'korean' : 'english' },
  });
  expect(res.ok()).toBeTruthy();
}

/** The three backers of the journey: Korean names, so the CSV has Hangul to keep. */
/** A creator's application for a web series, through the public apply call: its id. */
async function apply(
  request: APIRequestContext,
  lang: 'ko' | 'en',
  fields: {
    name: string;
    projectTitle: string;
    projectContent: string;
    email: string;
    fundingGoal: number;
    productionDuration: string;
  },
): Promise<string> {
  const applied = await request.post('/api/web-app/apply', {
    data: {
      ...fields,
      videoType: 'web_series',
      mobile: '010-1234-5678',
      portfolioLink: '',
      expectedBenefits: [],
      extraInformation: '',
      language: lang === 'ko' ? 'korean' : 'english',
    },
  });
  expect(applied.status()).toBe(201);
  return ((await applied.json()) as { data: { _id: string } }).data._id;
}

const BACKERS = ['김달빛', '이나루', '박은하'] as const;
const PRICES = { card: 10_000, bluray: 40_000 };

/** One backer's pledge of the Blu-ray through the pledge flow and the Toss stand-in's card page. */
async function pledgeThroughCardPage(
  backer: Page,
  projectId: string,
  productId: string,
  narrow: boolean,
) {
  await backer.goto(`/crowdfunding/${projectId}`);
  await expect(backer.getByTestId('project-detail')).toBeVisible({ timeout: 60_000 });
  expect(await backer.locator('[data-testid="project-story"] script').count()).toBe(0);
  await backer.getByTestId(narrow ? 'pledge-cta-bar' : 'pledge-cta').click();
  await expect(backer.getByTestId('pledge-form')).toBeVisible({ timeout: 60_000 });
  const choice = backer.locator(`[data-testid="product-choice"][data-product-id="${productId}"]`);
  await choice.locator('label').click();
  await expect(choice.getByTestId('product-toggle')).toBeChecked();
  await backer.getByTestId('pledge-submit').click();
  await expect(backer.getByTestId('toss-card-page')).toBeVisible({ timeout: 60_000 });
  await backer.locator('#number').fill('4330123412341234');
  await backer.locator('#expiry').fill('12/30');
  await backer.getByTestId('toss-card-submit').click();
  await expect(backer.getByTestId('pledge-success')).toBeVisible({ timeout: 60_000 });
}

test('an accepted applicant writes a project, staff approve it, three back it, it settles once, backers-only updates stay with backers', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'wide-en', 'the real-time journey runs in wide-en only');
  // The campaign runs for 90 seconds and the settle job runs once a minute.
  test.setTimeout(5 * 60_000);
  const lang = langOf(testInfo);
  const narrow = isNarrow(testInfo);
  // Every run and every project writes a title of its own: the database may hold earlier runs'
  // projects, and another spec's list must never meet two projects of one name.
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const titleKo = `달빛 나룻배 ${run}`;
  const titleEn = `Moonlit Ferry ${run}`;
  const title = lang === 'ko' ? titleKo : titleEn;
  const creatorEmail = uniqueEmail(testInfo, 'creator');
  const creatorToken = await registerVerified(request, creatorEmail, 'Han Creator');
  await asLanguage(page, creatorToken, lang);
  const staff = await staffMember(request, uniqueEmail(testInfo, 'editor'), 'editor', 'Editor');
  await asLanguage(page, staff.token, lang);

  // The applicant applies; staff accept the application and invite them as its creator.
  const applicationId = await apply(request, lang, {
    name: 'Han Creator',
    projectTitle: titleEn,
    projectContent: 'Six episodes on a night ferry.',
    email: creatorEmail,
    fundingGoal: 3_000_000,
    productionDuration: '6 months',
  });
  const staffPage = await pageAs(browser, testInfo, staff.token);
  await staffPage.goto(`/admin/applications/${applicationId}`);
  await expect(staffPage.getByTestId('application-status')).toBeVisible({ timeout: 30_000 });
  await staffPage.getByTestId('application-status').selectOption('accepted');
  await expect(staffPage.getByTestId('invite-email')).toHaveValue(creatorEmail);
  await staffPage.getByTestId('invite-creator').click();
  await expect(staffPage).toHaveURL(/\/admin\/projects\/\d+$/, { timeout: 30_000 });
  const projectId = staffPage.url().split('/').pop() ?? '';

  // The creator writes it in the studio, in both languages, with two rewards.
  await useToken(page, creatorToken);
  await page.goto('/studio');
  const mine = page.getByTestId('studio-projects').locator(`a[href="/studio/${projectId}"]`);
  await expect(mine).toBeVisible({ timeout: 30_000 });
  await shoot(page, testInfo, `studio-list-${testInfo.project.name}`);
  await mine.click();
  await expect(page.getByTestId('studio-editor')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('studio-title-ko').fill(titleKo);
  await page.getByTestId('studio-title-en').fill(titleEn);
  await page.getByTestId('studio-summary-ko').fill('밤배에서 펼쳐지는 여섯 편의 이야기');
  await page.getByTestId('studio-summary-en').fill('Six stories on a night ferry');
  await page
    .getByTestId('studio-story-ko')
    .fill('## 이야기\n\n**밤배**가 떠납니다.\n\n<script>alert(1)</script>');
  await page.getByTestId('studio-story-en').fill('## Story\n\nThe **night ferry** leaves.');
  await page.getByTestId('studio-goal').fill('50000');
  await page.getByTestId('studio-add-reward').click();
  await page.getByTestId('studio-add-reward').click();
  const rewards: [string, string, number, string][] = [
    ['디지털 감사 카드', 'Digital thank-you card', PRICES.card, '2027-03'],
    ['블루레이', 'Blu-ray', PRICES.bluray, '2027-06'],
  ];
  for (const [index, [ko, en, price, month]] of rewards.entries()) {
    await page.getByTestId(`studio-reward-${index}-name-ko`).fill(ko);
    await page.getByTestId(`studio-reward-${index}-name-en`).fill(en);
    await page.getByTestId(`studio-reward-${index}-price`).fill(String(price));
    await page.getByTestId(`studio-reward-${index}-delivery`).fill(month);
  }
  await page.getByTestId('studio-save').click();
  await expect(page.getByTestId('studio-editor-error')).toHaveCount(0);
  const studioProject = async () => {
    const res = await page.request.get(`/api/studio/projects/${projectId}`, {
      headers: { authorization: `Bearer ${creatorToken}` },
    });
    return ((await res.json()) as { data: StudioProject }).data;
  };
  await expect.poll(async () => (await studioProject()).products.length).toBe(2);
  await shoot(page, testInfo, `studio-editor-${testInfo.project.name}`);
  await page.getByTestId('studio-submit').click();
  await expect(page.getByTestId('project-state')).toHaveText(
    lang === 'ko' ? '심사 중' : 'In review',
  );

  // Staff find it in the review queue and approve it.
  await staffPage.goto('/admin/projects');
  const queued = staffPage.getByTestId('admin-project-link').filter({ hasText: title });
  await expect(queued).toHaveCount(1, { timeout: 60_000 });
  await shoot(staffPage, testInfo, `admin-projects-${testInfo.project.name}`);
  await queued.click();
  await staffPage.getByTestId('review-comment').fill(lang === 'ko' ? '좋습니다' : 'Looks good');
  await staffPage.getByTestId('review-approve').click();
  await expect(staffPage.getByTestId('project-state')).toHaveText(
    lang === 'ko' ? '승인됨' : 'Approved',
  );
  await shoot(staffPage, testInfo, `admin-project-${testInfo.project.name}`);

  // The three backers sign up before the campaign opens, so its short run is all pledging.
  const backers = await Promise.all(
    BACKERS.map(async (name, index) => {
      const token = await registerVerified(request, uniqueEmail(testInfo, `backer${index}`), name);
      await asLanguage(page, token, lang);
      return { name, token, page: await pageAs(browser, testInfo, token) };
    }),
  );

  // Not public until scheduled; then it opens a few seconds later (the clock moves it) and
  // ends 90 seconds after scheduling: time for three pledges side by side on a busy machine.
  expect((await page.request.get(`/api/crowdfunding/projects/${projectId}`)).status()).toBe(404);
  const now = Date.now();
  const endsAt = now + 90_000;
  const scheduled = await staffPage.request.post(`/api/admin/projects/${projectId}/schedule`, {
    headers: { authorization: `Bearer ${staff.token}` },
    data: {
      publishAt: new Date(now).toISOString(),
      startsAt: new Date(now + 5_000).toISOString(),
      endsAt: new Date(endsAt).toISOString(),
    },
  });
  expect(scheduled.ok(), await scheduled.text()).toBeTruthy();
  let detail: ProjectDetail | undefined;
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/crowdfunding/projects/${projectId}`);
        detail = res.ok() ? ((await res.json()) as { data: ProjectDetail }).data : undefined;
        return detail?.status ?? 'hidden';
      },
      { timeout: 30_000 },
    )
    .toBe('funding');
  const bluray = detail!.products.find((p) => p.price === PRICES.bluray)!;
  expect(bluray.name_kr).toBe('블루레이');

  // Three backers pledge the Blu-ray through the pledge flow, side by side.
  await Promise.all(
    backers.map((b) => pledgeThroughCardPage(b.page, projectId, bluray._id, narrow)),
  );
  expect(Date.now(), 'the three pledges came in before the campaign ended').toBeLessThan(endsAt);
  const opened = await page.request.get(`/api/crowdfunding/projects/${projectId}`);
  const funded = ((await opened.json()) as { data: ProjectDetail }).data;
  expect(funded.pledgedAmount).toBe(3 * PRICES.bluray);
  expect(funded.backerCount).toBe(3);

  // The creator posts a backers-only update and sees the backers.
  await page.goto(`/studio/${projectId}`);
  await expect(page.getByTestId('studio-update-form')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('studio-update-title-ko').fill('후원자 소식');
  await page.getByTestId('studio-update-title-en').fill('For our backers');
  await page.getByTestId('studio-update-content-ko').fill('촬영 현장 비밀 사진');
  await page.getByTestId('studio-update-content-en').fill('Secret set photos');
  await page.getByTestId('studio-update-backers').check();
  await page.getByTestId('studio-update-post').click();
  for (const name of BACKERS) await expect(page.getByTestId('backers-table')).toContainText(name);
  await shoot(page, testInfo, `studio-after-launch-${testInfo.project.name}`);

  // A backer reads it; someone who did not back the project sees only that it exists.
  const secret = lang === 'ko' ? '촬영 현장 비밀 사진' : 'Secret set photos';
  const backer = backers[0]!.page;
  await backer.goto(`/crowdfunding/${projectId}`);
  await expect(backer.getByTestId('project-updates')).toContainText(secret, { timeout: 30_000 });
  await shoot(backer, testInfo, `project-page-backer-${testInfo.project.name}`);
  const outsiderToken = await registerVerified(
    request,
    uniqueEmail(testInfo, 'outsider'),
    'Outsider',
  );
  const outsider = await pageAs(browser, testInfo, outsiderToken);
  await outsider.goto(`/crowdfunding/${projectId}`);
  await expect(outsider.getByTestId('project-updates')).toBeVisible({ timeout: 30_000 });
  await expect(outsider.getByTestId('project-update-locked')).toBeVisible();
  await expect(outsider.getByTestId('project-updates')).not.toContainText(secret);
  const api = await outsider.request.get(`/api/crowdfunding/projects/${projectId}`, {
    headers: { authorization: `Bearer ${outsiderToken}` },
  });
  expect(JSON.stringify(await api.json())).not.toContain('Secret set photos');

  // The campaign ends successful; the settle job (each minute) charges every pledge once.
  const asStaff = { headers: { authorization: `Bearer ${staff.token}` } };
  const settlement = async () => {
    const res = await request.get(
      `/api/admin/crowdfunding/projects/${projectId}/settlement`,
      asStaff,
    );
    return ((await res.json()) as { data: Settlement }).data;
  };
  await expect
    .poll(async () => (await settlement()).settledAt !== null, {
      timeout: Math.max(0, endsAt - Date.now()) + 180_000,
      intervals: [5_000],
    })
    .toBe(true);
  const settled = await settlement();
  expect(settled.outcome).toBe('succeeded');
  expect(settled.charged).toEqual({ count: 3, amount: 3 * PRICES.bluray });
  expect(settled.failed.count).toBe(0);
  const rows = (
    (await (
      await request.get(`/api/admin/crowdfunding/projects/${projectId}/backers`, asStaff)
    ).json()) as { data: ApiPage<BackerRow> }
  ).data.items;
  expect(rows.map((r) => r.status)).toEqual(['charged', 'charged', 'charged']);
  const charges = (await (
    await request.get(`http://127.0.0.1:${ports.toss}/e2e/charges`)
  ).json()) as { orderId: string; amount: number }[];
  for (const row of rows) {
    const mine = charges.filter((c) => c.orderId === `pledge-${row.pledgeId}`);
    expect(mine, `charges of pledge ${row.pledgeId}`).toEqual([
      expect.objectContaining({ amount: PRICES.bluray }),
    ]);
  }

  // The creator downloads the backer CSV from the studio: a BOM, the Hangul names, no e-mails.
  await page.goto(`/studio/${projectId}`);
  await page.getByTestId('studio-csv-request').click();
  const mineLink = page.getByTestId('studio-csv-download').first();
  await expect(mineLink).toBeVisible({ timeout: 60_000 });
  const [creatorFile] = await Promise.all([page.waitForEvent('download'), mineLink.click()]);
  const creatorBytes = await readFile((await creatorFile.path())!);
  expect([...creatorBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const creatorCsv = new TextDecoder('utf-8', { fatal: true }).decode(creatorBytes.subarray(3));
  for (const name of BACKERS) expect(creatorCsv).toContain(name);
  expect(creatorCsv).toContain(lang === 'ko' ? '블루레이' : 'Blu-ray');
  expect(creatorCsv).not.toContain('@');
  expect(creatorCsv.split('\r\n').filter((line) => line.trim()).length).toBe(1 + BACKERS.length);
  await shoot(page, testInfo, `studio-backer-csv-${testInfo.project.name}`);

  // Staff download the backer CSV: a BOM, then the backers' Hangul names intact.
  await staffPage.goto(`/admin/settlements/${projectId}`);
  await expect(staffPage.getByTestId('settlement')).toBeVisible({ timeout: 30_000 });
  await staffPage.getByTestId('backer-report-request').click();
  const link = staffPage.getByTestId('backer-report-download').first();
  await expect(link).toBeVisible({ timeout: 60_000 });
  await shoot(staffPage, testInfo, `admin-settlement-${testInfo.project.name}`);
  const [download] = await Promise.all([staffPage.waitForEvent('download'), link.click()]);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(3));
  for (const name of BACKERS) expect(csv).toContain(name);
  expect(csv.split('\r\n').filter((line) => line.trim()).length).toBe(1 + BACKERS.length);
});

test('a new creator finds the studio list and their draft at this width and in this language', async ({
  page,
  request,
}, testInfo) => {
  const lang = langOf(testInfo);
  const email = uniqueEmail(testInfo, 'light-creator');
  const token = await registerVerified(request, email, 'Light Creator');
  await asLanguage(page, token, lang);
  const staff = await staffMember(request, uniqueEmail(testInfo, 'light-editor'), 'editor', 'Ed');
  const asStaff = { headers: { authorization: `Bearer ${staff.token}` } };
  const title = `Lantern ${Date.now().toString(36)}`;
  const applicationId = await apply(request, lang, {
    name: 'Light Creator',
    projectTitle: title,
    projectContent: 'A short film.',
    email,
    fundingGoal: 1_000_000,
    productionDuration: '3 months',
  });
  const accepted = await request.patch(`/api/admin/applications/${applicationId}`, {
    ...asStaff,
    data: { status: 'accepted' },
  });
  expect(accepted.ok(), await accepted.text()).toBeTruthy();
  const invited = await request.post('/api/admin/projects/invitations', {
    ...asStaff,
    data: { applicationId, email },
  });
  expect(invited.status(), await invited.text()).toBe(201);

  await useToken(page, token);
  await page.goto('/studio');
  const card = page.getByTestId('studio-card').filter({ hasText: title });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card.getByTestId('project-state')).toHaveText(lang === 'ko' ? '초안' : 'Draft');
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await fits(), 'the list fits the width').toBe(true);
  await shoot(page, testInfo, `studio-new-list-${testInfo.project.name}`);
  await card.getByRole('link').click();
  await expect(page.getByTestId('studio-editor')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('studio-submit')).toBeVisible();
  expect(await fits(), 'the editor fits the width').toBe(true);
  await shoot(page, testInfo, `studio-new-draft-${testInfo.project.name}`);
});
