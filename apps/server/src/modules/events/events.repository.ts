import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  isNotNull,
  lte,
  sql,
  type Placeholder,
} from 'drizzle-orm';
import type { EventType } from '@dalbit/contract';
import { builtOnce, byShape } from '../../infra/database/built-once.js';
import type { Db } from '../../infra/database/database.js';
import {
  searchShapeOf,
  searchShapeSql,
  searchValues,
  type SearchMatch,
  type SearchShape,
} from '../../shared/search-match.js';
import { events, type EventRow } from './events.table.js';

// Must stay identical to the expression of events_text_trgm_idx so the index can serve it.
const bodyText = sql`lower(${events.summaryKr} || ' ' || ${events.summaryEng} || ' ' || ${events.contentKr} || ' ' || ${events.contentEng})`;

export interface RowsPage {
  rows: EventRow[];
  total: number;
}

/** What visitors may see: published, and not scheduled for later. */
const publishedBy = (now: Date | Placeholder) =>
  and(isNotNull(events.publishedAt), lte(events.publishedAt, now));

export const createEventsRepository = (db: Db) => {
  // The events pages and an event's page: built once (infra/database/built-once.ts).
  const newestPage = builtOnce(() =>
    db
      .select({ ...getTableColumns(events), total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(events)
      .where(publishedBy(sql.placeholder('now')))
      .orderBy(desc(events.createdAt), desc(events.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  );
  const published = builtOnce(() =>
    db
      .select()
      .from(events)
      .where(and(eq(events.id, sql.placeholder('id')), publishedBy(sql.placeholder('now'))))
      .limit(1),
  );
  /** Search's statements per kind of key (shared/search-match.ts), built once each. */
  const searchStatementsOf = (shape: SearchShape) => {
    const found = searchShapeSql(shape, {
      table: events,
      id: events.id,
      titleKr: events.titleKr,
      titleEng: events.titleEng,
      titleChoseong: events.titleChoseong,
      body: bodyText,
      within: eq(events.type, sql.placeholder('type')),
    });
    const where = and(
      publishedBy(sql.placeholder('now')),
      eq(events.type, sql.placeholder('type')),
      found.where,
    );
    return {
      page: builtOnce(() =>
        db
          .select({
            ...getTableColumns(events),
            total: sql<number>`count(*) over ()`.mapWith(Number),
          })
          .from(events)
          .where(where)
          .orderBy(...found.order, desc(events.createdAt), desc(events.id))
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset')),
      ),
      count: builtOnce(() => db.select({ total: count() }).from(events).where(where)),
    };
  };
  const searchStatements = byShape<ReturnType<typeof searchStatementsOf>>();
  return {
    /** One round trip: the window count rides along with the page's rows. */
    async listNewestFirst(limit: number, offset: number, now: Date): Promise<RowsPage> {
      const found = await newestPage().execute({ limit, offset, now });
      if (found.length > 0 || offset === 0) {
        return { rows: found.map(({ total: _total, ...row }) => row), total: found[0]?.total ?? 0 };
      }
      // Past the last page no row carries the total: count on its own.
      const totals = await db.select({ total: count() }).from(events).where(publishedBy(now));
      return { rows: [], total: totals[0]?.total ?? 0 };
    },

    /** A published event; drafts and scheduled ones are not found. */
    async findPublished(id: string, now: Date): Promise<EventRow | undefined> {
      const rows = await published().execute({ id: BigInt(id), now });
      return rows[0];
    },

    /**
     * Published notices or events by text (both titles and the body) or by a 초성 key (the Korean
     * title's initials), each on a trigram index (shared/search-match.ts). Keys shorter than three
     * characters yield no trigrams; Postgres then scans, which is fine at this size. Title hits
     * rank first, then closeness of the title, then recency; the count rides along.
     */
    async search(
      match: SearchMatch,
      type: EventType,
      limit: number,
      offset: number,
      now: Date,
    ): Promise<RowsPage> {
      const shape = searchShapeOf(match);
      const statements = searchStatements(shape, () => searchStatementsOf(shape));
      const values = { ...searchValues(match), type, limit, offset, now };
      const rows = await statements.page().execute(values);
      if (rows.length > 0 || offset === 0) {
        return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
      }
      const totals = await statements.count().execute(values);
      return { rows: [], total: totals[0]?.total ?? 0 };
    },
  };
};

export type EventsRepository = ReturnType<typeof createEventsRepository>;
