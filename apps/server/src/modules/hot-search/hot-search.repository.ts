import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../infra/database/database.js';
import { hotSearchKeywords, type HotSearchRow } from './hot-search.table.js';

export const createHotSearchRepository = (db: Db) => ({
  listVisible(): Promise<HotSearchRow[]> {
    return db
      .select()
      .from(hotSearchKeywords)
      .where(eq(hotSearchKeywords.deleted, false))
      .orderBy(asc(hotSearchKeywords.position), asc(hotSearchKeywords.id));
  },
});

export type HotSearchRepository = ReturnType<typeof createHotSearchRepository>;
