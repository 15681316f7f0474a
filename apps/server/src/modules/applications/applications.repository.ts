import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { ApplyPayload } from '@dalbit/contract';
import type { Db } from '../../infra/database/database.js';
import { applications } from './applications.table.js';

export const createApplicationsRepository = (db: Db) => ({
  async insert(payload: ApplyPayload, userId: bigint | null): Promise<bigint> {
    const [row] = await db
      .insert(applications)
      .values({ ...payload, userId })
      .returning({ id: applications.id });
    if (!row) throw new Error('the application was not stored');
    return row.id;
  },

  async markReceiptSent(id: bigint, at: Date): Promise<void> {
    await db.update(applications).set({ receiptSentAt: at }).where(eq(applications.id, id));
  },

  /** Applications whose receipt was never queued (the database blinked after the insert). */
  async owingReceipts(createdBefore: Date, limit: number) {
    return db
      .select()
      .from(applications)
      .where(and(isNull(applications.receiptSentAt), lt(applications.createdAt, createdBefore)))
      .orderBy(asc(applications.id))
      .limit(limit);
  },

  async find(id: bigint) {
    const [row] = await db.select().from(applications).where(eq(applications.id, id));
    return row;
  },
});

export type ApplicationsRepository = ReturnType<typeof createApplicationsRepository>;
