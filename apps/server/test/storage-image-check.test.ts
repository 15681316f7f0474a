import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@dalbit/contract';
import { checkUploadedImage } from '../src/infra/storage/image-check.js';
import { createLocalStorage } from '../src/infra/storage/local-storage.js';
import { createUploadKey, InvalidKeyError } from '../src/infra/storage/storage.js';
import { IMAGE_TYPES, IMAGES, IMPOSTORS } from './storage-fixtures.js';

const root = mkdtempSync(join(tmpdir(), 'dalbit-image-check-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const storage = createLocalStorage(join(root, 'media'), { secret: 'x'.repeat(32) });

const stored = async (data: Buffer, contentType: string) => {
  const key = createUploadKey('avatar', contentType);
  await storage.put(key, data, contentType);
  return key;
};

describe('checkUploadedImage', () => {
  it.each(IMAGE_TYPES)('passes a real %s', async (type) => {
    const key = await stored(IMAGES[type], type);
    expect(await checkUploadedImage(storage, key, type, UPLOAD_MAX_BYTES)).toEqual({ ok: true });
  });

  it.each(
    IMAGE_TYPES.flatMap((type) =>
      IMAGE_TYPES.filter((other) => other !== type).map((other) => [type, other] as const),
    ),
  )('refuses a %s granted as %s', async (actual, granted) => {
    const key = await stored(IMAGES[actual], granted);
    expect(await checkUploadedImage(storage, key, granted, UPLOAD_MAX_BYTES)).toEqual({
      ok: false,
      reason: 'content_mismatch',
    });
  });

  it.each(Object.entries(IMPOSTORS))('refuses %s renamed to .png', async (_name, data) => {
    const key = await stored(data, 'image/png');
    expect(key.endsWith('.png')).toBe(true);
    const result = await checkUploadedImage(storage, key, 'image/png', UPLOAD_MAX_BYTES);
    expect(result).toEqual({ ok: false, reason: 'content_mismatch' });
  });

  it('refuses a RIFF file that is not WebP', async () => {
    const key = await stored(IMPOSTORS.wav, 'image/webp');
    expect(await checkUploadedImage(storage, key, 'image/webp', UPLOAD_MAX_BYTES)).toEqual({
      ok: false,
      reason: 'content_mismatch',
    });
  });

  it('refuses a type that is not an upload image, an empty file and a stored type that differs', async () => {
    const svg = await stored(IMPOSTORS.svg, 'image/svg+xml');
    expect(await checkUploadedImage(storage, svg, 'image/svg+xml', UPLOAD_MAX_BYTES)).toMatchObject(
      {
        reason: 'content_mismatch',
      },
    );
    const empty = await stored(Buffer.alloc(0), 'image/png');
    expect(await checkUploadedImage(storage, empty, 'image/png', UPLOAD_MAX_BYTES)).toMatchObject({
      reason: 'content_mismatch',
    });
    // Right bytes, but the store would serve it as something else.
    const key = 'uploads/avatar/mislabelled.gif';
    await storage.put(key, IMAGES['image/png']);
    expect(await checkUploadedImage(storage, key, 'image/png', UPLOAD_MAX_BYTES)).toMatchObject({
      reason: 'content_mismatch',
    });
  });

  it('reports a missing object', async () => {
    const key = createUploadKey('avatar', 'image/png');
    expect(await checkUploadedImage(storage, key, 'image/png', UPLOAD_MAX_BYTES)).toEqual({
      ok: false,
      reason: 'missing',
    });
  });

  it('reports an object over the limit, before reading it', async () => {
    const big = Buffer.concat([IMAGES['image/png'], Buffer.alloc(2048)]);
    const key = await stored(big, 'image/png');
    expect(await checkUploadedImage(storage, key, 'image/png', 2048)).toEqual({
      ok: false,
      reason: 'too_large',
    });
    expect(await checkUploadedImage(storage, key, 'image/png', big.length)).toEqual({ ok: true });
  });

  it('accepts content-type parameters and case', async () => {
    const key = await stored(IMAGES['image/jpeg'], 'image/jpeg');
    expect(await checkUploadedImage(storage, key, 'Image/JPEG; q=1', UPLOAD_MAX_BYTES)).toEqual({
      ok: true,
    });
  });
});

describe('local storage', () => {
  it('keeps the stored type, deletes both file and type, and leaves no temporary files', async () => {
    const key = 'uploads/avatar/typed';
    await storage.put(key, IMAGES['image/gif'], 'image/gif');
    expect((await storage.stat(key))?.contentType).toBe('image/gif');
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.stat(key)).toBeUndefined();
    await storage.delete(key); // missing: not an error
    const leftovers = (readdirSync(join(root, 'media'), { recursive: true }) as string[]).filter(
      (p) => p.includes('typed') || p.endsWith('.tmp'),
    );
    expect(leftovers).toEqual([]);
  });

  it('refuses dot-leading segments, where its own bookkeeping lives', async () => {
    await expect(storage.put('uploads/.secret', Buffer.from('x'))).rejects.toThrow(InvalidKeyError);
    await expect(
      storage.createUploadUrl({
        key: '../x.png',
        contentType: 'image/png',
        size: 1,
        expiresInSeconds: 1,
      }),
    ).rejects.toThrow(InvalidKeyError);
  });

  it('makes no upload URL without a secret', async () => {
    const unsigned = createLocalStorage(join(root, 'other'));
    await expect(
      unsigned.createUploadUrl({
        key: 'a.png',
        contentType: 'image/png',
        size: 1,
        expiresInSeconds: 1,
      }),
    ).rejects.toThrow(/secret/);
    expect(
      unsigned.checkUploadGrant('a.png', { expires: '1', ct: 'image/png', size: '1', sig: 'x' }),
    ).toEqual({ ok: false, reason: 'invalid_signature' });
  });
});
