import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BackerPledge,
  BackerReport,
  ProjectInput,
  StudioProject,
  StudioProjectSummary,
  UpdateInput,
} from '@dalbit/contract';
import { api } from '../../../lib/api-client';

/**
 * The project calls, for the creator (`/studio/projects`) or for staff (`/admin/projects`):
 * the same editor talks to either (docs/product/crowdfunding.md#creators-studio).
 */
export type ProjectBase = '/studio/projects' | '/admin/projects';

export const projectKey = (base: ProjectBase, id?: string) =>
  id ? ['project-editor', base, id] : ['project-editor', base];

export function useMyProjects() {
  return useQuery({
    queryKey: projectKey('/studio/projects'),
    queryFn: ({ signal }) =>
      api.get<StudioProjectSummary[]>('/studio/projects', { signal, toastOnError: false }),
  });
}

export function useEditableProject(base: ProjectBase, id: string | undefined) {
  return useQuery({
    queryKey: projectKey(base, id),
    queryFn: ({ signal }) =>
      api.get<StudioProject>(`${base}/${encodeURIComponent(id ?? '')}`, {
        signal,
        toastOnError: false,
      }),
    enabled: Boolean(id),
  });
}

export function useBackers(base: ProjectBase, id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...projectKey(base, id), 'backers'],
    queryFn: ({ signal }) =>
      api.get<BackerPledge[]>(
        `${base}/${encodeURIComponent(id)}/${base === '/admin/projects' ? 'pledges' : 'backers'}`,
        { signal, toastOnError: false },
      ),
    enabled,
  });
}

/** Saves, submits and posts; each answer replaces the cached project. */
export function useProjectMutations(base: ProjectBase, id: string) {
  const client = useQueryClient();
  const path = `${base}/${encodeURIComponent(id)}`;
  const done = (project: StudioProject) => {
    client.setQueryData(projectKey(base, id), project);
    void client.invalidateQueries({ queryKey: projectKey(base), exact: true });
  };
  return {
    save: useMutation({
      mutationFn: (body: ProjectInput) =>
        api.put<StudioProject>(path, body, { toastOnError: false }),
      onSuccess: done,
    }),
    submit: useMutation({
      mutationFn: () => api.post<StudioProject>(`${path}/submit`, {}, { toastOnError: false }),
      onSuccess: done,
    }),
    postUpdate: useMutation({
      mutationFn: (body: UpdateInput) =>
        api.post<StudioProject>(`${path}/updates`, body, { toastOnError: false }),
      onSuccess: done,
    }),
  };
}

const reportsKey = (id: string) => [...projectKey('/studio/projects', id), 'backer-reports'];

/** My backer CSVs of a project; polled every 2 s while the job queue still builds one. */
export function useBackerReports(id: string) {
  return useQuery({
    queryKey: reportsKey(id),
    queryFn: ({ signal }) =>
      api.get<BackerReport[]>(`/studio/projects/${encodeURIComponent(id)}/backer-reports`, {
        signal,
        toastOnError: false,
      }),
    refetchInterval: (query) =>
      query.state.data?.some((r) => r.status === 'pending') ? 2000 : false,
  });
}

/** Asks for a backer CSV: ready at once for most projects, pending for a large one. */
export function useRequestBackerReport(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<BackerReport>(`/studio/projects/${encodeURIComponent(id)}/backer-reports`, {}),
    onSuccess: () => void client.invalidateQueries({ queryKey: reportsKey(id) }),
  });
}
