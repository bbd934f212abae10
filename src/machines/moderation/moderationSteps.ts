// The moderation chart's context steps that are more than an assignment (pure functions of the
// context and event): a change joins the queue, the server's answers are laid over the screen,
// the query changes, the selection. moderation.machine.ts wires them to its transitions.
import type { ModerationFilter } from '../../../contract/moderationList';
import type { ModerationCounts, ModerationSort } from '../../../contract/moderationList';
import type { ModerationContext, ModerationEvent } from './moderation.types';
import type { FetchedLists } from './moderationFetch';
import {
  applyOps,
  EMPTY_LISTS,
  FIRST_LIMITS,
  focusAfterMove,
  NO_CURSORS,
  keepUnchanged,
  NO_ETAGS,
  PAGE_SIZE,
  planBulkOp,
  type ListKey,
  type ModerationOp,
} from './moderationLists';
import { confirmHead, enqueueOp, planOpForEvent, refuseHead, shownCounts } from './moderationQueue';
import { needsRemovalCheck, type RemovalCandidate, type RemovalOrigin } from '../common/removal';

type Ctx = ModerationContext;

/** Nothing loaded, nothing chosen: every statement, oldest first. */
export function initialContext(conversationId: string): Ctx {
  return {
    conversationId,
    server: EMPTY_LISTS,
    etags: NO_ETAGS,
    limits: FIRST_LIMITS,
    query: {
      search: '',
      filters: { flagged: false, is_seed: false, is_meta: false, has_votes: false },
      sort: 'oldest',
    },
    counts: null,
    queue: [],
    lists: EMPTY_LISTS,
    selected: [],
    votes: null,
    loadError: null,
    refreshError: null,
    failure: null,
    confirmation: null,
    undoError: null,
    cursor: NO_CURSORS,
    announcement: null,
    held: null,
  };
}

/** The change an event asks for, or null when the rows it names do not offer it. */
export function opFor(context: Ctx, event: ModerationEvent): ModerationOp | null {
  if (event.type === 'selection.accept' || event.type === 'selection.reject') {
    const change = event.type === 'selection.accept' ? 'accept' : 'reject';
    return planBulkOp(context.lists, event.list, change, context.selected);
  }
  return planOpForEvent(context.lists, event);
}

const queueState = (context: Ctx) => ({ ...context, sort: context.query.sort });

/** What a statement change says to the screen reader and in a notice: its text, or a count. */
const describe = (op: ModerationOp) => ({
  change: op.change,
  count: op.comments.length,
  txt: op.comments[0].txt,
});

export function enqueue(context: Ctx, event: ModerationEvent): Partial<Ctx> {
  const op = opFor(context, event);
  return op ? enqueued(context, op) : {};
}

/** A change joins the queue and shows at once; its rows leave the selection. */
export function enqueued(context: Ctx, op: ModerationOp): Partial<Ctx> {
  const done = new Set(op.comments.map((c) => c.tid));
  return {
    ...enqueueOp(queueState(context), op),
    selected: context.selected.filter((tid) => !done.has(tid)),
    failure: null,
    confirmation: null,
    undoError: null,
    announcement: { kind: 'moderated', ...describe(op) },
  };
}

export function confirmed(context: Ctx, actionId: number | null): Partial<Ctx> {
  return {
    ...confirmHead(queueState(context)),
    confirmation: { ...describe(context.queue[0]), actionId },
  };
}

export function refused(context: Ctx, error: Ctx['loadError']): Partial<Ctx> {
  const { head, queue, lists } = refuseHead(queueState(context));
  const about = describe(head);
  return {
    queue,
    lists,
    failure: { ...about, error: error! },
    announcement: { kind: 'refused', ...about },
  };
}

export function stored(context: Ctx, fetched: FetchedLists): Partial<Ctx> {
  // Comments the server sends unchanged stay the objects on screen: their rows do not render
  // again when the reload after a change (or a poll) arrives.
  const server = keepUnchanged(context.lists, fetched.lists);
  const present = new Set(
    [...server.pending, ...server.accepted, ...server.rejected].map((c) => c.tid),
  );
  return {
    server,
    etags: fetched.etags,
    counts: fetched.counts,
    votes: fetched.votes,
    lists: applyOps(server, context.queue, context.query.sort),
    selected: context.selected.filter((tid) => present.has(tid)),
    loadError: null,
    refreshError: null,
  };
}

/** The statements a change would take out of the conversation, for the removal check. */
export function removalCandidates(op: ModerationOp): RemovalCandidate[] {
  if (op.change !== 'reject') return [];
  return op.comments.map((c) => ({
    tid: c.tid,
    txt: c.txt,
    accepted: op.from === 'accepted',
    votes: c.count,
  }));
}

/** A reject (a row, the ticked rows or the r key) that hides voted statements: asked first. */
export function heldRemoval(context: Ctx, event: ModerationEvent): Ctx['held'] {
  const op = opFor(context, event);
  if (!op || !needsRemovalCheck(removalCandidates(op))) return null;
  const origin: RemovalOrigin =
    event.type === 'selection.reject'
      ? 'bulk'
      : event.type === 'comment.reject' && event.origin === 'keyboard'
        ? 'keyboard'
        : 'row';
  return { op, origin };
}

/** When unfiltered, the tab counts are the conversation's: the admin area shows them too. */
export function conversationCounts(context: Ctx): ModerationCounts | null {
  const { search, filters } = context.query;
  if (search !== '' || Object.values(filters).some(Boolean)) return null;
  return shownCounts(context.counts, context.queue);
}

/** A new search, filter or sort: the lists start again from their first page. */
export function requeried(context: Ctx, event: ModerationEvent): Partial<Ctx> {
  const query = { ...context.query, filters: { ...context.query.filters } };
  if (event.type === 'query.search') query.search = event.text.trim();
  else if (event.type === 'query.filter') {
    query.filters[event.filter as ModerationFilter] = event.on;
  } else if (event.type === 'query.sort') query.sort = event.sort as ModerationSort;
  return { query, limits: FIRST_LIMITS, etags: NO_ETAGS, selected: [], counts: null };
}

export function more(context: Ctx, list: ListKey): Partial<Ctx> {
  return {
    limits: { ...context.limits, [list]: context.limits[list] + PAGE_SIZE },
    etags: { ...context.etags, [list]: null },
  };
}

export function toggled(context: Ctx, tid: number): Partial<Ctx> {
  const on = context.selected.includes(tid);
  return { selected: on ? context.selected.filter((t) => t !== tid) : [...context.selected, tid] };
}

export function allToggled(
  context: Ctx,
  { list, on }: { list: ListKey; on: boolean },
): Partial<Ctx> {
  const rows = new Set(context.lists[list].map((c) => c.tid));
  const others = context.selected.filter((tid) => !rows.has(tid));
  return { selected: on ? [...others, ...rows] : others };
}

/** j/k or ↓/↑: the cursor moves and the screen reader hears where it is ("3 af 120"). */
export function cursorMoved(context: Ctx, list: ListKey, delta: number): Partial<Ctx> {
  const total = context.counts?.[list] ?? context.lists[list].length;
  const focus = focusAfterMove(context.lists, list, context.cursor[list], delta, total);
  if (!focus) return {};
  return {
    cursor: { ...context.cursor, [list]: focus.tid },
    announcement: { kind: 'focus', list, ...focus },
  };
}
