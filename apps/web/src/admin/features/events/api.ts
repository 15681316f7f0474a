import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminEvent, EventInput, Page } from '@dalbit/contract';
import { api } from '../../../lib/api-client';

export const eventsKey = ['admin', 'events'] as const;

export function useAdminEvents(query: Record<string, string | number>) {
  return useQuery({
    queryKey: [...eventsKey, 'list', query],
    queryFn: () => api.get<Page<AdminEvent>>('/admin/events', { query }),
    placeholderData: (previous) => previous,
  });
}

export function useAdminEvent(id: string | undefined) {
  return useQuery({
    queryKey: [...eventsKey, 'one', id],
    queryFn: () => api.get<AdminEvent>(`/admin/events/${id}`),
    enabled: Boolean(id),
  });
}

export function useEventMutations() {
  const client = useQueryClient();
  const done = (event?: AdminEvent) => {
    if (event) client.setQueryData([...eventsKey, 'one', event._id], event);
    void client.invalidateQueries({ queryKey: [...eventsKey, 'list'] });
    // The public lists show the change at once.
    void client.invalidateQueries({ queryKey: ['events'] });
  };
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id?: string; body: EventInput }) =>
        id
          ? api.put<AdminEvent>(`/admin/events/${id}`, body, { toastOnError: false })
          : api.post<AdminEvent>('/admin/events', body, { toastOnError: false }),
      onSuccess: done,
    }),
    publication: useMutation({
      mutationFn: ({ id, publishedAt }: { id: string; publishedAt: string | null }) =>
        api.put<AdminEvent>(`/admin/events/${id}/publication`, { publishedAt }),
      onSuccess: done,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.delete<null>(`/admin/events/${id}`),
      onSuccess: () => done(),
    }),
  };
}
