import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Page,
  ReviewBody,
  ScheduleBody,
  StudioProject,
  StudioProjectSummary,
} from '@dalbit/contract';
import { api } from '../../../lib/api-client';
import { projectKey } from '../../../features/studio';

const BASE = '/admin/projects' as const;

export function useAdminProjects(query: Record<string, string | number>) {
  return useQuery({
    queryKey: ['admin', 'projects', 'list', query],
    queryFn: () => api.get<Page<StudioProjectSummary>>(BASE, { query }),
    placeholderData: (previous) => previous,
  });
}

/** Review, schedule, invitations and pledge actions; each answer refreshes the project. */
export function useProjectActions(id: string) {
  const client = useQueryClient();
  const path = `${BASE}/${encodeURIComponent(id)}`;
  const done = (project: StudioProject) => {
    client.setQueryData(projectKey(BASE, id), project);
    void client.invalidateQueries({ queryKey: ['admin', 'projects', 'list'] });
  };
  const refresh = () => void client.invalidateQueries({ queryKey: projectKey(BASE, id) });
  const opts = { toastOnError: false } as const;
  return {
    approve: useMutation({
      mutationFn: (body: ReviewBody) => api.post<StudioProject>(`${path}/approve`, body, opts),
      onSuccess: done,
    }),
    sendBack: useMutation({
      mutationFn: (body: ReviewBody) => api.post<StudioProject>(`${path}/send-back`, body, opts),
      onSuccess: done,
    }),
    schedule: useMutation({
      mutationFn: (body: ScheduleBody) => api.post<StudioProject>(`${path}/schedule`, body, opts),
      onSuccess: done,
    }),
    pledge: useMutation({
      mutationFn: ({
        pledgeId,
        action,
        reason,
      }: {
        pledgeId: string;
        action: 'cancel' | 'refund';
        reason: string;
      }) =>
        api.post<{ status: string }>(
          `${BASE}/pledges/${encodeURIComponent(pledgeId)}/${action}`,
          { reason },
          opts,
        ),
      onSuccess: refresh,
    }),
  };
}

export function useInvite() {
  return useMutation({
    mutationFn: (body: { applicationId: string; email: string }) =>
      api.post<StudioProject>(`${BASE}/invitations`, body, { toastOnError: false }),
  });
}
