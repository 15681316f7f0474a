import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aSession, aUser } from './builders/accounts.js';
import { STAFF_PASSWORD } from './admin-helpers.js';
import { createTestApp, envelopeOf, hangul, type TestApp } from './helpers.js';

/**
 * Requests of the right shape that name rows which do not exist: every operation of the OpenAPI
 * document gets path parameters of no row and a body and query built from its own schema, with
 * every id in them (`filmId`, `projectId`, `rewardIds`...) naming no row either, as a viewer and
 * as an admin. The schema lets them through, so the handlers run: a lookup that finds nothing, a
 * foreign key that points nowhere, a row that a transaction cannot lock. Each must answer below
 * 500, and a refusal sent as JSON is the error envelope in the request's language
 * (bad-input.test.ts sends what the schemas refuse).
 */
let t: TestApp;
let viewerId: bigint;
let adminId: bigint;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '10000000' });
  viewerId = (await aUser(t.db, { password: STAFF_PASSWORD })).id;
  adminId = (await aUser(t.db, { role: 'admin', password: STAFF_PASSWORD })).id;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  exclusiveMinimum?: number | boolean;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
interface Operation {
  parameters?: { in: string; name: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

/** An id of no row. */
const NO_ROW = 999_999;
const isIdName = (name: string) => /(^id$|Id$|_id$|Ids$|_ids$)/.test(name);

const resolve = (doc: OpenApi, schema: Schema | undefined): Schema | undefined => {
  if (!schema?.$ref) return schema;
  return resolve(doc, doc.components?.schemas?.[schema.$ref.split('/').pop() ?? '']);
};

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
      if (isIdName(name)) return NO_ROW;
      const low = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : s.minimum;
      const value = Math.max(low ?? 1, 1);
      return s.maximum !== undefined ? Math.min(value, s.maximum) : value;
    }
    case 'boolean':
      return true;
    default: {
      if (isIdName(name)) return String(NO_ROW);
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

interface Case {
  method: string;
  url: string;
  body?: unknown;
}

const casesOf = (doc: OpenApi): Case[] => {
  const cases: Case[] = [];
  for (const [route, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const query = new URLSearchParams();
      for (const p of operation.parameters ?? []) {
        if (p.in !== 'query' || !p.required) continue;
        query.set(p.name, String(valueOf(doc, p.schema, p.name)));
      }
      const path = route.replace(/\{([^}]+)\}/g, String(NO_ROW));
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

const docOf = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  return JSON.parse(res.body) as OpenApi;
};

describe('requests of the right shape that name no row', () => {
  it('builds a request for every operation of the document', async () => {
    const cases = casesOf(await docOf());
    expect(cases.length).toBeGreaterThan(100);
    const pledge = cases.find(
      (c) => c.method === 'POST' && c.url === `/api/crowdfunding/projects/${NO_ROW}/pledges`,
    );
    expect(pledge?.body).toBeTypeOf('object');
  });

  it.each([
    ['a viewer', 'viewer'],
    ['an admin', 'admin'],
  ] as const)(
    'answers %s below 500, each refusal in the envelope and the request’s language',
    async (_who, account) => {
      const wrong: string[] = [];
      const statuses = new Set<number>();
      for (const [i, c] of casesOf(await docOf()).entries()) {
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
        if (res.statusCode >= 500) {
          wrong.push(`${where} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
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
      expect(wrong).toEqual([]);
      // The handlers ran: rows were looked for and not found, not only schemas refused.
      expect(statuses).toContain(404);
    },
    600_000,
  );
});
