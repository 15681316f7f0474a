import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminApplication,
  AdminApplicationSummary,
  ApplicationReplyBody,
  MailTemplate,
  MailTemplateInput,
  MailTemplateKey,
  Page,
  StaffMember,
} from '@dalbit/contract';
import { api } from '../../../lib/api-client';

const key = ['admin', 'applications'] as const;

export const useApplications = (query: Record<string, string | number>) =>
  useQuery({
    queryKey: [...key, 'list', query],
    queryFn: () => api.get<Page<AdminApplicationSummary>>('/admin/applications', { query }),
    placeholderData: (previous) => previous,
  });

export const useApplication = (id: string) =>
  useQuery({
    queryKey: [...key, 'one', id],
    queryFn: () => api.get<AdminApplication>(`/admin/applications/${id}`),
  });

export const useAssignees = () =>
  useQuery({
    queryKey: [...key, 'assignees'],
    queryFn: () => api.get<StaffMember[]>('/admin/applications/assignees'),
    staleTime: 60_000,
  });

export const useTemplates = () =>
  useQuery({
    queryKey: [...key, 'templates'],
    queryFn: () => api.get<MailTemplate[]>('/admin/applications/templates'),
  });

export const fetchDraft = (id: string, template: MailTemplateKey) =>
  api.get<{ subject: string; body: string }>(`/admin/applications/${id}/reply-draft`, {
    query: { template },
  });

/** The changes of one application; each answers the application as it now is. */
export function useApplicationActions(id: string) {
  const client = useQueryClient();
  const done = (data: AdminApplication) => {
    client.setQueryData([...key, 'one', id], data);
    void client.invalidateQueries({ queryKey: [...key, 'list'] });
  };
  return {
    patch: useMutation({
      mutationFn: (body: { status?: string; assigneeId?: string | null }) =>
        api.patch<AdminApplication>(`/admin/applications/${id}`, body),
      onSuccess: done,
    }),
    note: useMutation({
      mutationFn: (body: string) =>
        api.post<AdminApplication>(`/admin/applications/${id}/notes`, { body }),
      onSuccess: done,
    }),
    reply: useMutation({
      mutationFn: (body: ApplicationReplyBody) =>
        api.post<AdminApplication>(`/admin/applications/${id}/reply`, body, {
          toastOnError: false,
        }),
      onSuccess: done,
    }),
  };
}

export function useSaveTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key: name, body }: { key: MailTemplateKey; body: MailTemplateInput }) =>
      api.put<MailTemplate>(`/admin/applications/templates/${name}`, body, { toastOnError: false }),
    onSuccess: () => void client.invalidateQueries({ queryKey: [...key, 'templates'] }),
  });
}
