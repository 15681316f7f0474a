import type { HotSearchKeyword, SearchKind, SearchResult } from '@dalbit/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { takePageData } from '../../../lib/page-data';

const searchKeys = {
  hot: ['hot-search'] as const,
  results: (key: string, kind: SearchKind | undefined, page: number) =>
    ['search', key, kind ?? 'all', page] as const,
};

/** Popular keywords; decoration, so a failure stays silent and the list is simply empty. */
export function useHotSearch(enabled = true) {
  return useQuery({
    queryKey: searchKeys.hot,
    queryFn: ({ signal }) =>
      api.get<HotSearchKeyword[]>('/web-app/hot-search', { signal, toastOnError: false }),
    enabled,
    staleTime: 5 * 60_000,
    // Rides in /home's page (lib/page-data.ts).
    initialData: () => takePageData<HotSearchKeyword[]>('/web-app/hot-search', Array.isArray),
  });
}

/** Hits of each kind on the all-kinds view; one kind alone is paged by the list's page size. */
export const SEARCH_PREVIEW_SIZE = 6;

export function useSearchResults(key: string, kind: SearchKind | undefined, page: number) {
  return useQuery({
    queryKey: searchKeys.results(key, kind, page),
    queryFn: ({ signal }) =>
      api.get<SearchResult>('/search', {
        query: kind ? { key, kind, page } : { key, pageSize: SEARCH_PREVIEW_SIZE },
        signal,
      }),
    // An empty key never reaches the server (docs/product/validation.md#search).
    enabled: key.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}
