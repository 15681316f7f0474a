import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { ports } from '../ports.js';

export const MAIL_SINK = `http://127.0.0.1:${ports.mailHttp}`;
// Sign-up refuses guessable passwords (a zxcvbn score under 3), leetspeak included.
export const PASSWORD = 'Han!river27';

interface SinkMessage {
  to: string[];
  subject: string;
  text: string;
}

export const uniqueEmail = (testInfo: TestInfo, tag: string) =>
  `e2e-${tag}-${testInfo.project.name}-${Date.now().toString(36)}-${Math.random()
    .toString(36)
    .slice(2, 7)}@dalbit.test`;

export async function messagesTo(request: APIRequestContext, email: string) {
  const res = await request.get(`${MAIL_SINK}/messages?to=${encodeURIComponent(email)}`);
  return (await res.json()) as SinkMessage[];
}

/** Waits for the `count`-th mail to `email` and reads the 6-digit code from its text part. */
export async function codeFromMail(request: APIRequestContext, email: string, count = 1) {
  let mail: SinkMessage | undefined;
  await expect
    .poll(
      async () => {
        const found = await messagesTo(request, email);
        mail = found[count - 1];
        return found.length;
      },
      { timeout: 15_000, message: `mail number ${count} to ${email}` },
    )
    .toBeGreaterThanOrEqual(count);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  expect(code, `a 6-digit code in: ${mail?.text}`).toBeTruthy();
  return code!;
}

const body = async <T>(res: { ok(): boolean; status(): number; json(): Promise<unknown> }) => {
  const json = (await res.json()) as { data: T };
  expect(res.ok(), `status ${res.status()}: ${JSON.stringify(json)}`).toBeTruthy();
  return json.data;
};

/** Registers through the API without verifying: the account starts unverified. */
export async function registerUnverified(
  request: APIRequestContext,
  email: string,
  userName = 'Moon Walker',
) {
  return body<{ token: string }>(
    await request.post('/api/user/register', {
      data: {
        userName,
        userEmail: email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        agreeTerms: true,
        agreePrivacy: true,
        language: 'english',
      },
    }),
  );
}

/** A verified account with its survey answered, made through the real API and mail. */
export async function registerVerified(
  request: APIRequestContext,
  email: string,
  userName = 'Moon Walker',
) {
  const { token } = await registerUnverified(request, email, userName);
  const sent = await request.post('/api/user/send-otp', {
    data: { userEmail: email, language: 'english' },
  });
  expect(sent.ok()).toBeTruthy();
  const otp = await codeFromMail(request, email);
  await body(
    await request.post('/api/user/check-otp-verify', {
      data: { userEmail: email, otp, language: 'english' },
    }),
  );
  await body(
    await request.patch('/api/user/me', {
      headers: { authorization: `Bearer ${token}` },
      data: { survey: ['instagram'] },
    }),
  );
  return token;
}

/** Starts the page signed in, as if the token had been stored by an earlier sign-in. */
export async function useToken(page: Page, token: string) {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-token-set')) {
      localStorage.setItem('dalbit.token', value);
      sessionStorage.setItem('e2e-token-set', '1');
    }
  }, token);
}

/** Types a code into the verification form, whether it is one field or six boxes. */
export async function enterCode(page: Page, code: string) {
  const form = page.getByTestId('otp-form').or(page.getByTestId('forgot-form'));
  await form.locator('input[name="otp"], input[inputmode="numeric"]').first().click();
  await page.keyboard.type(code, { delay: 20 });
}

/** A real 64x64 PNG, drawn by the browser itself. */
export async function pngBytes(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 64;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#f2c14e';
    ctx.beginPath();
    ctx.arc(32, 32, 24, 0, Math.PI * 2);
    ctx.fill();
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  return Buffer.from(base64, 'base64');
}
