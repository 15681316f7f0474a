import type { Page, ProjectSummary } from '@dalbit/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const FUNDING_NOW_COUNT = 3;

/**
 * Projects funding now, ending soonest first (the server's order for `status=funding`). The key
 * sits under the crowdfunding lists, so a pledge or a vote there refreshes this too.
 */
export function useFundingNow() {
  return useQuery({
    queryKey: ['crowdfunding', 'list', 'funding', 'home', FUNDING_NOW_COUNT] as const,
    queryFn: ({ signal }) =>
      api.get<Page<ProjectSummary>>('/crowdfunding/projects', {
        query: { status: 'funding', page: 1, pageSize: FUNDING_NOW_COUNT },
        signal,
        toastOnError: false,
      }),
  });
}
