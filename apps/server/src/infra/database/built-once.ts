import { sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';

/**
 * A query whose SQL drizzle builds once (docs/performance.md#queries-built-once).
 *
 * Building a query's SQL text from drizzle's objects costs more CPU than the database spends
 * answering a small read: a film page's statement (its genres, episodes and the viewer's state
 * as subqueries) took about a third of the server's CPU under load. A query written with
 * `sql.placeholder(name)` for its values is built at its first call and then only executed with
 * new values. Drizzle gets no statement name: the pool's client still decides which texts
 * become server-side prepared statements (named-statements.ts), so
 * `DATABASE_PREPARED_STATEMENTS=false` keeps its meaning.
 */
export const builtOnce = <Prepared>(build: () => { prepare(name: string): Prepared }) => {
  let prepared: Prepared | undefined;
  // No name: drizzle then sends the text unnamed and the pool's client names it.
  return (): Prepared => (prepared ??= build().prepare(undefined as unknown as string));
};

/**
 * Statements of a query whose shape varies (which filters, visitor or viewer, kind of key), one
 * set per shape, made at first use. Shapes are few and fixed by the code: a shape's key holds no
 * value from the request but a page size, which the paging schema bounds (the films lists'
 * first pages, films.repository.ts).
 */
export const byShape = <Statements>() => {
  const made = new Map<string, Statements>();
  return (shape: string, make: () => Statements): Statements => {
    let statements = made.get(shape);
    if (statements === undefined) made.set(shape, (statements = make()));
    return statements;
  };
};

/**
 * `column = any(ids)` for a query built once: the placeholder `name` is given the ids as text
 * (`ids.map(String)`), since a raw parameter travels as it is and only columns map bigints.
 */
export const idIn = (column: AnyColumn, name: string): SQL =>
  sql`${column} = any(${sql.placeholder(name)}::bigint[])`;

/**
 * A row count written into the statement's text instead of sent as a parameter, for a query
 * built once per count (the films lists' and the projects list's first pages). PostgreSQL
 * plans a LIMIT it cannot see as 10 % of the rows: the statement's generic plan then looks far
 * dearer than the custom plans made for each call's values, and it plans the statement again
 * on every call (docs/performance.md#prepared-statements). Drizzle's `.limit()` sends a number
 * as a parameter and writes any object as it is, so the count goes as an SQL chunk typed as its
 * placeholder.
 */
export const literalLimit = (count: number): Placeholder => {
  if (!Number.isSafeInteger(count) || count < 0) throw new Error(`not a row count: ${count}`);
  return sql.raw(String(count)) as unknown as Placeholder;
};

/**
 * `column in ('a', 'b')` with the code's own constants written into the text: sent as
 * parameters, PostgreSQL cannot see which values a statement's generic plan will get, and
 * costs it for a typical one (the projects list's visible states,
 * docs/performance.md#prepared-statements). Only lower-case words: never a value from a request.
 */
export const literalIn = (column: AnyColumn, values: readonly string[]): SQL => {
  if (values.length === 0 || values.some((v) => !/^[a-z_]+$/.test(v)))
    throw new Error(`not constants: ${values.join(', ')}`);
  return sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;
};
