import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { ports } from './ports.js';

const port = ports.app;
const dataDir = path.join(os.tmpdir(), `dalbit-e2e-${port}`);
export const baseURL = `http://127.0.0.1:${port}`;
const mailSmtpPort = ports.mailSmtp;
const mailHttpPort = ports.mailHttp;
const googleIssuerPort = ports.googleIssuer;
const googleGsiPort = ports.googleGsi;
export const GOOGLE_CLIENT_ID = 'dalbit-e2e.apps.googleusercontent.com';
const kakaoPort = ports.kakao;
const kakaoAppId = '1234567';
const kakaoRestKey = 'e2e-rest-key';
const tossPort = ports.toss;
const tossSecretKey = 'test_sk_e2e';
const tossClientKey = 'test_ck_e2e';

const chromium = {
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

const widths = { wide: { width: 1280, height: 800 }, narrow: { width: 375, height: 740 } };
const locales = { ko: 'ko-KR', en: 'en-US' };

/**
 * Every spec runs at both widths and in both languages: English at 1280 px and Korean at 375 px.
 * `E2E_MATRIX=full` adds the other two pairs (Korean wide, English narrow): four projects, about
 * twice the time, for a change that may depend on a width and a language together.
 */
const pairs = process.env.E2E_MATRIX === 'full' ? null : new Set(['wide-en', 'narrow-ko']);
const projects = Object.entries(widths)
  .flatMap(([size, viewport]) =>
    Object.entries(locales).map(([lang, locale]) => ({
      name: `${size}-${lang}`,
      use: { viewport, locale, hasTouch: size === 'narrow', isMobile: false },
    })),
  )
  .filter((project) => pairs?.has(project.name) ?? true);

export default defineConfig({
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 8_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  outputDir: '../test-results',
  use: {
    baseURL,
    launchOptions: chromium,
    // A trace of a failed test's retry (CI retries once; locally, `--trace on`). Recording one
    // for every test, to keep the failures', took about a third of each test's time on CI's two
    // cores (DOM snapshots and screencast frames of every step).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects,
  webServer: [
    {
      // A real SMTP server the app delivers to; the tests read the mail back over HTTP.
      command: 'npx tsx e2e/mail-sink.ts',
      cwd: path.resolve(import.meta.dirname, '..'),
      url: `http://127.0.0.1:${mailHttpPort}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { MAIL_SINK_SMTP_PORT: String(mailSmtpPort), MAIL_SINK_HTTP_PORT: String(mailHttpPort) },
    },
    {
      // Google's stand-in: an OpenID issuer with JWKS, and the Identity Services client script.
      command: 'npx tsx e2e/fakes/google.ts',
      cwd: path.resolve(import.meta.dirname, '..'),
      url: `http://127.0.0.1:${googleGsiPort}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        GOOGLE_FAKE_ISSUER_PORT: String(googleIssuerPort),
        GOOGLE_FAKE_GSI_PORT: String(googleGsiPort),
      },
    },
    {
      // Kakao's stand-in: authorize, token, logout and the user APIs on one local server.
      command: 'npx tsx e2e/fakes/kakao.ts',
      cwd: path.resolve(import.meta.dirname, '..'),
      url: `http://127.0.0.1:${kakaoPort}/v2/user/me`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        KAKAO_FAKE_PORT: String(kakaoPort),
        KAKAO_FAKE_APP_ID: kakaoAppId,
        KAKAO_FAKE_REST_KEY: kakaoRestKey,
      },
    },
    {
      // Toss Payments' stand-in: the REST API the app calls, the browser SDK and a card page.
      command: 'npx tsx e2e/fakes/toss.ts',
      cwd: path.resolve(import.meta.dirname, '..'),
      url: `http://127.0.0.1:${tossPort}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        TOSS_FAKE_PORT: String(tossPort),
        TOSS_FAKE_SECRET_KEY: tossSecretKey,
        TOSS_FAKE_CLIENT_KEY: tossClientKey,
      },
    },
    {
      // A fresh embedded database with the demo seed for every run: the real built app, no mocks.
      command: `rm -rf "${dataDir}" && node apps/server/dist/server.js`,
      cwd: path.resolve(import.meta.dirname, '..'),
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: baseURL,
        LOG_LEVEL: 'warn',
        // Every browser here signs in from 127.0.0.1: four projects' sign-ins would pass the
        // per-address limit (30 in 15 minutes) meant for one person's device.
        SIGN_IN_LIMIT_PER_IP: '1000',
        // The same for the API's per-address limit (600 a minute, meant for one device): every
        // page of both workers counts against 127.0.0.1, and a busy journey passed it.
        RATE_LIMIT_PER_MINUTE: '100000',
        SMTP_URL: `smtp://127.0.0.1:${mailSmtpPort}`,
        MAIL_FROM: 'Dalbit <no-reply@dalbit.test>',
        GOOGLE_CLIENT_ID,
        GOOGLE_ISSUER: `http://127.0.0.1:${googleIssuerPort}`,
        GOOGLE_JWKS_URL: `http://127.0.0.1:${googleIssuerPort}/jwks`,
        GOOGLE_GSI_SCRIPT_URL: `http://127.0.0.1:${googleGsiPort}/gsi/client`,
        KAKAO_REST_API_KEY: kakaoRestKey,
        KAKAO_APP_ID: kakaoAppId,
        KAKAO_AUTH_BASE: `http://127.0.0.1:${kakaoPort}`,
        KAKAO_API_BASE: `http://127.0.0.1:${kakaoPort}`,
        TOSS_SECRET_KEY: tossSecretKey,
        TOSS_CLIENT_KEY: tossClientKey,
        TOSS_API_BASE: `http://127.0.0.1:${tossPort}`,
        TOSS_SDK_URL: `http://127.0.0.1:${tossPort}/v2/standard`,
      },
    },
  ],
});
