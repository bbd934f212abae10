// Pure list work for the moderation chart: the three moderation lists as far as they are loaded
// (the server pages them: GET /comments paged=true), the optimistic overlay of not-yet-confirmed
// changes, the tab counts, the selection and the keyboard cursor. No React, no HTTP.
import type {
  ModerationComment,
  ModerationCounts,
  ModerationSort,
} from '../../../contract/moderationList';
import type { ModValue } from '../../../contract/types';

export type ListKey = 'pending' | 'accepted' | 'rejected';
export const LIST_KEYS: readonly ListKey[] = ['pending', 'accepted', 'rejected'];

/** Rows a list loads at first, and how many more 'Vis flere' loads. */
export const PAGE_SIZE = 50;

export type ModerationLists = Record<ListKey, ModerationComment[]>;
export type ListEtags = Record<ListKey, string | null>;
export type ListLimits = Record<ListKey, number>;
export type ModerationChange = 'accept' | 'reject' | 'meta';

/** One change the moderator made that the server has not confirmed yet: one request. */
export interface ModerationOp {
  change: ModerationChange;
  /** The statements as they will be saved (and as the lists show them meanwhile). */
  comments: ModerationComment[];
  /** The list they were shown in before the change. */
  from: ListKey;
  /** Several at once (POST /comments/moderate) rather than one PUT /comments. */
  bulk: boolean;
}

export const EMPTY_LISTS: ModerationLists = { pending: [], accepted: [], rejected: [] };
export const NO_ETAGS: ListEtags = { pending: null, accepted: null, rejected: null };
export const FIRST_LIMITS: ListLimits = {
  pending: PAGE_SIZE,
  accepted: PAGE_SIZE,
  rejected: PAGE_SIZE,
};

export function listOfMod(mod: ModValue): ListKey {
  return mod === 1 ? 'accepted' : mod === -1 ? 'rejected' : 'pending';
}

export function modOfList(list: ListKey): ModValue {
  return list === 'accepted' ? 1 : list === 'rejected' ? -1 : 0;
}

export const tidsOf = (op: ModerationOp): number[] => op.comments.map((c) => c.tid);

/** Where comment `tid` sits in a list, or -1 (a loaded list is a few hundred rows at most). */
export function indexOfTid(list: readonly ModerationComment[], tid: number): number {
  return list.findIndex((c) => c.tid === tid);
}

export function findComment(
  lists: ModerationLists,
  tid: number,
): { list: ListKey; comment: ModerationComment; index: number } | null {
  for (const list of LIST_KEYS) {
    const index = indexOfTid(lists[list], tid);
    if (index >= 0) return { list, comment: lists[list][index], index };
  }
  return null;
}

/**
 * Which changes each list offers (docs/behaviour.md#moderation): pending → accepted/rejected, and
 * back and forth.
 */
export function isAllowed(change: ModerationChange, list: ListKey): boolean {
  if (change === 'meta') return true;
  if (change === 'accept') return list !== 'accepted';
  return list !== 'rejected';
}

/** A comment after `change`. Accepting overrides the automatic moderator's flag. */
function changed(comment: ModerationComment, change: ModerationChange): ModerationComment {
  if (change === 'meta') return { ...comment, is_meta: !comment.is_meta };
  return change === 'accept' ? { ...comment, mod: 1, active: true } : { ...comment, mod: -1 };
}

/** The op for `change` on comment `tid` as the lists show it now, or null when not allowed. */
export function planOp(
  lists: ModerationLists,
  change: ModerationChange,
  tid: number,
): ModerationOp | null {
  const found = findComment(lists, tid);
  if (!found || !isAllowed(change, found.list)) return null;
  return { change, comments: [changed(found.comment, change)], from: found.list, bulk: false };
}

/** The op accepting or rejecting the selected rows of `list`, or null when none can be. */
export function planBulkOp(
  lists: ModerationLists,
  list: ListKey,
  change: 'accept' | 'reject',
  selected: readonly number[],
): ModerationOp | null {
  if (!isAllowed(change, list)) return null;
  const chosen = new Set(selected);
  const comments = lists[list].filter((c) => chosen.has(c.tid)).map((c) => changed(c, change));
  return comments.length === 0 ? null : { change, comments, from: list, bulk: true };
}

/** The order a list is shown in (the server's ORDER BY, docs/api.md#get-comments). */
export function compareFor(sort: ModerationSort) {
  return (a: ModerationComment, b: ModerationComment): number => {
    if (sort === 'oldest') return a.tid - b.tid;
    if (sort === 'most_votes' && a.count !== b.count) return b.count - a.count;
    if (sort === 'most_disagree' && a.disagree_count !== b.disagree_count) {
      return b.disagree_count - a.disagree_count;
    }
    return b.tid - a.tid;
  };
}

/** `list` with `comment` in its place by `compare`. */
function insertOrdered(
  list: readonly ModerationComment[],
  comment: ModerationComment,
  compare: (a: ModerationComment, b: ModerationComment) => number,
): ModerationComment[] {
  const out = list.filter((c) => c.tid !== comment.tid);
  const at = out.findIndex((c) => compare(comment, c) < 0);
  out.splice(at < 0 ? out.length : at, 0, comment);
  return out;
}

/**
 * The lists with one change applied: each comment leaves every list and joins the one of its mod
 * in the list's order. The lists it does not touch, and every other comment, stay the same
 * objects, so only the rows that changed re-render.
 */
export function applyOp(
  lists: ModerationLists,
  op: ModerationOp,
  sort: ModerationSort = 'oldest',
): ModerationLists {
  const compare = compareFor(sort);
  const out = { ...lists };
  for (const comment of op.comments) {
    const target = listOfMod(comment.mod);
    for (const list of LIST_KEYS) {
      if (list === target) out[list] = insertOrdered(out[list], comment, compare);
      else if (indexOfTid(out[list], comment.tid) >= 0) {
        out[list] = out[list].filter((c) => c.tid !== comment.tid);
      }
    }
  }
  return out;
}

/** What the screen shows: the server's lists with every unconfirmed change laid over them. */
export function applyOps(
  lists: ModerationLists,
  ops: readonly ModerationOp[],
  sort: ModerationSort = 'oldest',
): ModerationLists {
  return ops.reduce((acc, op) => applyOp(acc, op, sort), lists);
}

/** The counts with one change applied: statements that changed list move their count along. */
export function countsAfter(counts: ModerationCounts, op: ModerationOp): ModerationCounts {
  if (op.change === 'meta') return counts;
  const target = listOfMod(op.comments[0].mod);
  const n = op.comments.length;
  return { ...counts, [op.from]: counts[op.from] - n, [target]: counts[target] + n };
}

/**
 * The server's lists, keeping each comment object (and each whole list) from `shown` that the
 * server sends unchanged: after a reload only the rows that really changed re-render.
 */
export function keepUnchanged(shown: ModerationLists, fresh: ModerationLists): ModerationLists {
  const before = new Map<number, ModerationComment>();
  for (const list of LIST_KEYS) for (const comment of shown[list]) before.set(comment.tid, comment);
  const out = { ...fresh };
  for (const list of LIST_KEYS) {
    if (fresh[list] === shown[list]) continue;
    let same = fresh[list].length === shown[list].length;
    const kept = fresh[list].map((comment, i) => {
      const old = before.get(comment.tid);
      const keep = old !== undefined && sameComment(old, comment) ? old : comment;
      if (keep !== shown[list][i]) same = false;
      return keep;
    });
    out[list] = same ? shown[list] : kept;
  }
  return out;
}

function sameComment(a: ModerationComment, b: ModerationComment): boolean {
  const keys = Object.keys(b) as (keyof ModerationComment)[];
  return (
    keys.length === Object.keys(a).length &&
    keys.every((key) =>
      key === 'flag_reasons' ? String(a[key]) === String(b[key]) : a[key] === b[key],
    )
  );
}

export type Cursors = Record<ListKey, number | null>;
export const NO_CURSORS: Cursors = { pending: null, accepted: null, rejected: null };

/** The tid `delta` rows away from the cursor (clamped); the first row when there is none. */
export function moveCursor(
  lists: ModerationLists,
  list: ListKey,
  tid: number | null,
  delta: number,
): number | null {
  const rows = lists[list];
  if (rows.length === 0) return null;
  const at = tid === null ? -1 : indexOfTid(rows, tid);
  const next = at < 0 ? 0 : Math.min(rows.length - 1, Math.max(0, at + delta));
  return rows[next].tid;
}

/**
 * After a comment left `list`, the cursor stays on the same row: the next comment (or the one
 * before, at the end), so a moderator can go through a list with the keyboard alone.
 */
export function cursorAfterLeave(
  before: ModerationLists,
  after: ModerationLists,
  list: ListKey,
  tid: number | null,
): number | null {
  if (tid === null) return null;
  if (indexOfTid(after[list], tid) >= 0) return tid;
  const at = indexOfTid(before[list], tid);
  const rows = after[list];
  if (at < 0 || rows.length === 0) return null;
  return rows[Math.min(at, rows.length - 1)].tid;
}

/** Where the cursor lands after moving `delta` rows, for the screen-reader announcement. */
export function focusAfterMove(
  lists: ModerationLists,
  list: ListKey,
  tid: number | null,
  delta: number,
  total: number,
): { tid: number; txt: string; position: number; total: number } | null {
  const next = moveCursor(lists, list, tid, delta);
  if (next === null) return null;
  const at = indexOfTid(lists[list], next);
  return { tid: next, txt: lists[list][at].txt, position: at + 1, total };
}
