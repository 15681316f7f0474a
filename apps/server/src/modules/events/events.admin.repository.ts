import { and, asc, count, desc, eq, gt, ilike, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { AdminEventListQuery } from '@dalbit/contract';
import type { Db } from '../../infra/database/database.js';
import { escapeLike } from '../../shared/like.js';
import { events, type EventRow, type NewEventRow } from './events.table.js';

export type EventValues = Omit<NewEventRow, 'id' | 'createdAt' | 'updatedAt' | 'seedKey'>;

const stateWhere = (state: AdminEventListQuery['state'], now: Date) => {
  switch (state) {
    case 'draft':
      return isNull(events.publishedAt);
    case 'scheduled':
      return gt(events.publishedAt, now);
    case 'published':
      return and(isNotNull(events.publishedAt), lte(events.publishedAt, now));
    default:
      return undefined;
  }
};

/** The back office's queries of notices and events: every state, not only what is public. */
export const createEventsAdminRepository = (db: Db) => ({
  async list(query: AdminEventListQuery, now: Date): Promise<{ rows: EventRow[]; total: number }> {
    const pattern = `%${escapeLike(query.q)}%`;
    const where = and(
      query.q ? or(ilike(events.titleKr, pattern), ilike(events.titleEng, pattern)) : undefined,
      query.type === 'all' ? undefined : eq(events.type, query.type),
      stateWhere(query.state, now),
    );
    const direction = query.order === 'asc' ? asc : desc;
    const column =
      query.sort === 'title'
        ? sql`coalesce(nullif(${events.titleKr}, ''), ${events.titleEng})`
        : query.sort === 'publishedAt'
          ? events.publishedAt
          : events.createdAt;
    const [rows, totals] = await Promise.all([
      db
        .select()
        .from(events)
        .where(where)
        .orderBy(direction(column), direction(events.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      db.select({ total: count() }).from(events).where(where),
    ]);
    return { rows, total: totals[0]?.total ?? 0 };
  },

  async find(id: bigint): Promise<EventRow | undefined> {
    const rows = await db.select().from(events).where(eq(events.id, id)).limit(1);
    return rows[0];
  },

  async insert(values: EventValues, now: Date): Promise<EventRow> {
    const rows = await db
      .insert(events)
      .values({ ...values, createdAt: now, updatedAt: now })
      .returning();
    if (!rows[0]) throw new Error('event insert returned nothing');
    return rows[0];
  },

  async update(id: bigint, values: Partial<EventValues>, now: Date): Promise<EventRow | undefined> {
    const rows = await db
      .update(events)
      .set({ ...values, updatedAt: now })
      .where(eq(events.id, id))
      .returning();
    return rows[0];
  },

  async remove(id: bigint): Promise<EventRow | undefined> {
    const rows = await db.delete(events).where(eq(events.id, id)).returning();
    return rows[0];
  },
});

export type EventsAdminRepository = ReturnType<typeof createEventsAdminRepository>;
