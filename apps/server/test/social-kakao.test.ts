import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelopeOf, type TestApp } from './helpers.js';
import {
  api,
  bearer,
  codeIn,
  dataOf,
  mailTo,
  registerBody,
  startSmtp,
  type TestSmtp,
} from './accounts-helpers.js';
import { createKakaoFake, type KakaoFake } from './fakes/kakao-fake.js';

const APP_ID = '1234567';
const REST_KEY = 'kakao-rest-key-test';
const WITH_EMAIL = 4_100_000_001;
const WITHOUT_EMAIL = 4_100_000_002;

let t: TestApp;
let smtp: TestSmtp;
let kakao: KakaoFake;
let clock = Date.now();
beforeAll(async () => {
  smtp = await startSmtp();
  kakao = await createKakaoFake({ appId: APP_ID, restApiKey: REST_KEY });
  t = await createTestApp(
    {
      SMTP_URL: smtp.url,
      KAKAO_REST_API_KEY: REST_KEY,
      KAKAO_APP_ID: APP_ID,
      KAKAO_AUTH_BASE: kakao.url,
      KAKAO_API_BASE: kakao.url,
    },
    { now: () => clock },
  );
});
afterAll(async () => {
  await t?.close();
  await kakao?.close();
  await smtp?.close();
});

interface Me {
  _id: string;
  userEmail: string | null;
  typeToken: string;
  isEmailVerified: boolean;
}

const loginKakao = (kakaoToken: string) =>
  api(t).post('/user/login/kakao', {
    kakaoToken,
    language: 'english',
    typeDevice: 'web',
    deviceToken: '',
  });

const signIn = async (kakaoToken: string) => {
  const res = await loginKakao(kakaoToken);
  expect(res.statusCode, res.body).toBe(200);
  return dataOf<{ token: string; isEmailVerified: boolean }>(res);
};

const me = async (token: string) => dataOf<Me | null>(await api(t).get('/user/me', token));

const addEmail = (token: string, userEmail: string) =>
  api(t).post('/user/add-email', { userEmail, language: 'english' }, bearer(token));

describe('POST /api/user/login/kakao refuses', () => {
  it('a token issued to another Kakao app (token substitution)', async () => {
    const res = await loginKakao(kakao.issueToken(WITH_EMAIL, { appId: '7654321' }));
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res.body).code).toBe('auth.social_invalid');
  });

  it('a token Kakao does not know', async () => {
    const res = await loginKakao('unknown-token');
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res.body).code).toBe('auth.social_invalid');
  });

  it('an empty token', async () => {
    const res = await loginKakao('');
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res.body).code).toBe('request.invalid');
  });

  it('with 503 while Kakao is down', async () => {
    kakao.setDown(true);
    try {
      const res = await loginKakao(kakao.issueToken(WITH_EMAIL));
      expect(res.statusCode).toBe(503);
      expect(envelopeOf(res.body).code).toBe('auth.social_unavailable');
    } finally {
      kakao.setDown(false);
    }
  });

  it('with 503 when Kakao does not answer within 3 s', async () => {
    kakao.setDelay(3500);
    try {
      const res = await loginKakao(kakao.issueToken(WITH_EMAIL));
      expect(res.statusCode).toBe(503);
    } finally {
      kakao.setDelay(0);
    }
  });
});

describe('POST /api/user/login/kakao accepts', () => {
  it('a person with a verified e-mail: a verified account keyed by the Kakao id', async () => {
    const first = await signIn(kakao.issueToken(WITH_EMAIL));
    expect(first.isEmailVerified).toBe(true);
    const user = await me(first.token);
    expect(user).toMatchObject({
      userEmail: 'kakao.user@example.com',
      typeToken: 'kakao',
      isEmailVerified: true,
    });
    const again = await signIn(kakao.issueToken(WITH_EMAIL));
    expect((await me(again.token))?._id).toBe(user?._id);
  });

  it('the whole authorisation-code flow of the fake', async () => {
    const redirect = 'http://127.0.0.1:9/oauth/kakao/callback';
    const authorize = new URL('/oauth/authorize', kakao.url);
    authorize.search = new URLSearchParams({
      client_id: REST_KEY,
      redirect_uri: redirect,
      response_type: 'code',
      state: 's1',
    }).toString();
    const page = await fetch(authorize);
    expect(await page.text()).toContain('id="kakao-approve"');
    authorize.pathname = '/oauth/authorize/approve';
    authorize.searchParams.set('user', String(WITH_EMAIL));
    const approved = await fetch(authorize, { redirect: 'manual' });
    expect(approved.status).toBe(302);
    const back = new URL(approved.headers.get('location') ?? '');
    expect(back.searchParams.get('state')).toBe('s1');
    const tokenRes = await fetch(`${kakao.url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: REST_KEY,
        redirect_uri: redirect,
        code: back.searchParams.get('code') ?? '',
      }),
    });
    expect(tokenRes.headers.get('access-control-allow-origin')).toBe('*');
    const grant = (await tokenRes.json()) as { access_token: string; token_type: string };
    expect(grant.token_type).toBe('bearer');
    expect((await signIn(grant.access_token)).isEmailVerified).toBe(true);
  });

  it('never joins an account through an e-mail Kakao has not verified', async () => {
    const owner = dataOf<{ token: string }>(
      await api(t).post('/user/register', registerBody('kakao.unverified@example.com')),
    );
    kakao.addToken('unverified-email-token', {
      id: 4_100_000_900,
      account: { email: 'kakao.unverified@example.com', isEmailVerified: false, nickname: 'X' },
    });
    const social = await signIn('unverified-email-token');
    const user = await me(social.token);
    expect(user).toMatchObject({ userEmail: null, isEmailVerified: false });
    expect(user?._id).not.toBe((await me(owner.token))?._id);
    expect(await me(owner.token)).not.toBeNull();
  });
});

describe('a Kakao account without e-mail', () => {
  let session = '';

  it('starts with a null e-mail and is confined to the e-mail step', async () => {
    const social = await signIn(kakao.issueToken(WITHOUT_EMAIL));
    session = social.token;
    expect(social.isEmailVerified).toBe(false);
    expect(await me(session)).toMatchObject({
      userEmail: null,
      isEmailVerified: false,
      typeToken: 'kakao',
    });
    const patch = await api(t).patch('/user/me', { userName: 'Someone' }, session);
    expect(patch.statusCode).toBe(403);
    expect(envelopeOf(patch.body).code).toBe('auth.email_unverified');
  });

  it('refuses another account’s e-mail with 409', async () => {
    const res = await addEmail(session, 'kakao.user@example.com');
    expect(res.statusCode).toBe(409);
    expect(envelopeOf(res.body).code).toBe('auth.email_taken');
    expect((await me(session))?.userEmail).toBeNull();
  });

  it('needs a session', async () => {
    const res = await api(t).post('/user/add-email', {
      userEmail: 'x@example.com',
      language: 'english',
    });
    expect(res.statusCode).toBe(401);
  });

  it('adds an e-mail, verifies it with the mailed code and goes on', async () => {
    const before = smtp.inbox.length;
    const first = await addEmail(session, 'First.Choice@Example.com');
    expect(first.statusCode, first.body).toBe(200);
    expect(dataOf<Me>(first)).toMatchObject({
      userEmail: 'first.choice@example.com',
      isEmailVerified: false,
    });
    const oldCode = codeIn(await mailTo(smtp, 'first.choice@example.com', before));

    // A second address replaces the first, whose code stops working.
    clock += 61_000;
    const after = smtp.inbox.length;
    expect((await addEmail(session, 'kakao.added@example.com')).statusCode).toBe(200);
    // Someone registers the abandoned address: the old code must not verify their account.
    const squatter = dataOf<{ token: string }>(
      await api(t).post('/user/register', registerBody('first.choice@example.com')),
    );
    const oldTry = await api(t).post('/user/check-otp-verify', {
      userEmail: 'first.choice@example.com',
      otp: oldCode,
      language: 'english',
    });
    expect(oldTry.statusCode).toBe(400);
    expect((await me(squatter.token))?.isEmailVerified).toBe(false);

    // send-otp resends to the pending address (after the cooldown).
    clock += 61_000;
    const resend = await api(t).post('/user/send-otp', {
      userEmail: 'kakao.added@example.com',
      language: 'english',
    });
    expect(resend.statusCode).toBe(200);
    const mail = await mailTo(smtp, 'kakao.added@example.com', after + 1);
    const verify = await api(t).post('/user/check-otp-verify', {
      userEmail: 'kakao.added@example.com',
      otp: codeIn(mail),
      language: 'english',
    });
    expect(verify.statusCode, verify.body).toBe(200);
    expect(await me(session)).toMatchObject({
      userEmail: 'kakao.added@example.com',
      isEmailVerified: true,
    });
    const patch = await api(t).patch('/user/me', { userName: 'Someone' }, session);
    expect(patch.statusCode).toBe(200);

    // The next Kakao sign-in finds the same, now verified, account.
    const again = await signIn(kakao.issueToken(WITHOUT_EMAIL));
    expect(again.isEmailVerified).toBe(true);
    expect((await me(again.token))?.userEmail).toBe('kakao.added@example.com');
  });

  it('refuses a verified account with 409 auth.email_already_verified', async () => {
    const res = await addEmail(session, 'another@example.com');
    expect(res.statusCode).toBe(409);
    expect(envelopeOf(res.body).code).toBe('auth.email_already_verified');
  });
});
