import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { cappedCount, literalLimit } from './films.listing.js';

const dialect = new PgDialect();

describe('literalLimit', () => {
  it('writes the count into the text, not as a parameter', () => {
    const query = dialect.sqlToQuery(sql`select 1 limit ${literalLimit(12)}`);
    expect(query.sql).toBe('select 1 limit 12');
    expect(query.params).toEqual([]);
  });

  it('refuses what is not a row count', () => {
    for (const bad of [-1, 1.5, Number.NaN, 2 ** 60]) expect(() => literalLimit(bad)).toThrow();
  });

  it("puts a fixed cap's count in the text and a placeholder's as a parameter", () => {
    const fixed = dialect.sqlToQuery(cappedCount(undefined, 100));
    expect(fixed.sql).toContain('limit 101)');
    expect(fixed.params).toEqual([]);
    const later = dialect.sqlToQuery(
      cappedCount(undefined, { over: sql.placeholder('countOver') }),
    );
    expect(later.sql).toContain('limit $1)');
  });
});
