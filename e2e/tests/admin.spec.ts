import { expect, test, type Page } from '@playwright/test';
import type {
  AdminJob,
  AdminJobDetail,
  Comment,
  FilmSummary,
  Page as ApiPage,
} from '@dalbit/contract';
import {
  MAIL_SINK,
  messagesTo,
  PASSWORD,
  pngBytes,
  registerUnverified,
  registerVerified,
  uniqueEmail,
  useToken,
} from './accounts-support';
import { demoAdminToken, staffMember } from './admin-support';
import { apiGet, isNarrow, langOf, openPage, switchLanguage } from './support';

// The back office's end-to-end stories (docs/product/back-office.md): an editor publishes, a
// moderator hides, an admin suspends, a staff member answers an application, a user leaves, an
// admin runs a failing job again.

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const tag = () => Math.random().toString(36).slice(2, 8);

async function openAdmin(page: Page, path: string) {
  await page.goto(path);
  // The back office is a chunk of its own, loaded on the first visit: on a busy machine, slowly.
  await expect(page.getByTestId('admin-shell')).toBeVisible({ timeout: 20_000 });
}

test('an editor publishes a bilingual notice with a cover and it shows on /events in both languages', async ({
  page,
  request,
}, testInfo) => {
  const editor = await staffMember(request, uniqueEmail(testInfo, 'editor'), 'editor');
  await useToken(page, editor.token);
  const id = tag();
  const titles = { ko: `달빛 공지 ${id}`, en: `Moonlight notice ${id}` };
  await openAdmin(page, '/admin/events/new');
  await page.getByTestId('event-title-ko').fill(titles.ko);
  await page.getByTestId('event-title-en').fill(titles.en);
  await page.getByTestId('event-summary-ko').fill('두 언어로 쓴 공지입니다.');
  await page.getByTestId('event-summary-en').fill('A notice written in both languages.');
  await page.getByTestId('event-content-ko').fill('**굵은** 본문과 [링크](https://dalbit.studio)');
  await page
    .getByTestId('event-content-en')
    .fill('A **bold** body and a [link](https://dalbit.studio)');
  await page.getByTestId('event-imageDomestic-input').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: await pngBytes(page),
  });
  await expect(page.getByTestId('event-imageDomestic').locator('img')).toBeVisible();
  // The preview is the public article itself.
  await expect(page.getByTestId('event-preview').locator('h1')).toHaveText(titles.ko);
  await page.getByTestId('event-save').click();
  await expect(page).toHaveURL(/\/admin\/events\/\d+$/);
  const eventId = /\/admin\/events\/(\d+)$/.exec(page.url())![1]!;
  await page.getByTestId('event-publish').click();
  await expect(page.getByTestId('event-unpublish')).toBeVisible();

  try {
    await openPage(page, '/events');
    // A signed-in page speaks the account's language; the other one is a switch away.
    const lang = (await page.locator('html').getAttribute('lang')) === 'ko' ? 'ko' : 'en';
    const other = lang === 'ko' ? 'en' : 'ko';
    await expect(page.getByTestId('event-card').filter({ hasText: titles[lang] })).toBeVisible();
    await switchLanguage(page, isNarrow(testInfo), other);
    await expect(page.getByTestId('event-card').filter({ hasText: titles[other] })).toBeVisible();
    await page.getByTestId('event-card').filter({ hasText: titles[other] }).click();
    const article = page.getByTestId('event-detail');
    await expect(article.locator('h1')).toHaveText(titles[other]);
    await expect(article.locator('strong')).toBeVisible();
    await expect(article.locator('a[href="https://dalbit.studio"]')).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    const cover = article.locator('img').first();
    await expect(cover).toHaveAttribute('src', /\/media\/covers\//);
  } finally {
    // The public list is shared with other specs: the test's notice does not outstay it.
    await request.delete(`/api/admin/events/${eventId}`, {
      headers: bearer(editor.token),
      data: {},
    });
  }
});

test('a moderator hides a reported comment and the film page no longer shows it', async ({
  page,
  request,
}, testInfo) => {
  const films = await apiGet<ApiPage<FilmSummary>>(page, '/films?pageSize=50');
  const film = films.items[films.items.length - 1]!;
  const author = await registerVerified(request, uniqueEmail(testInfo, 'rude'), 'Rude Writer');
  const text = `Awful comment ${tag()}`;
  const posted = await request.post(`/api/films/${film._id}/comments`, {
    headers: bearer(author),
    data: { body: text },
  });
  const comment = ((await posted.json()) as { data: Comment }).data;
  const reporter = await registerVerified(request, uniqueEmail(testInfo, 'reporter'), 'Reporter');
  const reported = await request.post(`/api/films/comments/${comment._id}/report`, {
    headers: bearer(reporter),
    data: { reason: 'abuse', note: 'insulting' },
  });
  expect(reported.status()).toBe(201);

  const moderator = await staffMember(request, uniqueEmail(testInfo, 'mod'), 'moderator');
  await useToken(page, moderator.token);
  await openAdmin(page, '/admin/moderation');
  const card = page.locator(`[data-testid="moderation-item"][data-comment-id="${comment._id}"]`);
  await expect(card).toContainText(text);
  await card.getByTestId('moderation-note').fill('insults');
  await card.getByTestId('moderation-hide').click();
  await expect(card).toHaveCount(0);

  await openPage(page, `/detail-film/${film._id}`);
  const item = page.locator(`[data-testid="comment-item"][data-comment-id="${comment._id}"]`);
  await expect(item).toHaveAttribute('data-hidden', 'true');
  await expect(page.getByText(text)).toHaveCount(0);
});

test('an admin suspends an account and its open session ends', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'suspended');
  const userToken = await registerVerified(request, email, 'Soon Suspended');
  const userContext = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    locale: testInfo.project.use.locale,
  });
  const userPage = await userContext.newPage();
  await useToken(userPage, userToken);
  await openPage(userPage, '/mypage');
  await expect(userPage).toHaveURL(/\/mypage$/);

  const admin = await staffMember(request, uniqueEmail(testInfo, 'admin'), 'admin');
  await useToken(page, admin.token);
  await openAdmin(page, `/admin/accounts?q=${encodeURIComponent(email)}`);
  await page.getByTestId('account-link').first().click();
  await page.getByTestId('account-suspend-reason').fill('Spam');
  await page.getByTestId('account-suspend').click();
  await page.getByTestId('account-confirm-password').fill(admin.password);
  await page.getByTestId('account-confirm-confirm').click();
  await expect(page.getByTestId('account-restore')).toBeVisible();

  // The user's open tab: the next page needs the session, which no longer exists.
  await userPage.reload();
  await expect(userPage).toHaveURL(/\/login(-method)?$/);
  const signIn = await request.post('/api/user/login', {
    headers: { 'accept-language': langOf(testInfo) === 'ko' ? 'kr' : 'en' },
    data: {
      userEmail: email,
      password: PASSWORD,
      language: 'english',
      typeDevice: 'web',
      deviceToken: '',
    },
  });
  expect(signIn.status()).toBe(403);
  expect(((await signIn.json()) as { code: string }).code).toBe('auth.suspended');
  await userContext.close();
});

test("a staff member answers an application and the mail arrives in the applicant's language", async ({
  page,
  request,
}, testInfo) => {
  const lang = langOf(testInfo);
  const applicant = uniqueEmail(testInfo, 'applicant');
  const title = `${lang === 'ko' ? '별빛 단편' : 'Starlight short'} ${tag()}`;
  const applied = await request.post('/api/web-app/apply', {
    data: {
      name: lang === 'ko' ? '이도윤' : 'Doyun Lee',
      projectTitle: title,
      videoType: 'short_movie',
      projectContent: 'A short about the night sky.',
      email: applicant,
      mobile: '010-2222-3333',
      fundingGoal: 5_000_000,
      productionDuration: '4 months',
      portfolioLink: '',
      expectedBenefits: [],
      extraInformation: '',
      language: lang === 'ko' ? 'korean' : 'english',
    },
  });
  expect(applied.status()).toBe(201);
  const id = ((await applied.json()) as { data: { _id: string } }).data._id;

  const editor = await staffMember(request, uniqueEmail(testInfo, 'inbox'), 'editor');
  await useToken(page, editor.token);
  await openAdmin(page, `/admin/applications/${id}`);
  await page.getByTestId('reply-template').selectOption('accepted');
  await expect(page.getByTestId('reply-subject')).toHaveValue(new RegExp(title));
  await page.getByTestId('reply-send').click();
  await expect(page.getByTestId('application-history')).toContainText(title);
  await expect(page.getByTestId('application-status')).toHaveValue('accepted');

  let reply: { subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      const mails = await messagesTo(request, applicant);
      reply = mails.find(
        (m) =>
          m.subject.includes(title) && m.text.includes(title) && !/receiv|받았/.test(m.subject),
      );
      return Boolean(reply);
    })
    .toBe(true);
  if (lang === 'ko') expect(reply!.text).toContain('이도윤님, 안녕하십니까');
  else expect(reply!.text).toContain('Hello Doyun Lee');
});

test('a user deletes their account from /mypage_edit and can no longer sign in', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'leaving');
  const token = await registerVerified(request, email, 'Leaving Soon');
  await useToken(page, token);
  await openPage(page, '/mypage_edit');
  await page.getByTestId('delete-account').click();
  await page.getByTestId('delete-account-dialog-password').fill(PASSWORD);
  await page.getByTestId('delete-account-dialog-confirm').click();
  await expect(page).not.toHaveURL(/mypage/);
  const signIn = await request.post('/api/user/login', {
    data: {
      userEmail: email,
      password: PASSWORD,
      language: 'english',
      typeDevice: 'web',
      deviceToken: '',
    },
  });
  expect(signIn.status()).toBe(400);
  expect(((await signIn.json()) as { code: string }).code).toBe('auth.invalid_credentials');
});

test('an admin sees a failing mail job with its error and runs it again until it is delivered', async ({
  page,
  request,
}, testInfo) => {
  // The mail provider refuses this address: the code mail fails and waits for its retry.
  const email = uniqueEmail(testInfo, 'jobs');
  const sink = (method: 'put' | 'delete') =>
    request[method](`${MAIL_SINK}/refuse?to=${encodeURIComponent(email)}`);
  await sink('put');
  try {
    await registerUnverified(request, email);
    const sent = await request.post('/api/user/send-otp', {
      data: { userEmail: email, language: 'english' },
    });
    expect(sent.ok()).toBeTruthy();
    const admin = await demoAdminToken(request);
    const jobOf = async () => {
      const res = await request.get('/api/admin/jobs?state=waiting&name=mail.send&pageSize=100', {
        headers: bearer(admin),
      });
      for (const job of ((await res.json()) as { data: ApiPage<AdminJob> }).data.items) {
        const one = await request.get(`/api/admin/jobs/mail.send/${job._id}`, {
          headers: bearer(admin),
        });
        const detail = ((await one.json()) as { data: AdminJobDetail }).data;
        if ((detail.data as { to?: string }).to === email) return detail;
      }
      return undefined;
    };
    let id = '';
    await expect
      .poll(async () => ((id = (await jobOf())?._id ?? ''), id), { timeout: 15_000 })
      .not.toBe('');

    await useToken(page, admin);
    await openAdmin(page, '/admin/jobs?state=waiting&name=mail.send');
    const link = page.locator(`[data-testid="jobs-table"] a[href$="/${id}"]`);
    await expect(link).toBeVisible();
    const row = page
      .locator('[data-testid="jobs-table"] tr')
      .filter({ has: page.locator(`a[href$="/${id}"]`) });
    await expect(row).toContainText('mailbox unavailable');
    await link.click();
    const detail = page.getByTestId('job-detail');
    await expect(page.getByTestId('job-error')).toContainText('mailbox unavailable');
    await expect(detail).toContainText(email);

    // Run now while the provider still refuses: it fails again, one more try counted.
    const tries = async () => Number(await detail.getAttribute('data-retry-count'));
    const before = await tries();
    await detail.getByTestId('job-retry').click();
    await expect.poll(tries, { timeout: 15_000 }).toBeGreaterThan(before);
    await expect(detail).toHaveAttribute('data-state', 'retry', { timeout: 15_000 });
    await expect(page.getByTestId('job-error')).toContainText('mailbox unavailable');
    expect(await messagesTo(request, email)).toHaveLength(0);

    // The provider takes mail again: run now, and the code arrives without waiting the backoff.
    await sink('delete');
    await detail.getByTestId('job-retry').click();
    await expect(detail).toHaveAttribute('data-state', 'completed', { timeout: 15_000 });
    expect(await messagesTo(request, email)).toHaveLength(1);
  } finally {
    await sink('delete');
  }
});
