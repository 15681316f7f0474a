import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { messagesTo, registerVerified, uniqueEmail, useToken } from './accounts-support';
import { isNarrow, type Lang, langOf, openPage } from './support';

// The creator application (docs/product/events-and-apply.md#apply-form). The server limits applications per address (10 an hour),
// so each project sends one through the form and the rest of the checks send nothing.

const L = {
  en: {
    name: 'Name',
    email: 'Email',
    mobile: 'Mobile number',
    title: 'Project title',
    webSeries: /Web series/,
    content: 'Project description',
    goal: 'Funding goal (KRW)',
    duration: 'Production period',
    portfolio: /^Portfolio link/,
    benefits: /Expected benefits/,
    subtitles: 'English subtitle support',
    cost: 'Partial production cost support',
    required: (label: string) => `${label} is a required field`,
    videoType: 'Please choose a video type',
    goalError: 'Please enter a funding goal in won (a whole number from 1)',
    url: 'Please enter a link that starts with http:// or https://',
    thanks: (name: string) => `Thank you, ${name}!`,
    subject: /we received your application "Night Bus/,
    inApp: 'Apply with the Dalbit form',
    pageTitle: 'Apply - Dalbit',
  },
  ko: {
    name: '이름',
    email: '이메일',
    mobile: '휴대폰 번호',
    title: '프로젝트 제목',
    webSeries: /웹드라마/,
    content: '프로젝트 내용',
    goal: '목표 금액(원)',
    duration: '제작 기간',
    portfolio: /^포트폴리오 링크/,
    benefits: /기대 혜택/,
    subtitles: '영어 자막 지원',
    cost: '제작비 일부 지원',
    // The particle follows the word: 휴대폰 번호는, the others end in a consonant (이름은).
    required: (label: string) =>
      `${label}${label === '휴대폰 번호' ? '는' : '은'} 필수 입력 항목입니다`,
    videoType: '영상 유형을 선택해 주세요',
    goalError: '목표 금액을 원 단위 정수(1 이상)로 입력해 주세요',
    url: 'http:// 또는 https://로 시작하는 링크를 입력해 주세요',
    thanks: (name: string) => `${name}님, 감사합니다!`,
    subject: /'Night Bus.*' 지원서를 받았습니다/,
    inApp: '달빛 지원서 작성하기',
    pageTitle: '지원하기 - Dalbit',
  },
} satisfies Record<Lang, unknown>;

/** A verified account that speaks the project's language (the app adopts the account's). */
async function signInAs(page: Page, request: APIRequestContext, email: string, name: string) {
  const token = await registerVerified(request, email, name);
  const changed = await request.patch('/api/user/change-language', {
    headers: { authorization: `Bearer ${token}` },
    data: { language: langOf(test.info()) === 'ko' ? 'korean' : 'english' },
  });
  expect(changed.ok()).toBeTruthy();
  await useToken(page, token);
}

const field = (page: Page, name: string | RegExp) =>
  page.getByTestId('apply-form').getByRole('textbox', { name, exact: typeof name === 'string' });

test('validates, sends every field, thanks the applicant and mails a receipt in their language', async ({
  page,
  request,
}, testInfo) => {
  const lang = langOf(testInfo);
  const t = L[lang];
  const email = uniqueEmail(testInfo, 'apply');
  const title = `Night Bus ${testInfo.project.name}`;
  await openPage(page, '/apply');
  await expect(page).toHaveTitle(t.pageTitle);
  const form = page.getByTestId('apply-form');

  // Nothing filled: each required field says so, and the first one is focused.
  await page.getByTestId('apply-submit').click();
  for (const message of [
    t.required(t.name),
    t.required(t.email),
    t.required(t.mobile),
    t.required(t.title),
    t.videoType,
    t.required(t.content),
    t.goalError,
    t.required(t.duration),
  ]) {
    await expect(form.getByRole('alert').filter({ hasText: message })).toHaveCount(1);
  }
  await expect(field(page, t.name)).toBeFocused();

  await field(page, t.name).fill('Moonrise Pictures');
  await field(page, t.email).fill(email);
  await field(page, t.mobile).fill('010-1234-5678');
  await field(page, t.title).fill(title);
  await form.getByRole('radio', { name: t.webSeries }).check();
  await field(page, t.content).fill('Six episodes on the last night bus across Seoul.');
  // Typed digit by digit: the commas appear as the number grows.
  await field(page, t.goal).pressSequentially('15000000');
  await expect(field(page, t.goal)).toHaveValue('15,000,000');
  await field(page, t.duration).fill('6 months');
  await field(page, t.portfolio).fill('vimeo.com/moonrise');
  const benefits = form.getByRole('group', { name: t.benefits });
  await benefits.getByRole('checkbox', { name: t.subtitles }).check();
  await benefits.getByRole('checkbox', { name: t.cost }).check();

  // A link without its scheme is refused on the client; nothing is sent yet.
  let sent = 0;
  page.on('request', (req) => {
    if (req.url().endsWith('/api/web-app/apply') && req.method() === 'POST') sent += 1;
  });
  await page.getByTestId('apply-submit').click();
  await expect(form.getByRole('alert').filter({ hasText: t.url })).toHaveCount(1);
  await expect(field(page, t.portfolio)).toBeFocused();
  expect(sent).toBe(0);

  // A reload keeps what was typed (a session draft), so a long description is not lost.
  await page.reload();
  await expect(field(page, t.content)).toHaveValue(
    'Six episodes on the last night bus across Seoul.',
  );
  await expect(field(page, t.goal)).toHaveValue('15,000,000');
  await expect(form.getByRole('radio', { name: t.webSeries })).toBeChecked();
  await expect(benefits.getByRole('checkbox', { name: t.cost })).toBeChecked();

  await field(page, t.portfolio).fill('https://vimeo.com/moonrise');
  const response = page.waitForResponse(
    (res) => res.url().endsWith('/api/web-app/apply') && res.request().method() === 'POST',
  );
  await page.getByTestId('apply-submit').click();
  const answer = await response;
  expect(answer.status()).toBe(201);
  expect(answer.request().postDataJSON()).toEqual({
    name: 'Moonrise Pictures',
    projectTitle: title,
    videoType: 'web_series',
    projectContent: 'Six episodes on the last night bus across Seoul.',
    email,
    mobile: '010-1234-5678',
    fundingGoal: 15_000_000,
    productionDuration: '6 months',
    portfolioLink: 'https://vimeo.com/moonrise',
    expectedBenefits: ['english_subtitles', 'production_cost_support'],
    extraInformation: '',
    language: lang === 'ko' ? 'korean' : 'english',
  });

  const success = page.getByTestId('apply-success');
  await expect(success.getByRole('heading', { level: 1 })).toHaveText(
    t.thanks('Moonrise Pictures'),
  );
  await expect(success.getByTestId('apply-receipt')).toContainText(email);

  // The receipt arrives in the language the page was in.
  await expect
    .poll(async () => (await messagesTo(request, email)).map((m) => m.subject), {
      timeout: 15_000,
    })
    .toEqual([expect.stringMatching(t.subject)]);

  // Sent: a reload starts a blank form, and the success screen leads home.
  await success.getByTestId('apply-home').click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/apply');
  await expect(field(page, t.content)).toHaveValue('');
});

test('the header offers the in-app form beside the four outside forms', async ({
  page,
}, testInfo) => {
  const t = L[langOf(testInfo)];
  await openPage(page, '/home');
  if (isNarrow(testInfo)) {
    await page.getByTestId('menu-button').click();
    const drawer = page.getByTestId('nav-drawer');
    const group = drawer.getByRole('group', {
      name: langOf(testInfo) === 'ko' ? '지원하기' : 'Apply',
    });
    await expect(group.getByRole('link')).toHaveCount(5);
    await expect(group.locator('a[target="_blank"]')).toHaveCount(4);
    await group.getByRole('link', { name: t.inApp }).click();
    await expect(drawer).toBeHidden();
  } else {
    const header = page.getByTestId('site-header');
    await header
      .getByRole('button', { name: langOf(testInfo) === 'ko' ? '지원하기' : 'Apply' })
      .click();
    await expect(header.locator('a[target="_blank"]').filter({ visible: true })).toHaveCount(
      1 + 4, // the blog, always shown, and the four outside forms
    );
    await header.getByRole('link', { name: t.inApp }).click();
  }
  await expect(page).toHaveURL(/\/apply$/);
  await expect(page.getByTestId('apply-form')).toBeVisible();
});

test('a signed-in applicant finds their e-mail filled in', async ({ page, request }, testInfo) => {
  const email = uniqueEmail(testInfo, 'apply-account');
  await signInAs(page, request, email, 'Mina');
  await openPage(page, '/apply');
  await expect(field(page, L[langOf(testInfo)].email)).toHaveValue(email);
});
