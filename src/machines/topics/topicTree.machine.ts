// The topics tree at /m/{conversation_id}/topics: the topics of each layer and their moderation.
//
// `ready` takes one moderation at a time (`confirming` in the topicAction dialog → `reloading`);
// an undo ('moderation.undone') or a new run ('topics.generated') reloads the tree.
// Behaviour: docs/behaviour.md#topictree; diagram: docs/charts/topicTree.md
import { assign, setup } from 'xstate';
import {
  isTopicModerationUnavailable,
  listTopics,
  toTopicFailure,
  type TopicFailure,
  type TopicList,
} from '../../api/topics/topics';
import type { TopicLayer } from '../../api/topics/topicParsing';
import type { TopicAction } from '../../../contract/types';
import {
  conversationInput,
  type ConversationInput,
  conversationRequest,
} from '../common/fromRequest';
import { listenTo } from '../common/appEvents';
import { topicActionMachine, type TopicActionOutput } from './topicAction.machine';
import {
  type AppliedAction,
  applyModeration,
  countTopics,
  DEFAULT_LAYER,
  type FailedStep,
  findTopic,
  isActionAllowed,
  keepLayerChoice,
  type LayerChoice,
  logStepFailure,
  type ModerationNotice,
  NOTICE_MS,
  onStepFailure,
} from './topics';
import { failTo } from '../common/failTo';

interface TopicTreeContext {
  conversationId: string;
  layers: TopicLayer[];
  layer: LayerChoice;
  /** Topic keys whose card is expanded. */
  expanded: Record<string, true>;
  loadError: TopicFailure | null;
  /**
   * Whether the server can moderate topics: false once it said it cannot (upstream Polis without
   * its topic store, docs/upstream.md#topics) — the tree is then shown without its actions.
   */
  moderationAvailable: boolean;
  /** The moderation being sent or just confirmed. */
  moderation: { topicKey: string; action: TopicAction } | null;
  notice: ModerationNotice | null;
  /** The last applied topic action the server logged: what 'Fortryd' undoes. */
  lastAction: AppliedAction | null;
}

type Applied = Extract<TopicActionOutput, { outcome: 'applied' }>;

const unavailableError = (output: TopicActionOutput): unknown =>
  output.outcome === 'unavailable' ? output.error : undefined;

export type TopicTreeEvent =
  | { type: 'layer.select'; layer: LayerChoice }
  | { type: 'topic.toggle'; topicKey: string }
  | { type: 'topic.moderate'; topicKey: string; action: TopicAction }
  | { type: 'topics.retry' }
  | { type: 'notice.dismiss' }
  /** 'Generér emner' finished (topicGenerate, through appEvents): load the new topics. */
  | { type: 'topics.generated'; conversationId: string }
  /** 'Fortryd' succeeded (moderationUndo, through appEvents): statuses changed, reload. */
  | { type: 'moderation.undone'; conversationId: string };

const topicTreeSetup = setup({
  types: {
    context: {} as TopicTreeContext,
    events: {} as TopicTreeEvent,
    input: {} as ConversationInput,
  },
  actors: {
    fetchTopics: conversationRequest(listTopics),
    topicAction: topicActionMachine,
    listenForGeneratedTopics: listenTo('topics.generated'),
    listenForUndo: listenTo('moderation.undone'),
  },
  guards: {
    hasTopics: (_, list: TopicList) => countTopics(list.layers) > 0,
    wasApplied: (_, output: TopicActionOutput) => output.outcome === 'applied',
    wasUnavailable: (_, output: TopicActionOutput) => output.outcome === 'unavailable',
    isAllowed: ({ context, event }) =>
      event.type === 'topic.moderate' &&
      context.moderationAvailable &&
      isActionAllowed(findTopic(context.layers, event.topicKey), event.action),
  },
  delays: { NOTICE_MS },
  actions: {
    storeTopics: assign(({ context }, list: TopicList) => ({
      layers: list.layers,
      layer: keepLayerChoice(context.layer, list.layers),
      loadError: null,
      // Once the server said it cannot moderate, a later list does not take that back.
      moderationAvailable: context.moderationAvailable && list.moderationAvailable,
    })),
    // A moderation the server cannot do at all: no further action is offered.
    noteUnavailable: assign(({ context }, params: { error: unknown }) => ({
      moderationAvailable:
        context.moderationAvailable && !isTopicModerationUnavailable(params.error),
    })),
    storeNoTopics: assign({ layers: [], loadError: null }),
    endModeration: assign({ moderation: null }),
    startModeration: assign(({ event }) =>
      event.type === 'topic.moderate'
        ? { moderation: { topicKey: event.topicKey, action: event.action }, notice: null }
        : {},
    ),
    showNotice: assign(({ context }, params: { step: FailedStep; error: unknown }) => ({
      notice: {
        step: params.step,
        action: context.moderation?.action ?? 'accept',
        failure: toTopicFailure(params.error),
      },
    })),
    // Moderation failures are logged (a separate action: assign must stay pure).
    logFailure: (_, params: { step: FailedStep; error: unknown }) =>
      logStepFailure(params.step, params.error, 'topics'),
  },
});

/**
 * Reading the tree: first (`loading`, where a failure is the page's) or again after a moderation
 * or an undo (`ready.reloading`, which ends the moderation and shows a failure as a notice).
 */
const readingTopics = (again: boolean) =>
  topicTreeSetup.createStateConfig({
    invoke: {
      id: 'fetchTopics',
      src: 'fetchTopics',
      input: conversationInput,
      onDone: [
        {
          guard: { type: 'hasTopics', params: ({ event }) => event.output },
          target: again ? 'idle' : 'ready',
          actions: [
            { type: 'storeTopics', params: ({ event }) => event.output },
            ...(again ? (['endModeration'] as const) : []),
          ],
        },
        {
          target: again ? '#topicTree.empty' : 'empty',
          actions: ['storeNoTopics', ...(again ? (['endModeration'] as const) : [])],
        },
      ],
      onError: again
        ? { target: 'noticed', actions: onStepFailure('reload') }
        : failTo('failed', 'loadError', toTopicFailure),
    },
  });

export const topicTreeMachine = topicTreeSetup.createMachine({
  id: 'topicTree',
  // Where this chart's screen lives: docs/charts/README.md lists route and view from here.
  meta: { route: '/m/:conversationId/topics', view: 'src/views/topics/TopicTreePage.tsx' },
  context: ({ input }) => ({
    conversationId: input.conversationId,
    layers: [],
    layer: DEFAULT_LAYER,
    expanded: {},
    loadError: null,
    moderationAvailable: true,
    moderation: null,
    notice: null,
    lastAction: null,
  }),
  // New topics from 'Generér emner' replace whatever the tree shows (a moderation in flight is
  // abandoned: its topic may be gone).
  invoke: [
    {
      src: 'listenForGeneratedTopics',
      input: conversationInput,
    },
    { src: 'listenForUndo', input: conversationInput },
  ],
  on: { 'topics.generated': '.loading' },
  initial: 'loading',
  states: {
    loading: readingTopics(false),
    failed: { on: { 'topics.retry': 'loading' } },
    empty: {},
    ready: {
      initial: 'idle',
      on: {
        // An undo changed statuses: show them (the reload's own notice covers a failure).
        'moderation.undone': { target: '.reloading' },
        'layer.select': { actions: assign({ layer: ({ event }) => event.layer }) },
        'topic.toggle': {
          actions: assign({
            expanded: ({ context, event }) => {
              const { [event.topicKey]: open, ...rest } = context.expanded;
              return open ? rest : { ...context.expanded, [event.topicKey]: true };
            },
          }),
        },
      },
      states: {
        idle: {
          on: {
            'topic.moderate': {
              guard: 'isAllowed',
              target: 'confirming',
              actions: 'startModeration',
            },
          },
        },
        confirming: {
          invoke: {
            id: 'topicAction',
            src: 'topicAction',
            input: ({ context }) => ({
              conversationId: context.conversationId,
              topicKey: context.moderation!.topicKey,
              topicName:
                findTopic(context.layers, context.moderation!.topicKey)?.topic_name ||
                context.moderation!.topicKey,
              action: context.moderation!.action,
            }),
            onDone: [
              {
                guard: { type: 'wasApplied', params: ({ event }) => event.output },
                target: 'reloading',
                actions: assign(({ context, event }) => {
                  const applied = event.output as Applied;
                  return {
                    layers: applyModeration(
                      context.layers,
                      applied.topicKey,
                      applied.action,
                      applied.reply.moderated_at,
                    ),
                    lastAction:
                      applied.reply.actionId === null
                        ? null
                        : {
                            actionId: applied.reply.actionId,
                            action: applied.action,
                            topicName: applied.topicName,
                            changed: applied.reply.changed,
                          },
                  };
                }),
              },
              {
                guard: { type: 'wasUnavailable', params: ({ event }) => event.output },
                target: 'noticed',
                actions: (['showNotice', 'logFailure', 'noteUnavailable'] as const).map((type) => ({
                  type,
                  params: ({ event }: { event: { output: TopicActionOutput } }) => ({
                    step: 'moderate' as const,
                    error: unavailableError(event.output),
                  }),
                })),
              },
              { target: 'idle', actions: assign({ moderation: null }) },
            ],
          },
        },
        reloading: readingTopics(true),
        noticed: {
          after: { NOTICE_MS: { target: 'idle', actions: assign({ notice: null }) } },
          on: {
            'notice.dismiss': { target: 'idle', actions: assign({ notice: null }) },
            'topic.moderate': {
              guard: 'isAllowed',
              target: 'confirming',
              actions: 'startModeration',
            },
          },
        },
      },
    },
  },
});
