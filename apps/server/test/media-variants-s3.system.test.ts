import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_SIZES, IMAGE_WIDTHS, imageSrcSet, imageVariantKey } from '@dalbit/contract/images';
import { runTool } from '../src/infra/media/run-tool.js';
import { outsidePublicBase } from '../src/infra/storage/storage.js';
import { aFilm } from './builders/films.js';
import { createTestApp, envelopeOf, type TestApp } from './helpers.js';
import { hasFfmpeg } from './media-helpers.js';
import { startS3rver } from './storage-fixtures.js';

// Resized copies on an S3-compatible store (s3rver): ffmpeg reads the original through a
// presigned URL, the copies are put in the bucket, and /media answers with a redirect to them.
const BUCKET = 'dalbit-variants';
const dir = mkdtempSync(join(tmpdir(), 'dalbit-s3-variants-'));
const web = join(dir, 'web');
let server: S3rver;
let t: TestApp;
let base: string;

beforeAll(async () => {
  const started = await startS3rver(BUCKET, join(dir, 's3'));
  server = started.server;
  // A built web app of one page, so pages carry their hints.
  mkdirSync(web, { recursive: true });
  writeFileSync(
    join(web, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Dalbit</title><!--app-head--></head><body></body></html>',
  );
  writeFileSync(join(web, 'preload-map.json'), JSON.stringify({ locales: [], routes: {} }));
  t = await createTestApp({
    S3_ENDPOINT: started.endpoint,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    WEB_DIST_DIR: web,
  });
  base = outsidePublicBase(t.storage)!;
}, 60_000);
afterAll(async () => {
  await t?.close();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!hasFfmpeg)('resized copies on S3', () => {
  it('makes the copies in the bucket and redirects to the one asked for', async () => {
    const source = join(dir, 'cover.jpg');
    await runTool('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi'],
      ...['-i', 'testsrc2=size=1280x720:duration=1', '-frames:v', '1', source],
    ]);
    await t.storage.put('covers/a.jpg', readFileSync(source), 'image/jpeg');

    const res = await t.app.inject({ url: '/media/variants/w320/covers/a.jpg.webp' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${base}/variants/w320/covers/a.jpg.webp`);
    for (const width of IMAGE_WIDTHS) {
      const info = await t.storage.stat(imageVariantKey('covers/a.jpg', width));
      expect(info?.contentType).toBe('image/webp');
    }
    const copy = await fetch(res.headers.location as string);
    expect(copy.status).toBe(200);
    const bytes = Buffer.from(await copy.arrayBuffer());
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');

    const again = await t.app.inject({ url: '/media/variants/w1280/covers/a.jpg.webp' });
    expect(again.headers.location).toBe(`${base}/variants/w1280/covers/a.jpg.webp`);
  });

  it('answers 404 for a missing original and 400 for a bad width', async () => {
    const missing = await t.app.inject({ url: '/media/variants/w320/covers/none.jpg.webp' });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({ url: '/media/variants/w321/covers/a.jpg.webp' });
    expect(envelopeOf(bad.body).code).toBe('image.width_invalid');
  });

  it("names the bucket's address in pages and preloads a picture there with its copies", async () => {
    const backdrop = `${base}/posters/b.jpg`;
    const { film } = await aFilm(t.db, { backdropOversea: backdrop, backdropDomestic: backdrop });
    const html = (
      await t.app.inject({ url: `/detail-film/${film.id}`, headers: { accept: 'text/html' } })
    ).body;
    expect(html).toContain(`<meta name="dalbit-media-base" content="${base}">`);
    const tag = html.match(/<link rel="preload"[^>]* as="image"[^>]*>/)?.[0];
    expect(tag).toContain(`imagesrcset="${imageSrcSet(backdrop, base)}"`);
    expect(tag).toContain(`imagesizes="${IMAGE_SIZES.backdrop}"`);
    expect(imageSrcSet(backdrop, base)).toContain('/media/variants/w640/posters/b.jpg.webp 640w');
  });
});
