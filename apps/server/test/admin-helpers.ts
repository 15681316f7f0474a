import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Role } from '@dalbit/contract';
import type { TestApp } from './helpers.js';
import { aSignedInUser } from './builders/accounts.js';

export const STAFF_PASSWORD = 'Moonlit#42Sky';

/** A signed-in account of the role, with a password (sensitive actions ask for it). */
export const aStaff = (t: TestApp, role: Role) =>
  aSignedInUser(t.db, { role, password: STAFF_PASSWORD });

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A request to the API as the token's account (or a visitor). */
export const call = (
  t: TestApp,
  method: Method,
  url: string,
  token?: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

export const dataOf = <T>(res: LightMyRequestResponse): T => (res.json() as { data: T }).data;

/** The audit log's lines, newest first, straight from the table. */
export const auditLines = async (t: TestApp) => {
  const result = (await t.db.execute(
    sql`select action, entity_type, entity_id, actor_email, before, after from audit_log order by id desc`,
  )) as unknown as { rows: Record<string, unknown>[] } | Record<string, unknown>[];
  return Array.isArray(result) ? result : result.rows;
};
