// Pure list work for the moderation chart: the three moderation lists, the optimistic
// overlay of not-yet-confirmed changes, and the keyboard cursor. No React, no HTTP.
import type { Comment, ModValue } from '../../contract/types';

export type ListKey = 'pending' | 'accepted' | 'rejected';
export const LIST_KEYS: readonly ListKey[] = ['pending', 'accepted', 'rejected'];

/** The pending list shows at most this many comments. */
export const PENDING_CAP = 100;
/** Rows per page of a moderation list (5,000 accepted comments stay interactive). */
export const PAGE_SIZE = 50;

export type ModerationLists = Record<ListKey, Comment[]>;
export type ListEtags = Record<ListKey, string | null>;
export type ModerationChange = 'accept' | 'reject' | 'meta';

/** One change the moderator made that the server has not confirmed yet. */
export interface ModerationOp {
  change: ModerationChange;
  tid: number;
  /** The comment as it will be PUT (and as the lists show it meanwhile). */
  comment: Comment;
  /** Where it was shown before the change. */
  from: ListKey;
}

export const EMPTY_LISTS: ModerationLists = { pending: [], accepted: [], rejected: [] };
export const NO_ETAGS: ListEtags = { pending: null, accepted: null, rejected: null };

export function listOfMod(mod: ModValue): ListKey {
  return mod === 1 ? 'accepted' : mod === -1 ? 'rejected' : 'pending';
}

export function modOfList(list: ListKey): ModValue {
  return list === 'accepted' ? 1 : list === 'rejected' ? -1 : 0;
}

/**
 * The lists in tid order, as the server sends them (ORDER BY tid); a list that is not (another
 * server) is sorted once here, so every step after can search by halving.
 */
export function inTidOrder(lists: ModerationLists): ModerationLists {
  const sorted = (list: Comment[]) =>
    list.every((c, i) => i === 0 || list[i - 1].tid < c.tid)
      ? list
      : [...list].sort((a, b) => a.tid - b.tid);
  return {
    pending: sorted(lists.pending),
    accepted: sorted(lists.accepted),
    rejected: sorted(lists.rejected),
  };
}

/** The first index in a tid-ordered list whose tid is not below `tid`. */
function lowerBound(list: readonly Comment[], tid: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (list[mid].tid < tid) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Where comment `tid` sits in a tid-ordered list, or -1: O(log n). */
export function indexOfTid(list: readonly Comment[], tid: number): number {
  const at = lowerBound(list, tid);
  return list[at]?.tid === tid ? at : -1;
}

export function findComment(
  lists: ModerationLists,
  tid: number,
): { list: ListKey; comment: Comment; index: number } | null {
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

/** The op for `change` on comment `tid` as the lists show it now, or null when not allowed. */
export function planOp(
  lists: ModerationLists,
  change: ModerationChange,
  tid: number,
): ModerationOp | null {
  const found = findComment(lists, tid);
  if (!found || !isAllowed(change, found.list)) return null;
  const { comment } = found;
  const next: Comment =
    change === 'meta'
      ? { ...comment, is_meta: !comment.is_meta }
      : change === 'accept'
        ? // Accepting overrides the automatic moderator's flag.
          { ...comment, mod: 1, active: true }
        : { ...comment, mod: -1 };
  return { change, tid, comment: next, from: found.list };
}

/** A copy of `list` with `remove` items taken out at `at` and `items` put in there. */
function spliced(list: readonly Comment[], at: number, remove: number, ...items: Comment[]) {
  const out = list.slice();
  out.splice(at, remove, ...items);
  return out;
}

/** `list` with `comment` in its tid place (in place of the one with the same tid, if any). */
function insertSorted(list: Comment[], comment: Comment): Comment[] {
  const at = lowerBound(list, comment.tid);
  return spliced(list, at, list[at]?.tid === comment.tid ? 1 : 0, comment);
}

/**
 * The lists with one change applied: the comment leaves every list and joins the one of its mod.
 * Cheap enough for every click (5,000 accepted, 1,000 pending): binary searches and one copy of
 * each list that changes; the lists it does not touch, and every other comment, stay the same
 * objects, so only the rows that changed re-render.
 */
export function applyOp(lists: ModerationLists, op: ModerationOp): ModerationLists {
  const target = listOfMod(op.comment.mod);
  const out = { ...lists };
  for (const list of LIST_KEYS) {
    if (list === target) {
      out[list] = insertSorted(lists[list], op.comment);
      continue;
    }
    const at = indexOfTid(lists[list], op.tid);
    if (at >= 0) out[list] = spliced(lists[list], at, 1);
  }
  return out;
}

/**
 * The server's lists, keeping each comment object (and each whole list) from `shown` that the
 * server sends unchanged: after a reload only the rows that really changed re-render.
 */
export function keepUnchanged(shown: ModerationLists, fresh: ModerationLists): ModerationLists {
  const before = new Map<number, Comment>();
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

function sameComment(a: Comment, b: Comment): boolean {
  const keys = Object.keys(b) as (keyof Comment)[];
  return keys.length === Object.keys(a).length && keys.every((key) => a[key] === b[key]);
}

/** What the screen shows: the server's lists with every unconfirmed change laid over them. */
export function applyOps(lists: ModerationLists, ops: readonly ModerationOp[]): ModerationLists {
  return ops.reduce(applyOp, lists);
}

/** The rows a list shows: the pending list is capped at PENDING_CAP. */
export function visibleComments(lists: ModerationLists, list: ListKey): Comment[] {
  return visibleOf(list, lists[list]);
}

/** The rows of one list's comments that it shows (the pending list: the first PENDING_CAP). */
export function visibleOf(list: ListKey, comments: Comment[]): Comment[] {
  return list === 'pending' && comments.length > PENDING_CAP
    ? comments.slice(0, PENDING_CAP)
    : comments;
}

/** The rows of page `page` (PAGE_SIZE a page). */
export function rowsOfPage(rows: readonly Comment[], page: number): Comment[] {
  return rows.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
}

export type Cursors = Record<ListKey, number | null>;
export const NO_CURSORS: Cursors = { pending: null, accepted: null, rejected: null };

/** Index of the cursor's comment in the visible rows; -1 when there is none. */
export function cursorIndex(lists: ModerationLists, list: ListKey, tid: number | null): number {
  if (tid === null) return -1;
  const at = indexOfTid(lists[list], tid);
  return list === 'pending' && at >= PENDING_CAP ? -1 : at;
}

/** The tid `delta` rows away from the cursor (clamped); the first row when there is no cursor. */
export function moveCursor(
  lists: ModerationLists,
  list: ListKey,
  tid: number | null,
  delta: number,
): number | null {
  const rows = visibleComments(lists, list);
  if (rows.length === 0) return null;
  const at = cursorIndex(lists, list, tid);
  const next = at < 0 ? 0 : Math.min(rows.length - 1, Math.max(0, at + delta));
  return rows[next].tid;
}

/** The tid on the first row of page `page` (clamped to the pages there are). */
export function firstOfPage(lists: ModerationLists, list: ListKey, page: number): number | null {
  const rows = visibleComments(lists, list);
  if (rows.length === 0) return null;
  const last = Math.floor((rows.length - 1) / PAGE_SIZE);
  return rows[Math.min(last, Math.max(0, page)) * PAGE_SIZE].tid;
}

/** The page that holds the cursor (0 when there is none). */
export function pageOf(lists: ModerationLists, list: ListKey, tid: number | null): number {
  const at = cursorIndex(lists, list, tid);
  return at < 0 ? 0 : Math.floor(at / PAGE_SIZE);
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
  if (cursorIndex(after, list, tid) >= 0) return tid;
  const at = cursorIndex(before, list, tid);
  const rows = visibleComments(after, list);
  if (at < 0 || rows.length === 0) return null;
  return rows[Math.min(at, rows.length - 1)].tid;
}

/** Where the cursor lands after moving `delta` rows, for the screen-reader announcement. */
export function focusAfterMove(
  lists: ModerationLists,
  list: ListKey,
  tid: number | null,
  delta: number,
): { tid: number; txt: string; position: number; total: number } | null {
  const next = moveCursor(lists, list, tid, delta);
  if (next === null) return null;
  const rows = visibleComments(lists, list);
  const at = cursorIndex(lists, list, next);
  return { tid: next, txt: rows[at].txt, position: at + 1, total: rows.length };
}
