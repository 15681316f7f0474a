import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * Server-side prepared statements for the app's queries, without naming them one by one.
 *
 * drizzle sends every query as `{ text, values }` with placeholders, so one query shape is one
 * text whatever its values. Unnamed, PostgreSQL parses, analyses and plans that text again on
 * every call: for the public reads (a film page with its episodes as JSON, a project page)
 * that is most of the database's work on a small catalogue. This client names a text once it
 * has been sent `PREPARE_AFTER` times: node-postgres then parses it once per connection and
 * afterwards sends only Bind/Execute, and PostgreSQL may keep a generic plan
 * (docs/performance.md#prepared-statements).
 *
 * Bounded: at most `MAX_NAMED` texts get a name (a connection holds at most that many
 * statements), texts seen only once or twice (one-off admin and job queries, `IN` lists of a
 * new length) never do, and the counts of unnamed texts are forgotten past `MAX_COUNTED`.
 * Only queries with values: without, node-postgres uses the simple protocol, which allows
 * several statements in one text (migrations, the queue's schema), and a name would refuse
 * them.
 */
export const PREPARE_AFTER = 3;
export const MAX_NAMED = 300;
const MAX_COUNTED = 2000;

export interface StatementNames {
  /** The statement name for this text, or undefined while it stays unnamed. */
  nameFor(text: string): string | undefined;
  readonly named: number;
}

export const createStatementNames = (
  limits: { after?: number; max?: number } = {},
): StatementNames => {
  const after = limits.after ?? PREPARE_AFTER;
  const max = limits.max ?? MAX_NAMED;
  const names = new Map<string, string>();
  const seen = new Map<string, number>();
  return {
    nameFor(text) {
      const name = names.get(text);
      if (name !== undefined) return name;
      if (names.size >= max) return undefined;
      const count = (seen.get(text) ?? 0) + 1;
      if (count < after) {
        if (seen.size >= MAX_COUNTED) seen.clear();
        seen.set(text, count);
        return undefined;
      }
      seen.delete(text);
      const made = `dalbit_${createHash('sha1').update(text).digest('base64url')}`;
      names.set(text, made);
      return made;
    },
    get named() {
      return names.size;
    },
  };
};

interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
  values?: unknown;
  submit?: unknown;
}

/**
 * What to send for a query's first argument: an object query with values and no name of its own
 * gets its text's name, as a copy (drizzle keeps its config object, and a name must not stick to
 * another text); anything else goes as it came.
 */
export const withStatementName = (
  names: StatementNames,
  config: unknown,
  values: unknown,
): unknown => {
  if (!config || typeof config !== 'object') return config;
  const query = config as QueryConfigLike;
  const params = Array.isArray(values) ? values : query.values;
  if (
    typeof query.text !== 'string' ||
    query.name !== undefined ||
    query.submit !== undefined ||
    !Array.isArray(params) ||
    params.length === 0
  ) {
    return config;
  }
  const name = names.nameFor(query.text);
  return name === undefined ? config : { ...query, name };
};

/** A pg.Client class whose object queries with values get their statement's name. */
export const namingClient = (names: StatementNames): typeof pg.Client => {
  class NamingClient extends pg.Client {}
  const plain = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  NamingClient.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    args[0] = withStatementName(names, args[0], args[1]);
    return plain.apply(this, args);
  } as typeof pg.Client.prototype.query;
  return NamingClient;
};
