// The moderation chart's context and events (the chart is moderation.machine.ts).
import type { ApiErrorInfo } from '../api/apiError';
import type { StatementVotes } from '../contract/statementVotes';
import type { Announcement, ModerationFailure } from './actors/moderationFetch';
import type {
  Cursors,
  ListEtags,
  ListKey,
  ModerationLists,
  ModerationOp,
} from './rules/moderationLists';

export interface ModerationContext {
  conversationId: string;
  /** The lists as the server last sent them. */
  server: ModerationLists;
  etags: ListEtags;
  /** Changes not yet confirmed; the head is being saved. */
  queue: ModerationOp[];
  /** What the screen shows: `server` with `queue` laid over it. */
  lists: ModerationLists;
  /** Each statement's votes, in all and per opinion group, as of the last fetch. */
  votes: StatementVotes | null;
  loadError: ApiErrorInfo | null;
  /** A poll failed: the lists shown may be stale. */
  refreshError: ApiErrorInfo | null;
  failure: ModerationFailure | null;
  cursor: Cursors;
  announcement: Announcement | null;
}

type CommentEvent = { tid: number };
export type ModerationEvent =
  | ({ type: 'comment.accept' } & CommentEvent)
  | ({ type: 'comment.reject' } & CommentEvent)
  | ({ type: 'comment.toggleMeta' } & CommentEvent)
  | { type: 'cursor.move'; list: ListKey; delta: number }
  | { type: 'cursor.set'; list: ListKey; tid: number }
  | { type: 'lists.refresh' }
  | { type: 'failure.dismiss' }
  | { type: 'comments.changed'; conversationId: string };
