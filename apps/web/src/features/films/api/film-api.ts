import type {
  FilmDetail,
  FilmSummary,
  FilmType,
  Genre,
  HistoryItem,
  Page,
  Playback,
  Progress,
  Rail,
  Reaction,
} from '@dalbit/contract';
import { filmListPath, playbackPath, RAIL_PAGE_SIZE } from '@dalbit/contract/film-paths';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../../lib/api-client';
import { takePageData } from '../../../lib/page-data';
import type { CommentPaths } from '../../comments';

export const filmKeys = {
  all: ['films'] as const,
  list: (type: FilmType | null, genre: string | null, sort: string, rail: Rail | null = null) =>
    ['films', 'list', type, genre, sort, rail] as const,
  genres: ['films', 'genres'] as const,
  detail: (id: string) => ['films', 'detail', id] as const,
  playback: (videoId: string) => ['films', 'playback', videoId] as const,
  comments: (id: string) => ['films', 'comments', id] as const,
  mine: (shelf: 'likes' | 'bookmarks' | 'history') => ['films', 'me', shelf] as const,
};

const enc = encodeURIComponent;

/**
 * A rail's films: `rail` puts the films staff placed first, in their order
 * (docs/product/back-office.md#rails-and-hero), then the rest by `sort`.
 */
export function useFilmList(
  type: FilmType | null,
  genre: string | null,
  sort: 'latest' | 'popular' = 'latest',
  rail: Rail | null = null,
) {
  const query = { type, genre, sort, rail, page: 1, pageSize: RAIL_PAGE_SIZE };
  return useQuery({
    queryKey: filmKeys.list(type, genre, sort, rail),
    queryFn: ({ signal }) =>
      api.get<Page<FilmSummary>>('/films', { query, signal, toastOnError: false }),
    placeholderData: keepPreviousData,
    // /streaming's rails ride in the page (lib/page-data.ts): no request to wait for.
    initialData: () =>
      takePageData<Page<FilmSummary>>(filmListPath(query), (page) => Array.isArray(page.items)),
  });
}

export function useGenres() {
  return useQuery({
    queryKey: filmKeys.genres,
    queryFn: ({ signal }) => api.get<Genre[]>('/films/genres', { signal, toastOnError: false }),
    staleTime: 10 * 60_000,
    initialData: () => takePageData<Genre[]>('/films/genres', Array.isArray),
  });
}

export function useFilmDetail(id: string) {
  const path = `/films/${enc(id)}`;
  return useQuery({
    queryKey: filmKeys.detail(id),
    queryFn: async ({ signal }) => {
      // Its viewer part names the video to resume: read it after the last save.
      await afterSaves();
      return api.get<FilmDetail>(path, { signal, toastOnError: false });
    },
    // A visitor's first page load carries the answer (lib/page-data.ts): no request to wait for.
    initialData: () => takePageData<FilmDetail>(path, (film) => film._id === id),
  });
}

export function usePlayback(videoId: string | null) {
  const path = playbackPath(videoId ?? '');
  return useQuery({
    queryKey: filmKeys.playback(videoId ?? ''),
    queryFn: async ({ signal }) => {
      await afterSaves(videoId ?? '');
      return api.get<Playback>(path, { signal, toastOnError: false });
    },
    enabled: Boolean(videoId),
    // The resume point changes as the viewer watches: always ask again, but for the answer a
    // visitor's film page carries (a visitor resumes nothing), until it has been read once.
    staleTime: (query) => (query.state.dataUpdateCount === 0 ? 60_000 : 0),
    gcTime: 0,
    initialData: () =>
      videoId
        ? takePageData<Playback>(path, (playback) => playback.videoId === videoId)
        : undefined,
  });
}

/**
 * Progress saves still on their way, by video. The last save is often sent as the player
 * unmounts, just before the page that reads it (the film page again, "continue watching") asks
 * for the position: those reads wait for it, so they never get the position from before.
 */
const pendingSaves = new Map<string, Promise<unknown>>();

/** Settles once the saves on their way (of one video, or all) have been answered. */
export function afterSaves(videoId?: string): Promise<unknown> {
  const waiting = videoId ? [pendingSaves.get(videoId)] : [...pendingSaves.values()];
  return Promise.all(waiting.map((save) => save?.catch(() => undefined)));
}

export function saveProgress(videoId: string, positionSeconds: number, durationSeconds: number) {
  const request = sendProgress(videoId, positionSeconds, durationSeconds);
  pendingSaves.set(videoId, request);
  const forget = () => {
    if (pendingSaves.get(videoId) === request) pendingSaves.delete(videoId);
  };
  request.then(forget, forget);
  return request;
}

function sendProgress(videoId: string, positionSeconds: number, durationSeconds: number) {
  return apiRequest<Progress>(`/films/videos/${enc(videoId)}/progress`, {
    method: 'PUT',
    body: {
      positionSeconds: Math.max(0, Math.round(positionSeconds * 10) / 10),
      durationSeconds: Math.max(0, Math.round(durationSeconds * 10) / 10),
    },
    toastOnError: false,
    // the last save often happens as the tab closes or the page changes
    keepalive: true,
  });
}

export type ReactionKind = 'like' | 'bookmark';

function setReaction(filmId: string, kind: ReactionKind, active: boolean) {
  return apiRequest<Reaction>(`/films/${enc(filmId)}/${kind}`, {
    method: active ? 'POST' : 'DELETE',
    toastOnError: false,
  });
}

/**
 * Like or bookmark: the detail's flag and count change at once and roll back when the call
 * fails; the server's answer is the final word.
 */
export function useReaction(filmId: string, kind: ReactionKind) {
  const client = useQueryClient();
  const key = filmKeys.detail(filmId);
  const flag = kind === 'like' ? 'liked' : 'bookmarked';
  const countField = kind === 'like' ? 'likeCount' : 'bookmarkCount';
  return useMutation({
    mutationFn: (active: boolean) => setReaction(filmId, kind, active),
    onMutate: async (active) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<FilmDetail>(key);
      if (previous?.viewer) {
        const delta = previous.viewer[flag] === active ? 0 : active ? 1 : -1;
        client.setQueryData<FilmDetail>(key, {
          ...previous,
          [countField]: Math.max(0, previous[countField] + delta),
          viewer: { ...previous.viewer, [flag]: active },
        });
      }
      return { previous };
    },
    onError: (_error, _active, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
    },
    onSuccess: (reaction) => {
      const current = client.getQueryData<FilmDetail>(key);
      if (current?.viewer) {
        client.setQueryData<FilmDetail>(key, {
          ...current,
          [countField]: reaction.count,
          viewer: { ...current.viewer, [flag]: reaction.active },
        });
      }
      void client.invalidateQueries({
        queryKey: filmKeys.mine(kind === 'like' ? 'likes' : 'bookmarks'),
      });
    },
  });
}

/** Where a film's comments live (the comment thread takes them as paths). */
export const filmCommentPaths = (filmId: string): CommentPaths => ({
  queryKey: filmKeys.comments(filmId),
  list: `/films/${enc(filmId)}/comments`,
  item: (commentId) => `/films/comments/${enc(commentId)}`,
});

export function useMyFilms(shelf: 'likes' | 'bookmarks', enabled = true) {
  return useQuery({
    queryKey: filmKeys.mine(shelf),
    queryFn: ({ signal }) =>
      api.get<Page<FilmSummary>>(`/films/me/${shelf}`, {
        query: { page: 1, pageSize: RAIL_PAGE_SIZE },
        signal,
        toastOnError: false,
      }),
    enabled,
  });
}

export function useHistory(enabled = true) {
  return useQuery({
    queryKey: filmKeys.mine('history'),
    queryFn: async ({ signal }) => {
      await afterSaves();
      return api.get<HistoryItem[]>('/films/me/history', { signal, toastOnError: false });
    },
    enabled,
    staleTime: 0,
  });
}
