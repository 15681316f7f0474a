import { expect, test } from '@playwright/test';
import {
  codeFromMail,
  enterCode,
  messagesTo,
  PASSWORD,
  pngBytes,
  registerUnverified,
  registerVerified,
  uniqueEmail,
  useToken,
} from './accounts-support';
import { isNarrow, langOf } from './support';

const signInPath = (narrow: boolean) => (narrow ? '/login-method' : '/login');

test('sign up, verify the mailed code, answer the survey and reach home', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'signup');
  await page.goto('/sign-up');
  const form = page.getByTestId('signup-form');
  await form.locator('[name="userName"]').fill('달빛 Walker');
  await form.locator('[name="userEmail"]').fill(email);
  await form.locator('[name="password"]').fill(PASSWORD);
  await form.locator('[name="confirmPassword"]').fill(PASSWORD);
  await form.locator('[name="agreeTerms"]').check();
  await form.locator('[name="agreePrivacy"]').check();
  await page.getByTestId('signup-submit').click();

  await expect(page).toHaveURL(/\/email-verification$/);
  const code = await codeFromMail(request, email);
  await enterCode(page, code);
  const submit = page.getByTestId('otp-submit');
  if (await submit.isEnabled().catch(() => false)) await submit.click().catch(() => undefined);

  await expect(page).toHaveURL(/\/inlet-channel$/);
  await page.getByTestId('survey-form').locator('[name="survey-facebook"]').check();
  await page.getByTestId('survey-submit').click();
  await expect(page).toHaveURL(/\/home$/);

  if (isNarrow(testInfo)) {
    await page.getByTestId('menu-button').click();
    await expect(page.getByTestId('drawer-user-name')).toHaveText('달빛 Walker');
  } else {
    await page.getByTestId('user-menu-button').click();
    await expect(page.getByTestId('user-menu-name')).toHaveText('달빛 Walker');
  }
  await expect(page.getByTestId('free-banner')).toHaveCount(0);
});

test('a mistyped sign-up shows the rules and sends nothing', async ({ page }, testInfo) => {
  await page.goto('/sign-up');
  const form = page.getByTestId('signup-form');
  await form.locator('[name="userEmail"]').fill('not-an-email');
  await form.locator('[name="password"]').fill('short');
  await form.locator('[name="confirmPassword"]').fill('other');
  await page.getByTestId('signup-submit').click();
  await expect(form.getByRole('alert').first()).toBeVisible();
  if (langOf(testInfo) === 'en') {
    await expect(form).toContainText(
      'This field length must be more than 8 or equal to 15 characters',
    );
    await expect(form).toContainText('Password not match');
  }
  await expect(page).toHaveURL(/\/sign-up$/);
});

test('sign out asks first, then returns to the sign-in page', async ({
  page,
  request,
}, testInfo) => {
  const token = await registerVerified(request, uniqueEmail(testInfo, 'signout'));
  await useToken(page, token);
  await page.goto('/mypage');
  await expect(page.getByTestId('mypage')).toBeVisible();
  await expect(page.getByTestId('mypage-joined')).toContainText(String(new Date().getFullYear()));

  await page.getByTestId('mypage').getByTestId('signout-button').click();
  const modal = page.getByTestId('signout-modal');
  await expect(modal).toBeVisible();
  if (langOf(testInfo) === 'en') {
    await expect(modal).toContainText('Sign out');
    await expect(modal).toContainText('Are you sure you want to log out?');
    await expect(modal).toContainText('There is still a lot of content you have not seen.');
  }
  await page.getByTestId('signout-cancel').click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/mypage$/);

  await page.getByTestId('mypage').getByTestId('signout-button').click();
  await page.getByTestId('signout-confirm').click();
  await expect(page).toHaveURL(new RegExp(`${signInPath(isNarrow(testInfo))}$`));
  expect(await page.evaluate(() => localStorage.getItem('dalbit.token'))).toBeNull();
  const me = await request.get('/api/user/me', { headers: { authorization: `Bearer ${token}` } });
  expect(((await me.json()) as { data: unknown }).data).toBeNull();
});

test('an unverified account that signs in goes to verification with a fresh code', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'unverified');
  await registerUnverified(request, email);
  expect(await messagesTo(request, email)).toHaveLength(0);

  await page.goto(signInPath(isNarrow(testInfo)));
  const form = page.getByTestId('login-form');
  await form.locator('[name="userEmail"]').fill(email);
  await form.locator('[name="password"]').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/email-verification$/);
  const code = await codeFromMail(request, email);
  await enterCode(page, code);
  const submit = page.getByTestId('otp-submit');
  if (await submit.isEnabled().catch(() => false)) await submit.click().catch(() => undefined);
  await expect(page).toHaveURL(/\/inlet-channel$/);
});

test('a wrong password and an unknown e-mail get the same answer', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'wrongpw');
  await registerVerified(request, email);
  await page.goto(signInPath(isNarrow(testInfo)));
  const form = page.getByTestId('login-form');
  const error = page.getByTestId('login-error');

  await form.locator('[name="userEmail"]').fill(email);
  await form.locator('[name="password"]').fill('Wrong!pass1');
  await page.getByTestId('login-submit').click();
  await expect(error).toBeVisible();
  const wrongPassword = await error.innerText();
  if (langOf(testInfo) === 'en')
    expect(wrongPassword).toContain('Please check your ID or password');
  // what the user typed stays
  await expect(form.locator('[name="userEmail"]')).toHaveValue(email);

  await form.locator('[name="userEmail"]').fill(uniqueEmail(testInfo, 'nobody'));
  await page.getByTestId('login-submit').click();
  await expect(error).toHaveText(wrongPassword);
  await expect(page).toHaveURL(new RegExp(`${signInPath(isNarrow(testInfo))}$`));
});

test('forgot password: a mailed code sets a new password and signs in', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'forgot');
  await registerVerified(request, email);
  await page.goto('/forgot-password');
  const form = page.getByTestId('forgot-form');
  await form.locator('[name="userEmail"]').fill(email);
  await page.getByTestId('forgot-send').click();
  const code = await codeFromMail(request, email, 2);
  await enterCode(page, code);
  const newPassword = 'Sun!rise2026';
  await form.locator('[name="password"]').fill(newPassword);
  await form.locator('[name="confirmPassword"]').fill(newPassword);
  await page.getByTestId('forgot-submit').click();
  await expect(page).toHaveURL(/\/home$/);

  const oldLogin = await request.post('/api/user/login', {
    data: { userEmail: email, password: PASSWORD, language: 'english' },
  });
  expect(oldLogin.status()).toBe(400);
  const newLogin = await request.post('/api/user/login', {
    data: { userEmail: email, password: newPassword, language: 'english' },
  });
  expect(newLogin.status()).toBe(200);
});

test('profile edit with an avatar upload', async ({ page, request }, testInfo) => {
  const token = await registerVerified(request, uniqueEmail(testInfo, 'profile'));
  await useToken(page, token);
  await page.goto('/mypage_edit');
  const form = page.getByTestId('profile-form');
  await expect(form).toBeVisible();

  await page.getByTestId('avatar-input').setInputFiles({
    name: 'moon.png',
    mimeType: 'image/png',
    buffer: await pngBytes(page),
  });
  await expect(page.getByTestId('avatar-preview')).toBeVisible();
  await form.locator('[name="userName"]').fill('Sun Walker');
  await form.locator('[name="gender"][value="female"]').check();
  await form.locator('[name="userDOB"]').fill('1995-04-12');
  await page.getByTestId('profile-submit').click();

  await expect
    .poll(async () => {
      const me = await request.get('/api/user/me', {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await me.json()) as { data: { userName: string } }).data.userName;
    })
    .toBe('Sun Walker');
  const me = await request.get('/api/user/me', { headers: { authorization: `Bearer ${token}` } });
  const user = ((await me.json()) as { data: { avatar: string; gender: string; userDOB: number } })
    .data;
  expect(user.gender).toBe('female');
  expect(new Date(user.userDOB).toISOString().slice(0, 10)).toBe('1995-04-12');
  expect(user.avatar).toMatch(/avatars\//);
  const image = await request.get(user.avatar);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toContain('image/png');
});

test('an ended session signs out with the authentication message', async ({
  page,
  request,
}, testInfo) => {
  const token = await registerVerified(request, uniqueEmail(testInfo, 'expired'));
  await useToken(page, token);
  await page.goto('/mypage_edit');
  await expect(page.getByTestId('profile-form')).toBeVisible();

  // The session ends elsewhere (signed out on another device).
  const out = await request.post('/api/user/logout', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(out.ok()).toBeTruthy();

  await page.getByTestId('profile-form').locator('[name="userName"]').fill('Too Late');
  await page.getByTestId('profile-submit').click();
  const toast = page.locator('.Toastify__toast').first();
  await expect(toast).toBeVisible();
  if (langOf(testInfo) === 'en') {
    await expect(toast).toContainText('Your authentication fail. Please authenticate again');
  }
  await expect(page).toHaveURL(new RegExp(`${signInPath(isNarrow(testInfo))}$`));
  expect(await page.evaluate(() => localStorage.getItem('dalbit.token'))).toBeNull();
});
