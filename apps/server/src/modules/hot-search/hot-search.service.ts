import type { HotSearchKeyword } from '@dalbit/contract';
import type { TtlCache } from '../../infra/cache/ttl-cache.js';
import type { HotSearchRepository } from './hot-search.repository.js';

export const HOT_SEARCH_CACHE_KEY = 'hot-search:list';

export const createHotSearchService = ({
  repository,
  cache,
}: {
  repository: HotSearchRepository;
  cache: TtlCache;
}) => ({
  list(): Promise<HotSearchKeyword[]> {
    return cache.get(HOT_SEARCH_CACHE_KEY, async () => {
      const rows = await repository.listVisible();
      return rows.map((row) => ({
        _id: row.id.toString(),
        deleted: row.deleted,
        name_kr: row.nameKr,
        name_eng: row.nameEng,
      }));
    });
  },
});

export type HotSearchService = ReturnType<typeof createHotSearchService>;
