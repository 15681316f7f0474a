import type { HotSearchKeyword, SearchResult } from '@dalbit/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const searchKeys = {
  hot: ['hot-search'] as const,
  results: (key: string, page: number) => ['search', key, page] as const,
};

/** Popular keywords; decoration, so a failure stays silent and the list is simply empty. */
export function useHotSearch(enabled = true) {
  return useQuery({
    queryKey: searchKeys.hot,
    queryFn: ({ signal }) =>
      api.get<HotSearchKeyword[]>('/web-app/hot-search', { signal, toastOnError: false }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useSearchResults(key: string, page: number) {
  return useQuery({
    queryKey: searchKeys.results(key, page),
    queryFn: ({ signal }) => api.get<SearchResult>('/search', { query: { key, page }, signal }),
    // An empty key never reaches the server (docs/product/validation.md#search).
    enabled: key.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}
