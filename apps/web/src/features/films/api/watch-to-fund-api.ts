import { useQuery } from '@tanstack/react-query';
import type { LinkedCampaign, NextUpFilm } from '@dalbit/contract';
import { filmCampaignsPath } from '@dalbit/contract/film-paths';
import { api } from '../../../lib/api-client';
import { takePageData } from '../../../lib/page-data';

/** The campaigns raising a film's next part (film page, player end screen). */
export const useFilmCampaigns = (filmId: string) =>
  useQuery({
    queryKey: ['films', 'campaigns', filmId],
    queryFn: () => api.get<LinkedCampaign[]>(filmCampaignsPath(filmId)),
    enabled: Boolean(filmId),
    // Rides in the film's page (lib/page-data.ts).
    initialData: () => takePageData<LinkedCampaign[]>(filmCampaignsPath(filmId), Array.isArray),
  });

/** Films whose next part is funding or upcoming (/streaming rail). */
export const useNextUp = () =>
  useQuery({
    queryKey: ['films', 'next-up'],
    queryFn: () => api.get<NextUpFilm[]>('/crowdfunding/next-up'),
    // Rides in /streaming's page (lib/page-data.ts).
    initialData: () => takePageData<NextUpFilm[]>('/crowdfunding/next-up', Array.isArray),
  });
