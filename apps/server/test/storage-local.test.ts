// Over 300 lines: every refusal of the signed PUT shares this file's server and minted URLs.
import { readdirSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@dalbit/contract';
import { createLocalStorage, type LocalStorage } from '../src/infra/storage/local-storage.js';
import { cacheControlFor, createUploadKey } from '../src/infra/storage/storage.js';
import { createTestApp, envelopeOf, type TestApp } from './helpers.js';
import { IMAGES } from './storage-fixtures.js';

// Signed uploads to local disk, through real HTTP: the body is streamed, sizes are counted on
// the wire and early answers must reach a client that is still sending.
const SECRET = 'local-upload-test-secret-0123456789abcdef';
const PNG = IMAGES['image/png'];

let t: TestApp;
let origin: string;
let port: number;
/** Same directory and secret as the app's own storage: mints URLs the app accepts. */
let minter: LocalStorage;

beforeAll(async () => {
  t = await createTestApp({ APP_SECRET: SECRET });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
  minter = createLocalStorage(join(t.dataDir, 'media'), { secret: SECRET });
});
afterAll(async () => {
  await t?.close();
});

const ticket = async (contentType = 'image/png', size = PNG.length, expiresInSeconds = 300) => {
  const key = createUploadKey('avatar', contentType);
  const { url, headers } = await minter.createUploadUrl({
    key,
    contentType,
    size,
    expiresInSeconds,
  });
  return { key, url, headers };
};

const put = (url: string, body: Buffer, contentType = 'image/png') =>
  fetch(origin + url, { method: 'PUT', body, headers: { 'content-type': contentType } });

/** Every file under the media root except seed art: what uploads have left behind. */
const uploadedFiles = (): string[] => {
  const root = join(t.dataDir, 'media');
  return (readdirSync(root, { recursive: true }) as string[]).filter(
    (p) => !p.startsWith('seed') && !p.endsWith('uploads') && !p.endsWith('avatar'),
  );
};

/** A request written byte by byte, for what fetch will not send (lies, `..`, chunked floods). */
const raw = (head: string[], body: Buffer | Buffer[] = Buffer.alloc(0)) =>
  new Promise<{ status: number; headers: string; body: string }>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('utf8')));
    // The server may hang up while we are still sending: that is the point of some tests.
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    socket.on('close', () => {
      const [headers = '', rest = ''] = data.split('\r\n\r\n');
      resolve({ status: Number(headers.split(' ')[1]), headers, body: rest });
    });
    socket.write([...head, 'Host: localhost', 'Connection: close', '', ''].join('\r\n'));
    for (const part of Array.isArray(body) ? body : [body]) {
      if (!socket.writable) break;
      socket.write(part);
    }
  });

describe('signed PUT to local disk', () => {
  it('stores the file; GET /media serves it back with its type and a long cache', async () => {
    const { key, url, headers } = await ticket();
    expect(url).toMatch(
      /^\/api\/upload-file\/put\/uploads\/avatar\/[\w-]{24}\.png\?expires=\d+&ct=image%2Fpng&size=\d+&sig=[\w-]{43}$/,
    );
    expect(headers).toEqual({ 'content-type': 'image/png' });
    const res = await put(url, PNG);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');

    const got = await fetch(`${origin}${minter.publicUrl(key)}`);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await got.arrayBuffer())).toEqual(PNG);
  });

  it('serves the signed type even when the key says otherwise', async () => {
    const key = 'uploads/avatar/no-extension';
    const { url } = await minter.createUploadUrl({
      key,
      contentType: 'image/webp',
      size: 100,
      expiresInSeconds: 60,
    });
    expect((await put(url, IMAGES['image/webp'], 'image/webp')).status).toBe(200);
    const got = await t.app.inject({ url: `/media/${key}` });
    expect(got.headers['content-type']).toBe('image/webp');
  });

  it('accepts a body streamed in chunks within the size', async () => {
    const { url } = await ticket('image/png', 1000);
    const res = await raw(
      [`PUT ${url} HTTP/1.1`, 'Content-Type: image/png', 'Transfer-Encoding: chunked'],
      [Buffer.from(`${PNG.length.toString(16)}\r\n`), PNG, Buffer.from('\r\n0\r\n\r\n')],
    );
    expect(res.status).toBe(200);
  });

  describe('refuses, writing nothing', () => {
    const before = new Set<string>();
    beforeAll(() => uploadedFiles().forEach((f) => before.add(f)));
    afterAll(() => {
      expect(uploadedFiles().filter((f) => !before.has(f))).toEqual([]);
    });

    const expectRefused = async (res: Response, status: number, code: string) => {
      expect(res.status).toBe(status);
      expect(envelopeOf(await res.text()).code).toBe(code);
    };

    it('a changed signature', async () => {
      const { url } = await ticket();
      const sig = url.match(/sig=([\w-]+)/)?.[1] ?? '';
      const flipped = (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1);
      await expectRefused(
        await put(url.replace(sig, flipped), PNG),
        400,
        'upload.invalid_signature',
      );
    });

    it('a signature of another length, or none', async () => {
      const { url } = await ticket();
      await expectRefused(
        await put(url.replace(/sig=[\w-]+/, 'sig=abc'), PNG),
        400,
        'upload.invalid_signature',
      );
      await expectRefused(
        await put(url.replace(/&sig=[\w-]+/, ''), PNG),
        400,
        'upload.invalid_signature',
      );
    });

    it('a changed key', async () => {
      const { url } = await ticket();
      const other = url.replace(/avatar\/[\w-]{24}/, 'avatar/AAAAAAAAAAAAAAAAAAAAAAAA');
      await expectRefused(await put(other, PNG), 400, 'upload.invalid_signature');
    });

    it('a changed content type, even when the request matches it', async () => {
      const { url } = await ticket();
      const gif = url.replace('ct=image%2Fpng', 'ct=image%2Fgif');
      await expectRefused(
        await put(gif, IMAGES['image/gif'], 'image/gif'),
        400,
        'upload.invalid_signature',
      );
    });

    it('a raised size or a pushed-back expiry', async () => {
      const { url } = await ticket();
      await expectRefused(
        await put(url.replace(/size=\d+/, 'size=5000000'), PNG),
        400,
        'upload.invalid_signature',
      );
      await expectRefused(
        await put(url.replace(/expires=\d+/, 'expires=99999999999'), PNG),
        400,
        'upload.invalid_signature',
      );
    });

    it('a URL without its query, or with a malformed one', async () => {
      const { url } = await ticket();
      const path = url.split('?')[0] ?? '';
      await expectRefused(await put(path, PNG), 400, 'upload.invalid_signature');
      await expectRefused(
        await put(url.replace(/expires=\d+/, 'expires=soon'), PNG),
        400,
        'upload.invalid_signature',
      );
      await expectRefused(await put(`${url}&sig=again`, PNG), 400, 'upload.invalid_signature');
    });

    it('an expired URL (403, as S3 answers)', async () => {
      const { url } = await ticket('image/png', PNG.length, -1);
      await expectRefused(await put(url, PNG), 403, 'upload.expired');
    });

    it('a Content-Type other than the signed one, or none', async () => {
      const { url } = await ticket();
      await expectRefused(await put(url, PNG, 'image/jpeg'), 415, 'upload.invalid_type');
      await expectRefused(await put(url, PNG, 'text/html'), 415, 'upload.invalid_type');
      const none = await raw([`PUT ${url} HTTP/1.1`, `Content-Length: ${PNG.length}`], PNG);
      expect(none.status).toBe(415);
      expect(envelopeOf(none.body).code).toBe('upload.invalid_type');
    });

    it('a grant for a type that is not an upload image', async () => {
      const key = 'uploads/avatar/page.html';
      const { url } = await minter.createUploadUrl({
        key,
        contentType: 'text/html',
        size: 100,
        expiresInSeconds: 60,
      });
      await expectRefused(
        await put(url, Buffer.from('<p>hi</p>'), 'text/html'),
        415,
        'upload.invalid_type',
      );
    });

    it('a body over the signed size', async () => {
      const { url } = await ticket('image/png', PNG.length - 1);
      await expectRefused(await put(url, PNG), 413, 'upload.too_large');
    });

    it('a body over UPLOAD_MAX_BYTES even when the grant says more', async () => {
      const { url } = await ticket('image/png', UPLOAD_MAX_BYTES * 2);
      const big = Buffer.alloc(UPLOAD_MAX_BYTES + 1, 1);
      await expectRefused(await put(url, big), 413, 'upload.too_large');
    });

    it('a chunked body without Content-Length that runs past the size', async () => {
      const { url } = await ticket('image/png', 1024);
      const chunk = Buffer.alloc(512, 7);
      const frame = Buffer.concat([Buffer.from('200\r\n'), chunk, Buffer.from('\r\n')]);
      const res = await raw(
        [`PUT ${url} HTTP/1.1`, 'Content-Type: image/png', 'Transfer-Encoding: chunked'],
        [frame, frame, frame, frame, Buffer.from('0\r\n\r\n')],
      );
      expect(res.status).toBe(413);
      expect(envelopeOf(res.body).code).toBe('upload.too_large');
    });

    it('a Content-Length that claims little while the body goes on', async () => {
      // HTTP frames the body by Content-Length, so the extra bytes are not part of this upload:
      // they arrive as a garbage second request. Claiming too much is refused before reading.
      const { url } = await ticket('image/png', 16);
      const claimed = await raw(
        [
          `PUT ${url} HTTP/1.1`,
          'Content-Type: image/png',
          `Content-Length: ${UPLOAD_MAX_BYTES + 1}`,
        ],
        PNG,
      );
      expect(claimed.status).toBe(413);
      expect(claimed.headers.toLowerCase()).toContain('connection: close');
      expect(envelopeOf(claimed.body).code).toBe('upload.too_large');
    });

    it.each([
      '/api/upload-file/put/../../../etc/passwd',
      '/api/upload-file/put/uploads/%2e%2e/%2e%2e/x.png',
      '/api/upload-file/put/uploads/.x.png.type',
      '/api/upload-file/put/uploads%2f..%2fx.png',
      '/api/upload-file/put/..%5cx.png',
    ])('the unsafe key %s', async (path) => {
      const res = await raw(
        [
          `PUT ${path}?expires=99999999999&ct=image%2Fpng&size=10&sig=x HTTP/1.1`,
          'Content-Type: image/png',
          'Content-Length: 3',
        ],
        Buffer.from('abc'),
      );
      expect([400, 404]).toContain(res.status);
      envelopeOf(res.body);
    });
  });

  it('answers in Korean for a Korean client', async () => {
    const { url } = await ticket();
    const res = await fetch(origin + url.replace(/&sig=[\w-]+/, ''), {
      method: 'PUT',
      body: PNG,
      headers: { 'content-type': 'image/png', 'accept-language': 'ko-KR' },
    });
    expect(envelopeOf(await res.text()).errorList[0]).toMatch(/[\uac00-\ud7a3]/);
  });

  it('caches random-key uploads forever and other keys for an hour', () => {
    const forever = 'public, max-age=31536000, immutable';
    expect(cacheControlFor('avatars/12/Zx9_-a.png')).toBe(forever);
    expect(cacheControlFor('uploads/avatar/Zx9_-a.png')).toBe(forever);
    expect(cacheControlFor('seed/events/moon.jpg')).toBe(forever);
    expect(cacheControlFor('posters/current.jpg')).toBe('public, max-age=3600');
  });

  it('is not a route for other methods or without a key', async () => {
    const { url } = await ticket();
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const empty = await t.app.inject({
      method: 'PUT',
      url: '/api/upload-file/put/',
      headers: { 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(empty.statusCode).toBe(404);
    envelopeOf(empty.body);
  });
});
