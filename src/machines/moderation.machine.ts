// Comment moderation at /m/{conversation_id}/comments: the three lists and the moderator's changes
// to them.
//
// Two parallel regions: `lists` loads the three lists and polls them every POLL_MS (`ready.waiting`
// ⇄ `ready.fetching`), and `moderation` saves the queue of changes one PUT at a time (`idle` ⇄
// `saving`). They are parallel so that moderating never waits for a poll and a poll never drops a
// change: the screen shows the server's lists with the unconfirmed queue laid over them
// (optimistic), a refused change leaves the queue so the comment returns to where the server has
// it, and when the queue is empty all three lists reload. The lists are fetched with their ETags,
// so a poll that finds nothing new costs three 304s.
//
// Behaviour: docs/behaviour.md#moderation
// Diagram: docs/charts/moderation.md
import { assign, raise, setup } from 'xstate';
import { toApiErrorInfo } from '../api/apiError';
import { updateComment } from '../api/comments';
import type { Comment } from '../contract/types';
import { afterNextPaint } from './effects/afterNextPaint';
import { listenTo } from './effects/appEvents';
import { fromRequest } from './actors/fromRequest';
import { confirmHead, enqueueOp, planOpForEvent, refuseHead } from './rules/moderationQueue';
import {
  fetchModerationLists,
  type FetchedLists,
  type FetchListsInput,
} from './actors/moderationFetch';
import {
  applyOps,
  EMPTY_LISTS,
  focusAfterMove,
  inTidOrder,
  keepUnchanged,
  NO_CURSORS,
  NO_ETAGS,
} from './rules/moderationLists';
import type { ModerationContext, ModerationEvent } from './moderation.types';

/** The change a moderation event asks for, or null when the comment's list does not offer it. */
const opFor = (context: ModerationContext, event: ModerationEvent) =>
  planOpForEvent(context.lists, event);

/** The moderation lists refresh every 60 s (docs/behaviour.md#polling). */
const POLL_MS = 60_000;

const MODERATE = { guard: 'isAllowedChange', actions: 'enqueue' } as const;

const listsInput = ({ context }: { context: ModerationContext }): FetchListsInput => ({
  conversationId: context.conversationId,
  server: context.server,
  etags: context.etags,
});

export const moderationMachine = setup({
  types: {
    context: {} as ModerationContext,
    events: {} as ModerationEvent,
    input: {} as { conversationId: string },
  },
  actors: {
    fetchLists: fromRequest<FetchedLists, FetchListsInput>(({ input, signal }) =>
      fetchModerationLists(input, signal),
    ),
    updateComment: fromRequest<void, Comment>(async ({ input, signal }) => {
      // The change is on screen at once (optimistic); the PUT waits until that frame is painted, so
      // starting the request adds nothing to the click (docs/architecture.md#budgets: within one
      // frame).
      await afterNextPaint();
      if (signal.aborted) return;
      return updateComment(input, signal);
    }),
    listenForCommentChanges: listenTo('comments.changed'),
  },
  guards: {
    isAllowedChange: ({ context, event }) => opFor(context, event) !== null,
    isThisConversation: ({ context, event }) =>
      event.type === 'comments.changed' && event.conversationId === context.conversationId,
    isNewCursor: ({ context, event }) =>
      event.type === 'cursor.set' && context.cursor[event.list] !== event.tid,
    hasMoreQueued: ({ context }) => context.queue.length > 1,
    hasMoreAfterRefusal: ({ context }) =>
      context.queue.slice(1).some((op) => op.tid !== context.queue[0].tid),
  },
  delays: { POLL_MS },
  actions: {
    enqueue: assign(({ context, event }) => {
      const op = opFor(context, event);
      if (!op) return {};
      const { change, tid, comment } = op;
      return {
        ...enqueueOp(context, op),
        failure: null,
        announcement: { kind: 'moderated', change, tid, txt: comment.txt },
      };
    }),
    confirmHead: assign(({ context }) => confirmHead(context)),
    refuseHead: assign(({ context }, params: { error: unknown }) => {
      const { head, queue, lists } = refuseHead(context);
      const { change, tid } = head;
      const txt = head.comment.txt;
      return {
        queue,
        lists,
        failure: { change, tid, txt, error: toApiErrorInfo(params.error) },
        announcement: { kind: 'refused', change, tid, txt },
      };
    }),
    storeLists: assign(({ context }, params: FetchedLists) => {
      // Comments the server sends unchanged stay the objects on screen: their rows do not
      // render again when the reload after a change (or a poll) arrives.
      const server = keepUnchanged(context.lists, inTidOrder(params.lists));
      return {
        server,
        etags: params.etags,
        votes: params.votes,
        lists: applyOps(server, context.queue),
        loadError: null,
        refreshError: null,
      };
    }),
  },
}).createMachine({
  id: 'moderation',
  // Where this chart's screen lives: docs/charts/README.md lists route and view from here.
  meta: { route: '/m/:conversationId/comments/*', view: 'src/views/moderation/ModerationPage.tsx' },
  type: 'parallel',
  context: ({ input }) => ({
    conversationId: input.conversationId,
    server: EMPTY_LISTS,
    etags: NO_ETAGS,
    queue: [],
    lists: EMPTY_LISTS,
    votes: null,
    loadError: null,
    refreshError: null,
    failure: null,
    cursor: NO_CURSORS,
    announcement: null,
  }),
  // A seed statement added on the configure screen: the lists refetch (see lists.ready).
  invoke: {
    id: 'listenForCommentChanges',
    src: 'listenForCommentChanges',
    input: ({ context }) => ({ conversationId: context.conversationId }),
    onError: {
      actions: ({ event }) => console.error('Comment-change listener failed.', event.error),
    },
  },
  on: {
    'cursor.move': {
      actions: assign(({ context, event }) => {
        const focus = focusAfterMove(
          context.lists,
          event.list,
          context.cursor[event.list],
          event.delta,
        );
        if (!focus) return {};
        return {
          cursor: { ...context.cursor, [event.list]: focus.tid },
          announcement: { kind: 'focus', list: event.list, ...focus },
        };
      }),
    },
    // A row got focus (click, Tab, or a page button): the keys act on it from now on.
    'cursor.set': {
      // Not when the row already has the cursor (a focus that follows the cursor): no new
      // snapshot, so nothing that reads the chart runs again.
      guard: 'isNewCursor',
      actions: assign({
        cursor: ({ context, event }) => ({ ...context.cursor, [event.list]: event.tid }),
      }),
    },
    'failure.dismiss': { actions: assign({ failure: null }) },
  },
  states: {
    lists: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'fetchLists',
            src: 'fetchLists',
            input: listsInput,
            onDone: {
              target: 'ready',
              actions: { type: 'storeLists', params: ({ event }) => event.output },
            },
            onError: {
              target: 'failed',
              actions: assign({ loadError: ({ event }) => toApiErrorInfo(event.error) }),
            },
          },
        },
        failed: {
          on: { 'lists.refresh': 'loading' },
          after: { POLL_MS: 'loading' },
        },
        ready: {
          initial: 'waiting',
          on: {
            // A fresh request: one already under way may predate the change.
            'lists.refresh': { target: '.fetching', reenter: true },
            'comments.changed': {
              guard: 'isThisConversation',
              target: '.fetching',
              reenter: true,
            },
          },
          states: {
            waiting: { after: { POLL_MS: 'fetching' } },
            fetching: {
              invoke: {
                id: 'fetchLists',
                src: 'fetchLists',
                input: listsInput,
                onDone: {
                  target: 'waiting',
                  actions: { type: 'storeLists', params: ({ event }) => event.output },
                },
                onError: {
                  target: 'waiting',
                  actions: assign({ refreshError: ({ event }) => toApiErrorInfo(event.error) }),
                },
              },
            },
          },
        },
      },
    },
    moderation: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'comment.accept': { ...MODERATE, target: 'saving' },
            'comment.reject': { ...MODERATE, target: 'saving' },
            'comment.toggleMeta': { ...MODERATE, target: 'saving' },
          },
        },
        saving: {
          // More changes while one is saved: they join the queue (and show at once).
          on: {
            'comment.accept': MODERATE,
            'comment.reject': MODERATE,
            'comment.toggleMeta': MODERATE,
          },
          invoke: {
            id: 'updateComment',
            src: 'updateComment',
            input: ({ context }) => context.queue[0].comment,
            onDone: [
              {
                guard: 'hasMoreQueued',
                target: 'saving',
                reenter: true,
                actions: 'confirmHead',
              },
              { target: 'idle', actions: ['confirmHead', raise({ type: 'lists.refresh' })] },
            ],
            onError: [
              {
                guard: 'hasMoreAfterRefusal',
                target: 'saving',
                reenter: true,
                actions: { type: 'refuseHead', params: ({ event }) => ({ error: event.error }) },
              },
              {
                target: 'idle',
                actions: [
                  { type: 'refuseHead', params: ({ event }) => ({ error: event.error }) },
                  raise({ type: 'lists.refresh' }),
                ],
              },
            ],
          },
        },
      },
    },
  },
});
