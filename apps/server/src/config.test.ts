import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({}, '/srv/dalbit');
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir).toBe(resolve('/srv/dalbit', 'data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.siteName).toBe('Dalbit');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.seedDemo).toBe(true);
    expect(config.logLevel).toBe('info');
    expect(config.rateLimitPerMinute).toBe(600);
    expect(loadConfig({ RATE_LIMIT_PER_MINUTE: '50' }).rateLimitPerMinute).toBe(50);
    expect(config.signInLimitPerIp).toBe(30);
    expect(loadConfig({ SIGN_IN_LIMIT_PER_IP: '500' }).signInLimitPerIp).toBe(500);
    expect(config.webDistDir.endsWith(resolve('/apps/web/dist'))).toBe(true);
  });

  it('reads the production settings: role, proxy trust, metrics, pool', () => {
    const config = loadConfig({});
    expect(config.role).toBe('all');
    expect(config.trustProxy).toBe(false);
    expect(config.metrics).toEqual({ port: undefined, host: '0.0.0.0', token: undefined });
    expect(config.databasePoolSize).toBe(10);
    expect(loadConfig({ APP_ROLE: 'worker' }).role).toBe('worker');
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1, loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'loopback',
    ]);
    for (const [name, value] of [
      ['TRUST_PROXY', '10.0.0.0/33'],
      ['TRUST_PROXY', 'my-proxy'],
      ['APP_ROLE', 'cron'],
      ['METRICS_TOKEN', 'short'],
    ] as const) {
      expect(() => loadConfig({ [name]: value }), `${name}=${value}`).toThrow(name);
    }
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).not.toThrow(/short/);
  });

  it('turns the demo seed off by default on a real Postgres server', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@db:5432/dalbit' });
    expect(config.databaseUrl).toBe('postgres://u@db:5432/dalbit');
    expect(config.seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgresql://db/x', SEED_DEMO: 'yes' }).seedDemo).toBe(true);
  });

  it('derives PUBLIC_URL from PORT and trims a trailing slash', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://dalbit.tv/' }).publicUrl).toBe('https://dalbit.tv');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' }).port).toBe(3000);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://root@localhost/db'],
    ['DATABASE_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['SEED_DEMO', 'maybe'],
    ['RATE_LIMIT_PER_MINUTE', '0'],
    ['APP_SECRET', 'too-short'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['REDIS_URL', 'localhost:6379'],
    ['S3_BUCKET', 'media'],
    ['PUBLIC_URL', 'ftp://example.com'],
  ])('fails fast naming %s when it is %j', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`\\b${name}\\b`));
  });

  it('never echoes a database URL, which carries a password', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://admin:s3cret-pw@db/x' })).toThrow(
      /DATABASE_URL: .*\(value hidden\)/,
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://admin:s3cret-pw@db/x' })).not.toThrow(
      /s3cret-pw/,
    );
  });

  it('reads mail, Redis and S3 settings', () => {
    const config = loadConfig({
      SITE_NAME: 'Moon',
      SMTP_URL: 'smtp://user:pw@127.0.0.1:2525',
      REDIS_URL: 'redis://127.0.0.1:6379',
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_ENDPOINT: 'http://127.0.0.1:4568',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtp://user:pw@127.0.0.1:2525',
      from: 'Moon <no-reply@dalbit.local>',
    });
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(config.s3).toMatchObject({
      bucket: 'media',
      endpoint: 'http://127.0.0.1:4568',
      forcePathStyle: true,
    });
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({}).mail.smtpUrl).toBeUndefined();
  });

  it('reports every bad variable at once', () => {
    try {
      loadConfig({ PORT: '-1', LOG_LEVEL: 'x' });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).toMatch(/PORT/);
      expect(String(error)).toMatch(/LOG_LEVEL/);
    }
  });
});

describe('loadConfig: social sign-in', () => {
  it('leaves both providers off by default', () => {
    const config = loadConfig({});
    expect(config.google).toBeUndefined();
    expect(config.kakao).toBeUndefined();
  });

  it('turns Google on with a client id, with Google’s addresses by default', () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com' }).google).toEqual({
      clientId: 'id.apps.googleusercontent.com',
      issuers: ['https://accounts.google.com', 'accounts.google.com'],
      jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
      scriptUrl: 'https://accounts.google.com/gsi/client',
    });
  });

  it('takes a local issuer, key set and script for tests', () => {
    const google = loadConfig({
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_ISSUER: 'http://127.0.0.1:4010/',
      GOOGLE_JWKS_URL: 'http://127.0.0.1:4010/jwks',
      GOOGLE_GSI_SCRIPT_URL: 'http://127.0.0.1:4011/gsi/client',
    }).google;
    expect(google).toEqual({
      clientId: 'id',
      issuers: ['http://127.0.0.1:4010'],
      jwksUrl: 'http://127.0.0.1:4010/jwks',
      scriptUrl: 'http://127.0.0.1:4011/gsi/client',
    });
  });

  it('turns Kakao on with the REST key and the app id, trimming trailing slashes', () => {
    expect(loadConfig({ KAKAO_REST_API_KEY: 'key', KAKAO_APP_ID: '123' }).kakao).toEqual({
      restApiKey: 'key',
      appId: '123',
      authBase: 'https://kauth.kakao.com',
      apiBase: 'https://kapi.kakao.com',
    });
    const local = loadConfig({
      KAKAO_REST_API_KEY: 'key',
      KAKAO_APP_ID: '123',
      KAKAO_AUTH_BASE: 'http://127.0.0.1:4020/',
      KAKAO_API_BASE: 'http://127.0.0.1:4020//',
    }).kakao;
    expect(local?.authBase).toBe('http://127.0.0.1:4020');
    expect(local?.apiBase).toBe('http://127.0.0.1:4020');
  });

  it('turns Toss Payments on with both keys, with the default SDK and API', () => {
    expect(loadConfig({}).toss).toBeUndefined();
    expect(loadConfig({ TOSS_SECRET_KEY: 'test_sk_1', TOSS_CLIENT_KEY: 'test_ck_1' }).toss).toEqual(
      {
        secretKey: 'test_sk_1',
        clientKey: 'test_ck_1',
        apiBase: 'https://api.tosspayments.com',
        sdkUrl: 'https://js.tosspayments.com/v2/standard',
      },
    );
    const local = loadConfig({
      TOSS_SECRET_KEY: 's',
      TOSS_CLIENT_KEY: 'c',
      TOSS_API_BASE: 'http://127.0.0.1:4031/',
      TOSS_SDK_URL: 'http://127.0.0.1:4030/v2/standard',
    }).toss;
    expect(local?.apiBase).toBe('http://127.0.0.1:4031');
    expect(local?.sdkUrl).toBe('http://127.0.0.1:4030/v2/standard');
  });

  it('never echoes the Toss secret key in an error', () => {
    expect(() => loadConfig({ TOSS_SECRET_KEY: 'live_sk_secret' })).toThrow(
      /TOSS_CLIENT_KEY: is required with TOSS_SECRET_KEY/,
    );
    expect(() => loadConfig({ TOSS_SECRET_KEY: 'live_sk_secret' })).not.toThrow(/live_sk_secret/);
  });

  it.each([
    [{ TOSS_CLIENT_KEY: 'test_ck_1' }, /TOSS_SECRET_KEY: is required with TOSS_CLIENT_KEY/],
    [{ TOSS_SDK_URL: 'javascript:alert(1)' }, /TOSS_SDK_URL/],
    [{ KAKAO_REST_API_KEY: 'key' }, /KAKAO_APP_ID: is required with KAKAO_REST_API_KEY/],
    [{ KAKAO_APP_ID: '123' }, /KAKAO_REST_API_KEY: is required with KAKAO_APP_ID/],
    [{ KAKAO_REST_API_KEY: 'k', KAKAO_APP_ID: 'abc' }, /KAKAO_APP_ID: must be the numeric/],
    [{ GOOGLE_ISSUER: 'ftp://x' }, /GOOGLE_ISSUER/],
    [{ GOOGLE_JWKS_URL: 'not a url' }, /GOOGLE_JWKS_URL/],
    [{ GOOGLE_GSI_SCRIPT_URL: 'javascript:alert(1)' }, /GOOGLE_GSI_SCRIPT_URL/],
    [{ KAKAO_AUTH_BASE: 'kauth.kakao.com' }, /KAKAO_AUTH_BASE/],
    [{ KAKAO_API_BASE: 'file:///etc' }, /KAKAO_API_BASE/],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
