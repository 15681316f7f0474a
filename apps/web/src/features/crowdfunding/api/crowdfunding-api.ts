import type {
  LinkedFilm,
  Page,
  PaymentConfig,
  Pledge,
  PledgeBody,
  ProjectDetail,
  ProjectSummary,
  Vote,
} from '@dalbit/contract';
import {
  PROJECTS_PAGE_SIZE,
  projectFilmPath,
  projectListPath,
} from '@dalbit/contract/project-paths';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../../lib/api-client';
import { takePageData } from '../../../lib/page-data';

export type ProjectFilter = 'funding' | 'upcoming' | 'ended';

export const crowdfundingKeys = {
  all: ['crowdfunding'] as const,
  lists: ['crowdfunding', 'list'] as const,
  list: (status: ProjectFilter, page: number) => ['crowdfunding', 'list', status, page] as const,
  detail: (id: string) => ['crowdfunding', 'detail', id] as const,
  comments: (id: string) => ['crowdfunding', 'comments', id] as const,
  myPledges: ['crowdfunding', 'me', 'pledges'] as const,
};

const enc = encodeURIComponent;

export function useProjectList(status: ProjectFilter, page: number) {
  const query = { status, page, pageSize: PROJECTS_PAGE_SIZE };
  return useQuery({
    queryKey: crowdfundingKeys.list(status, page),
    queryFn: ({ signal }) =>
      api.get<Page<ProjectSummary>>('/crowdfunding/projects', {
        query,
        signal,
        toastOnError: false,
      }),
    placeholderData: keepPreviousData,
    // A visitor's /crowdfunding carries its first page (lib/page-data.ts).
    initialData: () =>
      takePageData<Page<ProjectSummary>>(projectListPath(query), (list) =>
        Array.isArray(list.items),
      ),
  });
}

export function useProjectDetail(id: string) {
  const path = `/crowdfunding/projects/${enc(id)}`;
  return useQuery({
    queryKey: crowdfundingKeys.detail(id),
    queryFn: ({ signal }) => api.get<ProjectDetail>(path, { signal, toastOnError: false }),
    // A visitor's first page load carries the answer (lib/page-data.ts): no request to wait for.
    initialData: () => takePageData<ProjectDetail>(path, (project) => project._id === id),
  });
}

function setVote(projectId: string, active: boolean) {
  return apiRequest<Vote>(`/crowdfunding/projects/${enc(projectId)}/vote`, {
    method: active ? 'POST' : 'DELETE',
    toastOnError: false,
  });
}

type VoteFields = Pick<ProjectSummary, 'voteCount' | 'viewerVoted'>;

/**
 * Vote or unvote: every cached copy of the project (list pages, detail) shows the server's
 * answer; nothing changes before it arrives, so a failure leaves the old state as it was.
 */
export function useVote(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (active: boolean) => setVote(projectId, active),
    onSuccess: (vote) => {
      const patch = <T extends VoteFields & { _id: string }>(project: T): T =>
        project._id === projectId
          ? { ...project, voteCount: vote.count, viewerVoted: vote.voted }
          : project;
      client.setQueryData<ProjectDetail>(crowdfundingKeys.detail(projectId), (current) =>
        current ? patch(current) : current,
      );
      client.setQueriesData<Page<ProjectSummary>>(
        { queryKey: crowdfundingKeys.lists },
        (current) => (current ? { ...current, items: current.items.map(patch) } : current),
      );
    },
  });
}

export function fetchPaymentConfig() {
  return api.get<PaymentConfig>('/crowdfunding/payment-config', { toastOnError: false });
}

export function createPledge(projectId: string, body: PledgeBody) {
  return apiRequest<Pledge>(`/crowdfunding/projects/${enc(projectId)}/pledges`, {
    method: 'POST',
    body,
    toastOnError: false,
    // Issuing the billing key is a call to the payment provider: give it more than the default.
    timeoutMs: 20_000,
  });
}

export function useMyPledges(enabled = true) {
  return useQuery({
    queryKey: crowdfundingKeys.myPledges,
    queryFn: ({ signal }) =>
      api.get<Pledge[]>('/crowdfunding/me/pledges', { signal, toastOnError: false }),
    enabled,
    staleTime: 0,
  });
}

/** Cancel a reserved pledge; every view of pledges and of the project's totals is refreshed. */
export function useCancelPledge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (pledgeId: string) =>
      apiRequest<Pledge>(`/crowdfunding/pledges/${enc(pledgeId)}`, {
        method: 'DELETE',
        toastOnError: false,
      }),
    onSuccess: (pledge) => {
      client.setQueryData<Pledge[]>(crowdfundingKeys.myPledges, (current) =>
        current?.map((item) => (item._id === pledge._id ? pledge : item)),
      );
      void client.invalidateQueries({ queryKey: crowdfundingKeys.myPledges });
      void client.invalidateQueries({ queryKey: crowdfundingKeys.detail(pledge.projectId) });
      void client.invalidateQueries({ queryKey: crowdfundingKeys.lists });
    },
  });
}

/** Where the comments of a project live (the comments component takes them as paths). */
export const projectCommentPaths = (projectId: string) => ({
  queryKey: crowdfundingKeys.comments(projectId),
  list: `/crowdfunding/projects/${enc(projectId)}/comments`,
  item: (commentId: string) => `/crowdfunding/comments/${enc(commentId)}`,
});

/** The film or series a project continues, with its first episode (watch-to-fund). */
export function useProjectFilm(projectId: string) {
  return useQuery({
    queryKey: ['crowdfunding', 'project-film', projectId],
    queryFn: () => api.get<LinkedFilm | null>(projectFilmPath(projectId)),
    enabled: Boolean(projectId),
    // Rides in the project's page (lib/page-data.ts); null: the project continues no film.
    initialData: () =>
      takePageData<LinkedFilm | null>(projectFilmPath(projectId), (film) => 'filmId' in film, {
        nullable: true,
      }),
  });
}
