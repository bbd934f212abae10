// 'Generér emner' on the topics screen: the server finds the topics, the chart follows the run.
//
// `checking` → `idle` → `requesting` → `running` (`waiting` ⇄ `polling`) → `done` (tells the hub
// 'topics.generated') | `failed` | `refused`; upstream Polis (404) is `unavailable`.
// Behaviour: docs/behaviour.md#topicgenerate; diagram: docs/charts/topicGenerate.md
import { assign, sendTo, setup, type SnapshotFrom } from 'xstate';
import { isApiError, toApiErrorInfo, type ApiErrorInfo } from '../../api/common/apiError';
import { getTopicRun, requestTopicRun, type TopicRun } from '../../api/topics/topicRuns';
import {
  conversationInput,
  type ConversationInput,
  conversationRequest,
} from '../common/fromRequest';
import { appEvents } from '../common/appEvents';
import { failTo } from '../common/failTo';

/** How often a run under way is asked about. */
export const POLL_MS = 2000;

interface TopicGenerateContext {
  conversationId: string;
  /** Polls since the run was asked for: the seconds the screen shows. */
  polls: number;
  /** The server's reason for refusing (too few statements), or why the run failed. */
  reason: string | null;
  error: ApiErrorInfo | null;
}

export type TopicGenerateEvent = { type: 'topics.generate' };

const errorOf = (event: unknown) => (event as { error?: unknown }).error;

const isUnderWay = (run: TopicRun) => run.state === 'queued' || run.state === 'running';

export const topicGenerateMachine = setup({
  types: {
    context: {} as TopicGenerateContext,
    events: {} as TopicGenerateEvent,
    input: {} as ConversationInput,
  },
  actors: {
    fetchRun: conversationRequest(getTopicRun),
    requestRun: conversationRequest(requestTopicRun),
    // The same question as fetchRun, asked while the run is under way.
    pollRun: conversationRequest(getTopicRun),
  },
  guards: {
    underWay: (_, run: TopicRun) => isUnderWay(run),
    finished: (_, run: TopicRun) => run.state === 'done',
    runFailed: (_, run: TopicRun) => run.state === 'failed',
    notOffered: ({ event }) => {
      const error = errorOf(event);
      return isApiError(error) && error.status === 404;
    },
    tooFew: ({ event }) => {
      const error = errorOf(event);
      return isApiError(error) && error.polisError === 'polis_err_topics_too_few';
    },
  },
  actions: {
    tellTopicTree: sendTo(appEvents, ({ context }) => ({
      type: 'topics.generated' as const,
      conversationId: context.conversationId,
    })),
  },
  delays: { POLL_MS },
}).createMachine({
  id: 'topicGenerate',
  // Where this chart's screen lives: docs/charts/README.md lists route and view from here.
  meta: { route: '/m/:conversationId/topics', view: 'src/views/topics/TopicGenerate.tsx' },
  context: ({ input }) => ({
    conversationId: input.conversationId,
    polls: 0,
    reason: null,
    error: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'fetchRun',
        src: 'fetchRun',
        input: conversationInput,
        onDone: [
          { guard: { type: 'underWay', params: ({ event }) => event.output }, target: 'running' },
          { target: 'idle' },
        ],
        onError: [
          { guard: 'notOffered', target: 'unavailable' },
          // Not known how it stands: the button is offered, and the request will say.
          { target: 'idle' },
        ],
      },
    },
    unavailable: {},
    idle: { on: { 'topics.generate': 'requesting' } },
    requesting: {
      entry: assign({ polls: 0, reason: null, error: null }),
      invoke: {
        id: 'requestRun',
        src: 'requestRun',
        input: conversationInput,
        onDone: 'running',
        onError: [
          {
            guard: 'tooFew',
            target: 'refused',
            actions: assign({ reason: ({ event }) => toApiErrorInfo(event.error).reason ?? null }),
          },
          failTo('failed', 'error', toApiErrorInfo),
        ],
      },
    },
    running: {
      initial: 'waiting',
      states: {
        waiting: { after: { POLL_MS: 'polling' } },
        polling: {
          entry: assign({ polls: ({ context }) => context.polls + 1 }),
          invoke: {
            id: 'pollRun',
            src: 'pollRun',
            input: conversationInput,
            onDone: [
              {
                guard: { type: 'finished', params: ({ event }) => event.output },
                target: '#topicGenerate.done',
              },
              {
                guard: { type: 'runFailed', params: ({ event }) => event.output },
                target: '#topicGenerate.failed',
                actions: assign({ reason: ({ event }) => event.output.error }),
              },
              { target: 'waiting' },
            ],
            // The connection dropped for a moment: ask again at the next poll.
            onError: 'waiting',
          },
        },
      },
    },
    done: {
      entry: 'tellTopicTree',
      on: { 'topics.generate': 'requesting' },
    },
    refused: { on: { 'topics.generate': 'requesting' } },
    failed: { on: { 'topics.generate': 'requesting' } },
  },
});

type TopicGenerateSnapshot = SnapshotFrom<typeof topicGenerateMachine>;

export type GeneratePhase =
  'checking' | 'unavailable' | 'idle' | 'requesting' | 'running' | 'done' | 'refused' | 'failed';

export const selectGeneratePhase = (s: TopicGenerateSnapshot): GeneratePhase =>
  (
    [
      'checking',
      'unavailable',
      'idle',
      'requesting',
      'running',
      'done',
      'refused',
      'failed',
    ] as const
  ).find((phase) => s.matches(phase)) ?? 'idle';
/** Seconds since the run was asked for, as the polls count them. */
export const selectRunSeconds = (s: TopicGenerateSnapshot): number =>
  Math.round((s.context.polls * POLL_MS) / 1000);
export const selectGenerateReason = (s: TopicGenerateSnapshot): string | null => s.context.reason;
export const selectGenerateError = (s: TopicGenerateSnapshot): ApiErrorInfo | null =>
  s.context.error;
