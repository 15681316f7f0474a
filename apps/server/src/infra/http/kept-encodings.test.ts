import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { codingFor, keptPayload, type KeptBody } from './kept-encodings.js';

describe('the coding of an answer', () => {
  it('takes Brotli from a browser, gzip when only it is acceptable, neither when refused', () => {
    expect(codingFor('gzip, deflate, br')).toBe('br');
    expect(codingFor('gzip, deflate, br, zstd')).toBe('br');
    expect(codingFor('gzip')).toBe('gzip');
    expect(codingFor('GZIP;Q=0.8, deflate')).toBe('gzip');
    expect(codingFor('br;q=0.5, gzip;q=0.9')).toBe('gzip');
    expect(codingFor('br;q=0, gzip')).toBe('gzip');
    expect(codingFor('*')).toBe('br');
    expect(codingFor('*;q=0.5, br;q=0')).toBe('gzip');
    expect(codingFor('br;q=0, gzip;q=0')).toBeUndefined();
    expect(codingFor('identity')).toBeUndefined();
    expect(codingFor('deflate')).toBeUndefined();
    expect(codingFor('br;q=nonsense')).toBeUndefined();
    expect(codingFor('')).toBeUndefined();
    expect(codingFor(undefined)).toBeUndefined();
  });
});

const replyRecorder = (vary?: string) => {
  const headers: Record<string, string> = vary ? { vary } : {};
  return {
    headers,
    getHeader: (key: string) => headers[key],
    header: (key: string, value: string) => {
      headers[key] = value;
    },
  };
};

describe('a kept answer’s payload', () => {
  const body = JSON.stringify({ data: '달빛 moonlight '.repeat(200) });

  it('compresses a kept body once per coding and sends the copy after', () => {
    const kept: KeptBody = { body };
    const first = replyRecorder();
    const br = keptPayload({ headers: { 'accept-encoding': 'gzip, br' } }, first, kept);
    expect(first.headers).toEqual({ vary: 'Accept-Encoding', 'content-encoding': 'br' });
    expect(brotliDecompressSync(br as Buffer).toString()).toBe(body);
    expect(keptPayload({ headers: { 'accept-encoding': 'br' } }, replyRecorder(), kept)).toBe(br);

    const gz = keptPayload({ headers: { 'accept-encoding': 'gzip' } }, replyRecorder(), kept);
    expect(gunzipSync(gz as Buffer).toString()).toBe(body);
    expect(Object.keys(kept.encoded ?? {}).sort()).toEqual(['br', 'gzip']);
  });

  it('sends the body itself to a client that takes no coding, still varying by it', () => {
    const kept: KeptBody = { body };
    const reply = replyRecorder('Accept-Language');
    expect(keptPayload({ headers: {} }, reply, kept)).toBe(body);
    expect(reply.headers).toEqual({ vary: 'Accept-Language, Accept-Encoding' });
    expect(kept.encoded).toBeUndefined();
  });

  it('leaves an answer under the threshold alone, counting UTF-8 bytes', () => {
    const small = replyRecorder();
    expect(keptPayload({ headers: { 'accept-encoding': 'br' } }, small, { body: '{"a":1}' })).toBe(
      '{"a":1}',
    );
    expect(small.headers).toEqual({});
    // 400 Hangul syllables: 400 characters, 1,200 bytes.
    const hangul = '달'.repeat(400);
    const reply = replyRecorder();
    const payload = keptPayload({ headers: { 'accept-encoding': 'br' } }, reply, { body: hangul });
    expect(reply.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(payload as Buffer).toString()).toBe(hangul);
  });
});
