import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminRail,
  Rail,
  AdminFilmDetail,
  AdminFilmSummary,
  EpisodeFields,
  FilmCreate,
  FilmFields,
  Genre,
  FilmPublication,
  Page,
  SubtitleUpload,
  VideoMedia,
} from '@dalbit/contract';
import { api } from '../../../lib/api-client';

export const filmsKey = ['admin', 'films'] as const;
export const mediaKey = (videoId: string) => ['admin', 'video-media', videoId] as const;

export function useAdminFilms(query: Record<string, string | number>) {
  return useQuery({
    queryKey: [...filmsKey, 'list', query],
    queryFn: () => api.get<Page<AdminFilmSummary>>('/admin/films', { query }),
    placeholderData: (previous) => previous,
  });
}

/** A video's media; polled each second while an upload or transcode is under way. */
export function useVideoMedia(videoId: string) {
  return useQuery({
    queryKey: mediaKey(videoId),
    queryFn: () => api.get<VideoMedia>(`/admin/videos/${videoId}/media`),
    refetchInterval: (query) => {
      const status = query.state.data?.asset?.status;
      return status === 'uploading' || status === 'processing' ? 1000 : false;
    },
  });
}

export function useMediaMutations(videoId: string) {
  const client = useQueryClient();
  const done = (media?: VideoMedia) => {
    if (media) client.setQueryData(mediaKey(videoId), media);
    else void client.invalidateQueries({ queryKey: mediaKey(videoId) });
    void client.invalidateQueries({ queryKey: [...filmsKey, 'list'] });
  };
  return {
    cancel: useMutation({
      mutationFn: () => api.post<VideoMedia>(`/admin/videos/${videoId}/media/cancel`),
      onSuccess: done,
    }),
    poster: useMutation({
      mutationFn: (index: number) =>
        api.put<VideoMedia>(`/admin/videos/${videoId}/thumbnail`, { index }),
      onSuccess: done,
    }),
    putSubtitle: useMutation({
      mutationFn: ({ lang, file }: { lang: string; file: File }) =>
        api.put<SubtitleUpload>(
          `/admin/videos/${videoId}/subtitles/${encodeURIComponent(lang)}`,
          // The server reads the bytes whatever the browser calls the type (.srt has none).
          new Blob([file], { type: 'application/octet-stream' }),
          { toastOnError: false },
        ),
      onSuccess: () => done(),
    }),
    deleteSubtitle: useMutation({
      mutationFn: (lang: string) =>
        api.delete<VideoMedia>(`/admin/videos/${videoId}/subtitles/${encodeURIComponent(lang)}`),
      onSuccess: done,
    }),
    refresh: () => done(),
  };
}

export function usePublication(filmId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FilmPublication) =>
      api.put<AdminFilmSummary>(`/admin/films/${filmId}/publication`, body),
    onSuccess: () => {
      // The list and the film's editor.
      void client.invalidateQueries({ queryKey: filmsKey });
      // Viewers' lists show the change at once.
      void client.invalidateQueries({ queryKey: ['films'] });
    },
  });
}

export const filmKey = (id: string) => [...filmsKey, 'detail', id] as const;

export function useAdminFilm(id: string) {
  return useQuery({
    queryKey: filmKey(id),
    queryFn: () => api.get<AdminFilmDetail>(`/admin/films/${id}`),
  });
}

export function useGenreOptions() {
  return useQuery({
    queryKey: ['films', 'genres'],
    queryFn: () => api.get<Genre[]>('/films/genres'),
    staleTime: 10 * 60_000,
  });
}

export function useCreateFilm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FilmCreate) =>
      api.post<AdminFilmDetail>('/admin/films', body, { toastOnError: false }),
    onSuccess: (film) => {
      client.setQueryData(filmKey(film._id), film);
      void client.invalidateQueries({ queryKey: [...filmsKey, 'list'] });
    },
  });
}

/** Every write of the film editor answers the whole film: the cache takes it as it is. */
export function useFilmMutations(id: string) {
  const client = useQueryClient();
  const done = (film: AdminFilmDetail) => {
    client.setQueryData(filmKey(id), film);
    void client.invalidateQueries({ queryKey: [...filmsKey, 'list'] });
    void client.invalidateQueries({ queryKey: ['films'] });
  };
  const base = `/admin/films/${id}`;
  return {
    save: useMutation({
      mutationFn: (body: FilmFields) =>
        api.put<AdminFilmDetail>(base, body, { toastOnError: false }),
      onSuccess: done,
    }),
    addEpisode: useMutation({
      mutationFn: (body: EpisodeFields) =>
        api.post<AdminFilmDetail>(`${base}/episodes`, body, { toastOnError: false }),
      onSuccess: done,
    }),
    saveEpisode: useMutation({
      mutationFn: ({ videoId, body }: { videoId: string; body: EpisodeFields }) =>
        api.put<AdminFilmDetail>(`${base}/episodes/${videoId}`, body, { toastOnError: false }),
      onSuccess: done,
    }),
    reorder: useMutation({
      mutationFn: (ids: string[]) =>
        api.put<AdminFilmDetail>(`${base}/episodes/order`, { ids }, { toastOnError: false }),
      onSuccess: done,
      onError: () => void client.invalidateQueries({ queryKey: filmKey(id) }),
    }),
    removeEpisode: useMutation({
      mutationFn: ({ videoId, confirm }: { videoId: string; confirm: boolean }) =>
        api.delete<AdminFilmDetail>(`${base}/episodes/${videoId}`, undefined, {
          query: { confirm: String(confirm) },
          toastOnError: false,
        }),
      onSuccess: done,
    }),
  };
}

export const railsKey = ['admin', 'rails'] as const;

export function useRails() {
  return useQuery({
    queryKey: railsKey,
    queryFn: () => api.get<AdminRail[]>('/admin/rails'),
  });
}

export function useSetRail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ rail, ids, expected }: { rail: Rail; ids: string[]; expected: string[] }) =>
      api.put<AdminRail>(`/admin/rails/${rail}`, { ids, expected }, { toastOnError: false }),
    onSuccess: (saved) => {
      client.setQueryData<AdminRail[]>(railsKey, (rails) =>
        rails?.map((r) => (r.rail === saved.rail ? saved : r)),
      );
      // Viewers' rails in this browser show the new order at once.
      void client.invalidateQueries({ queryKey: ['films'] });
    },
    onError: () => void client.invalidateQueries({ queryKey: railsKey }),
  });
}
