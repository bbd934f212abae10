import { describe, expect, it } from 'vitest';
import type { ModerationComment } from '../../../contract/moderationList';
import { aModerationComment } from '../../../tests/support/contractFixtures';
import {
  applyOp,
  applyOps,
  countsAfter,
  cursorAfterLeave,
  EMPTY_LISTS,
  focusAfterMove,
  indexOfTid,
  keepUnchanged,
  moveCursor,
  planBulkOp,
  planOp,
  type ModerationLists,
} from './moderationLists';

const comment = (tid: number, mod: -1 | 0 | 1, extra: Partial<ModerationComment> = {}) =>
  aModerationComment(tid, mod, extra);

const lists: ModerationLists = {
  pending: [comment(1, 0), comment(3, 0, { active: false })],
  accepted: [comment(2, 1)],
  rejected: [comment(4, -1)],
};

describe('planOp / planBulkOp', () => {
  it('offers each list its changes', () => {
    expect(planOp(lists, 'accept', 1)?.from).toBe('pending');
    expect(planOp(lists, 'reject', 1)?.from).toBe('pending');
    expect(planOp(lists, 'accept', 2)).toBeNull();
    expect(planOp(lists, 'reject', 2)?.comments[0].mod).toBe(-1);
    expect(planOp(lists, 'reject', 4)).toBeNull();
    expect(planOp(lists, 'accept', 4)?.comments[0].mod).toBe(1);
    expect(planOp(lists, 'meta', 4)?.comments[0].is_meta).toBe(true);
    expect(planOp(lists, 'accept', 99)).toBeNull();
  });

  it('accepting overrides the automatic flag', () => {
    expect(planOp(lists, 'accept', 3)?.comments[0]).toMatchObject({ mod: 1, active: true });
    expect(planOp(lists, 'reject', 3)?.comments[0]).toMatchObject({ mod: -1, active: false });
  });

  it('takes only the selected rows of the list, and nothing the list does not offer', () => {
    const op = planBulkOp(lists, 'pending', 'reject', [3, 2, 1])!;
    expect(op).toMatchObject({ change: 'reject', from: 'pending', bulk: true });
    expect(op.comments.map((c) => [c.tid, c.mod])).toEqual([
      [1, -1],
      [3, -1],
    ]);
    expect(planBulkOp(lists, 'accepted', 'accept', [2])).toBeNull();
    expect(planBulkOp(lists, 'pending', 'accept', [])).toBeNull();
  });
});

describe('applyOp / applyOps', () => {
  it('moves a comment into its new list in the list’s order', () => {
    const next = applyOp(lists, planOp(lists, 'accept', 3)!);
    expect(next.pending.map((c) => c.tid)).toEqual([1]);
    expect(next.accepted.map((c) => c.tid)).toEqual([2, 3]);
    expect(next.rejected).toBe(lists.rejected);
    expect(
      applyOp(lists, planOp(lists, 'accept', 3)!, 'newest').accepted.map((c) => c.tid),
    ).toEqual([3, 2]);
  });

  it('orders by votes and by disagreement as the server does', () => {
    const voted: ModerationLists = {
      ...EMPTY_LISTS,
      pending: [comment(5, 0, { count: 9, disagree_count: 1 })],
      accepted: [comment(6, 1, { count: 4, disagree_count: 4 }), comment(7, 1, { count: 1 })],
    };
    const accept = planOp(voted, 'accept', 5)!;
    expect(applyOp(voted, accept, 'most_votes').accepted.map((c) => c.tid)).toEqual([5, 6, 7]);
    expect(applyOp(voted, accept, 'most_disagree').accepted.map((c) => c.tid)).toEqual([6, 5, 7]);
  });

  it('keeps a meta change in place and lays several changes over the server lists', () => {
    const meta = planOp(lists, 'meta', 1)!;
    const afterMeta = applyOp(lists, meta);
    expect(afterMeta.pending[0].is_meta).toBe(true);
    const accept = planOp(afterMeta, 'accept', 1)!;
    const shown = applyOps(lists, [meta, accept]);
    expect(shown.accepted.map((c) => [c.tid, c.is_meta])).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(applyOps(lists, [])).toBe(lists);
  });

  it('moves a bulk change’s statements, and their count, at once', () => {
    const op = planBulkOp(lists, 'pending', 'accept', [1, 3])!;
    expect(applyOp(lists, op).accepted.map((c) => c.tid)).toEqual([1, 2, 3]);
    const counts = { pending: 40, accepted: 7, rejected: 1 };
    expect(countsAfter(counts, op)).toEqual({ pending: 38, accepted: 9, rejected: 1 });
    expect(countsAfter(counts, planOp(lists, 'meta', 1)!)).toBe(counts);
  });
});

describe('long lists', () => {
  const big: ModerationLists = {
    pending: Array.from({ length: 1000 }, (_, i) => comment(i * 2, 0)),
    accepted: Array.from({ length: 1000 }, (_, i) => comment(i * 2 + 1, 1)),
    rejected: [comment(100_001, -1)],
  };

  it('finds by tid', () => {
    expect(indexOfTid(big.accepted, 401)).toBe(200);
    expect(indexOfTid(big.accepted, 400)).toBe(-1);
    expect(indexOfTid([], 1)).toBe(-1);
  });

  it('moves a comment with one copy of each list it touches, every other comment the same', () => {
    const next = applyOp(big, planOp(big, 'accept', 10)!);
    expect(next.pending).toHaveLength(999);
    expect(next.accepted).toHaveLength(1001);
    expect(next.accepted[5]).toMatchObject({ tid: 10, mod: 1 });
    expect(next.rejected).toBe(big.rejected);
    expect(next.pending[4]).toBe(big.pending[4]);
    expect(next.pending[5]).toBe(big.pending[6]);
    expect(next.accepted[6]).toBe(big.accepted[5]);
  });

  it('keeps the comments (and lists) the server sends unchanged as the same objects', () => {
    const fresh: ModerationLists = {
      pending: big.pending.map((c) => ({ ...c, flag_reasons: null })),
      accepted: big.accepted.map((c) => (c.tid === 3 ? { ...c, is_meta: true } : { ...c })),
      rejected: big.rejected,
    };
    const kept = keepUnchanged(big, fresh);
    expect(kept.pending).toBe(big.pending);
    expect(kept.rejected).toBe(big.rejected);
    expect(kept.accepted).not.toBe(big.accepted);
    expect(kept.accepted[0]).toBe(big.accepted[0]);
    expect(kept.accepted[1]).toBe(fresh.accepted[1]);
    expect(kept.accepted[1].is_meta).toBe(true);
    const flagged = { ...EMPTY_LISTS, pending: [comment(1, 0, { flag_reasons: ['caps'] })] };
    const again = { ...EMPTY_LISTS, pending: [comment(1, 0, { flag_reasons: ['caps'] })] };
    expect(keepUnchanged(flagged, again).pending).toBe(flagged.pending);
  });
});

describe('the cursor', () => {
  const many: ModerationLists = {
    ...EMPTY_LISTS,
    pending: Array.from({ length: 130 }, (_, tid) => comment(tid, 0)),
    accepted: Array.from({ length: 120 }, (_, tid) => comment(tid + 1000, 1)),
  };

  it('moves within the loaded rows, clamped, starting at the first', () => {
    expect(moveCursor(many, 'pending', null, 1)).toBe(0);
    expect(moveCursor(many, 'pending', 0, -1)).toBe(0);
    expect(moveCursor(many, 'pending', 128, 5)).toBe(129);
    expect(moveCursor(EMPTY_LISTS, 'pending', null, 1)).toBeNull();
    // The position counts against every matching statement, loaded or not.
    expect(focusAfterMove(many, 'accepted', 1000, 1, 4000)).toEqual({
      tid: 1001,
      txt: 'udsagn 1001',
      position: 2,
      total: 4000,
    });
  });

  it('stays on the row when its comment leaves the list', () => {
    const after = applyOp(lists, planOp(lists, 'accept', 1)!);
    expect(cursorAfterLeave(lists, after, 'pending', 1)).toBe(3);
    const last = applyOp(lists, planOp(lists, 'reject', 3)!);
    expect(cursorAfterLeave(lists, last, 'pending', 3)).toBe(1);
    expect(cursorAfterLeave(lists, after, 'pending', null)).toBeNull();
    expect(cursorAfterLeave(lists, lists, 'pending', 1)).toBe(1);
  });
});
