// The public face of the comments feature: the thread that films and crowdfunding projects show.
export type { CommentPaths } from './api/comment-api';
export { Comments } from './components/comments';
export type { AskReason } from './hooks/use-comment-thread';
