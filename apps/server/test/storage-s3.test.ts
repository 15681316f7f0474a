import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES, type DalbitEvent, type Page } from '@dalbit/contract';
import { checkUploadedImage } from '../src/infra/storage/image-check.js';
import { createStorage } from '../src/infra/storage/index.js';
import { readHead } from '../src/infra/storage/image-check.js';
import {
  createS3Storage,
  s3PublicBase,
  type S3Storage,
  type S3StorageConfig,
} from '../src/infra/storage/s3-storage.js';
import { createUploadKey } from '../src/infra/storage/storage.js';
import { seedNotices } from '../src/seed/seed.js';
import { createTestApp, type TestApp } from './helpers.js';
import { IMAGES, IMPOSTORS, startS3rver } from './storage-fixtures.js';

// Against a real S3-compatible server (s3rver from npm) on a random port. s3rver checks no
// signature and no size (docs/architecture.md#infrastructure), which is exactly why the after-upload check is tested here.
const BUCKET = 'dalbit-test';
const dir = mkdtempSync(join(tmpdir(), 'dalbit-s3rver-'));
let server: S3rver;
let endpoint: string;
let config: S3StorageConfig;
let storage: S3Storage;

beforeAll(async () => {
  ({ server, endpoint } = await startS3rver(BUCKET, dir));
  config = {
    endpoint,
    bucket: BUCKET,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    publicUrl: undefined,
  };
  storage = createS3Storage(config);
});
afterAll(async () => {
  storage?.client.destroy();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const presignedPut = async (key: string, contentType: string, body: Buffer) => {
  const { url, headers } = await storage.createUploadUrl({
    key,
    contentType,
    size: body.length,
    expiresInSeconds: 300,
  });
  return { url, res: await fetch(url, { method: 'PUT', body, headers }) };
};

describe('S3 storage', () => {
  it('puts, reads, streams, stats and deletes', async () => {
    const key = 'seed/test/pixel.png';
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeUndefined();
    expect(await storage.stat(key)).toBeUndefined();
    await storage.put(key, IMAGES['image/png'], 'image/png');
    expect(await storage.exists(key)).toBe(true);
    expect(await storage.get(key)).toEqual(IMAGES['image/png']);
    const info = await storage.stat(key);
    expect(info).toMatchObject({ size: IMAGES['image/png'].length, contentType: 'image/png' });
    expect(info?.etag).toMatch(/^"[0-9a-f]+"$/);
    const chunks: Buffer[] = [];
    for await (const chunk of storage.stream(key)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks)).toEqual(IMAGES['image/png']);
    expect(await readHead(storage, key, 4)).toEqual(IMAGES['image/png'].subarray(0, 4));
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    await storage.delete(key); // missing: not an error
  });

  it('fails a stream of a missing object through the stream', async () => {
    const read = async () => {
      for await (const _chunk of storage.stream('nope/missing.png')) void _chunk;
    };
    await expect(read()).rejects.toThrow();
  });

  it('takes a presigned PUT from a browser-like client and serves it at its public URL', async () => {
    const key = createUploadKey('avatar', 'image/webp');
    const { url, res } = await presignedPut(key, 'image/webp', IMAGES['image/webp']);
    expect(res.status).toBe(200);
    expect(url).toContain('X-Amz-SignedHeaders=content-type%3Bhost');
    expect(url).toContain('X-Amz-Expires=300');
    expect(url).not.toMatch(/x-amz-checksum|x-amz-sdk-checksum/i);

    const publicUrl = storage.publicUrl(key);
    expect(publicUrl).toBe(`${endpoint}/${BUCKET}/${key}`);
    const got = await fetch(publicUrl);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await got.arrayBuffer())).toEqual(IMAGES['image/webp']);
    expect(await checkUploadedImage(storage, key, 'image/webp', UPLOAD_MAX_BYTES)).toEqual({
      ok: true,
    });
  });

  it('lets the image check catch what s3rver lets through', async () => {
    const html = createUploadKey('avatar', 'image/png');
    expect((await presignedPut(html, 'image/png', IMPOSTORS.html)).res.status).toBe(200);
    expect(await checkUploadedImage(storage, html, 'image/png', UPLOAD_MAX_BYTES)).toEqual({
      ok: false,
      reason: 'content_mismatch',
    });

    const big = createUploadKey('avatar', 'image/png');
    const body = Buffer.concat([IMAGES['image/png'], Buffer.alloc(4096)]);
    expect((await presignedPut(big, 'image/png', body)).res.status).toBe(200);
    expect(await checkUploadedImage(storage, big, 'image/png', 4096)).toEqual({
      ok: false,
      reason: 'too_large',
    });

    const jpegAsGif = createUploadKey('avatar', 'image/gif');
    await presignedPut(jpegAsGif, 'image/gif', IMAGES['image/jpeg']);
    expect(await checkUploadedImage(storage, jpegAsGif, 'image/gif', UPLOAD_MAX_BYTES)).toEqual({
      ok: false,
      reason: 'content_mismatch',
    });

    const never = createUploadKey('avatar', 'image/png');
    expect(await checkUploadedImage(storage, never, 'image/png', UPLOAD_MAX_BYTES)).toEqual({
      ok: false,
      reason: 'missing',
    });
  });

  it('derives public URLs for a CDN, path style and virtual-host style', () => {
    expect(s3PublicBase({ ...config, publicUrl: 'https://cdn.example/media/' })).toBe(
      'https://cdn.example/media',
    );
    expect(
      s3PublicBase({ ...config, endpoint: 'https://s3.example.com', forcePathStyle: false }),
    ).toBe(`https://${BUCKET}.s3.example.com`);
    expect(s3PublicBase({ ...config, endpoint: undefined, region: 'ap-northeast-2' })).toBe(
      `https://${BUCKET}.s3.ap-northeast-2.amazonaws.com`,
    );
    expect(
      createS3Storage({ ...config, publicUrl: 'https://cdn.example' }).publicUrl('a b/c.png'),
    ).toBe('https://cdn.example/a%20b/c.png');
  });

  it('is what createStorage picks when S3 is configured', () => {
    expect(createStorage({ dataDir: dir, s3: config }, { secret: 'x'.repeat(32) })).toMatchObject({
      kind: 's3',
    });
    expect(
      createStorage({ dataDir: dir, s3: undefined }, { secret: 'x'.repeat(32) }),
    ).toMatchObject({
      kind: 'local',
    });
  });
});

describe('the app on S3', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('seeds its images into the bucket and links them there', async () => {
    // The notices are the part of the demo seed with images of its own.
    await seedNotices(t.db, t.storage, new Date());
    const res = await t.app.inject({ url: '/api/web-app/event?keySort=createdAt&page=1' });
    const page = res.json<{ data: Page<DalbitEvent> }>().data;
    const image = page.items[0]?.imageDomestic ?? '';
    expect(image.startsWith(`${endpoint}/${BUCKET}/seed/events/`)).toBe(true);
    const got = await fetch(image);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/jpeg');
    expect(got.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await got.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('redirects old /media links to the bucket and registers no local upload PUT', async () => {
    const res = await t.app.inject({ url: '/media/seed/events/x.jpg' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${endpoint}/${BUCKET}/seed/events/x.jpg`);
    expect((await t.app.inject({ url: '/media/seed/.hidden' })).statusCode).toBe(400);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/upload-file/put/uploads/avatar/a.png?expires=1&ct=image%2Fpng&size=1&sig=x',
      headers: { 'content-type': 'image/png' },
      payload: IMAGES['image/png'],
    });
    expect(put.statusCode).toBe(404);
  });
});
