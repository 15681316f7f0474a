import type { DalbitEvent, Page, SearchResult } from '@dalbit/contract';

/** What search needs from the events feature; app.ts passes the events service in. */
export interface EventSearcher {
  search(key: string, page: number, pageSize: number): Promise<Page<DalbitEvent>>;
}

export const createSearchService = (events: EventSearcher) => ({
  async search(key: string, page: number, pageSize: number): Promise<SearchResult> {
    // Only events are searchable so far; films join as another `kind` later.
    const found = await events.search(key, page, pageSize);
    return {
      key,
      items: found.items.map((item) => ({ kind: 'event' as const, item })),
      page: found.page,
      pageSize: found.pageSize,
      total: found.total,
      totalPages: found.totalPages,
    };
  },
});

export type SearchService = ReturnType<typeof createSearchService>;
