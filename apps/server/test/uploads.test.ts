import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../src/infra/storage/local-storage.js';
import type { Storage } from '../src/infra/storage/storage.js';
import { createTestApp, envelopeOf, type TestApp } from './helpers.js';
import { api, bearer, dataOf } from './accounts-helpers.js';
import { aSignedInUser } from './builders/accounts.js';

let t: TestApp;
let token: string;
let storage: Storage;
const mediaDir = mkdtempSync(join(tmpdir(), 'dalbit-uploads-'));
beforeAll(async () => {
  storage = createLocalStorage(mediaDir, { secret: 'x'.repeat(48) });
  t = await createTestApp({}, { storage });
  ({ token } = await aSignedInUser(t.db));
});
afterAll(async () => {
  await t?.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const ticket = (payload: Record<string, unknown>, auth = token) =>
  t.app.inject({ method: 'POST', url: '/api/upload-file/', headers: bearer(auth), payload });

const keyOf = (url: string) => decodeURIComponent(url.replace(/^\/media\//, ''));

describe('POST /api/upload-file/', () => {
  it('answers a ticket for an image with a key made by the server', async () => {
    const res = await ticket({
      fileName: '../../etc/passwd.png',
      type: 'avatar',
      contentType: 'image/png',
      size: PNG.length,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = dataOf<{ urlPresigned: string; urlImage: string }>(res);
    expect(data.urlImage).toMatch(/^\/media\/avatars\/\d+\/[A-Za-z0-9_-]+\.png$/);
    expect(data.urlImage).not.toContain('passwd');
    expect(data.urlPresigned).not.toBe('');
  });

  it('signs tickets for 5 minutes', async () => {
    const res = await ticket({
      fileName: 'a.png',
      type: 'avatar',
      contentType: 'image/png',
      size: 10,
    });
    const url = new URL(
      dataOf<{ urlPresigned: string }>(res).urlPresigned,
      'https://dalbit.example',
    );
    const expires = Number(
      url.searchParams.get('expires') ?? url.searchParams.get('X-Amz-Expires') ?? NaN,
    );
    const seconds = expires > 1e9 ? expires - Date.now() / 1000 : expires;
    expect(seconds).toBeGreaterThan(290);
    expect(seconds).toBeLessThanOrEqual(300);
  });

  it('refuses other types and files over 5 MB', async () => {
    const svg = await ticket({
      fileName: 'a.svg',
      type: 'avatar',
      contentType: 'image/svg+xml',
      size: 10,
    });
    expect(svg.statusCode).toBe(400);
    expect(envelopeOf(svg.body).errorList[0]).toMatch(/JPEG/);
    const big = await ticket({
      fileName: 'a.png',
      type: 'avatar',
      contentType: 'image/png',
      size: 5 * 1024 * 1024 + 1,
    });
    expect(big.statusCode).toBe(400);
    expect(envelopeOf(big.body).errorList[0]).toBe('The image must be at most 5 MB');
  });

  it('needs a session', async () => {
    const res = await ticket(
      { fileName: 'a.png', type: 'avatar', contentType: 'image/png', size: 10 },
      'nope',
    );
    expect(res.statusCode).toBe(401);
  });
});

describe('PATCH /api/user/me', () => {
  it('updates the profile, with userDOB as milliseconds', async () => {
    const dob = Date.UTC(1995, 4, 17);
    const res = await api(t).patch(
      '/user/me',
      {
        userName: '김 달빛',
        userDOB: dob,
        nationality: 'KR',
        gender: 'female',
        areaCode: '+82',
        phone: '10-1234-5678',
        survey: ['instagram', 'other:a friend'],
      },
      token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(dataOf(res)).toMatchObject({
      userName: '김 달빛',
      userDOB: dob,
      gender: 'female',
      survey: ['instagram', 'other:a friend'],
    });
  });

  it('refuses an empty survey, unknown fields and future birth dates without a 500', async () => {
    expect((await api(t).patch('/user/me', { survey: [] }, token)).statusCode).toBe(400);
    expect((await api(t).patch('/user/me', { role: 'admin' }, token)).statusCode).toBe(400);
    expect((await api(t).patch('/user/me', { userDOB: 9e15 }, token)).statusCode).toBe(400);
    expect(
      (await api(t).patch('/user/me', { userDOB: Date.now() + 86_400_000 }, token)).statusCode,
    ).toBe(400);
  });

  it('accepts an avatar uploaded through a ticket of this user', async () => {
    const res = await ticket({
      fileName: 'me.png',
      type: 'avatar',
      contentType: 'image/png',
      size: PNG.length,
    });
    const { urlImage } = dataOf<{ urlImage: string }>(res);
    const missing = await api(t).patch('/user/me', { avatar: urlImage }, token);
    expect(envelopeOf(missing.body).code).toBe('upload.missing');
    await storage.put(keyOf(urlImage), PNG, 'image/png');
    const ok = await api(t).patch('/user/me', { avatar: urlImage }, token);
    expect(ok.statusCode).toBe(200);
    expect(dataOf(ok)).toMatchObject({ avatar: urlImage });
  });

  it('spends an upload URL on its first PUT: a replay cannot replace the checked avatar', async () => {
    const res = await ticket({
      fileName: 'me.png',
      type: 'avatar',
      contentType: 'image/png',
      size: PNG.length + 100,
    });
    const { urlPresigned, urlImage } = dataOf<{ urlPresigned: string; urlImage: string }>(res);
    const put = (body: Buffer) =>
      t.app.inject({
        method: 'PUT',
        url: urlPresigned,
        headers: { 'content-type': 'image/png' },
        payload: body,
      });
    expect((await put(PNG)).statusCode).toBe(200);
    const set = await api(t).patch('/user/me', { avatar: urlImage }, token);
    expect(set.statusCode).toBe(200);
    const replay = await put(Buffer.from('<svg onload="alert(1)">'));
    expect(replay.statusCode).toBe(412);
    expect(envelopeOf(replay.body).code).toBe('upload.used');
    expect(await storage.get(keyOf(urlImage))).toEqual(PNG);
  });

  it('refuses avatars that are not images, or not ours', async () => {
    const res = await ticket({
      fileName: 'x.png',
      type: 'avatar',
      contentType: 'image/png',
      size: 20,
    });
    const { urlImage } = dataOf<{ urlImage: string }>(res);
    await storage.put(keyOf(urlImage), Buffer.from('<html>not an image</html>'), 'image/png');
    expect(
      envelopeOf((await api(t).patch('/user/me', { avatar: urlImage }, token)).body).code,
    ).toBe('upload.content_mismatch');
    for (const avatar of [
      'https://evil.example/a.png',
      '/media/avatars/999/abc.png',
      '/media/seed/events/neon-alley.jpg',
    ]) {
      const other = await api(t).patch('/user/me', { avatar }, token);
      expect(other.statusCode).toBe(400);
      expect(envelopeOf(other.body).code).toBe('upload.missing');
    }
  });
});

describe('PATCH /api/user/change-language', () => {
  it('stores the language', async () => {
    const res = await api(t).patch('/user/change-language', { language: 'korean' }, token);
    expect(dataOf(res)).toMatchObject({ language: 'korean' });
    expect(
      (await api(t).patch('/user/change-language', { language: 'klingon' }, token)).statusCode,
    ).toBe(400);
  });
});

describe('GET /api/user/area-code', () => {
  it('lists every calling code with both names, Korea first', async () => {
    const list = dataOf<{ _id: string; code: string; name_kr: string; name_eng: string }[]>(
      await api(t).get('/user/area-code'),
    );
    expect(list.length).toBeGreaterThan(200);
    expect(list[0]).toEqual({
      _id: 'KR',
      code: '+82',
      name_kr: '대한민국',
      name_eng: 'South Korea',
    });
    expect(list.find((c) => c._id === 'US')).toMatchObject({ code: '+1', name_kr: '미국' });
    const rest = list.slice(1).map((c) => c.name_eng);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
