import type { DalbitEvent, FilmSummary, Page, SearchHit, SearchResult } from '@dalbit/contract';
import { pageOffset, toPage } from '../../shared/paging.js';

/** What search needs from the events feature; app.ts passes the events service in. */
export interface EventSearcher {
  search(key: string, page: number, pageSize: number): Promise<Page<DalbitEvent>>;
}

/** What search needs from the films feature: the first `limit` hits by rank, and the total. */
export interface FilmSearcher {
  search(
    key: string,
    limit: number,
  ): Promise<{ hits: { film: FilmSummary; titleHit: boolean }[]; total: number }>;
}

const inTitle = (item: { title_kr: string; title_eng: string }, key: string) =>
  `${item.title_kr}\n${item.title_eng}`.toLowerCase().includes(key.toLowerCase());

/**
 * One ranked list over films and events: title hits first (films, then events), then the
 * rest (films, then events); each kind keeps its own order (closeness, then recency). Both
 * kinds are asked for their first page × pageSize hits, which is all a page can need.
 */
export const createSearchService = ({
  events,
  films,
}: {
  events: EventSearcher;
  films: FilmSearcher;
}) => ({
  async search(key: string, page: number, pageSize: number): Promise<SearchResult> {
    const needed = page * pageSize;
    const [foundEvents, foundFilms] = await Promise.all([
      events.search(key, 1, needed),
      films.search(key, needed),
    ]);
    const ranked: { hit: SearchHit; tier: number }[] = [
      ...foundFilms.hits.map((h) => ({
        hit: { kind: 'film' as const, item: h.film },
        tier: h.titleHit ? 0 : 2,
      })),
      ...foundEvents.items.map((item) => ({
        hit: { kind: 'event' as const, item },
        tier: inTitle(item, key) ? 1 : 3,
      })),
    ];
    // Array.prototype.sort is stable, so each kind keeps its own ranking within a tier.
    ranked.sort((a, b) => a.tier - b.tier);
    const total = foundEvents.total + foundFilms.total;
    const items = ranked.slice(pageOffset(page, pageSize), needed).map((r) => r.hit);
    return { key, ...toPage(items, page, pageSize, total) };
  },
});

export type SearchService = ReturnType<typeof createSearchService>;
