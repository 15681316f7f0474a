import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DalbitEvent, HotSearchKeyword, Page } from '@dalbit/contract';
import { aKeyword, someEvents } from './builders/events.js';
import { createTestApp, envelopeOf, hangul, onPostgres, type TestApp } from './helpers.js';

// Two full pages of the default size (12) and a short third one.
const EVENT_COUNT = 27;
const KEYWORDS: [string, string][] = [
  ['한옥', 'Hanok'],
  ['서울', 'Seoul'],
  ['시나리오 공모전', 'Scenario contest'],
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await someEvents(t.db, EVENT_COUNT);
  // Inserted out of display order, with a deleted one in between.
  await aKeyword(t.db, KEYWORDS[2] ?? ['', ''], { position: 3 });
  await aKeyword(t.db, ['서버 점검', 'Maintenance'], { position: 2, deleted: true });
  await aKeyword(t.db, KEYWORDS[0] ?? ['', ''], { position: 0 });
  await aKeyword(t.db, KEYWORDS[1] ?? ['', ''], { position: 1 });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('error envelope', () => {
  it('answers unknown API routes with a 404 envelope in either language', async () => {
    const en = await get('/api/does-not-exist');
    expect(en.statusCode).toBe(404);
    expect(envelopeOf(en.body).code).toBe('route.not_found');
    const kr = await get('/api/does-not-exist', { 'accept-language': 'kr' });
    expect(envelopeOf(kr.body).errorList[0]).toMatch(hangul);
    const post = await t.app.inject({ method: 'DELETE', url: '/api/web-app/event' });
    expect(envelopeOf(post.body).code).toBe('route.not_found');
  });

  it('localizes validation messages, one per invalid field, required first', async () => {
    const en = await get('/api/search?key=&page=0');
    expect(en.statusCode).toBe(400);
    const body = envelopeOf(en.body);
    expect(body.code).toBe('request.invalid');
    expect(body.errorList).toHaveLength(2);
    expect(body.errorList[0]).toBe('key is a required field');
    expect(body.errorList[1]).toMatch(/^page /);

    const kr = envelopeOf((await get('/api/search?key=&page=0', { 'accept-language': 'kr' })).body);
    expect(kr.errorList).toHaveLength(2);
    for (const message of kr.errorList) expect(message).toMatch(hangul);
    expect(kr.errorList[0]).toContain('key');
  });

  it('says the input is not valid for a malformed value', async () => {
    const res = await get('/api/web-app/event?page=abc');
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res.body).errorList).toEqual(['The input is not valid page']);
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/web-app/event',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(bad.statusCode).toBe(400);
    expect(envelopeOf(bad.body).code).toBe('request.malformed');
  });

  it("refuses a compressed request body as malformed, in the caller's language", async () => {
    // No route takes one: the compression plugin's request hook is off (docs/performance.md).
    const zipped = await t.app.inject({
      method: 'POST',
      url: '/api/web-app/event',
      headers: {
        'content-type': 'application/json',
        'content-encoding': 'gzip',
        'accept-language': 'ko',
      },
      payload: gzipSync(JSON.stringify({ title_kr: '압축' })),
    });
    expect(zipped.statusCode).toBe(400);
    expect(envelopeOf(zipped.body)).toEqual({
      errorList: ['요청 본문이 올바른 JSON이 아닙니다'],
      code: 'request.malformed',
    });
  });

  it('answers an over-long URL with a 414 envelope', async () => {
    const res = await get(`/api/web-app/event?x=${'a'.repeat(9000)}`);
    expect(res.statusCode).toBe(414);
    expect(envelopeOf(res.body).code).toBe('request.uri_too_long');
  });
});

describe('health', () => {
  it('reports the database as up with its driver', async () => {
    const res = await get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { status: 'ok', database: 'up', driver: onPostgres ? 'postgres' : 'pglite' },
    });
  });
});

describe('GET /api/web-app/event', () => {
  it('pages all events newest first with the default page size', async () => {
    const res = await get('/api/web-app/event?keySort=createdAt');
    expect(res.statusCode).toBe(200);
    const page = (res.json() as { data: Page<DalbitEvent> }).data;
    expect(page.page).toBe(1);
    expect(page.pageSize).toBe(12);
    expect(page.total).toBe(EVENT_COUNT);
    expect(page.totalPages).toBe(3);
    expect(page.items).toHaveLength(12);
    const times = page.items.map((e) => Date.parse(e.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(times).size).toBe(times.length);
    const first = page.items[0];
    expect(first?.imageDomestic).toMatch(/^\/media\/events\/.+\.jpg$/);
    expect(first?.title_kr).toMatch(hangul);
    expect(first?.title_eng).toMatch(/[A-Za-z]/);
  });

  it('continues where the previous page ended and ends with a short page', async () => {
    const all = (await get('/api/web-app/event?pageSize=100')).json() as {
      data: Page<DalbitEvent>;
    };
    const second = (await get('/api/web-app/event?page=2&pageSize=5')).json() as {
      data: Page<DalbitEvent>;
    };
    expect(second.data.items.map((e) => e._id)).toEqual(
      all.data.items.slice(5, 10).map((e) => e._id),
    );
    const lastPage = Math.ceil(all.data.total / 5);
    const last = (await get(`/api/web-app/event?page=${lastPage}&pageSize=5`)).json() as {
      data: Page<DalbitEvent>;
    };
    expect(last.data.items.length).toBe(all.data.total - (lastPage - 1) * 5);
    const beyond = (await get(`/api/web-app/event?page=${lastPage + 1}&pageSize=5`)).json() as {
      data: Page<DalbitEvent>;
    };
    expect(beyond.data.items).toEqual([]);
    // every page, also one past the end, tells the same total
    for (const page of [second, last, beyond]) {
      expect(page.data.total).toBe(all.data.total);
      expect(page.data.totalPages).toBe(lastPage);
    }
  });

  it.each(['pageSize=0', 'pageSize=101', 'page=0', 'page=-1', 'pageSize=1.5', 'keySort=title'])(
    'rejects %s with a 400 envelope',
    async (query) => {
      const res = await get(`/api/web-app/event?${query}`);
      expect(res.statusCode).toBe(400);
      expect(envelopeOf(res.body).code).toBe('request.invalid');
    },
  );
});

describe('GET /api/web-app/event/{id}', () => {
  it('returns the event of a listed id', async () => {
    const list = (await get('/api/web-app/event?pageSize=3')).json() as { data: Page<DalbitEvent> };
    const wanted = list.data.items[2];
    const res = await get(`/api/web-app/event/${wanted?._id}`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: DalbitEvent }).data).toEqual(wanted);
  });

  it('answers an unknown id with a localized 404', async () => {
    const en = await get('/api/web-app/event/987654321');
    expect(en.statusCode).toBe(404);
    expect(envelopeOf(en.body).code).toBe('event.not_found');
    const kr = envelopeOf(
      (await get('/api/web-app/event/987654321', { 'accept-language': 'kr' })).body,
    );
    expect(kr.errorList[0]).toMatch(hangul);
  });

  it.each(['abc', '0', '-3', '1.5', '99999999999999999999', '%27%20or%201%3D1'])(
    'answers the malformed id %s with 400',
    async (id) => {
      const res = await get(`/api/web-app/event/${id}`);
      expect(res.statusCode).toBe(400);
      expect(envelopeOf(res.body).code).toBe('request.invalid');
    },
  );
});

describe('GET /api/web-app/hot-search', () => {
  it('lists visible keywords in display order, without deleted ones', async () => {
    const res = await get('/api/web-app/hot-search');
    expect(res.statusCode).toBe(200);
    const data = (res.json() as { data: HotSearchKeyword[] }).data;
    expect(data.map((k) => [k.name_kr, k.name_eng])).toEqual(KEYWORDS);
    expect(data.every((k) => k.deleted === false)).toBe(true);
    expect(data.some((k) => k.name_eng === 'Maintenance')).toBe(false);
  });
});

describe('security headers', () => {
  it('sends pages a CSP without inline scripts, nosniff and a referrer policy', async () => {
    for (const url of ['/', '/events', '/detail-film/1']) {
      const res = await get(url);
      const csp = String(res.headers['content-security-policy']);
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src '));
      expect(scriptSrc?.trim()).toBe("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    }
  });

  it("sends the API's answers only what an answer needs: it runs nothing and is never framed or sniffed", async () => {
    // An answer, a refusal, a validation error and a route that does not exist alike.
    for (const url of ['/api/health', '/api/films/abc', '/api/search', '/api/nope']) {
      const res = await get(url);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.headers['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      // A document's headers are not sent with an answer.
      for (const name of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-xss-protection'])
        expect(res.headers[name], `${url} ${name}`).toBeUndefined();
    }
  });

  it('rate limits with the envelope and Retry-After', async () => {
    const limited = await createTestApp({}, { rateLimitMax: 2 });
    try {
      let res = await limited.app.inject('/api/web-app/hot-search');
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-ratelimit-limit']).toBe('2');
      expect(res.headers['x-ratelimit-remaining']).toBe('1');
      expect(Number(res.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
      for (let i = 0; i < 3 && res.statusCode !== 429; i += 1) {
        res = await limited.app.inject('/api/web-app/hot-search');
      }
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.headers['x-ratelimit-remaining']).toBe('0');
      expect(envelopeOf(res.body).code).toBe('rate.limited');
      // Each route has its own budget per address, and another address its own.
      expect((await limited.app.inject('/api/web-app/event')).statusCode).toBe(200);
      const other = await limited.app.inject({
        url: '/api/web-app/hot-search',
        remoteAddress: '203.0.113.9',
      });
      expect(other.statusCode).toBe(200);
      // The health probes are never limited (an orchestrator polls them).
      for (let i = 0; i < 4; i += 1) {
        const probe = await limited.app.inject('/api/health');
        expect(probe.statusCode).toBe(200);
        expect(probe.headers['x-ratelimit-limit']).toBeUndefined();
      }
      // Pages, images and assets do not spend the API budget.
      for (const path of ['/', '/events', '/og-image.jpg', '/', '/events']) {
        expect((await limited.app.inject(path)).statusCode).toBe(200);
      }
    } finally {
      await limited.close();
    }
  });
});

describe('OpenAPI', () => {
  it('documents every API route with its error envelope', async () => {
    const res = await get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      paths: Record<
        string,
        Record<string, { summary?: string; tags?: string[]; responses: Record<string, unknown> }>
      >;
    };
    for (const path of [
      '/api/health',
      '/api/web-app/event',
      '/api/web-app/event/{id}',
      '/api/web-app/hot-search',
      '/api/search',
    ]) {
      const op = doc.paths[path]?.get;
      expect(op, path).toBeDefined();
      expect(op?.summary).toBeTruthy();
      expect(op?.tags?.length).toBeGreaterThan(0);
    }
    expect(doc.paths['/api/search']?.get?.responses['400']).toBeDefined();
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/media'))).toBe(false);
  });

  it('serves a readable docs page under a strict CSP', async () => {
    const res = await get('/api/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(String(res.headers['content-security-policy'])).not.toMatch(
      /script-src[^;]*unsafe-inline/,
    );
  });
});
