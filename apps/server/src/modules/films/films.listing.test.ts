import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { cappedCount } from './films.listing.js';

const dialect = new PgDialect();

describe('cappedCount', () => {
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
