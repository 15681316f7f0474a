import type { Comment, Page } from '@dalbit/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api, apiRequest } from '../../../lib/api-client';

/*
 * The contract's comment limit, repeated here so the pages with comments need no runtime import
 * of the contract package (its index pulls in zod). comment-constants.test.ts keeps it equal.
 */
export const COMMENT_MAX_LENGTH = 1000;

/**
 * Where a thread of comments lives: films and crowdfunding projects share the comment calls,
 * only their paths differ.
 */
export interface CommentPaths {
  queryKey: readonly unknown[];
  /** GET a page of comments; POST a comment or a reply. */
  list: string;
  /** PATCH and DELETE one comment; POST `<item>/report`. */
  item: (commentId: string) => string;
}

export function useComments(paths: CommentPaths) {
  return useInfiniteQuery({
    queryKey: paths.queryKey,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get<Page<Comment>>(paths.list, {
        query: { page: pageParam },
        signal,
        toastOnError: false,
      }),
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });
}

export function postComment(paths: CommentPaths, body: string, parentId?: string) {
  return apiRequest<Comment>(paths.list, {
    method: 'POST',
    body: parentId ? { body, parentId } : { body },
    toastOnError: false,
  });
}

export function editComment(paths: CommentPaths, commentId: string, body: string) {
  return apiRequest<Comment>(paths.item(commentId), {
    method: 'PATCH',
    body: { body },
    toastOnError: false,
  });
}

export function deleteComment(paths: CommentPaths, commentId: string) {
  return apiRequest<unknown>(paths.item(commentId), {
    method: 'DELETE',
    toastOnError: false,
  });
}

export type ReportReason = 'spam' | 'abuse' | 'spoiler' | 'other';
export const REPORT_REASONS: readonly ReportReason[] = ['spam', 'abuse', 'spoiler', 'other'];

export function reportComment(paths: CommentPaths, commentId: string, reason: ReportReason) {
  return apiRequest<unknown>(`${paths.item(commentId)}/report`, {
    method: 'POST',
    body: { reason },
    toastOnError: false,
  });
}
