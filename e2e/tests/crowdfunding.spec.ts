import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type {
  Page as ApiPage,
  Pledge,
  ProjectDetail,
  ProjectSummary,
  RewardProduct,
} from '@dalbit/contract';
import { registerVerified, uniqueEmail, useToken } from './accounts-support';
import { apiGet, isNarrow, langOf, type Lang } from './support';

// The four projects run side by side on one database: every test signs up its own account and
// pledges only unlimited rewards, so no project's stock or pledges are another's.

const titleOf = (project: { title_kr: string; title_eng: string }, lang: Lang) =>
  lang === 'ko' ? project.title_kr : project.title_eng;

const TEXT = {
  selectProduct: {
    en: 'Please select at least one product!',
    ko: '상품을 하나 이상 선택해 주세요!',
  },
  reserved: { en: 'Reserved', ko: '결제 예약' },
  cancelled: { en: 'Cancelled', ko: '후원 취소' },
  funded: { en: 'Funded', ko: '펀딩 성공' },
  cardFailed: { en: 'The card could not be registered', ko: '카드를 등록하지 못했습니다' },
};

/** A verified account that speaks the project's language (the app adopts the account's). */
async function signUp(page: Page, request: APIRequestContext, tag: string, lang: Lang) {
  const email = uniqueEmail(test.info(), tag);
  const token = await registerVerified(request, email, 'Moon Backer');
  const changed = await request.patch('/api/user/change-language', {
    headers: { authorization: `Bearer ${token}` },
    data: { language: lang === 'ko' ? 'korean' : 'english' },
  });
  expect(changed.ok()).toBeTruthy();
  await useToken(page, token);
  return token;
}

async function projects(page: Page, status: 'funding' | 'upcoming' | 'ended') {
  const list = await apiGet<ApiPage<ProjectSummary>>(
    page,
    `/crowdfunding/projects?status=${status}&pageSize=50`,
  );
  expect(list.items.length, `seeded ${status} projects`).toBeGreaterThan(0);
  return list.items;
}

/** A funding project with an unlimited reward that is shipped (the shipping form shows). */
async function projectWithUnlimitedShippedReward(page: Page) {
  for (const summary of await projects(page, 'funding')) {
    const detail = await apiGet<ProjectDetail>(page, `/crowdfunding/projects/${summary._id}`);
    const shipped = detail.products.find((p) => p.stockLimit === null && p.needsShipping);
    const digital = detail.products.find((p) => p.stockLimit === null && !p.needsShipping);
    if (shipped && digital) return { project: detail, shipped, digital };
  }
  throw new Error('no funding project with unlimited shipped and digital rewards');
}

const choice = (page: Page, product: RewardProduct) =>
  page.locator(`[data-testid="product-choice"][data-product-id="${product._id}"]`);

/** Chooses a reward the way a person does: a tap on its card (the checkbox is drawn). */
async function pick(page: Page, product: RewardProduct) {
  await choice(page, product).locator('label').click();
  await expect(choice(page, product).getByTestId('product-toggle')).toBeChecked();
}

async function openPledge(page: Page, projectId: string, narrow: boolean) {
  await page.goto(`/crowdfunding/${projectId}`);
  await expect(page.getByTestId('project-detail')).toBeVisible();
  await page.getByTestId(narrow ? 'pledge-cta-bar' : 'pledge-cta').click();
  await expect(page).toHaveURL(new RegExp(`/crowdfunding/${projectId}/pledge$`));
  await expect(page.getByTestId('pledge-form')).toBeVisible();
}

test('browse funding, upcoming and ended projects and open one', async ({ page }, testInfo) => {
  const lang = langOf(testInfo);
  const [funding] = await projects(page, 'funding');
  const [upcoming] = await projects(page, 'upcoming');
  const ended = (await projects(page, 'ended')).find((p) => p.status === 'succeeded')!;

  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/crowdfunding/')) reads.push(`${url.pathname}${url.search}`);
  });
  await page.goto('/crowdfunding');
  const list = page.getByTestId('project-list');
  // Other specs add projects of their own (the studio journey): each card is found by its id.
  const card = (project: ProjectSummary) =>
    list.locator(`[data-testid="project-card"][data-project-id="${project._id}"]`);
  await expect(list).toHaveAttribute('data-tab', 'funding');
  await expect(list.getByTestId('project-card').first()).toBeVisible();
  await expect(card(funding!)).toContainText(titleOf(funding!, lang));
  // A visitor's page carries its first page of projects (docs/architecture.md#page-data).
  expect(reads).toEqual([]);

  await page.getByTestId('tab-upcoming').click();
  await expect(page).toHaveURL(/tab=upcoming/);
  await expect(card(upcoming!)).toContainText(titleOf(upcoming!, lang));
  await expect(card(upcoming!).getByTestId('vote-button')).toBeVisible();

  await page.getByTestId('tab-ended').click();
  await expect(card(ended)).toContainText(titleOf(ended, lang));
  await expect(card(ended).getByTestId('project-status')).toHaveText(TEXT.funded[lang]);

  await page.getByTestId('tab-funding').click();
  await card(funding!).getByText(titleOf(funding!, lang), { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/crowdfunding/${funding!._id}$`));
  const detail = page.getByTestId('project-detail');
  await expect(detail.locator('h1')).toHaveText(titleOf(funding!, lang));
  await expect(page.getByTestId('project-percent')).toHaveText(`${funding!.percentFunded}%`);
  await expect(page.getByTestId('reward-list').getByTestId('reward').first()).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(titleOf(funding!, lang)));

  // Opened from its address, the project page carries the project and the film it continues.
  reads.length = 0;
  await page.goto(`/crowdfunding/${funding!._id}`);
  await expect(page.getByTestId('project-detail').locator('h1')).toHaveText(
    titleOf(funding!, lang),
  );
  await expect(page.getByTestId('reward-list').getByTestId('reward').first()).toBeVisible();
  expect(reads.filter((read) => !read.includes('/comments'))).toEqual([]);
});

test('pledge through the card page, find it on my page and cancel it', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const lang = langOf(testInfo);
  await signUp(page, request, 'pledge', lang);
  const { project, shipped, digital } = await projectWithUnlimitedShippedReward(page);
  await openPledge(page, project._id, isNarrow(testInfo));

  await pick(page, shipped);
  await pick(page, digital);
  await choice(page, digital).getByTestId('quantity-more').click();
  await page.getByTestId('extra-support').fill('3,000');
  const total = shipped.price + digital.price * 2 + 3000;
  const shown = new Intl.NumberFormat('en-US').format(total);
  await expect(page.getByTestId('pledge-total')).toContainText(shown);

  const shipping = page.getByTestId('shipping-form');
  await expect(shipping).toBeVisible();
  await page.getByTestId('shipping-phone').fill('010-2345-6789');
  await page.getByTestId('shipping-postalCode').fill('04524');
  await page.getByTestId('shipping-address1').fill('110 Sejong-daero, Jung-gu, Seoul');
  await page.getByTestId('pledge-submit').click();

  // Toss' card page (the local stand-in), then back to the app's success screen.
  await expect(page.getByTestId('toss-card-page')).toBeVisible({ timeout: 15_000 });
  await page.locator('#number').fill('4330123412341234');
  await page.locator('#expiry').fill('12/30');
  await page.getByTestId('toss-card-submit').click();
  await expect(page).toHaveURL(/\/pledge\/complete\?customerKey=.+&authKey=e2e-auth-/);
  const success = page.getByTestId('pledge-success');
  await expect(success).toBeVisible({ timeout: 15_000 });
  await expect(success.getByTestId('pledge-success-amount')).toContainText(shown);

  // A reload of the success screen pledges nothing more.
  await page.reload();
  await expect(page.getByTestId('pledge-success')).toBeVisible();
  const mine = await apiPledges(page);
  expect(mine.filter((p) => p.projectId === project._id)).toHaveLength(1);
  expect(mine[0]).toMatchObject({ status: 'reserved', amount: total, extraSupport: 3000 });
  expect(mine[0]!.shipping?.postalCode).toBe('04524');

  await success.getByTestId('success-mypage').click();
  await expect(page).toHaveURL(/\/mypage$/);
  const item = page.getByTestId('mypage-pledges').getByTestId('pledge-item').first();
  await expect(item.getByTestId('pledge-status')).toHaveText(TEXT.reserved[lang]);
  await expect(item.getByTestId('pledge-amount')).toContainText(shown);
  await expect(item.getByTestId('pledge-project-link')).toHaveText(titleOf(project, lang));

  await item.getByTestId('pledge-cancel').click();
  await page.getByTestId('pledge-cancel-confirm').getByTestId('pledge-cancel-yes').click();
  await expect(item.getByTestId('pledge-status')).toHaveText(TEXT.cancelled[lang]);
  await expect(item.getByTestId('pledge-cancel')).toHaveCount(0);
  expect((await apiPledges(page))[0]?.status).toBe('cancelled');
});

test('asks for a product first, and a declined card keeps the choices', async ({
  page,
  request,
}, testInfo) => {
  const lang = langOf(testInfo);
  await signUp(page, request, 'declined', lang);
  const { project, digital } = await projectWithUnlimitedShippedReward(page);
  await openPledge(page, project._id, isNarrow(testInfo));

  await page.getByTestId('pledge-submit').click();
  await expect(page.getByTestId('pledge-products-error')).toHaveText(TEXT.selectProduct[lang]);
  await expect(page).toHaveURL(new RegExp(`/crowdfunding/${project._id}/pledge$`));

  await pick(page, digital);
  await expect(page.getByTestId('pledge-products-error')).toHaveCount(0);
  await page.getByTestId('extra-support').fill('7000');
  await page.getByTestId('pledge-submit').click();
  await expect(page.getByTestId('toss-card-page')).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('toss-card-decline').click();

  await expect(page).toHaveURL(new RegExp(`/crowdfunding/${project._id}/pledge$`));
  await expect(page.getByTestId('pledge-failure')).toContainText(TEXT.cardFailed[lang]);
  await expect(choice(page, digital).getByTestId('product-toggle')).toBeChecked();
  await expect(page.getByTestId('extra-support')).toHaveValue('7000');
  expect(await apiPledges(page)).toEqual([]);
});

test('vote for an upcoming project and take the vote back', async ({ page, request }, testInfo) => {
  const lang = langOf(testInfo);
  const [upcoming] = await projects(page, 'upcoming');

  // A visitor is asked to sign in instead.
  await page.goto('/crowdfunding?tab=upcoming');
  const card = () =>
    page.locator(`[data-testid="project-card"][data-project-id="${upcoming!._id}"]`);
  await card().getByTestId('vote-button').click();
  await expect(page.getByTestId('signin-prompt')).toBeVisible();
  await page.keyboard.press('Escape');

  const token = await signUp(page, request, 'vote', lang);
  await page.goto('/crowdfunding?tab=upcoming');
  const vote = card().getByTestId('vote-button');
  await expect(vote).toHaveAttribute('aria-pressed', 'false');
  await vote.click();
  await expect(vote).toHaveAttribute('aria-pressed', 'true');
  expect((await detailAs(request, token, upcoming!._id)).viewerVoted).toBe(true);

  // The vote survives a reload, then goes again.
  await page.reload();
  await expect(card().getByTestId('vote-button')).toHaveAttribute('aria-pressed', 'true');
  await card().getByTestId('vote-button').click();
  await expect(card().getByTestId('vote-button')).toHaveAttribute('aria-pressed', 'false');
  expect((await detailAs(request, token, upcoming!._id)).viewerVoted).toBe(false);
});

test('comment on a project', async ({ page, request }, testInfo) => {
  const lang = langOf(testInfo);
  await signUp(page, request, 'cf-comment', lang);
  const [funding] = await projects(page, 'funding');
  await page.goto(`/crowdfunding/${funding!._id}`);
  const text = `응원합니다! ${testInfo.project.name} ${Date.now()}`;
  const form = page.getByTestId('comment-form').first();
  await form.locator('textarea[name="body"]').fill(text);
  await form.getByTestId('comment-submit').click();
  const mine = page.getByTestId('comment-item').filter({ hasText: text });
  await expect(mine).toHaveCount(1);
  await expect(form.locator('textarea[name="body"]')).toHaveValue('');

  // It is the project's comment, and it stays after a reload.
  await page.reload();
  await expect(page.getByTestId('comment-item').filter({ hasText: text })).toHaveCount(1);
  await page
    .getByTestId('comment-item')
    .filter({ hasText: text })
    .getByTestId('comment-delete')
    .click();
  await page.getByTestId('comment-delete-yes').click();
  await expect(page.getByTestId('comment-item').filter({ hasText: text })).toHaveCount(0);
});

async function apiPledges(page: Page): Promise<Pledge[]> {
  const token = await page.evaluate(() => localStorage.getItem('dalbit.token'));
  const res = await page.request.get('/api/crowdfunding/me/pledges', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { data: Pledge[] }).data;
}

async function detailAs(request: APIRequestContext, token: string, id: string) {
  const res = await request.get(`/api/crowdfunding/projects/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { data: ProjectDetail }).data;
}
