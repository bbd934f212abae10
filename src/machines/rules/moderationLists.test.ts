import { describe, expect, it } from 'vitest';
import type { Comment } from '../../contract/types';
import { aComment } from '../../contract/testFixtures';
import {
  applyOp,
  applyOps,
  cursorAfterLeave,
  EMPTY_LISTS,
  firstOfPage,
  focusAfterMove,
  indexOfTid,
  inTidOrder,
  keepUnchanged,
  moveCursor,
  pageOf,
  PAGE_SIZE,
  PENDING_CAP,
  planOp,
  visibleComments,
  type ModerationLists,
} from './moderationLists';

const comment = (tid: number, mod: -1 | 0 | 1, extra: Partial<Comment> = {}): Comment =>
  aComment(tid, mod, extra);

const lists: ModerationLists = {
  pending: [comment(1, 0), comment(3, 0, { active: false })],
  accepted: [comment(2, 1)],
  rejected: [comment(4, -1)],
};

describe('planOp', () => {
  it('offers each list its changes', () => {
    expect(planOp(lists, 'accept', 1)?.from).toBe('pending');
    expect(planOp(lists, 'reject', 1)?.from).toBe('pending');
    expect(planOp(lists, 'accept', 2)).toBeNull();
    expect(planOp(lists, 'reject', 2)?.comment.mod).toBe(-1);
    expect(planOp(lists, 'reject', 4)).toBeNull();
    expect(planOp(lists, 'accept', 4)?.comment.mod).toBe(1);
    expect(planOp(lists, 'meta', 4)?.comment.is_meta).toBe(true);
    expect(planOp(lists, 'accept', 99)).toBeNull();
  });

  it('accepting overrides the automatic flag', () => {
    expect(planOp(lists, 'accept', 3)?.comment).toMatchObject({ mod: 1, active: true });
    expect(planOp(lists, 'reject', 3)?.comment).toMatchObject({ mod: -1, active: false });
  });
});

describe('applyOp / applyOps', () => {
  it('moves a comment into its new list, sorted by tid', () => {
    const next = applyOp(lists, planOp(lists, 'accept', 3)!);
    expect(next.pending.map((c) => c.tid)).toEqual([1]);
    expect(next.accepted.map((c) => c.tid)).toEqual([2, 3]);
    expect(next.rejected).toBe(lists.rejected);
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
});

describe('cheap on long lists (1,000 pending, 5,000 accepted)', () => {
  const big: ModerationLists = {
    pending: Array.from({ length: 1000 }, (_, i) => comment(i * 2, 0)),
    accepted: Array.from({ length: 5000 }, (_, i) => comment(i * 2 + 1, 1)),
    rejected: [comment(100_001, -1)],
  };

  it('finds by tid in tid-ordered lists, and puts a list out of order in order once', () => {
    expect(indexOfTid(big.accepted, 4001)).toBe(2000);
    expect(indexOfTid(big.accepted, 4000)).toBe(-1);
    expect(indexOfTid([], 1)).toBe(-1);
    expect(inTidOrder(big).accepted).toBe(big.accepted);
    const shuffled = { ...big, pending: [comment(5, 0), comment(1, 0), comment(3, 0)] };
    expect(inTidOrder(shuffled).pending.map((c) => c.tid)).toEqual([1, 3, 5]);
  });

  it('moves a comment with one copy of each list it touches, every other comment the same', () => {
    const next = applyOp(big, planOp(big, 'accept', 10)!);
    expect(next.pending).toHaveLength(999);
    expect(next.accepted).toHaveLength(5001);
    expect(next.accepted[5]).toMatchObject({ tid: 10, mod: 1 });
    expect(next.accepted.map((c) => c.tid)).toEqual(
      [...next.accepted.map((c) => c.tid)].sort((a, b) => a - b),
    );
    expect(next.rejected).toBe(big.rejected);
    expect(next.pending[4]).toBe(big.pending[4]);
    expect(next.pending[5]).toBe(big.pending[6]);
    expect(next.accepted[6]).toBe(big.accepted[5]);
  });

  it('keeps the comments (and lists) the server sends unchanged as the same objects', () => {
    const fresh: ModerationLists = {
      pending: big.pending.map((c) => ({ ...c })),
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
  });
});

describe('the cursor', () => {
  const many: ModerationLists = {
    ...EMPTY_LISTS,
    pending: Array.from({ length: 130 }, (_, tid) => comment(tid, 0)),
    accepted: Array.from({ length: 120 }, (_, tid) => comment(tid + 1000, 1)),
  };

  it('caps the pending list at 100', () => {
    expect(visibleComments(many, 'pending')).toHaveLength(PENDING_CAP);
    expect(visibleComments(many, 'accepted')).toHaveLength(120);
  });

  it('moves within the visible rows, clamped, starting at the first', () => {
    expect(moveCursor(many, 'pending', null, 1)).toBe(0);
    expect(moveCursor(many, 'pending', 0, -1)).toBe(0);
    expect(moveCursor(many, 'pending', 98, 5)).toBe(99);
    expect(moveCursor(EMPTY_LISTS, 'pending', null, 1)).toBeNull();
    expect(focusAfterMove(many, 'accepted', 1000, 1)).toEqual({
      tid: 1001,
      txt: 'udsagn 1001',
      position: 2,
      total: 120,
    });
  });

  it('pages follow the cursor', () => {
    expect(pageOf(many, 'accepted', null)).toBe(0);
    expect(pageOf(many, 'accepted', 1000 + PAGE_SIZE)).toBe(1);
    expect(firstOfPage(many, 'accepted', 2)).toBe(1100);
    expect(firstOfPage(many, 'accepted', 9)).toBe(1100);
    expect(firstOfPage(EMPTY_LISTS, 'accepted', 0)).toBeNull();
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
