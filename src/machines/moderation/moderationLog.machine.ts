// The moderation log at /m/{conversation_id}/comments/log: every moderation, newest first, for
// everyone who moderates the conversation; filtered by a statement's number.
//
// `loading` → `empty` | `loaded` | `failed`; `loaded.more` appends older pages (`moreFailed`).
// Behaviour: docs/behaviour.md#moderationlog; diagram: docs/charts/moderationLog.md
import { assign, setup } from 'xstate';
import { fetchModerationLogPage } from '../../api/moderation/moderationLog';
import type { ModerationLogPage, ModerationLogSummary } from '../../../contract/moderationLog';
import { type ConversationInput, requestActor } from '../common/fromRequest';
import { responseProblem, type ResponseProblem } from '../common/responseText';
import { parseStatementNumber } from './statementNumber';
import { failTo } from '../common/failTo';

interface ModerationLogContext {
  conversationId: string;
  actions: ModerationLogSummary[];
  /** The `before` of the next (older) page; null: the oldest is shown. */
  nextBefore: number | null;
  error: ResponseProblem | null;
  /** Only the actions that changed this statement (its tid); null: every action. */
  filter: number | null;
  /** The typed number was none: said beside the field. */
  filterRefused: boolean;
}

export type ModerationLogEvent =
  { type: 'log.retry' } | { type: 'log.more' } | { type: 'log.filter'; text: string };

/** The page asked for, within the filter: the newest, or the next older than those shown. */
const pageInput =
  (page: 'newest' | 'older') =>
  ({ context }: { context: ModerationLogContext }) => ({
    conversationId: context.conversationId,
    before: page === 'older' ? context.nextBefore : null,
    tid: context.filter,
  });

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
    isNoNumber: ({ event }) => event.type === 'log.filter' && !parseStatementNumber(event.text).ok,
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
    filter: null,
    filterRefused: false,
  }),
  on: {
    'log.filter': [
      { guard: 'isNoNumber', actions: assign({ filterRefused: true }) },
      {
        target: '.loading',
        reenter: true,
        actions: assign(({ event }) => {
          const parsed = parseStatementNumber(event.text);
          return { filter: parsed.ok ? parsed.tid : null, filterRefused: false };
        }),
      },
    ],
  },
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ error: null }),
      invoke: {
        id: 'fetchFirstPage',
        src: 'fetchFirstPage',
        input: pageInput('newest'),
        onDone: [
          {
            guard: { type: 'isEmpty', params: ({ event }) => event.output },
            target: 'empty',
            actions: assign({ actions: [], nextBefore: null }),
          },
          {
            target: 'loaded',
            actions: assign({
              actions: ({ event }) => event.output.actions,
              nextBefore: ({ event }) => event.output.next_before,
            }),
          },
        ],
        onError: failTo('failed', 'error', responseProblem),
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
            input: pageInput('older'),
            onDone: {
              target: 'idle',
              actions: assign({
                actions: ({ context, event }) => [...context.actions, ...event.output.actions],
                nextBefore: ({ event }) => event.output.next_before,
              }),
            },
            onError: failTo('moreFailed', 'error', responseProblem),
          },
        },
        moreFailed: { on: { 'log.more': { guard: 'hasMore', target: 'more' } } },
      },
    },
  },
});
