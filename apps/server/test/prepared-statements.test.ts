import { sql, type SQL } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../src/infra/database/database.js';
import { PREPARE_AFTER } from '../src/infra/database/named-statements.js';
import { visibleAt } from '../src/modules/crowdfunding/visibility.js';
import { createCrowdfundingRepository } from '../src/modules/crowdfunding/crowdfunding.repository.js';
import { listed } from '../src/modules/films/films.columns.js';
import { createFilmsRepository } from '../src/modules/films/films.repository.js';
import { aFilm } from './builders/films.js';
import { createTestApp, onPostgres, TEST_DATABASE_URL } from './helpers.js';

/**
 * The plan of `query` with sequential and bitmap scans off, in `tx`'s transaction: whether an
 * index alone can answer it, not what this run's costs prefer. Another test file's open
 * transaction on the shared database can keep VACUUM from marking pages all-visible, and a
 * count that must visit the heap then costs more than a scan of a few thousand rows (CI once
 * planned a sequential scan for the films' count).
 */
const indexPlan = async (tx: Pick<Db, 'execute'>, query: SQL) => {
  await tx.execute(sql`set local enable_seqscan = off`);
  await tx.execute(sql`set local enable_bitmapscan = off`);
  const plan = (await tx.execute(sql`explain ${query}`)) as unknown as {
    rows: { 'QUERY PLAN': string }[];
  };
  return plan.rows.map((r) => r['QUERY PLAN']).join('\n');
};

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

  it("plans a films list's first page once: PostgreSQL keeps its generic plan", async () => {
    // docs/performance.md#prepared-statements: with its LIMITs as parameters and the listing
    // time alone, every call was planned again (custom plans only).
    const t = await createTestApp({ CACHE_TTL_SECONDS: '0' });
    try {
      // A catalogue whose statistics say what a real one's do: nearly every film listed.
      await aFilm(t.db);
      await t.db.execute(sql`
        insert into films (type, slug, title_kr, title_eng, release_date, credits, state)
        select (array['short_movie', 'web_series', 'music_video'])[1 + n % 3]::text, 'bulk-' || n, '영화 ' || n, 'Film ' || n,
          date '2020-01-01' + n % 2000, '[]'::jsonb, 'published'
        from generate_series(1, 3000) as n`);
      // Listed as the trigger of a ready video would say (the bulk films have no videos).
      await t.db.execute(sql`update films set listed_from = '-infinity' where slug like 'bulk-%'`);
      // With the visibility map set, as autovacuum keeps it.
      await t.db.execute(sql`vacuum analyze films`);
      // One transaction: one connection, whose prepared statements the last query reads.
      const plans = await t.db.transaction(async (tx) => {
        const films = createFilmsRepository(tx as unknown as Db);
        for (let i = 0; i < 12; i += 1) {
          const page = await films.list({ sort: 'latest' }, 12, 0);
          expect(page.rows).toHaveLength(12);
          expect(page.capped).toBe(true);
        }
        const result = (await tx.execute(
          sql`select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where statement like '%"listed_from"%' and statement like '%limit 12%'`,
        )) as unknown as { rows: { generic: number; custom: number }[] };
        return result.rows;
      });
      expect(plans).toHaveLength(1);
      expect(plans[0]!.generic).toBeGreaterThan(0);
      // A type's capped count reads films_type_release_idx alone, not a third of the rows.
      const typeList = await createFilmsRepository(t.db).list(
        { sort: 'latest', type: 'web_series' },
        12,
        0,
      );
      expect(typeList.rows.every((f) => f.type === 'web_series')).toBe(true);
      const count = await t.db.transaction((tx) =>
        indexPlan(
          tx,
          sql`select count(*) from (select 1 from films where type = 'web_series' and ${listed(new Date())} limit 101) as counted`,
        ),
      );
      expect(count).toContain('Index Only Scan using films_type_release_idx');
    } finally {
      await t.close();
    }
  });

  it("plans the projects list's first page once, and counts from the index alone", async () => {
    // docs/performance.md#prepared-statements: with its LIMIT and the visible states as
    // parameters, every call was planned again, and the count read every project's row.
    const t = await createTestApp({ CACHE_TTL_SECONDS: '0' });
    try {
      await t.db.execute(sql`
        insert into projects (title_kr, title_eng, summary_kr, summary_eng, goal_amount,
          starts_at, ends_at, state)
        select '프로젝트 ' || n, 'Project ' || n, repeat('달빛 아래의 이야기 ', 30),
          repeat('A story under the moon ', 20), 1000000, now() - interval '1 day',
          now() + n * interval '1 hour', (array['funding', 'upcoming', 'settled'])[1 + n % 3]
        from generate_series(1, 1000) as n`);
      // Rows as wide as real ones (a summary in each language), with the visibility map set.
      await t.db.execute(sql`vacuum analyze projects`);
      const found = await t.db.transaction(async (tx) => {
        const projects = createCrowdfundingRepository(tx as unknown as Db);
        for (let i = 0; i < 12; i += 1) {
          const page = await projects.list(undefined, new Date(), 12, 0);
          expect(page.rows).toHaveLength(12);
          expect(page.total).toBe(1000);
        }
        const plans = (await tx.execute(
          sql`select generic_plans::int as generic from pg_prepared_statements where statement like '%from "projects"%' and statement like '%limit 12%'`,
        )) as unknown as { rows: { generic: number }[] };
        const count = await indexPlan(
          tx,
          sql`select count(*) from projects where ${visibleAt(new Date())}`,
        );
        return { plans: plans.rows, count };
      });
      expect(found.plans).toHaveLength(1);
      expect(found.plans[0]!.generic).toBeGreaterThan(0);
      expect(found.count).toContain('Index Only Scan using projects_visible_idx');
    } finally {
      await t.close();
    }
  });
});
