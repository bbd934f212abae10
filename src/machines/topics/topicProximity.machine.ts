// The proximity map at /m/{conversation_id}/topics/proximity: one layer's comments by UMAP place.
//
// `loading` → `loaded` | `unplaced` | `empty` | `failed`, the three kinds of nothing kept apart;
// `layer.select` loads again from any state, aborting a request under way.
// Behaviour: docs/behaviour.md#topicproximity; diagram: docs/charts/topicProximity.md
import { assign, setup, type SnapshotFrom } from 'xstate';
import {
  getProximity,
  toTopicFailure,
  type ProximityData,
  type ProximityLayer,
  type TopicFailure,
} from '../../api/topics/topics';
import type { ProximityPoint } from '../../../contract/types';
import { type ConversationInput, requestActor } from '../common/fromRequest';
import { failTo } from '../common/failTo';

interface TopicProximityContext {
  conversationId: string;
  layer: ProximityLayer;
  points: ProximityPoint[];
  /** Comments of the layer without a finite position: left off the map. */
  unplaced: number;
  error: TopicFailure | null;
  /** The map is also shown as a list (its text alternative, docs/behaviour.md#topicproximity). */
  listed: boolean;
}

export type TopicProximityEvent =
  | { type: 'layer.select'; layer: ProximityLayer }
  | { type: 'proximity.retry' }
  | { type: 'list.toggle' };

/** Proximity layers 0 to 2. */
export const PROXIMITY_LAYERS: readonly ProximityLayer[] = [0, 1, 2];

export const topicProximityMachine = setup({
  types: {
    context: {} as TopicProximityContext,
    events: {} as TopicProximityEvent,
    input: {} as ConversationInput,
  },
  actors: {
    fetchProximity: requestActor(getProximity),
  },
  guards: {
    // Choosing the layer already shown changes nothing (a select fires no change for it either).
    isOtherLayer: ({ context, event }) =>
      event.type === 'layer.select' && event.layer !== context.layer,
    hasPoints: (_, data: ProximityData) => data.points.length > 0,
    hasOnlyUnplaced: (_, data: ProximityData) => data.points.length === 0 && data.unplaced > 0,
  },
  actions: {
    store: assign((_, data: ProximityData) => ({
      points: data.points,
      unplaced: data.unplaced,
      error: null,
    })),
  },
}).createMachine({
  id: 'topicProximity',
  // Where this chart's screen lives: docs/charts/README.md lists route and view from here.
  meta: {
    route: '/m/:conversationId/topics/proximity',
    view: 'src/views/topics/TopicProximityPage.tsx',
  },
  context: ({ input }) => ({
    conversationId: input.conversationId,
    layer: 0,
    points: [],
    unplaced: 0,
    error: null,
    listed: false,
  }),
  initial: 'loading',
  on: {
    'list.toggle': { actions: assign({ listed: ({ context }) => !context.listed }) },
    'layer.select': {
      guard: 'isOtherLayer',
      target: '.loading',
      reenter: true,
      actions: assign({ layer: ({ event }) => event.layer, points: [], unplaced: 0 }),
    },
  },
  states: {
    loading: {
      invoke: {
        id: 'fetchProximity',
        src: 'fetchProximity',
        input: ({ context }) => ({ conversationId: context.conversationId, layer: context.layer }),
        onDone: [
          {
            guard: { type: 'hasPoints', params: ({ event }) => event.output },
            target: 'loaded',
            actions: { type: 'store', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'hasOnlyUnplaced', params: ({ event }) => event.output },
            target: 'unplaced',
            actions: { type: 'store', params: ({ event }) => event.output },
          },
          { target: 'empty', actions: { type: 'store', params: ({ event }) => event.output } },
        ],
        onError: failTo('failed', 'error', toTopicFailure),
      },
    },
    loaded: {},
    unplaced: {},
    empty: {},
    failed: { on: { 'proximity.retry': 'loading' } },
  },
});

type TopicProximitySnapshot = SnapshotFrom<typeof topicProximityMachine>;

export type ProximityView = 'loading' | 'loaded' | 'unplaced' | 'empty' | 'failed';

export const selectProximityView = (s: TopicProximitySnapshot): ProximityView =>
  (['loaded', 'unplaced', 'empty', 'failed'] as const).find((v) => s.matches(v)) ?? 'loading';
export const selectProximityLayer = (s: TopicProximitySnapshot): ProximityLayer => s.context.layer;
export const selectPoints = (s: TopicProximitySnapshot): ProximityPoint[] => s.context.points;
export const selectUnplaced = (s: TopicProximitySnapshot): number => s.context.unplaced;
export const selectProximityError = (s: TopicProximitySnapshot): TopicFailure | null =>
  s.matches('failed') ? s.context.error : null;
/** Whether the map is shown as a list too. */
export const selectListed = (s: TopicProximitySnapshot): boolean => s.context.listed;
