import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminProjectSummary,
  BackerReport,
  BackerRow,
  Page,
  ProjectContact,
  Settlement,
} from '@dalbit/contract';
import { api } from '../../../lib/api-client';

const key = ['admin', 'settlements'] as const;
const base = (id: string) => `/admin/crowdfunding/projects/${id}`;

export const useProjects = (query: Record<string, string | number>) =>
  useQuery({
    queryKey: [...key, 'list', query],
    queryFn: () => api.get<Page<AdminProjectSummary>>('/admin/crowdfunding/projects', { query }),
    placeholderData: (previous) => previous,
  });

export const useSettlement = (id: string) =>
  useQuery({
    queryKey: [...key, 'settlement', id],
    queryFn: () => api.get<Settlement>(`${base(id)}/settlement`),
  });

export const useBackers = (id: string, query: Record<string, string | number>) =>
  useQuery({
    queryKey: [...key, 'backers', id, query],
    queryFn: () => api.get<Page<BackerRow>>(`${base(id)}/backers`, { query }),
    placeholderData: (previous) => previous,
  });

/** The project's reports; polled every 2 s while one is still being built by the job queue. */
export const useReports = (id: string) =>
  useQuery({
    queryKey: [...key, 'reports', id],
    queryFn: () => api.get<BackerReport[]>(`${base(id)}/backer-reports`),
    refetchInterval: (query) =>
      query.state.data?.some((r) => r.status === 'pending') ? 2000 : false,
  });

export const useContact = (id: string) =>
  useQuery({
    queryKey: [...key, 'contact', id],
    queryFn: () => api.get<ProjectContact>(`${base(id)}/contact`),
  });

export function useSettlementActions(id: string) {
  const client = useQueryClient();
  return {
    requestReport: useMutation({
      mutationFn: () => api.post<BackerReport>(`${base(id)}/backer-reports`, {}),
      onSuccess: () => void client.invalidateQueries({ queryKey: [...key, 'reports', id] }),
    }),
    markPaid: useMutation({
      mutationFn: (reference: string) => api.post<Settlement>(`${base(id)}/payout`, { reference }),
      onSuccess: (data) => {
        client.setQueryData([...key, 'settlement', id], data);
        void client.invalidateQueries({ queryKey: [...key, 'list'] });
      },
    }),
    setLink: useMutation({
      mutationFn: (body: { filmId: string | null; kind: string }) =>
        api.put<{ filmId: string | null }>(`${base(id)}/film-link`, body),
      onSuccess: () => void client.invalidateQueries({ queryKey: [...key, 'list'] }),
    }),
    setContact: useMutation({
      mutationFn: (body: { email: string | null; language: string }) =>
        api.put<ProjectContact>(`${base(id)}/contact`, body),
      onSuccess: (data) => client.setQueryData([...key, 'contact', id], data),
    }),
  };
}
