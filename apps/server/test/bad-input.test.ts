import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aSession, aUser } from './builders/accounts.js';
import { STAFF_PASSWORD } from './admin-helpers.js';
import { createTestApp, envelopeOf, hangul, type TestApp } from './helpers.js';

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

/** Path parameters that name nothing (an id of no row), or are not ids at all. */
const NO_ROW = '999999';
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

  it.each([
    ['a visitor', undefined],
    ['a viewer', 'viewer'],
    ['an admin', 'admin'],
  ] as const)(
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
          if (res.statusCode >= 500) {
            wrong.push(`${where} -> ${res.statusCode} ${res.body.slice(0, 160)}`);
            continue;
          }
          const json = String(res.headers['content-type'] ?? '').includes('application/json');
          if (res.statusCode < 400 || !json) continue;
          try {
            const envelope = envelopeOf(res.body);
            if (language === 'ko' && !hangul.test(envelope.errorList.join(' ')))
              wrong.push(`${where} -> ${res.statusCode} not in Korean: ${res.body.slice(0, 160)}`);
          } catch (error) {
            wrong.push(`${where} -> ${res.statusCode} ${(error as Error).message.slice(0, 160)}`);
          }
        }
      }
      expect(wrong).toEqual([]);
    },
    600_000,
  );
});
