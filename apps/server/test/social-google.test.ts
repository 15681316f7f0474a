import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGoogleVerifier } from '../src/infra/social/google-verifier.js';
import { createTestApp, envelopeOf, hangul, type TestApp } from './helpers.js';
import { api, dataOf, registerBody, STRONG_PASSWORD } from './accounts-helpers.js';
import { createKakaoFake, type KakaoFake } from './fakes/kakao-fake.js';
import {
  GOOGLE_CLIENT_ID,
  rowsOf,
  startGoogleIssuer,
  type GoogleIssuer,
} from './social-helpers.js';

let t: TestApp;
let google: GoogleIssuer;
let stranger: GoogleIssuer;
let kakao: KakaoFake;
beforeAll(async () => {
  kakao = await createKakaoFake({ appId: '42', restApiKey: 'key' });
  google = await startGoogleIssuer();
  // Another issuer with its own key: its signatures must not pass for Google's.
  stranger = await startGoogleIssuer();
  t = await createTestApp({
    GOOGLE_CLIENT_ID,
    GOOGLE_ISSUER: google.url,
    GOOGLE_JWKS_URL: google.jwksUrl,
    KAKAO_REST_API_KEY: 'key',
    KAKAO_APP_ID: '42',
    KAKAO_AUTH_BASE: kakao.url,
    KAKAO_API_BASE: kakao.url,
  });
});
afterAll(async () => {
  await t?.close();
  await google?.stop();
  await stranger?.stop();
  await kakao?.close();
});

interface Me {
  _id: string;
  userName: string;
  userEmail: string | null;
  typeToken: string;
  isEmailVerified: boolean;
}

const loginGoogle = (googleToken: string | undefined, language = 'english') =>
  api(t).post('/user/login/google', {
    ...(googleToken === undefined ? {} : { googleToken }),
    language,
    typeDevice: 'web',
    deviceToken: '',
  });

const signIn = async (claims: Record<string, unknown>) => {
  const res = await loginGoogle(await google.idToken(claims));
  expect(res.statusCode, res.body).toBe(200);
  return dataOf<{ token: string; isEmailVerified: boolean }>(res);
};

const me = async (token: string) => dataOf<Me | null>(await api(t).get('/user/me', token));

const verifyByHand = (email: string) =>
  t.app.database.db.execute(sql`update users set email_verified_at = now() where email = ${email}`);

describe('POST /api/user/login/google refuses', () => {
  it.each([
    ['an empty token', ''],
    ['a missing token', undefined],
    ['a blank token', '   '],
  ])('%s with the spec message', async (_name, token) => {
    const res = await loginGoogle(token);
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res.body)).toEqual({
      code: 'auth.google_token_missing',
      errorList: ['Please check your email or password'],
    });
  });

  const refused = async (token: string, language = 'english') => {
    const res = await loginGoogle(token, language);
    expect(res.statusCode, res.body).toBe(400);
    const envelope = envelopeOf(res.body);
    expect(envelope.code).toBe('auth.social_invalid');
    return envelope;
  };

  it('a token for another audience', async () => {
    await refused(await google.idToken({ aud: 'someone-else.apps.googleusercontent.com' }));
  });

  it('a token of another issuer', async () => {
    await refused(await google.idToken({ iss: 'https://evil.example' }));
  });

  it('an expired token, beyond the clock tolerance', async () => {
    await refused(await google.idToken({}, -120));
  });

  it('a token signed with a key that is not Google’s', async () => {
    // Same issuer and audience, signed by the other server's key.
    await refused(await stranger.idToken({ iss: google.url }));
  });

  it('a tampered token (payload changed after signing)', async () => {
    const [header, , signature] = (await google.idToken()).split('.');
    const forged = Buffer.from(
      JSON.stringify({
        iss: google.url,
        aud: GOOGLE_CLIENT_ID,
        sub: 'admin',
        exp: Math.floor(Date.now() / 1000) + 600,
      }),
    ).toString('base64url');
    await refused(`${header}.${forged}.${signature}`);
  });

  it('a token without a subject', async () => {
    await refused(await google.idToken({ sub: undefined }));
  });

  it('garbage, in Korean when asked', async () => {
    const envelope = await refused('not-a-jwt', 'korean');
    expect(envelope.errorList[0]).toMatch(hangul);
  });
});

describe('POST /api/user/login/google accepts', () => {
  it('a new person: a verified account keyed by the subject', async () => {
    const first = await signIn({
      sub: 'g-new',
      email: 'New.Person@Gmail.com',
      name: 'Min-jun 민준!',
    });
    expect(first.isEmailVerified).toBe(true);
    const user = await me(first.token);
    expect(user).toMatchObject({
      userEmail: 'new.person@gmail.com',
      typeToken: 'google',
      isEmailVerified: true,
      userName: 'Min jun 민준',
    });
    const second = await signIn({ sub: 'g-new', email: 'new.person@gmail.com' });
    expect(second.token).not.toBe(first.token);
    expect((await me(second.token))?._id).toBe(user?._id);
    const links = await rowsOf<{ n: number }>(
      t,
      sql`select count(*)::int as n from user_identities where provider = 'google' and subject = 'g-new'`,
    );
    expect(links[0]?.n).toBe(1);
  });

  it('the same subject finds its account even when the e-mail changed at Google', async () => {
    const a = await signIn({ sub: 'g-moves', email: 'before@gmail.com' });
    const b = await signIn({ sub: 'g-moves', email: 'after@gmail.com' });
    expect((await me(b.token))?._id).toBe((await me(a.token))?._id);
  });

  it('links to a verified e-mail account; its password keeps working', async () => {
    const reg = dataOf<{ token: string }>(
      await api(t).post('/user/register', registerBody('linked@example.com')),
    );
    await verifyByHand('linked@example.com');
    const owner = await me(reg.token);
    const social = await signIn({ sub: 'g-linked', email: 'linked@example.com' });
    const viaGoogle = await me(social.token);
    expect(viaGoogle?._id).toBe(owner?._id);
    // typeToken is the provider of the session.
    expect(viaGoogle?.typeToken).toBe('google');
    expect((await me(reg.token))?.typeToken).toBe('other');
    const login = await api(t).post('/user/login', {
      userEmail: 'linked@example.com',
      password: STRONG_PASSWORD,
      language: 'english',
    });
    expect(login.statusCode).toBe(200);
  });

  it('takes over an unverified account: the first registrant’s password and sessions die', async () => {
    const squatter = dataOf<{ token: string }>(
      await api(t).post('/user/register', registerBody('victim@example.com')),
    );
    const before = await me(squatter.token);
    const social = await signIn({ sub: 'g-victim', email: 'victim@example.com' });
    expect(social.isEmailVerified).toBe(true);
    const after = await me(social.token);
    expect(after).toMatchObject({ _id: before?._id, isEmailVerified: true });
    expect(await me(squatter.token)).toBeNull();
    const login = await api(t).post('/user/login', {
      userEmail: 'victim@example.com',
      password: STRONG_PASSWORD,
      language: 'english',
    });
    expect(login.statusCode).toBe(400);
    expect(envelopeOf(login.body).code).toBe('auth.invalid_credentials');
  });

  it('a take-over also unlinks the identities the first holder linked', async () => {
    // Someone signs in with Kakao (no e-mail) and claims an address they do not own.
    const kakaoToken = kakao.issueToken(4_100_000_002);
    const squat = dataOf<{ token: string }>(
      await api(t).post('/user/login/kakao', { kakaoToken, language: 'english' }),
    );
    const claimed = await api(t).post(
      '/user/add-email',
      { userEmail: 'claimed@example.com', language: 'english' },
      { authorization: `Bearer ${squat.token}` },
    );
    expect(claimed.statusCode).toBe(200);
    const squatter = await me(squat.token);
    // The owner of the address arrives through Google.
    const owner = await signIn({ sub: 'g-claimed', email: 'claimed@example.com' });
    expect((await me(owner.token))?._id).toBe(squatter?._id);
    expect(await me(squat.token)).toBeNull();
    // The Kakao identity no longer leads into the owner's account.
    const back = dataOf<{ token: string }>(
      await api(t).post('/user/login/kakao', { kakaoToken, language: 'english' }),
    );
    const fresh = await me(back.token);
    expect(fresh?._id).not.toBe(squatter?._id);
    expect(fresh).toMatchObject({ userEmail: null, isEmailVerified: false });
  });

  it('never joins an account through an e-mail Google has not verified', async () => {
    const verified = dataOf<{ token: string }>(
      await api(t).post('/user/register', registerBody('owner@example.com')),
    );
    await verifyByHand('owner@example.com');
    const pending = dataOf<{ token: string }>(
      await api(t).post('/user/register', registerBody('pending@example.com')),
    );
    for (const [sub, email] of [
      ['g-unv-1', 'owner@example.com'],
      ['g-unv-2', 'pending@example.com'],
    ] as const) {
      const social = await signIn({ sub, email, email_verified: false });
      expect(social.isEmailVerified).toBe(false);
      const user = await me(social.token);
      expect(user).toMatchObject({ userEmail: null, isEmailVerified: false, typeToken: 'google' });
      expect(user?._id).not.toBe((await me(verified.token))?._id);
      expect(user?._id).not.toBe((await me(pending.token))?._id);
    }
    // Both owners are untouched: sessions alive, the pending one still unverified.
    expect((await me(verified.token))?.isEmailVerified).toBe(true);
    expect((await me(pending.token))?.isEmailVerified).toBe(false);
  });

  it('accepts the flag as the string "true" of older tokens', async () => {
    const social = await signIn({
      sub: 'g-string',
      email: 'string@gmail.com',
      email_verified: 'true',
    });
    expect(social.isEmailVerified).toBe(true);
  });

  it('falls back to a default name when Google gives none that fits the name rule', async () => {
    const social = await signIn({ sub: 'g-noname', email: 'noname@gmail.com', name: '😀✨' });
    expect((await me(social.token))?.userName).toBe('Dalbit user');
  });
});

describe('the Google verifier', () => {
  it('answers 503 auth.social_unavailable when the key set cannot be reached', async () => {
    const verify = createGoogleVerifier({
      clientId: GOOGLE_CLIENT_ID,
      issuers: [google.url],
      jwksUrl: 'http://127.0.0.1:9/jwks',
      timeoutMs: 500,
    });
    await expect(verify(await google.idToken())).rejects.toMatchObject({
      code: 'auth.social_unavailable',
      statusCode: 503,
    });
  });

  it('accepts both spellings of Google’s issuer with the default issuer', async () => {
    const { loadConfig } = await import('../src/config.js');
    const config = loadConfig({ GOOGLE_CLIENT_ID });
    expect(config.google?.issuers).toEqual(['https://accounts.google.com', 'accounts.google.com']);
  });
});
