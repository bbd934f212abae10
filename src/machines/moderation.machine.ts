// Comment moderation at /m/{conversation_id}/comments: the three lists (searched, filtered and
// sorted by the server, a page at a time) and the moderator's changes, each with 'Fortryd'.
// Two parallel regions: `lists` loads the three lists and polls them every POLL_MS (`ready.waiting`
// ⇄ `ready.fetching`); a new search, filter or sort starts it again at `loading` (the tab counts
// then read as loading, not 0), and 'Vis flere' refetches with one more page. `moderation` saves
// the queue of changes one request at a time (`idle` ⇄ `saving`) and undoes the last saved one
// (`undoing`). They are parallel so that moderating never waits for a poll and a poll never drops
// a change: the screen shows the server's lists with the unconfirmed queue laid over them
// (optimistic), a refused change leaves the queue so the statements return to where the server
// has them, and when the queue is empty all three lists reload. The lists are fetched with their
// ETags, so a poll that finds nothing new costs three 304s.
//
// Behaviour: docs/behaviour.md#moderation
// Diagram: docs/charts/moderation.md
import { assign, raise, setup } from 'xstate';
import { toApiErrorInfo } from '../api/apiError';
import { listenTo } from './effects/appEvents';
import { conversationInput, type ConversationInput, requestActor } from './actors/fromRequest';
import {
  fetchModerationLists,
  type FetchedLists,
  type FetchListsInput,
} from './actors/moderationFetch';
import { saveChange, undoChange, type UndoResult } from './actors/moderationSave';
import {
  allToggled,
  confirmed,
  cursorMoved,
  enqueue,
  initialContext,
  more,
  opFor,
  refused,
  requeried,
  stored,
  toggled,
} from './rules/moderationSteps';
import type { ModerationContext, ModerationEvent } from './moderation.types';

/** The moderation lists refresh every 60 s (docs/behaviour.md#polling). */
const POLL_MS = 60_000;

const MODERATE = { guard: 'isAllowedChange', actions: 'enqueue' } as const;
const MODERATE_EVENTS = [
  'comment.accept',
  'comment.reject',
  'comment.toggleMeta',
  'selection.accept',
  'selection.reject',
] as const;
const moderateOn = (extra: object) =>
  Object.fromEntries(MODERATE_EVENTS.map((type) => [type, { ...MODERATE, ...extra }]));

const listsInput = ({ context }: { context: ModerationContext }): FetchListsInput => ({
  conversationId: context.conversationId,
  server: context.server,
  etags: context.etags,
  limits: context.limits,
  query: context.query,
  counts: context.counts,
});

export const moderationMachine = setup({
  types: {
    context: {} as ModerationContext,
    events: {} as ModerationEvent,
    input: {} as ConversationInput,
  },
  actors: {
    fetchLists: requestActor(fetchModerationLists),
    saveChange: requestActor(saveChange),
    undoAction: requestActor(undoChange),
    listenForCommentChanges: listenTo('comments.changed'),
  },
  guards: {
    isAllowedChange: ({ context, event }) => opFor(context, event) !== null,
    isThisConversation: ({ context, event }) =>
      event.type === 'comments.changed' && event.conversationId === context.conversationId,
    isNewCursor: ({ context, event }) =>
      event.type === 'cursor.set' && context.cursor[event.list] !== event.tid,
    hasMoreQueued: ({ context }) => context.queue.length > 1,
    hasQueued: ({ context }) => context.queue.length > 0,
    hasMoreAfterRefusal: ({ context }) => {
      const head = new Set(context.queue[0].comments.map((c) => c.tid));
      return context.queue.slice(1).some((op) => op.comments.some((c) => !head.has(c.tid)));
    },
    canUndo: ({ context }) => context.confirmation?.actionId != null,
    hasMoreRows: ({ context, event }) =>
      event.type === 'list.more' &&
      context.counts !== null &&
      context.server[event.list].length < context.counts[event.list],
  },
  delays: { POLL_MS },
  actions: {
    enqueue: assign(({ context, event }) => enqueue(context, event)),
    confirmHead: assign(({ context }, params: { actionId: number | null }) =>
      confirmed(context, params.actionId),
    ),
    refuseHead: assign(({ context }, params: { error: unknown }) =>
      refused(context, toApiErrorInfo(params.error)),
    ),
    storeLists: assign(({ context }, params: FetchedLists) => stored(context, params)),
    requery: assign(({ context, event }) => requeried(context, event)),
    undoRefused: assign({
      undoError: ({ event }) => toApiErrorInfo((event as unknown as { error: unknown }).error),
    }),
    undone: assign(({ event }) => {
      const { restored, skipped } = (event as unknown as { output: UndoResult }).output;
      return { confirmation: null, announcement: { kind: 'undone', restored, skipped } as const };
    }),
  },
}).createMachine({
  id: 'moderation',
  meta: { route: '/m/:conversationId/comments/*', view: 'src/views/moderation/ModerationPage.tsx' },
  type: 'parallel',
  context: ({ input }) => initialContext(input.conversationId),
  // A seed statement added on the configure screen: the lists refetch (see lists.ready).
  invoke: {
    id: 'listenForCommentChanges',
    src: 'listenForCommentChanges',
    input: conversationInput,
    onError: {
      actions: ({ event }) => console.error('Comment-change listener failed.', event.error),
    },
  },
  on: {
    'cursor.move': {
      actions: assign(({ context, event }) => cursorMoved(context, event.list, event.delta)),
    },
    // A row got focus (click, Tab): the keys act on it from now on.
    'cursor.set': {
      // Not when the row already has the cursor (a focus that follows the cursor): no new
      // snapshot, so nothing that reads the chart runs again.
      guard: 'isNewCursor',
      actions: assign({
        cursor: ({ context, event }) => ({ ...context.cursor, [event.list]: event.tid }),
      }),
    },
    'selection.toggle': { actions: assign(({ context, event }) => toggled(context, event.tid)) },
    'selection.all': { actions: assign(({ context, event }) => allToggled(context, event)) },
    // A new search, filter or sort: the lists load again from their first page.
    'query.search': { target: '.lists.loading', actions: 'requery' },
    'query.filter': { target: '.lists.loading', actions: 'requery' },
    'query.sort': { target: '.lists.loading', actions: 'requery' },
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
            // 'Vis flere': the list loads one page more.
            'list.more': {
              guard: 'hasMoreRows',
              target: '.fetching',
              reenter: true,
              actions: assign(({ context, event }) => more(context, event.list)),
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
            ...moderateOn({ target: 'saving' }),
            undo: { guard: 'canUndo', target: 'undoing' },
          },
        },
        saving: {
          // More changes while one is saved: they join the queue (and show at once).
          on: moderateOn({}),
          invoke: {
            id: 'saveChange',
            src: 'saveChange',
            input: ({ context }) => ({
              conversationId: context.conversationId,
              op: context.queue[0],
            }),
            onDone: [
              {
                guard: 'hasMoreQueued',
                target: 'saving',
                reenter: true,
                actions: {
                  type: 'confirmHead',
                  params: ({ event }) => ({ actionId: event.output }),
                },
              },
              {
                target: 'idle',
                actions: [
                  { type: 'confirmHead', params: ({ event }) => ({ actionId: event.output }) },
                  raise({ type: 'lists.refresh' }),
                ],
              },
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
        // 'Fortryd': the server puts back the states the last saved change replaced. Changes made
        // meanwhile queue up and are saved after.
        undoing: {
          on: moderateOn({}),
          invoke: {
            id: 'undoAction',
            src: 'undoAction',
            input: ({ context }) => ({
              conversationId: context.conversationId,
              actionId: context.confirmation!.actionId!,
            }),
            onDone: [
              { guard: 'hasQueued', target: 'saving', actions: 'undone' },
              { target: 'idle', actions: ['undone', raise({ type: 'lists.refresh' })] },
            ],
            // Refused: the notice says so; changes made meanwhile are saved all the same.
            onError: [
              { guard: 'hasQueued', target: 'saving', actions: 'undoRefused' },
              { target: 'idle', actions: 'undoRefused' },
            ],
          },
        },
      },
    },
  },
});
