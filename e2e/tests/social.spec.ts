import { expect, test, type Page } from '@playwright/test';
import { kakaoUsersFor } from '../fakes/kakao-users';
import { codeFromMail, enterCode, uniqueEmail } from './accounts-support';
import { isNarrow } from './support';

const signInPath = (narrow: boolean) => (narrow ? '/login-method' : '/login');

async function tokenOf(page: Page) {
  return page.evaluate(() => localStorage.getItem('dalbit.token'));
}

async function signOut(page: Page, narrow: boolean) {
  if (narrow) {
    await page.getByTestId('menu-button').click();
    await page.getByTestId('nav-drawer').getByTestId('signout-button').click();
  } else {
    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('user-menu').getByTestId('signout-button').click();
  }
  await page.getByTestId('signout-confirm').click();
}

test('Google: the Identity Services popup signs in, and sign-out ends the Google session', async ({
  page,
  request,
}, testInfo) => {
  const narrow = isNarrow(testInfo);
  const email = uniqueEmail(testInfo, 'google');
  await page.goto(signInPath(narrow));
  const button = page.getByTestId('google-button').locator('[data-gsi-fake="button"]');
  await expect(button).toBeVisible();

  const [chooser] = await Promise.all([page.waitForEvent('popup'), button.click()]);
  await chooser.locator('[name="email"]').fill(email);
  await chooser.locator('[name="name"]').fill('Google Walker');
  await chooser.locator('#continue').click();

  // A new account whose e-mail Google verified: straight to the survey.
  await expect(page).toHaveURL(/\/inlet-channel$/);
  const token = await tokenOf(page);
  expect(token).toBeTruthy();
  const me = await request.get('/api/user/me', { headers: { authorization: `Bearer ${token}` } });
  const user = (
    (await me.json()) as {
      data: { userEmail: string; typeToken: string; isEmailVerified: boolean };
    }
  ).data;
  expect(user).toMatchObject({ userEmail: email, typeToken: 'google', isEmailVerified: true });

  await page.getByTestId('survey-form').locator('[name="survey-google"]').check();
  await page.getByTestId('survey-submit').click();
  await expect(page).toHaveURL(/\/home$/);

  await signOut(page, narrow);
  await expect(page).toHaveURL(new RegExp(`${signInPath(narrow)}$`));
  expect(await tokenOf(page)).toBeNull();
  expect(
    await page.evaluate(
      () =>
        (window as unknown as { __gsiFake: { autoSelectDisabled: boolean } }).__gsiFake
          .autoSelectDisabled,
    ),
  ).toBe(true);
});

test('Kakao: the authorisation popup signs in, and the logout popup signs out', async ({
  page,
  request,
}, testInfo) => {
  const narrow = isNarrow(testInfo);
  const { withEmail } = kakaoUsersFor(testInfo.project.name);
  await page.goto(signInPath(narrow));
  const [consent] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByTestId('kakao-login').click(),
  ]);
  await consent.locator('#kakao-user').selectOption(String(withEmail.id));
  await consent.locator('#kakao-approve').click();
  await consent.waitForEvent('close');

  await expect(page).toHaveURL(/\/(inlet-channel|home)$/);
  const token = await tokenOf(page);
  const me = await request.get('/api/user/me', { headers: { authorization: `Bearer ${token}` } });
  const user = ((await me.json()) as { data: { userEmail: string; typeToken: string } }).data;
  expect(user).toMatchObject({ userEmail: withEmail.email, typeToken: 'kakao' });

  const [logout] = await Promise.all([page.waitForEvent('popup'), signOut(page, narrow)]);
  await logout.waitForEvent('close');
  await expect(page).toHaveURL(new RegExp(`${signInPath(narrow)}$`));
  expect(await tokenOf(page)).toBeNull();
  const after = await request.get('/api/user/me', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await after.json()) as { data: unknown }).data).toBeNull();
});

test('Kakao without an e-mail: the account adds and verifies one before it goes on', async ({
  page,
  request,
}, testInfo) => {
  const narrow = isNarrow(testInfo);
  const { withoutEmail } = kakaoUsersFor(testInfo.project.name);
  await page.goto(signInPath(narrow));
  const [consent] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByTestId('kakao-login').click(),
  ]);
  await consent.locator('#kakao-user').selectOption(String(withoutEmail.id));
  await consent.locator('#kakao-approve').click();
  await consent.waitForEvent('close');

  await expect(page).toHaveURL(/\/email-verification$/);
  const email = uniqueEmail(testInfo, 'kakao-add');
  const form = page.getByTestId('add-email-form');
  await form.locator('[name="userEmail"]').fill(email);
  await page.getByTestId('add-email-submit').click();
  const code = await codeFromMail(request, email);
  await enterCode(page, code);
  const submit = page.getByTestId('otp-submit');
  if (await submit.isEnabled().catch(() => false)) await submit.click().catch(() => undefined);
  await expect(page).toHaveURL(/\/inlet-channel$/);

  const me = await request.get('/api/user/me', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  const user = ((await me.json()) as { data: { userEmail: string; isEmailVerified: boolean } })
    .data;
  expect(user).toMatchObject({ userEmail: email, isEmailVerified: true });
});
