import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type CommentPaths, postComment, useComments } from '../api/comment-api';

/** What a visitor tried to do when asked to sign in. */
export type AskReason = 'comment' | 'report';

/**
 * A thread's state: its pages of comments, which comment is being answered, and the guard that
 * asks a visitor to sign in before writing.
 */
export function useCommentThread(
  paths: CommentPaths,
  signedIn: boolean,
  ask: (reason: AskReason) => void,
) {
  const client = useQueryClient();
  const query = useComments(paths);
  const [replyTo, setReplyTo] = useState<string | null>(null);
  const refresh = () => void client.invalidateQueries({ queryKey: paths.queryKey });
  const guard = () => {
    if (signedIn) return true;
    ask('comment');
    return false;
  };

  return {
    query,
    comments: query.data?.pages.flatMap((page) => page.items) ?? [],
    total: query.data?.pages[0]?.total ?? 0,
    replyTo,
    refresh,
    guard,
    toggleReply: (commentId: string) => {
      if (!guard()) return;
      setReplyTo((current) => (current === commentId ? null : commentId));
    },
    closeReply: () => setReplyTo(null),
    post: async (body: string) => {
      await postComment(paths, body);
      refresh();
    },
    reply: async (parentId: string, body: string) => {
      await postComment(paths, body, parentId);
      setReplyTo(null);
      refresh();
    },
  };
}
