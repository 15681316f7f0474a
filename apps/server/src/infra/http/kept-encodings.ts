import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Compressed copies of the answers the app keeps (public answers, a visitor's film and project
 * pages, the pages' HTML), made once per kept answer instead of once per request.
 *
 * Every browser asks with `Accept-Encoding: gzip, deflate, br`, and @fastify/compress compressed
 * each answer again on every request, kept or not: a kept films list (11.8 kB) cost about 0.4 ms
 * of the process's one thread in Brotli, so a browser's kept answers came at a tenth to a
 * twentieth of the rate of uncompressed ones (docs/performance.md#per-request-overhead). The
 * plugin still compresses what is not kept; it leaves an answer alone once it names its
 * encoding.
 */

export type ContentCoding = 'br' | 'gzip';

/** Answers smaller than this go as they are, here and in the compression plugin (http-server.ts). */
export const COMPRESS_THRESHOLD = 1024;

/** Brotli's quality here and in the plugin: its default, 11, costs far more CPU than it saves. */
export const BROTLI_QUALITY = 4;

/** Brotli at BROTLI_QUALITY and gzip at zlib's default level, as the plugin compresses. */
const compressors: Record<ContentCoding, (body: Buffer) => Buffer> = {
  br: (body) =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
  gzip: (body) => gzipSync(body),
};

/**
 * The coding to answer in, by the request's Accept-Encoding (RFC 9110 §12.5.3): the acceptable
 * one (q above 0, named or through `*`) with the highest q, Brotli on a tie; none when neither is
 * acceptable.
 */
export const codingFor = (acceptEncoding: string | undefined): ContentCoding | undefined => {
  if (!acceptEncoding) return undefined;
  const q: Partial<Record<ContentCoding | '*', number>> = {};
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.split(';');
    const coding = name!.trim().toLowerCase();
    if (coding !== 'br' && coding !== 'gzip' && coding !== '*') continue;
    const weight = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='));
    const value = weight === undefined ? 1 : Number(weight.slice(2));
    q[coding] = Number.isFinite(value) ? value : 0;
  }
  const br = q.br ?? q['*'] ?? 0;
  const gzip = q.gzip ?? q['*'] ?? 0;
  if (br <= 0 && gzip <= 0) return undefined;
  return br >= gzip ? 'br' : 'gzip';
};

/** Whether the plugin would compress it: UTF-8 bytes at the threshold (a UTF-16 unit is 1-3). */
const compressible = (body: string) =>
  body.length >= COMPRESS_THRESHOLD ||
  (body.length * 3 >= COMPRESS_THRESHOLD && Buffer.byteLength(body) >= COMPRESS_THRESHOLD);

/** A kept body; its compressed copies are made on the first request that asks for each. */
export interface KeptBody {
  body: string;
  encoded?: Partial<Record<ContentCoding, Buffer>>;
}

/** What the answer needs of Fastify's request and reply. */
interface RequestLike {
  headers: { 'accept-encoding'?: string | undefined };
}
interface ReplyLike {
  getHeader(key: string): unknown;
  header(key: string, value: string): unknown;
}

/**
 * Adds Accept-Encoding to the answer's Vary when `kept` is large enough to be compressed, as a
 * 304 for it must say too (RFC 9110 §15.4.5); true when it is.
 */
export const varyByEncoding = (reply: ReplyLike, kept: KeptBody): boolean => {
  if (!compressible(kept.body)) return false;
  const vary = reply.getHeader('vary');
  reply.header(
    'vary',
    typeof vary === 'string' && vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding',
  );
  return true;
};

/**
 * The payload to send for `kept`: its compressed copy in the coding the request takes (with
 * Content-Encoding), or the body itself. An answer the plugin would compress varies by
 * Accept-Encoding either way, so a shared cache keeps one copy per coding.
 */
export const keptPayload = (
  request: RequestLike,
  reply: ReplyLike,
  kept: KeptBody,
): string | Buffer => {
  if (!varyByEncoding(reply, kept)) return kept.body;
  const coding = codingFor(request.headers['accept-encoding']);
  if (!coding) return kept.body;
  kept.encoded ??= {};
  const copy = (kept.encoded[coding] ??= compressors[coding](Buffer.from(kept.body)));
  reply.header('content-encoding', coding);
  return copy;
};
