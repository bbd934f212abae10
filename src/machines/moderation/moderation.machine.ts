// Comment moderation at /m/{conversation_id}/comments: the three lists and the moderator's changes.
//
// Parallel regions, so moderating never waits for a poll and a poll never drops a change: `lists`
// (loaded, polled with ETags), `moderation` (a queue saved one at a time, undo) and `removal`.
// Behaviour: docs/behaviour.md#moderation; diagram: docs/charts/moderation.md
import { assign, raise } from 'xstate';
import { toApiErrorInfo } from '../../api/common/apiError';
import { conversationInput } from '../common/fromRequest';
import {
  allToggled,
  cursorMoved,
  initialContext,
  more,
  removalCandidates,
  toggled,
} from './moderationSteps';
import { listsInput, moderateOn, moderationSetup } from './moderation.setup';
import { failTo } from '../common/failTo';

export const moderationMachine = moderationSetup.createMachine({
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
              actions: [{ type: 'storeLists', params: ({ event }) => event.output }, 'tellCounts'],
            },
            onError: failTo('failed', 'loadError', toApiErrorInfo),
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
                  actions: [
                    { type: 'storeLists', params: ({ event }) => event.output },
                    'tellCounts',
                  ],
                },
                onError: failTo('waiting', 'refreshError', toApiErrorInfo),
              },
            },
          },
        },
      },
    },
    // A removal of voted statements: the removalGuard chart asks first (docs/behaviour.md#removalguard).
    removal: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'comment.reject': { guard: 'needsConfirmation', target: 'checking', actions: 'hold' },
            'selection.reject': { guard: 'needsConfirmation', target: 'checking', actions: 'hold' },
          },
        },
        checking: {
          invoke: {
            id: 'removalGuard',
            src: 'removalGuard',
            input: ({ context }) => ({
              origin: context.held!.origin,
              statements: removalCandidates(context.held!.op),
            }),
            // Confirmed: the change joins the queue, which `moderation.idle` starts saving.
            onDone: [
              {
                guard: { type: 'wasApproved', params: ({ event }) => event.output },
                target: 'idle',
                actions: ['enqueueHeld', 'tellCounts'],
              },
              { target: 'idle', actions: 'dropHeld' },
            ],
            onError: { target: 'idle', actions: 'dropHeld' },
          },
        },
      },
    },
    moderation: {
      initial: 'idle',
      states: {
        idle: {
          // A confirmed removal was queued while nothing was being saved.
          always: { guard: 'hasQueued', target: 'saving' },
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
