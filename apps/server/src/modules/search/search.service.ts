import {
  SEARCH_KINDS,
  type EventHit,
  type EventType,
  type FilmHit,
  type Page,
  type ProjectHit,
  type SearchCounts,
  type SearchGroup,
  type SearchKind,
  type SearchResult,
} from '@dalbit/contract';
import { searchMatchOf, type SearchMatch } from '../../shared/search-match.js';

/**
 * Cache keys of search's answers. They mix films, projects and notices, so the cache drops them
 * on every invalidation (app.ts names this prefix the cache's dependent).
 */
export const SEARCH_CACHE_PREFIX = 'search:';

/** What search needs of each feature (app.ts passes their services in); one page each, ranked. */
export interface FilmSearcher {
  search(match: SearchMatch, page: number, pageSize: number): Promise<Page<FilmHit>>;
}
export interface ProjectSearcher {
  search(match: SearchMatch, page: number, pageSize: number): Promise<Page<ProjectHit>>;
}
export interface EventSearcher {
  search(
    match: SearchMatch,
    type: EventType,
    page: number,
    pageSize: number,
  ): Promise<Page<EventHit>>;
}

export interface SearchDeps {
  films: FilmSearcher;
  projects: ProjectSearcher;
  events: EventSearcher;
  /**
   * Runs the kinds' reads down one connection, pipelined (the database's `together`,
   * docs/performance.md#reads-sent-together).
   */
  together: <T>(work: () => Promise<T>) => Promise<T>;
}

/**
 * Search over films, crowdfunding projects, notices and events, answered as one group (a page)
 * per kind with every kind's count: without a kind, page `page` of each; with one, that kind's
 * page and the other kinds' counts (a page of one row is the cheapest count the features offer).
 */
export const createSearchService = ({ films, projects, events, together }: SearchDeps) => {
  const groupOf = async (
    kind: SearchKind,
    match: SearchMatch,
    page: number,
    pageSize: number,
  ): Promise<SearchGroup> => {
    switch (kind) {
      case 'film':
        return { kind, ...(await films.search(match, page, pageSize)) };
      case 'project':
        return { kind, ...(await projects.search(match, page, pageSize)) };
      case 'notice':
      case 'event':
        return { kind, ...(await events.search(match, kind, page, pageSize)) };
    }
  };

  return {
    async search(
      key: string,
      kind: SearchKind | undefined,
      page: number,
      pageSize: number,
    ): Promise<SearchResult> {
      const match = searchMatchOf(key);
      const answered = await together(() =>
        Promise.all(
          SEARCH_KINDS.map((k) =>
            kind === undefined || k === kind
              ? groupOf(k, match, page, pageSize)
              : groupOf(k, match, 1, 1).then((g) => ({ ...g, counted: true as const })),
          ),
        ),
      );
      const counts = Object.fromEntries(answered.map((g) => [g.kind, g.total])) as SearchCounts;
      const groups = answered.filter((g): g is SearchGroup => !('counted' in g));
      const total = answered.reduce((sum, g) => sum + g.total, 0);
      // Films count a window of matches (docs/api.md#paging): their count is then "more than".
      const capped = answered.filter((g) => g.capped === true).map((g) => g.kind);
      return {
        key,
        kind: kind ?? null,
        choseong: match.choseong,
        total,
        counts,
        ...(capped.length > 0 ? { capped } : {}),
        groups,
      };
    },
  };
};

export type SearchService = ReturnType<typeof createSearchService>;
