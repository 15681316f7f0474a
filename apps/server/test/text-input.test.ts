import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aStaff } from './admin-helpers.js';
import { createTestApp, envelopeOf, type TestApp } from './helpers.js';
import { openApiOf, resolve, type OpenApi, type Schema } from './support/openapi.js';

/**
 * Every route that takes text refuses a NUL and an unpaired surrogate in each text field with a
 * 400 naming the field (packages/contract/src/text.ts), in the request's language. The routes
 * and their fields come from the OpenAPI document, so a new route is covered without a line here.
 */
let t: TestApp;
/** An admin's token: staff routes check the permission before the body, so they need one. */
let adminToken: string;
beforeAll(async () => {
  // One client sends a request per text field of every route: past the per-minute API limit
  // (600) once the routes hold enough fields, and a 429 would hide what this test checks.
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  ({ token: adminToken } = await aStaff(t, 'admin'));
});
afterAll(async () => {
  await t?.close();
});

const takesString = (doc: OpenApi, schema: Schema | undefined, depth = 0): boolean => {
  const s = resolve(doc, schema);
  if (!s || depth > 6) return false;
  const types = Array.isArray(s.type) ? s.type : [s.type];
  if (types.includes('string')) return true;
  if (s.items) return takesString(doc, s.items, depth + 1);
  return [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])].some((inner) =>
    takesString(doc, inner, depth + 1),
  );
};

/** Dotted paths of the body's text fields: each leaf string, down nested objects. */
const textFields = (doc: OpenApi, schema: Schema | undefined, prefix: string[] = [], depth = 0) => {
  const s = resolve(doc, schema);
  const found: string[][] = [];
  if (!s || depth > 6) return found;
  for (const variant of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) {
    found.push(...textFields(doc, variant, prefix, depth + 1));
  }
  for (const [name, inner] of Object.entries(s.properties ?? {})) {
    const r = resolve(doc, inner);
    if (r?.properties || r?.anyOf?.some((v) => resolve(doc, v)?.properties)) {
      found.push(...textFields(doc, r, [...prefix, name], depth + 1));
    } else if (takesString(doc, r)) {
      found.push([...prefix, name]);
    }
  }
  const unique = new Map(found.map((path) => [path.join('.'), path]));
  return [...unique.values()];
};

const setPath = (path: string[], value: unknown): Record<string, unknown> => {
  const root: Record<string, unknown> = {};
  let node = root;
  path.forEach((segment, i) => {
    if (i === path.length - 1) node[segment] = value;
    else node = (node[segment] = {}) as Record<string, unknown>;
  });
  return root;
};

interface Case {
  route: string;
  method: string;
  url: string;
  field: string;
  payload?: Record<string, unknown>;
}

const casesOf = (doc: OpenApi, bad: string, badInUrl: string): Case[] => {
  const cases: Case[] = [];
  for (const [route, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const params = operation.parameters ?? [];
      const fill = (name?: string) =>
        route.replace(/\{([^}]+)\}/g, (_m, p: string) => (p === name ? badInUrl : '1'));
      for (const p of params) {
        if (!takesString(doc, p.schema)) continue;
        if (p.in === 'path') {
          cases.push({ route, method, url: fill(p.name), field: p.name });
        } else if (p.in === 'query') {
          cases.push({
            route,
            method,
            url: `${fill()}?${encodeURIComponent(p.name)}=${badInUrl}`,
            field: p.name,
          });
        }
      }
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      for (const path of textFields(doc, schema)) {
        cases.push({
          route,
          method,
          url: fill(),
          field: path.join('.'),
          payload: setPath(path, bad),
        });
      }
    }
  }
  return cases;
};

describe('text the database cannot take', () => {
  it('covers every route that takes text (the list comes from the OpenAPI document)', async () => {
    const cases = casesOf(await openApiOf(t.app), '\u0000', '%00');
    const routes = new Set(cases.map((c) => `${c.method.toUpperCase()} ${c.route}`));
    // The routes the issue named, among the rest.
    for (const route of [
      'POST /api/web-app/apply',
      'GET /api/search',
      'GET /api/films',
      'POST /api/crowdfunding/projects/{id}/pledges',
      'PATCH /api/user/me',
      'POST /api/films/{id}/comments',
    ]) {
      expect(routes, route).toContain(route);
    }
    expect(cases.length).toBeGreaterThan(60);
  });

  for (const [name, bad, badInUrl] of [
    ['a NUL', 'before\u0000after', 'before%00after'],
    ['an unpaired surrogate', 'before\ud800after', undefined],
  ] as const) {
    it(`refuses ${name} in every text field with a 400 naming the field`, async () => {
      const cases = casesOf(await openApiOf(t.app), bad, badInUrl ?? '%00');
      const failures: string[] = [];
      for (const c of badInUrl ? cases : cases.filter((k) => k.payload)) {
        const res = await t.app.inject({
          method: c.method.toUpperCase() as 'GET',
          url: c.url,
          headers: { 'accept-language': 'en', authorization: `Bearer ${adminToken}` },
          ...(c.payload ? { payload: c.payload } : {}),
        });
        const ok =
          res.statusCode === 400 &&
          envelopeOf(res.body).code === 'request.invalid' &&
          envelopeOf(res.body).errorList[0]?.startsWith(`${c.field} contains a character`);
        if (!ok) failures.push(`${c.method} ${c.url} ${c.field}: ${res.statusCode} ${res.body}`);
      }
      expect(failures).toEqual([]);
    });
  }

  it('names the field in Korean for a Korean request', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/web-app/apply',
      headers: { 'accept-language': 'ko' },
      payload: { name: 'a\u0000b', language: 'korean' },
    });
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res.body).errorList).toEqual([
      'name에 쓸 수 없는 문자(NUL 문자나 깨진 문자)가 들어 있습니다',
    ]);
  });

  it('stores nothing and reaches no handler', async () => {
    const before = await t.app.database.execute('select count(*)::int as n from applications');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/web-app/apply',
      payload: { name: 'ok', shipping: { recipient: 'x\ud800' } },
    });
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res.body).errorList[0]).toMatch(/^shipping\.recipient /);
    const after = await t.app.database.execute('select count(*)::int as n from applications');
    expect(after.rows).toEqual(before.rows);
  });
});
