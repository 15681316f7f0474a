import { sql } from 'drizzle-orm';
import { PgDialect, pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { builtOnce, byShape, literalIn, literalLimit } from './built-once.js';

const dialect = new PgDialect();

describe('builtOnce', () => {
  it('builds and prepares the query at its first call only, without a statement name', () => {
    const names: unknown[] = [];
    let builds = 0;
    const query = builtOnce(() => {
      builds += 1;
      return {
        prepare: (name: string) => {
          names.push(name);
          return { execute: () => builds };
        },
      };
    });
    expect(builds).toBe(0);
    const first = query();
    expect(query()).toBe(first);
    expect(query().execute()).toBe(1);
    expect(builds).toBe(1);
    // The pool's client names statements (named-statements.ts); drizzle must not.
    expect(names).toEqual([undefined]);
  });

  it('makes one set of statements per shape, at its first use', () => {
    const shapes = byShape<{ shape: string }>();
    let made = 0;
    const make = (shape: string) => () => ({ shape: `${shape}:${(made += 1)}` });
    const visitor = shapes('visitor', make('visitor'));
    expect(shapes('visitor', make('visitor'))).toBe(visitor);
    expect(shapes('viewer', make('viewer'))).toEqual({ shape: 'viewer:2' });
    expect(made).toBe(2);
  });
});

describe('literalLimit', () => {
  it('writes the count into the text, not as a parameter', () => {
    const query = dialect.sqlToQuery(sql`select 1 limit ${literalLimit(12)}`);
    expect(query.sql).toBe('select 1 limit 12');
    expect(query.params).toEqual([]);
  });

  it('refuses what is not a row count', () => {
    for (const bad of [-1, 1.5, Number.NaN, 2 ** 60]) expect(() => literalLimit(bad)).toThrow();
  });
});

describe('literalIn', () => {
  const things = pgTable('things', { state: text('state') });

  it('writes the constants into the text, not as parameters', () => {
    const query = dialect.sqlToQuery(
      sql`select 1 where ${literalIn(things.state, ['upcoming', 'in_review'])}`,
    );
    expect(query.sql).toBe(`select 1 where "things"."state" in ('upcoming', 'in_review')`);
    expect(query.params).toEqual([]);
  });

  it('refuses what is not a lower-case word, and an empty list', () => {
    for (const bad of [[], ["x' or '1'='1"], ['Upcoming'], ['a b'], ['']])
      expect(() => literalIn(things.state, bad)).toThrow();
  });
});
