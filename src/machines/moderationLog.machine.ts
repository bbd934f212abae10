// The moderation log at /m/{conversation_id}/comments/log (issue 16): every moderation of the
// conversation — single, bulk, topic and undo — newest first, for its owner (the server refuses
// anyone else, and the screen then says why).
//
// `loading` fetches the newest page (GET /comments/moderationLog?limit=…) → `empty` when nothing
// has been moderated, `loaded` otherwise, `failed` with the reason ('Prøv igen' → `loading`). In
// `loaded`, 'Vis flere' (`log.more`, only while an older page exists) fetches the next page
// (`loaded.more`) and appends it; a failure there keeps what is shown (`loaded.moreFailed`, where
// 'Vis flere' tries again). The CSV download is the fileDownload chart's.
//
// Behaviour: docs/behaviour.md#moderationlog
// Diagram: docs/charts/moderationLog.md
import { assign, setup } from 'xstate';
import { fetchModerationLogPage } from '../api/moderationLog';
import type { ModerationLogPage, ModerationLogSummary } from '../contract/moderationLog';
import { type ConversationInput, requestActor } from './actors/fromRequest';
import { responseProblem, type ResponseProblem } from './rules/responseText';

interface ModerationLogContext {
  conversationId: string;
  actions: ModerationLogSummary[];
  /** The `before` of the next (older) page; null: the oldest is shown. */
  nextBefore: number | null;
  error: ResponseProblem | null;
}

export type ModerationLogEvent = { type: 'log.retry' } | { type: 'log.more' };

export const moderationLogMachine = setup({
  types: {
    context: {} as ModerationLogContext,
    events: {} as ModerationLogEvent,
    input: {} as ConversationInput,
  },
  actors: {
    fetchFirstPage: requestActor(fetchModerationLogPage),
    fetchMore: requestActor(fetchModerationLogPage),
  },
  guards: {
    isEmpty: (_, page: ModerationLogPage) => page.actions.length === 0,
    hasMore: ({ context }) => context.nextBefore !== null,
  },
}).createMachine({
  id: 'moderationLog',
  // Where this chart's screen lives: docs/charts/README.md lists route and view from here.
  meta: {
    route: '/m/:conversationId/comments/log',
    view: 'src/views/moderation/ModerationLogPage.tsx',
  },
  context: ({ input }) => ({
    conversationId: input.conversationId,
    actions: [],
    nextBefore: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ error: null }),
      invoke: {
        id: 'fetchFirstPage',
        src: 'fetchFirstPage',
        input: ({ context }) => ({ conversationId: context.conversationId, before: null }),
        onDone: [
          { guard: { type: 'isEmpty', params: ({ event }) => event.output }, target: 'empty' },
          {
            target: 'loaded',
            actions: assign({
              actions: ({ event }) => event.output.actions,
              nextBefore: ({ event }) => event.output.next_before,
            }),
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => responseProblem(event.error) }),
        },
      },
    },
    empty: {},
    failed: { on: { 'log.retry': 'loading' } },
    loaded: {
      initial: 'idle',
      states: {
        idle: { on: { 'log.more': { guard: 'hasMore', target: 'more' } } },
        more: {
          entry: assign({ error: null }),
          invoke: {
            id: 'fetchMore',
            src: 'fetchMore',
            input: ({ context }) => ({
              conversationId: context.conversationId,
              before: context.nextBefore,
            }),
            onDone: {
              target: 'idle',
              actions: assign({
                actions: ({ context, event }) => [...context.actions, ...event.output.actions],
                nextBefore: ({ event }) => event.output.next_before,
              }),
            },
            onError: {
              target: 'moreFailed',
              actions: assign({ error: ({ event }) => responseProblem(event.error) }),
            },
          },
        },
        moreFailed: { on: { 'log.more': { guard: 'hasMore', target: 'more' } } },
      },
    },
  },
});
