import { describe, expect, it } from 'vitest';
import { aModerationComment } from '../../../tests/support/contractFixtures';
import { type ModerationLists, NO_CURSORS, planBulkOp, tidsOf } from './moderationLists';
import {
  confirmHead,
  enqueueOp,
  planOpForEvent,
  refuseHead,
  shownCounts,
  type QueueState,
} from './moderationQueue';

const comment = (tid: number, mod: -1 | 0 | 1) => aModerationComment(tid, mod, { txt: `u${tid}` });

const server: ModerationLists = {
  pending: [comment(1, 0), comment(2, 0)],
  accepted: [comment(3, 1)],
  rejected: [],
};
const start: QueueState = {
  server,
  etags: { pending: 'p', accepted: 'a', rejected: 'r' },
  queue: [],
  lists: server,
  cursor: { ...NO_CURSORS, pending: 1 },
  counts: { pending: 2, accepted: 1, rejected: 0 },
  sort: 'oldest',
};

function enqueue(state: QueueState, type: string, tid: number): QueueState {
  const op = planOpForEvent(state.lists, { type, tid });
  if (!op) throw new Error(`no op for ${type} ${tid}`);
  return { ...state, ...enqueueOp(state, op) };
}

describe('the moderation queue', () => {
  it('reads only comment events the list offers', () => {
    expect(planOpForEvent(server, { type: 'lists.refresh' })).toBeNull();
    expect(planOpForEvent(server, { type: 'comment.accept', tid: 3 })).toBeNull();
    expect(planOpForEvent(server, { type: 'comment.toggleMeta', tid: 3 })?.change).toBe('meta');
  });

  it('shows a change at once and keeps the cursor on its row', () => {
    const state = enqueue(start, 'comment.accept', 1);
    expect(state.lists.pending.map((c) => c.tid)).toEqual([2]);
    expect(state.lists.accepted.map((c) => c.tid)).toEqual([1, 3]);
    expect(state.cursor.pending).toBe(2);
    expect(state.server).toBe(server);
  });

  it('a confirmed head joins the server lists and forgets their ETags', () => {
    const queued = enqueue(enqueue(start, 'comment.accept', 1), 'comment.reject', 2);
    const next = { ...queued, ...confirmHead(queued) };
    expect(next.queue.map(tidsOf)).toEqual([[2]]);
    expect(next.counts).toEqual({ pending: 1, accepted: 2, rejected: 0 });
    expect(shownCounts(next.counts, next.queue)).toEqual({ pending: 0, accepted: 2, rejected: 1 });
    expect(shownCounts(null, next.queue)).toBeNull();
    expect(next.server.accepted.map((c) => c.tid)).toEqual([1, 3]);
    expect(next.etags).toEqual({ pending: null, accepted: null, rejected: 'r' });
    expect(next.lists.rejected.map((c) => c.tid)).toEqual([2]);
  });

  it('a refused head goes back, with the later changes of the same comment', () => {
    let state = enqueue(start, 'comment.accept', 1);
    state = enqueue(state, 'comment.reject', 2);
    state = enqueue(state, 'comment.reject', 1);
    const { head, queue, lists } = refuseHead(state);
    expect(tidsOf(head)).toEqual([1]);
    expect(queue.map((op) => [tidsOf(op), op.change])).toEqual([[[2], 'reject']]);
    expect(lists.pending.map((c) => c.tid)).toEqual([1]);
    expect(lists.rejected.map((c) => c.tid)).toEqual([2]);
  });

  it('a refused bulk change takes back every later change of its statements', () => {
    let state = {
      ...start,
      ...enqueueOp(start, planBulkOp(start.lists, 'pending', 'reject', [1, 2])!),
    };
    state = enqueue(state, 'comment.accept', 2);
    const { queue, lists } = refuseHead(state);
    expect(queue).toEqual([]);
    expect(lists.pending.map((c) => c.tid)).toEqual([1, 2]);
  });
});
