import { getTableColumns, sql, type SQL, type Table } from 'drizzle-orm';

/**
 * A table's rows as JSON built by the database, and back: a page reads a row's children (a
 * project's rewards and updates) in the same statement as a `json_agg` of `rowJson`, and
 * `fromJson` gives them the types drizzle's own select would (docs/performance.md#one-query-per-answer).
 * JSON has no bigint and no date: bigint ids travel as text, timestamps as ISO text.
 */
export const rowJson = (table: Table, alias: string): SQL => {
  const pairs = Object.entries(getTableColumns(table)).map(([key, column]) => {
    const ref = `"${alias}"."${column.name}"`;
    const value = column.dataType === 'bigint' ? `${ref}::text` : ref;
    return `'${key}', ${value}`;
  });
  return sql.raw(`json_build_object(${pairs.join(', ')})`);
};

/** A row of `table` from its `rowJson`. */
export const fromJson = <T extends Table>(
  table: T,
  json: Record<string, unknown>,
): T['$inferSelect'] => {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[key];
    if (value === null || value === undefined) row[key] = null;
    else if (column.dataType === 'bigint') row[key] = BigInt(value as string);
    else if (column.dataType === 'date') row[key] = new Date(value as string);
    else row[key] = value;
  }
  return row as T['$inferSelect'];
};
