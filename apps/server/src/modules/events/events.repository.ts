import { and, count, desc, eq, getTableColumns, ilike, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../infra/database/database.js';
import { escapeLike } from '../../shared/like.js';
import { events, type EventRow } from './events.table.js';

// Must stay identical to the expression of events_text_trgm_idx so the index can serve it.
const bodyText = sql`lower(${events.summaryKr} || ' ' || ${events.summaryEng} || ' ' || ${events.contentKr} || ' ' || ${events.contentEng})`;

export interface RowsPage {
  rows: EventRow[];
  total: number;
}

/** What visitors may see: published, and not scheduled for later. */
const publishedBy = (now: Date) => and(isNotNull(events.publishedAt), lte(events.publishedAt, now));

export const createEventsRepository = (db: Db) => ({
  /** One round trip: the window count rides along with the page's rows. */
  async listNewestFirst(limit: number, offset: number, now: Date): Promise<RowsPage> {
    const found = await db
      .select({ ...getTableColumns(events), total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(events)
      .where(publishedBy(now))
      .orderBy(desc(events.createdAt), desc(events.id))
      .limit(limit)
      .offset(offset);
    if (found.length > 0 || offset === 0) {
      return { rows: found.map(({ total: _total, ...row }) => row), total: found[0]?.total ?? 0 };
    }
    // Past the last page no row carries the total: count on its own.
    const totals = await db.select({ total: count() }).from(events).where(publishedBy(now));
    return { rows: [], total: totals[0]?.total ?? 0 };
  },

  /** A published event; drafts and scheduled ones are not found. */
  async findPublished(id: string, now: Date): Promise<EventRow | undefined> {
    const rows = await db
      .select()
      .from(events)
      .where(and(eq(events.id, BigInt(id)), publishedBy(now)))
      .limit(1);
    return rows[0];
  },

  /**
   * Substring search over both titles (trigram indexes) and the body text. Keys of one or two
   * Hangul syllables yield no trigrams, so Postgres falls back to scanning; that is fine at
   * this size. Title hits rank first, then closeness of the title, then recency.
   */
  async search(key: string, limit: number, offset: number, now: Date): Promise<RowsPage> {
    const pattern = `%${escapeLike(key.toLowerCase())}%`;
    const titleHit = or(ilike(events.titleKr, pattern), ilike(events.titleEng, pattern));
    const where = and(publishedBy(now), or(titleHit, sql`${bodyText} like ${pattern}`));
    const closeness = sql`greatest(word_similarity(${key}, ${events.titleKr}), word_similarity(${key}, ${events.titleEng}))`;
    const [rows, totals] = await Promise.all([
      db
        .select()
        .from(events)
        .where(where)
        .orderBy(
          sql`case when ${titleHit} then 0 else 1 end`,
          desc(closeness),
          desc(events.createdAt),
          desc(events.id),
        )
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(events).where(where),
    ]);
    return { rows, total: totals[0]?.total ?? 0 };
  },
});

export type EventsRepository = ReturnType<typeof createEventsRepository>;
