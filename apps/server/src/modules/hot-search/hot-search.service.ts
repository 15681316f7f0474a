import type { HotSearchKeyword } from '@dalbit/contract';
import type { HotSearchRepository } from './hot-search.repository.js';

export const createHotSearchService = (repository: HotSearchRepository) => ({
  async list(): Promise<HotSearchKeyword[]> {
    const rows = await repository.listVisible();
    return rows.map((row) => ({
      _id: row.id.toString(),
      deleted: row.deleted,
      name_kr: row.nameKr,
      name_eng: row.nameEng,
    }));
  },
});

export type HotSearchService = ReturnType<typeof createHotSearchService>;
