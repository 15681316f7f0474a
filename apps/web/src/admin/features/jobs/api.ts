import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminJob, AdminJobDetail, JobQueueSummary, Page } from '@dalbit/contract';
import { api } from '../../../lib/api-client';

const key = ['admin', 'jobs'] as const;
/** Jobs move on their own (a worker takes one, a retry succeeds): the view follows them. */
const FOLLOW_MS = 5000;

export const jobPath = (job: Pick<AdminJob, 'name' | '_id'>) =>
  `/admin/jobs/${encodeURIComponent(job.name)}/${job._id}`;

export const useJobs = (query: { state: string; name: string; page: number }) =>
  useQuery({
    queryKey: [...key, 'list', query],
    queryFn: () => api.get<Page<AdminJob>>('/admin/jobs', { query }),
    placeholderData: (previous) => previous,
    refetchInterval: FOLLOW_MS,
  });

export const useJobQueues = () =>
  useQuery({
    queryKey: [...key, 'queues'],
    queryFn: () => api.get<JobQueueSummary[]>('/admin/jobs/queues'),
    refetchInterval: FOLLOW_MS,
  });

export const useJob = (name: string, id: string) =>
  useQuery({
    queryKey: [...key, 'one', name, id],
    queryFn: () => api.get<AdminJobDetail>(`/admin/jobs/${encodeURIComponent(name)}/${id}`),
    // A job on its way (waiting, running) is followed until it settles.
    refetchInterval: (query) =>
      ['created', 'retry', 'active'].includes(query.state.data?.state ?? '') ? FOLLOW_MS : false,
  });

/** Retry and discard; each refreshes the lists and the counts. */
export function useJobActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: key });
  return {
    retry: useMutation({
      mutationFn: (job: Pick<AdminJob, 'name' | '_id'>) =>
        api.post<AdminJobDetail>(`${jobPath(job)}/retry`),
      onSuccess: (data) => {
        client.setQueryData([...key, 'one', data.name, data._id], data);
        void refresh();
      },
    }),
    discard: useMutation({
      mutationFn: (job: Pick<AdminJob, 'name' | '_id'>) => api.delete<null>(jobPath(job)),
      onSuccess: (_data, job) => {
        client.removeQueries({ queryKey: [...key, 'one', job.name, job._id] });
        void refresh();
      },
    }),
  };
}
