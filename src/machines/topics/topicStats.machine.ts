// The topic statistics at /m/{conversation_id}/topics/stats, loaded once on entry.
//
// `loading` → `loaded` | `empty` | `failed`, and nothing follows: the screen offers no retry.
// Behaviour: docs/behaviour.md#topicstats; diagram: docs/charts/topicStats.md
import { assign, setup, type SnapshotFrom } from 'xstate';
import {
  getTopicStatsReport,
  toTopicFailure,
  type TopicFailure,
  type TopicStatsReport,
} from '../../api/topics/topics';
import type { TopicStats } from '../../../contract/types';
import {
  conversationInput,
  type ConversationInput,
  conversationRequest,
} from '../common/fromRequest';
import { failTo } from '../common/failTo';

interface TopicStatsContext {
  conversationId: string;
  /** The counts, and whether they are the server's or counted from its topic list. */
  stats: TopicStatsReport | null;
  error: TopicFailure | null;
}

/** (total − pending) / total as a percentage with 1 decimal, and 0 if total is 0. */
export function completionRate(stats: TopicStats): number {
  if (stats.total_topics <= 0) return 0;
  const done = stats.total_topics - stats.pending;
  return Math.round((done / stats.total_topics) * 1000) / 10;
}

export const topicStatsMachine = setup({
  types: {
    context: {} as TopicStatsContext,
    // No events of its own: it loads on entry.
    input: {} as ConversationInput,
  },
  actors: {
    // The statistics checked against the topic list (docs/upstream.md#topics).
    fetchStats: conversationRequest(getTopicStatsReport),
  },
  guards: {
    hasTopics: (_, stats: TopicStats) => stats.total_topics > 0,
  },
}).createMachine({
  id: 'topicStats',
  // Where this chart's screen lives: docs/charts/README.md lists route and view from here.
  meta: {
    route: '/m/:conversationId/topics/stats',
    view: 'src/views/topics/TopicStatsPage.tsx',
  },
  context: ({ input }) => ({ conversationId: input.conversationId, stats: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchStats',
        src: 'fetchStats',
        input: conversationInput,
        onDone: [
          {
            guard: { type: 'hasTopics', params: ({ event }) => event.output },
            target: 'loaded',
            actions: assign({ stats: ({ event }) => event.output }),
          },
          { target: 'empty', actions: assign({ stats: ({ event }) => event.output }) },
        ],
        onError: failTo('failed', 'error', toTopicFailure),
      },
    },
    loaded: {},
    empty: {},
    failed: {},
  },
});

type TopicStatsSnapshot = SnapshotFrom<typeof topicStatsMachine>;

export type TopicStatsView = 'loading' | 'loaded' | 'empty' | 'failed';

export const selectStatsView = (s: TopicStatsSnapshot): TopicStatsView =>
  (['loaded', 'empty', 'failed'] as const).find((v) => s.matches(v)) ?? 'loading';
export const selectStats = (s: TopicStatsSnapshot): TopicStatsReport | null => s.context.stats;
export const selectStatsError = (s: TopicStatsSnapshot): TopicFailure | null =>
  s.matches('failed') ? s.context.error : null;
