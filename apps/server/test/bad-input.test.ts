import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aSession, aUser } from './builders/accounts.js';
import { STAFF_PASSWORD } from './admin-helpers.js';
import { answerProblem, createTestApp, type TestApp } from './helpers.js';
import { openApiOf, resolve, type OpenApi, type Schema } from './support/openapi.js';

/**
 * Bad input never gets a 500 (the developers' guide): every route of the route table, as a
 * visitor, a viewer and an admin, gets malformed path parameters, a query of wrong types and
 * bodies of the wrong shape, and answers each below 500; every refusal it sends as JSON is the
 * error envelope, in Korean when the request asks for Korean. The routes come from the table, so
 * a new route is covered without a line here. The values are never ids of real rows: nothing a
 * request could change exists.
 */
let t: TestApp;
let viewerId: bigint;
let adminId: bigint;
beforeAll(async () => {
  // Thousands of requests from one client: past the per-minute API limit, and a 429 would hide
  // what this test checks.
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '10000000' });
  viewerId = (await aUser(t.db, { password: STAFF_PASSWORD })).id;
  adminId = (await aUser(t.db, { role: 'admin', password: STAFF_PASSWORD })).id;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** The accounts that send the requests, beside a visitor. */
const SIGNED_IN = [
  ['a viewer', 'viewer'],
  ['an admin', 'admin'],
] as const;

/** An id of no row. */
const NO_ROW_ID = 999_999;
const NO_ROW = String(NO_ROW_ID);
/** Path parameters that name nothing (an id of no row), or are not ids at all. */
const BAD_PARAMS = [
  NO_ROW,
  'abc',
  '-1',
  '0',
  '1.5',
  '99999999999999999999999',
  '1e309',
  "1' or '1'='1",
  '%00',
  '%F0%9F%8C%99',
  '한옥',
  'x'.repeat(190),
];

/** A query with every usual name given a value of the wrong type, the same name twice, and one unknown. */
const BAD_QUERY =
  '?page=abc&page=2&pageSize=-5&limit=1e309&offset=NaN&key=%00&keySort=zzz&sort=%27&order=sideways' +
  '&type=nope&status=%F0%9F%8C%99&genre=%5B%5D&id=abc&from=yesterday&to=2026-13-45&q=' +
  'x'.repeat(3000);

/**
 * Bodies of the wrong shape, as sent: empty, the wrong kind of JSON, wrong types in common fields,
 * too deep, JSON cut short, and text where JSON is expected.
 */
const deep = (n: number): unknown => (n === 0 ? 'x' : { a: deep(n - 1) });
const json = (value: unknown) => ({ type: 'application/json', payload: JSON.stringify(value) });
const BAD_BODIES: { type: string; payload: string }[] = [
  json({}),
  json([]),
  json('text'),
  json(12),
  json(null),
  json({
    id: 'abc',
    title: 42,
    title_kr: [],
    title_eng: {},
    email: 7,
    userEmail: ['a@b.c'],
    password: { x: 1 },
    amount: '1e309',
    page: -1,
    status: 'nope',
    date: 'yesterday',
    startsAt: 'not a date',
    endsAt: 12,
    url: 'javascript:alert(1)',
    items: 'none',
    language: 'klingon',
  }),
  json(deep(200)),
  { type: 'application/json', payload: '{"title": "cut sh' },
  { type: 'text/plain', payload: 'hello' },
];

interface Case {
  method: string;
  url: string;
  path: string;
  body?: { type: string; payload: string };
}

/** The routes of the table (the web's own pages included), with their parameters filled in. */
const routes = () =>
  t.app.routeTable.filter(
    (r) => r.method !== 'HEAD' && r.method !== 'OPTIONS' && !r.url.includes('*'),
  );

const casesOf = (route: { method: string; url: string }): Case[] => {
  const fill = (value: string) => route.url.replace(/:\w+/g, encodeURIComponent(value));
  const hasParams = /:\w+/.test(route.url);
  const takesBody = !['GET', 'DELETE'].includes(route.method);
  const cases: Case[] = [];
  if (hasParams) for (const value of BAD_PARAMS) cases.push({ ...route, path: fill(value) });
  cases.push({ ...route, path: `${fill('abc')}${BAD_QUERY}` });
  if (takesBody) for (const body of BAD_BODIES) cases.push({ ...route, path: fill(NO_ROW), body });
  return cases;
};

const send = (c: Case, token: string | undefined, language: 'ko' | 'en') =>
  t.app.inject({
    method: c.method as 'GET',
    url: c.path,
    headers: {
      'accept-language': language,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(c.body === undefined ? {} : { 'content-type': c.body.type }),
    },
    ...(c.body === undefined ? {} : { payload: c.body.payload }),
  });

describe('bad input, over the whole route table', () => {
  it('finds the API in the route table', () => {
    const urls = routes().map((r) => r.url);
    expect(urls.length).toBeGreaterThan(100);
    for (const url of ['/api/films/:id', '/api/admin/accounts/:id', '/api/crowdfunding/projects'])
      expect(urls).toContain(url);
  });

  it.each([['a visitor', undefined] as const, ...SIGNED_IN])(
    'answers %s below 500, each refusal in the envelope and the request’s language',
    async (_who, account) => {
      const wrong: string[] = [];
      for (const route of routes()) {
        // A session of its own for each route: a route that signs out ends only its own.
        const token =
          account === undefined
            ? undefined
            : await aSession(t.db, account === 'admin' ? adminId : viewerId);
        for (const [i, c] of casesOf(route).entries()) {
          const language = i % 2 === 0 ? 'ko' : 'en';
          const res = await send(c, token, language);
          const where = `${c.method} ${c.path.slice(0, 80)}${c.body === undefined ? '' : ` ${c.body.payload.slice(0, 40)}`}`;
          const problem = answerProblem(res, language);
          if (problem) wrong.push(`${where} -> ${problem}`);
        }
      }
      expect(wrong).toEqual([]);
    },
    600_000,
  );
});

const isIdName = (name: string) => /(^id$|Id$|_id$|Ids$|_ids$)/.test(name);

/** A value the schema takes, with every id naming no row. */
const valueOf = (doc: OpenApi, schema: Schema | undefined, name = '', depth = 0): unknown => {
  const s = resolve(doc, schema);
  if (!s || depth > 8) return 'a';
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.allOf?.length) {
    const parts = s.allOf.map((part) => valueOf(doc, part, name, depth + 1));
    return parts.every((p) => p && typeof p === 'object' && !Array.isArray(p))
      ? Object.assign({}, ...parts)
      : parts[0];
  }
  const variants = s.anyOf ?? s.oneOf;
  if (variants?.length) {
    const usable = variants.find((v) => resolve(doc, v)?.type !== 'null') ?? variants[0];
    return valueOf(doc, usable, name, depth + 1);
  }
  const types = Array.isArray(s.type) ? s.type : [s.type];
  const type = types.find((x) => x && x !== 'null') ?? (s.properties ? 'object' : 'string');
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, inner] of Object.entries(s.properties ?? {}))
        out[key] = valueOf(doc, inner, key, depth + 1);
      return out;
    }
    case 'array': {
      const count = Math.max(1, s.minItems ?? 1);
      return Array.from({ length: count }, () => valueOf(doc, s.items, name, depth + 1));
    }
    case 'integer':
    case 'number': {
      if (isIdName(name)) return NO_ROW_ID;
      const low = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : s.minimum;
      const value = Math.max(low ?? 1, 1);
      return s.maximum !== undefined ? Math.min(value, s.maximum) : value;
    }
    case 'boolean':
      return true;
    default: {
      if (isIdName(name)) return String(NO_ROW_ID);
      if (s.format === 'email' || /email/i.test(name)) return 'nobody@dalbit.example';
      if (/phone/i.test(name)) return '010-1234-5678';
      if (s.format === 'date-time') return '2027-01-15T10:00:00.000Z';
      if (s.format === 'date') return '2027-01-15';
      if (s.format === 'uri' || s.format === 'url' || /(url|link)$/i.test(name))
        return 'https://dalbit.example/a';
      const text = 'Sample#Text9';
      const length = Math.max(s.minLength ?? 1, text.length);
      const value = text.repeat(Math.ceil(length / text.length)).slice(0, length);
      return s.maxLength !== undefined ? value.slice(0, Math.max(s.maxLength, 1)) : value;
    }
  }
};

interface ShapedCase {
  method: string;
  url: string;
  body?: unknown;
}

const shapedCasesOf = (doc: OpenApi): ShapedCase[] => {
  const cases: ShapedCase[] = [];
  for (const [route, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const query = new URLSearchParams();
      for (const p of operation.parameters ?? []) {
        if (p.in !== 'query' || !p.required) continue;
        query.set(p.name, String(valueOf(doc, p.schema, p.name)));
      }
      const path = route.replace(/\{([^}]+)\}/g, String(NO_ROW_ID));
      const url = query.size ? `${path}?${query}` : path;
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      cases.push({
        method: method.toUpperCase(),
        url,
        ...(schema ? { body: valueOf(doc, schema) } : {}),
      });
    }
  }
  return cases;
};

/**
 * Requests of the right shape that name rows which do not exist: every operation of the OpenAPI
 * document gets path parameters of no row and a body and query built from its own schema, with
 * every id in them (`filmId`, `projectId`, `rewardIds`...) naming no row either, as a viewer and
 * as an admin. The schema lets them through, so the handlers run: a lookup that finds nothing, a
 * foreign key that points nowhere, a row that a transaction cannot lock. Each must answer below
 * 500, and a refusal sent as JSON is the error envelope in the request's language
 * (the tests above send what the schemas refuse).
 */
describe('requests of the right shape that name no row', () => {
  it('builds a request for every operation of the document', async () => {
    const cases = shapedCasesOf(await openApiOf(t.app));
    expect(cases.length).toBeGreaterThan(100);
    const pledge = cases.find(
      (c) => c.method === 'POST' && c.url === `/api/crowdfunding/projects/${NO_ROW_ID}/pledges`,
    );
    expect(pledge?.body).toBeTypeOf('object');
  });

  it.each(SIGNED_IN)(
    'answers %s below 500 when the rows are missing, each refusal in the envelope',
    async (_who, account) => {
      const wrong: string[] = [];
      const statuses = new Set<number>();
      for (const [i, c] of shapedCasesOf(await openApiOf(t.app)).entries()) {
        // A session of its own for each request: a request that signs out ends only its own.
        const token = await aSession(t.db, account === 'admin' ? adminId : viewerId);
        const language = i % 2 === 0 ? 'ko' : 'en';
        const res = await t.app.inject({
          method: c.method as 'GET',
          url: c.url,
          headers: {
            'accept-language': language,
            authorization: `Bearer ${token}`,
            ...(c.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(c.body === undefined ? {} : { payload: JSON.stringify(c.body) }),
        });
        statuses.add(res.statusCode);
        const where = `${c.method} ${c.url}${c.body === undefined ? '' : ` ${JSON.stringify(c.body).slice(0, 120)}`}`;
        const problem = answerProblem(res, language);
        if (problem) wrong.push(`${where} -> ${problem}`);
      }
      expect(wrong).toEqual([]);
      // The handlers ran: rows were looked for and not found, not only schemas refused.
      expect(statuses).toContain(404);
    },
    600_000,
  );
});
