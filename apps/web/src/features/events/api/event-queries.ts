import type { DalbitEvent, Page } from '@dalbit/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, apiPath } from '../../../lib/api-client';
import { takePageData } from '../../../lib/page-data';

const EVENTS_PAGE_SIZE = 12;

const eventKeys = {
  list: (page: number, pageSize: number) => ['events', 'list', page, pageSize] as const,
  detail: (id: string) => ['events', 'detail', id] as const,
};

export function useEventList(page: number, pageSize = EVENTS_PAGE_SIZE) {
  const query = { keySort: 'createdAt', page, pageSize };
  return useQuery({
    queryKey: eventKeys.list(page, pageSize),
    queryFn: ({ signal }) => api.get<Page<DalbitEvent>>('/web-app/event', { query, signal }),
    placeholderData: keepPreviousData,
    // The first page rides in /events' HTML (lib/page-data.ts): no request to wait for.
    initialData: () =>
      takePageData<Page<DalbitEvent>>(apiPath('/web-app/event', query), (answer) =>
        Array.isArray(answer.items),
      ),
  });
}

export function useEventDetail(id: string) {
  return useQuery({
    queryKey: eventKeys.detail(id),
    // The page shows its own not-found and error states, so no toast here.
    queryFn: ({ signal }) =>
      api.get<DalbitEvent>(`/web-app/event/${encodeURIComponent(id)}`, {
        signal,
        toastOnError: false,
      }),
  });
}
