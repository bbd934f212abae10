// The moderation chart's queue of unconfirmed changes, as pure steps on its context: a change (one
// statement or several) joins the queue and shows at once, the head is confirmed by the server,
// or refused.
import type { ModerationCounts, ModerationSort } from '../../../contract/moderationList';
import {
  applyOp,
  applyOps,
  countsAfter,
  cursorAfterLeave,
  listOfMod,
  planOp,
  tidsOf,
  type Cursors,
  type ListEtags,
  type ModerationChange,
  type ModerationLists,
  type ModerationOp,
} from './moderationLists';

export interface QueueState {
  server: ModerationLists;
  etags: ListEtags;
  queue: ModerationOp[];
  lists: ModerationLists;
  cursor: Cursors;
  /** The server's counts with the confirmed changes applied; null until the first fetch. */
  counts: ModerationCounts | null;
  sort: ModerationSort;
}

/** The change shows at once; the cursor stays on its row (now the next comment). */
export function enqueueOp(state: QueueState, op: ModerationOp) {
  const lists = applyOp(state.lists, op, state.sort);
  const cursor = { ...state.cursor };
  cursor[op.from] = cursorAfterLeave(state.lists, lists, op.from, cursor[op.from]);
  return { queue: [...state.queue, op], lists, cursor };
}

/** The server took the head: it becomes part of what the server has. */
export function confirmHead(state: QueueState) {
  const [head, ...rest] = state.queue;
  const server = applyOp(state.server, head, state.sort);
  // Our copies of the two lists no longer match their ETags: ask for them in full next time
  // (a 304 would keep our local edit even if someone else has changed it back meanwhile).
  const target = listOfMod(head.comments[0].mod);
  const etags = { ...state.etags, [head.from]: null, [target]: null };
  const counts = state.counts && countsAfter(state.counts, head);
  return { server, etags, counts, queue: rest, lists: applyOps(server, rest, state.sort) };
}

/**
 * The server refused the head: it leaves the queue, and so do later changes of the same
 * statements (they built on it), so each returns to where the server has it.
 */
export function refuseHead(state: QueueState) {
  const [head, ...rest] = state.queue;
  const refused = new Set(tidsOf(head));
  const queue = rest.filter((op) => !tidsOf(op).some((tid) => refused.has(tid)));
  return { head, queue, lists: applyOps(state.server, queue, state.sort) };
}

/** The counts the tabs show: the server's with the queued changes applied (null: loading). */
export function shownCounts(
  counts: ModerationCounts | null,
  queue: readonly ModerationOp[],
): ModerationCounts | null {
  return counts && queue.reduce(countsAfter, counts);
}

const CHANGE_OF: Record<string, ModerationChange> = {
  'comment.accept': 'accept',
  'comment.reject': 'reject',
  'comment.toggleMeta': 'meta',
};

/** The op a `comment.*` event asks for, or null (another event, or a change the list lacks). */
export function planOpForEvent(
  lists: ModerationLists,
  event: { type: string; tid?: number; duplicateOf?: number },
): ModerationOp | null {
  const change = CHANGE_OF[event.type];
  const op = change && event.tid !== undefined ? planOp(lists, change, event.tid) : null;
  // "Afvis som gentagelse af #123": the PUT carries the link to the original (docs/api.md).
  if (op && change === 'reject' && event.duplicateOf !== undefined) {
    return {
      ...op,
      comments: op.comments.map((c) => ({ ...c, duplicate_of: event.duplicateOf! })),
    };
  }
  return op;
}
