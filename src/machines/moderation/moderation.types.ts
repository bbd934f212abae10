// The moderation chart's context and events (the chart is moderation.machine.ts).
import type { ApiErrorInfo } from '../../api/common/apiError';
import type { ModerationFilter, ModerationQuery } from '../../../contract/moderationList';
import type { ModerationCounts, ModerationSort } from '../../../contract/moderationList';
import type { StatementVotes } from '../../../contract/statementVotes';
import type {
  Cursors,
  ListEtags,
  ListKey,
  ListLimits,
  ModerationChange,
  ModerationLists,
  ModerationOp,
} from './moderationLists';
import type { RemovalOrigin } from '../common/removal';

/** What the screen announces to a screen reader after a step. */
export type Announcement =
  | { kind: 'focus'; list: ListKey; tid: number; txt: string; position: number; total: number }
  | { kind: 'moderated'; change: ModerationChange; count: number; txt: string }
  | { kind: 'refused'; change: ModerationChange; count: number; txt: string }
  | { kind: 'undone'; restored: number; skipped: number };

export interface ModerationFailure {
  change: ModerationChange;
  count: number;
  txt: string;
  error: ApiErrorInfo;
}

/** The last change the server saved, while it can be undone ('Fortryd'). */
export interface Confirmation {
  change: ModerationChange;
  count: number;
  txt: string;
  /** The server's logged action; null when the server keeps no log (upstream Polis). */
  actionId: number | null;
}

export interface ModerationContext {
  conversationId: string;
  /** The lists as the server last sent them (each as far as it is loaded). */
  server: ModerationLists;
  etags: ListEtags;
  /** How many rows each list loads ('Vis flere' adds a page). */
  limits: ListLimits;
  /** Search, filters and sort, as the lists were (or are being) fetched. */
  query: ModerationQuery;
  /** Each tab's count under the query, the confirmed changes applied; null until loaded. */
  counts: ModerationCounts | null;
  /** Changes not yet confirmed; the head is being saved. */
  queue: ModerationOp[];
  /** What the screen shows: `server` with `queue` laid over it. */
  lists: ModerationLists;
  /** Ticked rows (their tids), for 'Acceptér valgte' / 'Afvis valgte'. */
  selected: number[];
  /** Each statement's votes per opinion group, as of the last fetch. */
  votes: StatementVotes | null;
  loadError: ApiErrorInfo | null;
  /** A poll failed: the lists shown may be stale. */
  refreshError: ApiErrorInfo | null;
  failure: ModerationFailure | null;
  confirmation: Confirmation | null;
  /** The undo of `confirmation` failed. */
  undoError: ApiErrorInfo | null;
  cursor: Cursors;
  announcement: Announcement | null;
  /** A removal of voted statements waiting for the removalGuard chart's confirmation. */
  held: { op: ModerationOp; origin: RemovalOrigin } | null;
}

type CommentEvent = { tid: number };
export type ModerationEvent =
  | ({ type: 'comment.accept' } & CommentEvent)
  /** duplicateOf: rejected as a repeat of that accepted statement ("Ligner #123"). */
  | ({
      type: 'comment.reject';
      duplicateOf?: number;
      /** The r key rather than the row's button (the confirmation says where it came from). */
      origin?: 'keyboard';
    } & CommentEvent)
  | ({ type: 'comment.toggleMeta' } & CommentEvent)
  | { type: 'selection.toggle'; tid: number }
  | { type: 'selection.all'; list: ListKey; on: boolean }
  | { type: 'selection.accept'; list: ListKey }
  | { type: 'selection.reject'; list: ListKey }
  | { type: 'query.search'; text: string }
  | { type: 'query.filter'; filter: ModerationFilter; on: boolean }
  | { type: 'query.sort'; sort: ModerationSort }
  | { type: 'list.more'; list: ListKey }
  | { type: 'undo' }
  | { type: 'cursor.move'; list: ListKey; delta: number }
  | { type: 'cursor.set'; list: ListKey; tid: number }
  | { type: 'lists.refresh' }
  | { type: 'failure.dismiss' }
  | { type: 'comments.changed'; conversationId: string };
