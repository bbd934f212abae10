// The moderation chart's queue of unconfirmed changes, as pure steps on its context: a
// change joins the queue (and shows at once), the head is confirmed by the server, or refused.
import {
  applyOp,
  planOp,
  type ModerationChange,
  applyOps,
  cursorAfterLeave,
  listOfMod,
  type Cursors,
  type ListEtags,
  type ModerationLists,
  type ModerationOp,
} from './moderationLists';

export interface QueueState {
  server: ModerationLists;
  etags: ListEtags;
  queue: ModerationOp[];
  lists: ModerationLists;
  cursor: Cursors;
}

/** The change shows at once; the cursor stays on its row (now the next comment). */
export function enqueueOp(state: QueueState, op: ModerationOp) {
  const lists = applyOp(state.lists, op);
  const cursor = { ...state.cursor };
  cursor[op.from] = cursorAfterLeave(state.lists, lists, op.from, cursor[op.from]);
  return { queue: [...state.queue, op], lists, cursor };
}

/** The server took the head: it becomes part of what the server has. */
export function confirmHead(state: QueueState) {
  const [head, ...rest] = state.queue;
  const server = applyOp(state.server, head);
  // Our copies of the two lists no longer match their ETags: ask for them in full next time
  // (a 304 would keep our local edit even if someone else has changed it back meanwhile).
  const etags = { ...state.etags, [head.from]: null, [listOfMod(head.comment.mod)]: null };
  return { server, etags, queue: rest, lists: applyOps(server, rest) };
}

/**
 * The server refused the head: it leaves the queue, and so do later changes of the same comment
 * (they built on it), so the comment returns to where the server has it.
 */
export function refuseHead(state: QueueState) {
  const [head, ...rest] = state.queue;
  const queue = rest.filter((op) => op.tid !== head.tid);
  return { head, queue, lists: applyOps(state.server, queue) };
}

const CHANGE_OF: Record<string, ModerationChange> = {
  'comment.accept': 'accept',
  'comment.reject': 'reject',
  'comment.toggleMeta': 'meta',
};

/** The op a `comment.*` event asks for, or null (another event, or a change the list lacks). */
export function planOpForEvent(
  lists: ModerationLists,
  event: { type: string; tid?: number },
): ModerationOp | null {
  const change = CHANGE_OF[event.type];
  return change && event.tid !== undefined ? planOp(lists, change, event.tid) : null;
}
