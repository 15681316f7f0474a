import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/infra/database/database.js';
import { PREPARE_AFTER } from '../src/infra/database/named-statements.js';
import { onPostgres, TEST_DATABASE_URL } from './helpers.js';

// One connection, so the statements the app's queries prepared are visible to the next query.
const prepared = async (database: Database) =>
  (
    await database.execute(
      `select name, statement from pg_prepared_statements where name like 'dalbit_%'`,
    )
  ).rows as { name: string; statement: string }[];

describe.skipIf(!onPostgres)('prepared statements on PostgreSQL', () => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  const open = async (preparedStatements?: boolean) => {
    database = await openDatabase({
      url: TEST_DATABASE_URL ?? '',
      poolSize: 1,
      preparedStatements,
    });
    return database;
  };
  const doubled = (n: number) => sql`select ${n}::int * 2 as doubled`;

  it('prepares a repeated query once per connection and answers it as before', async () => {
    const { db } = await open();
    const answers: unknown[] = [];
    for (let n = 1; n <= PREPARE_AFTER + 2; n += 1) {
      const result = (await db.execute(doubled(n))) as unknown as { rows: unknown[] };
      answers.push(result.rows[0]);
    }
    expect(answers).toEqual([1, 2, 3, 4, 5].map((n) => ({ doubled: n * 2 })));
    const statements = await prepared(database!);
    expect(statements).toHaveLength(1);
    expect(statements[0]!.statement).toContain('select $1::int * 2 as doubled');
  });

  it('leaves a query seen once unprepared, and several statements in one text still run', async () => {
    const { db } = await open();
    await db.execute(doubled(1));
    expect(await prepared(database!)).toEqual([]);
    const last = await database!.execute('select 1 as one; select 2 as two');
    expect(last.rows).toEqual([{ two: 2 }]);
  });

  it('prepares nothing when turned off', async () => {
    const { db } = await open(false);
    for (let n = 1; n <= PREPARE_AFTER + 2; n += 1) await db.execute(doubled(n));
    expect(await prepared(database!)).toEqual([]);
  });
});
