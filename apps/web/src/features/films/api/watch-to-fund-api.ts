import { useQuery } from '@tanstack/react-query';
import type { LinkedCampaign, NextUpFilm } from '@dalbit/contract';
import { api } from '../../../lib/api-client';

/** The campaigns raising a film's next part (film page, player end screen). */
export const useFilmCampaigns = (filmId: string) =>
  useQuery({
    queryKey: ['films', 'campaigns', filmId],
    queryFn: () => api.get<LinkedCampaign[]>(`/films/${filmId}/campaigns`),
    enabled: Boolean(filmId),
  });

/** Films whose next part is funding or upcoming (/streaming rail). */
export const useNextUp = () =>
  useQuery({
    queryKey: ['films', 'next-up'],
    queryFn: () => api.get<NextUpFilm[]>('/crowdfunding/next-up'),
  });
