import { asc, eq } from 'drizzle-orm';
import { builtOnce } from '../../infra/database/built-once.js';
import type { Db } from '../../infra/database/database.js';
import { hotSearchKeywords, type HotSearchRow } from './hot-search.table.js';

export const createHotSearchRepository = (db: Db) => {
  // Every search page asks for them: built once (infra/database/built-once.ts).
  const visible = builtOnce(() =>
    db
      .select()
      .from(hotSearchKeywords)
      .where(eq(hotSearchKeywords.deleted, false))
      .orderBy(asc(hotSearchKeywords.position), asc(hotSearchKeywords.id)),
  );
  return {
    listVisible(): Promise<HotSearchRow[]> {
      return visible().execute();
    },
  };
};

export type HotSearchRepository = ReturnType<typeof createHotSearchRepository>;
