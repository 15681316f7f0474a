import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageVariantKey } from '@dalbit/contract/images';
import { translate } from '../src/infra/i18n/translate.js';
import { createImageVariants } from '../src/infra/media/image-variants.js';
import { runTool } from '../src/infra/media/run-tool.js';
import { createLocalStorage } from '../src/infra/storage/local-storage.js';
import { keysUnder } from '../src/infra/storage/storage.js';
import { createTestApp, envelopeOf, type TestApp } from './helpers.js';
import { hasFfmpeg, TOOLS } from './media-helpers.js';
import { IMAGES } from './storage-fixtures.js';

// Resized copies of stored images (docs/api.md#resized-images): real ffmpeg runs on images made
// here, read back with ffprobe.
const dir = mkdtempSync(join(tmpdir(), 'dalbit-variants-test-'));
let t: TestApp;

/** A test pattern `width`×`height` in one of ffmpeg's image formats (by the extension). */
const makeImage = async (name: string, width: number, height: number): Promise<Buffer> => {
  const out = join(dir, name);
  await runTool('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi'],
    ...['-i', `testsrc2=size=${width}x${height}:duration=1`, '-frames:v', '1', out],
  ]);
  return readFileSync(out);
};

/** The JPEG with an EXIF block saying "rotate 90° clockwise to show" (orientation 6). */
const withOrientation6 = (jpeg: Buffer): Buffer => {
  const tiff = Buffer.from([
    ...[0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08, 0x00, 0x01],
    ...[0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, 0x06, 0x00, 0x00],
    ...[0x00, 0x00, 0x00, 0x00],
  ]);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const length = payload.length + 2;
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, length >> 8, length & 0xff]), payload]);
  return Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]);
};

/** Width and height of a picture, by ffprobe. */
const sizeOf = async (bytes: Buffer): Promise<[number, number]> => {
  const file = join(dir, `probe-${Math.random().toString(36).slice(2)}`);
  writeFileSync(file, bytes);
  const out = await runTool('ffprobe', [
    ...['-v', 'error', '-select_streams', 'v:0'],
    ...['-show_entries', 'stream=width,height', '-of', 'csv=p=0', file],
  ]);
  const [width, height] = out.trim().split(',').map(Number);
  return [width!, height!];
};

const isWebp = (bytes: Buffer) =>
  bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
  bytes.subarray(8, 12).toString('latin1') === 'WEBP';

const get = (url: string, lang = 'en') =>
  t.app.inject({ url, headers: { 'accept-language': lang } });

let backdrop: Buffer;
let poster: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  if (!hasFfmpeg) return;
  backdrop = await makeImage('backdrop.jpg', 1280, 720);
  poster = await makeImage('poster.png', 600, 900);
}, 60_000);
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!hasFfmpeg)('resized copies of images', () => {
  it('makes every width of an image on its first request, as WebP, in storage', async () => {
    await t.storage.put('covers/a.jpg', backdrop, 'image/jpeg');
    const res = await get('/media/variants/w640/covers/a.jpg.webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(isWebp(res.rawPayload)).toBe(true);
    expect(await sizeOf(res.rawPayload)).toEqual([640, 360]);
    expect(res.rawPayload.length).toBeLessThan(backdrop.length);
    // One run made all four, under keys derived from the original's.
    expect((await keysUnder(t.storage, 'variants/')).sort()).toEqual(
      IMAGE_WIDTHS.map((w) => imageVariantKey('covers/a.jpg', w)).sort(),
    );
    const widths = await Promise.all(
      IMAGE_WIDTHS.map(async (w) =>
        sizeOf((await t.storage.get(imageVariantKey('covers/a.jpg', w)))!),
      ),
    );
    expect(widths).toEqual([
      [320, 180],
      [640, 360],
      [960, 540],
      [1280, 720],
    ]);
  });

  it('serves a stored copy as it is, with the caching of its original', async () => {
    await t.storage.put('seed/events/b.jpg', backdrop, 'image/jpeg');
    await get('/media/variants/w320/seed/events/b.jpg.webp');
    const before = await t.storage.stat(imageVariantKey('seed/events/b.jpg', 320));
    const again = await get('/media/variants/w320/seed/events/b.jpg.webp');
    expect(again.statusCode).toBe(200);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(again.headers.etag).toBe(before?.etag);
    expect((await t.storage.stat(imageVariantKey('seed/events/b.jpg', 320)))?.modifiedAt).toEqual(
      before?.modifiedAt,
    );
  });

  it('never makes a copy wider than its original', async () => {
    await t.storage.put('posters/p.png', poster, 'image/png');
    const res = await get('/media/variants/w960/posters/p.png.webp');
    expect(res.statusCode).toBe(200);
    expect(await sizeOf(res.rawPayload)).toEqual([600, 900]);
    expect(await sizeOf((await get('/media/variants/w320/posters/p.png.webp')).rawPayload)).toEqual(
      [320, 480],
    );
  });

  it("keeps a phone photo's way up (its EXIF orientation)", async () => {
    await t.storage.put('projects/7/photo.jpg', withOrientation6(backdrop), 'image/jpeg');
    const res = await get('/media/variants/w320/projects/7/photo.jpg.webp');
    expect(res.statusCode).toBe(200);
    const [width, height] = await sizeOf(res.rawPayload);
    expect(width).toBe(320);
    expect(height).toBeGreaterThan(width);
  });

  it('refuses a width not in the list with a translated 400, before touching storage', async () => {
    for (const lang of ['en', 'ko'] as const) {
      const res = await get('/media/variants/w500/covers/a.jpg.webp', lang);
      expect(res.statusCode).toBe(400);
      const envelope = envelopeOf(res.body);
      expect(envelope.code).toBe('image.width_invalid');
      expect(envelope.errorList[0]).toBe(
        translate(lang, 'image.width_invalid', { widths: IMAGE_WIDTHS.join(', ') }),
      );
    }
    expect(envelopeOf((await get('/media/variants/x/covers/a.jpg.webp')).body).code).toBe(
      'image.width_invalid',
    );
    expect(envelopeOf((await get('/media/variants/w640')).body).code).toBe('image.not_resizable');
  });

  it('refuses to resize what is not a stored JPEG, PNG or WebP image', async () => {
    await t.storage.put('films/f/v1/index.m3u8', Buffer.from('#EXTM3U\n'));
    await t.storage.put('avatars/1/a.gif', IMAGES['image/gif'], 'image/gif');
    // Named like a JPEG, but HTML: the first bytes decide, never the name.
    await t.storage.put('covers/fake.jpg', Buffer.from('<!doctype html><p>hi'), 'image/jpeg');
    for (const url of [
      '/media/variants/w320/films/f/v1/index.m3u8.webp',
      '/media/variants/w320/avatars/1/a.gif.webp',
      '/media/variants/w320/covers/fake.jpg.webp',
      '/media/variants/w320/covers/a.jpg',
      '/media/variants/w320/variants/w640/covers/a.jpg.webp.webp',
    ]) {
      const res = await get(url, 'ko');
      expect(res.statusCode, url).toBe(400);
      const envelope = envelopeOf(res.body);
      expect(envelope.code, url).toBe('image.not_resizable');
      expect(envelope.errorList[0]).toBe(translate('ko', 'image.not_resizable'));
    }
    expect(await t.storage.exists(imageVariantKey('covers/fake.jpg', 320))).toBe(false);
  });

  it('answers 404 for a copy of an original that does not exist', async () => {
    const res = await get('/media/variants/w320/covers/none.jpg.webp');
    expect(res.statusCode).toBe(404);
    expect(envelopeOf(res.body).code).toBe('route.not_found');
  });

  it('serves the original, cached briefly, when ffmpeg cannot read it', async () => {
    // A JPEG's first bytes, then nothing a decoder can use.
    const broken = Buffer.concat([backdrop.subarray(0, 20), Buffer.alloc(200, 0x11)]);
    await t.storage.put('covers/broken.jpg', broken, 'image/jpeg');
    const res = await get('/media/variants/w640/covers/broken.jpg.webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.rawPayload.equals(broken)).toBe(true);
    expect(await t.storage.exists(imageVariantKey('covers/broken.jpg', 640))).toBe(false);
  });
});

describe.skipIf(!hasFfmpeg)('resized copies without ffmpeg', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp({ FFMPEG_PATH: join(dir, 'no-ffmpeg-here') });
  });
  afterAll(async () => bare?.close());

  it('serves the original instead', async () => {
    await bare.storage.put('covers/a.jpg', backdrop, 'image/jpeg');
    const res = await bare.app.inject({ url: '/media/variants/w320/covers/a.jpg.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.rawPayload.equals(backdrop)).toBe(true);
    expect(await keysUnder(bare.storage, 'variants/')).toEqual([]);
  });
});

describe.skipIf(!hasFfmpeg)('the work resizing may take', () => {
  /** ffmpeg behind a script that counts its runs. */
  const countingFfmpeg = (name: string) => {
    const log = join(dir, `${name}.runs`);
    const script = join(dir, `${name}.sh`);
    writeFileSync(script, `#!/bin/sh\necho run >> '${log}'\nexec ffmpeg "$@"\n`);
    chmodSync(script, 0o755);
    const runs = () => {
      try {
        return readFileSync(log, 'utf8').split('\n').filter(Boolean).length;
      } catch {
        return 0;
      }
    };
    return { ffmpeg: script, runs };
  };

  it('is one ffmpeg run per original, however many ask for its widths at once', async () => {
    const storage = createLocalStorage(join(dir, 'once'));
    await storage.put('covers/a.jpg', backdrop, 'image/jpeg');
    const tool = countingFfmpeg('once');
    const variants = createImageVariants({ storage, tools: tool });
    const results = await Promise.all(
      [...IMAGE_WIDTHS, ...IMAGE_WIDTHS, ...IMAGE_WIDTHS].map((w) =>
        variants.get('covers/a.jpg', w),
      ),
    );
    expect(results.every((r) => r.kind === 'ready')).toBe(true);
    expect(tool.runs()).toBe(1);
    await variants.get('covers/a.jpg', 320);
    expect(tool.runs()).toBe(1);
  });

  it('hands out the original when too many wait for a turn', async () => {
    const storage = createLocalStorage(join(dir, 'busy'));
    const names = ['a', 'b', 'c'];
    for (const name of names) await storage.put(`covers/${name}.jpg`, backdrop, 'image/jpeg');
    const variants = createImageVariants({ storage, tools: TOOLS, concurrency: 1, maxWaiting: 1 });
    const results = await Promise.all(names.map((n) => variants.get(`covers/${n}.jpg`, 320)));
    expect(results.map((r) => r.kind).sort()).toEqual(['original', 'ready', 'ready']);
  });

  it('tries a file ffmpeg failed on again only ten minutes later', async () => {
    const storage = createLocalStorage(join(dir, 'failed'));
    const broken = Buffer.concat([backdrop.subarray(0, 20), Buffer.alloc(100, 0x11)]);
    await storage.put('covers/broken.jpg', broken, 'image/jpeg');
    const tool = countingFfmpeg('failed');
    let now = 1_000_000;
    const variants = createImageVariants({ storage, tools: tool, now: () => now });
    expect((await variants.get('covers/broken.jpg', 320)).kind).toBe('original');
    expect((await variants.get('covers/broken.jpg', 640)).kind).toBe('original');
    expect(tool.runs()).toBe(1);
    now += 11 * 60_000;
    await variants.get('covers/broken.jpg', 320);
    expect(tool.runs()).toBe(2);
  });
});
