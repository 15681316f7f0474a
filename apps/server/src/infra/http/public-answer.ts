import { createHash } from 'node:crypto';
import type { TtlCache } from '../cache/ttl-cache.js';
import { keptPayload, varyByEncoding, type KeptBody } from './kept-encodings.js';

/**
 * How public, read-mostly answers may be kept (docs/performance.md#http-caching): a browser
 * revalidates every time (a 304 when the ETag still matches), a shared cache (CDN) serves its
 * copy for 5 seconds and a stale one for up to a minute while it fetches the next. Never for an
 * answer that depends on who asks: those carry `no-store`.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=5, stale-while-revalidate=60';

/** What sendPublic needs of Fastify's request and reply (any route's type provider fits). */
interface RequestLike {
  url: string;
  headers: { 'if-none-match'?: string | undefined; 'accept-encoding'?: string | undefined };
}
interface ReplyLike {
  serialize(payload: unknown): unknown;
  getHeader(key: string): unknown;
  header(key: string, value: string): unknown;
  // `never`: a route's typed reply accepts its schema's payload; a serialized string passes too.
  code(status: number): unknown;
  send(payload: never): unknown;
}

/** A kept answer: its body, ETag and compressed copies (kept-encodings.ts). */
interface Answer extends KeptBody {
  etag: string;
}

/** True when If-None-Match names this ETag (weak or strong, in a list, or `*`). */
export const etagMatches = (header: string | undefined, etag: string) =>
  header !== undefined &&
  header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });

const keptAnswer = (
  cache: TtlCache,
  scope: string,
  request: RequestLike,
  reply: ReplyLike,
  load: () => Promise<unknown>,
) =>
  cache.get<Answer>(`${scope}answer:${request.url}`, async () => {
    // The route's own response serializer: the same bytes as returning `{ data }`.
    const body = String(reply.serialize({ data: await load() }));
    return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
  });

/**
 * Answers a public GET with `{ data }` serialized once and kept in `cache` under
 * `<scope>answer:<url>`: a hit skips the database, validation of the output, JSON serialization
 * and compression alike, and writes invalidate it with the scope's prefix. Every answer carries
 * an ETag and PUBLIC_CACHE_CONTROL, and an If-None-Match that matches gets a 304 without a body.
 * Route handlers return what it resolves to.
 */
export const sendPublic = async (
  cache: TtlCache,
  scope: string,
  request: RequestLike,
  reply: ReplyLike,
  load: () => Promise<unknown>,
): Promise<never> => {
  const answer = await keptAnswer(cache, scope, request, reply, load);
  reply.header('cache-control', PUBLIC_CACHE_CONTROL);
  reply.header('etag', answer.etag);
  reply.header('content-type', 'application/json; charset=utf-8');
  const unchanged = etagMatches(request.headers['if-none-match'], answer.etag);
  if (unchanged) {
    varyByEncoding(reply, answer);
    reply.code(304);
    reply.send('' as never);
  } else reply.send(keptPayload(request, reply, answer) as never);
  // The reply itself tells Fastify the answer is on its way: resolving to undefined instead
  // makes it send an empty body while an async onSend hook (compression) still runs. Typed
  // never so that any route's handler may return it.
  return reply as never;
};

/**
 * The answer of a route that depends on who asks (film pages, playback, projects): a signed-in
 * viewer's is read afresh, and a visitor's is everyone's, so it is kept and invalidated as
 * sendPublic's are, but without an ETag or a shared cache policy, since a CDN keying by URL would
 * hand it to signed-in viewers; the route's own `no-store` stays. `load` gets the viewer
 * (undefined: a visitor).
 */
export const answerByViewer = async <T>(
  kept: { cache: TtlCache; scope: string },
  request: RequestLike,
  reply: ReplyLike,
  viewer: bigint | undefined,
  load: (viewer: bigint | undefined) => Promise<T>,
): Promise<{ data: T }> => {
  if (viewer !== undefined) return { data: await load(viewer) };
  const answer = await keptAnswer(kept.cache, kept.scope, request, reply, () => load(undefined));
  reply.header('content-type', 'application/json; charset=utf-8');
  reply.send(keptPayload(request, reply, answer) as never);
  // As in sendPublic: the reply itself says the answer is on its way.
  return reply as never;
};

/**
 * An onSend hook for a module's routes (callback form, as noStore): a write (any method but GET
 * and HEAD) that succeeded drops the module's kept answers before its answer leaves, so the
 * writer's next read sees it (and every other process's, once the invalidation reaches it).
 */
export const dropKeptOnWrite =
  (drop: () => void) =>
  (
    request: { method: string },
    reply: { statusCode: number },
    payload: unknown,
    done: (error: null, payload: unknown) => void,
  ) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) drop();
    done(null, payload);
  };
