import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelopeOf, type TestApp } from './helpers.js';
import { api } from './accounts-helpers.js';

const withProviders = {
  GOOGLE_CLIENT_ID: 'web-config.apps.googleusercontent.com',
  GOOGLE_GSI_SCRIPT_URL: 'http://127.0.0.1:4011/gsi/client',
  KAKAO_REST_API_KEY: 'rest-key',
  KAKAO_APP_ID: '99',
  KAKAO_AUTH_BASE: 'http://127.0.0.1:4020/',
  KAKAO_API_BASE: 'http://127.0.0.1:4021',
};

let plain: TestApp;
let social: TestApp;
beforeAll(async () => {
  [plain, social] = await Promise.all([createTestApp(), createTestApp(withProviders)]);
});
afterAll(async () => {
  await plain?.close();
  await social?.close();
});

const cspOf = async (t: TestApp) => {
  const res = await t.app.inject({ method: 'GET', url: '/' });
  const header = String(res.headers['content-security-policy']);
  return Object.fromEntries(
    header.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
};

describe('GET /api/web-app/config', () => {
  it('answers null providers when none is configured', async () => {
    const res = await api(plain).get('/web-app/config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { google: null, kakao: null } });
  });

  it('answers the public values of the configured providers, never the app id', async () => {
    const res = await api(social).get('/web-app/config');
    expect(res.json()).toEqual({
      data: {
        google: {
          clientId: 'web-config.apps.googleusercontent.com',
          scriptUrl: 'http://127.0.0.1:4011/gsi/client',
        },
        kakao: { restApiKey: 'rest-key', authBase: 'http://127.0.0.1:4020' },
      },
    });
  });
});

describe('the content security policy', () => {
  it('allows only this origin without providers', async () => {
    const csp = await cspOf(plain);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['frame-src']).toEqual(["'self'"]);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('adds the GSI origin for Google and only the token host for Kakao', async () => {
    const csp = await cspOf(social);
    const gsi = 'http://127.0.0.1:4011';
    expect(csp['script-src']).toEqual(["'self'", gsi]);
    expect(csp['frame-src']).toEqual(["'self'", gsi]);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'", gsi]);
    expect(csp['connect-src']).toEqual(["'self'", gsi, 'http://127.0.0.1:4020']);
    expect(JSON.stringify(csp)).not.toContain('4021');
    expect(JSON.stringify(csp)).not.toContain("'unsafe-eval'");
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
  });
});

describe('sign-in with a provider that is not configured', () => {
  it.each([
    ['/user/login/google', { googleToken: 'a.b.c' }],
    ['/user/login/kakao', { kakaoToken: 'token' }],
  ])('%s answers 400 auth.social_unavailable', async (url, body) => {
    const res = await api(plain).post(url, { ...body, language: 'english' });
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res.body).code).toBe('auth.social_unavailable');
  });

  it('still gives the spec message for a missing Google token', async () => {
    const res = await api(plain).post('/user/login/google', { language: 'english' });
    expect(envelopeOf(res.body).code).toBe('auth.google_token_missing');
  });
});

describe('OpenAPI', () => {
  it('lists the social routes', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    for (const path of [
      '/api/user/login/google',
      '/api/user/login/kakao',
      '/api/user/add-email',
      '/api/web-app/config',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
