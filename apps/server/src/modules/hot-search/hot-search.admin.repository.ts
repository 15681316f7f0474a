import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../infra/database/database.js';
import { hotSearchKeywords, type HotSearchRow } from './hot-search.table.js';

type Patch = Partial<Pick<HotSearchRow, 'nameKr' | 'nameEng' | 'deleted'>>;

/** Every keyword, hidden ones too, for the back office. */
export const createHotSearchAdminRepository = (db: Db) => ({
  listAll(): Promise<HotSearchRow[]> {
    return db
      .select()
      .from(hotSearchKeywords)
      .orderBy(asc(hotSearchKeywords.position), asc(hotSearchKeywords.id));
  },

  async find(id: bigint): Promise<HotSearchRow | undefined> {
    const rows = await db
      .select()
      .from(hotSearchKeywords)
      .where(eq(hotSearchKeywords.id, id))
      .limit(1);
    return rows[0];
  },

  /** A new keyword goes last. */
  async insert(nameKr: string, nameEng: string): Promise<HotSearchRow> {
    const rows = await db
      .insert(hotSearchKeywords)
      .values({
        nameKr,
        nameEng,
        position: sql`(select coalesce(max(${hotSearchKeywords.position}), -1) + 1 from ${hotSearchKeywords})`,
      })
      .returning();
    if (!rows[0]) throw new Error('keyword insert returned nothing');
    return rows[0];
  },

  async update(id: bigint, patch: Patch): Promise<HotSearchRow | undefined> {
    const rows = await db
      .update(hotSearchKeywords)
      .set(patch)
      .where(eq(hotSearchKeywords.id, id))
      .returning();
    return rows[0];
  },

  /**
   * Sets the order in one transaction; false (nothing changed) unless `ids` names every keyword
   * exactly once, so two staff reordering at once cannot leave a half-applied order.
   */
  async reorder(ids: bigint[]): Promise<boolean> {
    return db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: hotSearchKeywords.id })
        .from(hotSearchKeywords)
        .for('update');
      const known = new Set(rows.map((r) => r.id));
      if (known.size !== ids.length || new Set(ids).size !== ids.length) return false;
      if (ids.some((id) => !known.has(id))) return false;
      for (const [position, id] of ids.entries()) {
        await tx.update(hotSearchKeywords).set({ position }).where(eq(hotSearchKeywords.id, id));
      }
      return true;
    });
  },
});

export type HotSearchAdminRepository = ReturnType<typeof createHotSearchAdminRepository>;
