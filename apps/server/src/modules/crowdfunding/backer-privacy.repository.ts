import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../infra/database/database.js';
import { pledges } from './crowdfunding.table.js';

/** What a deleted account leaves in crowdfunding (docs/product/accounts.md#deleting-the-account). */
export const createBackerPrivacyRepository = (db: Db) => ({
  reservedPledgeIds: async (userId: bigint): Promise<bigint[]> =>
    (
      await db
        .select({ id: pledges.id })
        .from(pledges)
        .where(and(eq(pledges.userId, userId), eq(pledges.status, 'reserved')))
    ).map((r) => r.id),

  /** Settled pledges stay for the campaign's records, without the delivery address. */
  async stripShipping(userId: bigint, now: Date): Promise<void> {
    await db
      .update(pledges)
      .set({ shipping: null, updatedAt: now })
      .where(and(eq(pledges.userId, userId), ne(pledges.status, 'reserved')));
  },
});
