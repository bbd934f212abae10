// The confirmation dialog of a topic action (Acceptér / Afvis / Meta on a topic card).
//
// `previewing` the server's impact → `choosing` → (`confirmingRemoval`) → `sending` → `applied`
// (its output the log entry for 'Fortryd') | `unavailable` | `cancelled`.
// Behaviour: docs/behaviour.md#topicaction; diagram: docs/charts/topicAction.md
import { assign, setup, type SnapshotFrom } from 'xstate';
import { getTopicImpact, type TopicImpact } from '../../api/moderation/moderationActions';
import {
  isTopicModerationUnavailable,
  moderateTopic,
  toTopicFailure,
  type TopicFailure,
} from '../../api/topics/topics';
import type { ModerationReply } from '../../api/topics/topicParsing';
import type { TopicAction } from '../../../contract/types';
import { requestActor } from '../common/fromRequest';
import { removalGuardMachine, type RemovalGuardOutput } from '../common/removalGuard.machine';
import { needsRemovalCheck } from '../common/removal';
import { changedCount, removalCandidates, requestChoices } from './topicImpact';

export interface TopicActionInput {
  conversationId: string;
  topicKey: string;
  topicName: string;
  action: TopicAction;
}

interface TopicActionContext extends TopicActionInput {
  /** Null when the server cannot preview (upstream Polis): every statement changes. */
  impact: TopicImpact | null;
  chosenFlagged: Record<number, true>;
  includeModerated: boolean;
  error: TopicFailure | null;
  /** Set on entering a final state: what the tree does next. */
  outcome: 'applied' | 'unavailable' | 'cancelled' | null;
  reply: ModerationReply | null;
  /** The raw error of `unavailable`, for the tree's notice. */
  unavailableError: unknown;
}

export type TopicActionEvent =
  | { type: 'flagged.toggle'; tid: number }
  | { type: 'moderated.toggle' }
  | { type: 'action.confirm' }
  | { type: 'action.retry' }
  | { type: 'dialog.cancel' };

export type TopicActionOutput =
  | {
      outcome: 'applied';
      reply: ModerationReply;
      topicKey: string;
      action: TopicAction;
      topicName: string;
    }
  | { outcome: 'unavailable'; error: unknown }
  | { outcome: 'cancelled' };

export const topicActionMachine = setup({
  types: {
    context: {} as TopicActionContext,
    events: {} as TopicActionEvent,
    input: {} as TopicActionInput,
    output: {} as TopicActionOutput,
  },
  actors: {
    previewAction: requestActor(getTopicImpact),
    sendAction: requestActor(moderateTopic),
    removalGuard: removalGuardMachine,
  },
  guards: {
    cannotModerate: (_, error: unknown) => isTopicModerationUnavailable(error),
    needsConfirmation: ({ context }) =>
      needsRemovalCheck(removalCandidates(context.impact, context.action, context)),
    wasApproved: (_, output: RemovalGuardOutput) => output.approved,
  },
  actions: {
    storeFailure: assign((_, error: unknown) => ({ error: toTopicFailure(error) })),
  },
}).createMachine({
  id: 'topicAction',
  // A dialog on the topics screen: the topic tree invokes it.
  meta: { route: '/m/:conversationId/topics', view: 'src/views/topics/TopicActionDialog.tsx' },
  context: ({ input }) => ({
    ...input,
    impact: null,
    chosenFlagged: {},
    includeModerated: false,
    error: null,
    outcome: null,
    reply: null,
    unavailableError: null,
  }),
  initial: 'previewing',
  on: {
    'dialog.cancel': { target: '.cancelled' },
  },
  states: {
    previewing: {
      invoke: {
        id: 'previewAction',
        src: 'previewAction',
        input: ({ context }) => ({
          conversationId: context.conversationId,
          topicKey: context.topicKey,
          topicName: context.topicName,
          action: context.action,
        }),
        onDone: {
          target: 'choosing',
          actions: assign({ impact: ({ event }) => event.output, error: null }),
        },
        onError: {
          target: 'previewFailed',
          actions: {
            type: 'storeFailure',
            params: ({ event }: { event: { error: unknown } }) => event.error,
          },
        },
      },
    },
    previewFailed: { on: { 'action.retry': 'previewing' } },
    choosing: {
      on: {
        'flagged.toggle': {
          actions: assign({
            chosenFlagged: ({ context, event }) => {
              const { [event.tid]: chosen, ...rest } = context.chosenFlagged;
              return chosen ? rest : { ...context.chosenFlagged, [event.tid]: true as const };
            },
          }),
        },
        'moderated.toggle': {
          actions: assign({ includeModerated: ({ context }) => !context.includeModerated }),
        },
        'action.confirm': [
          { guard: 'needsConfirmation', target: 'confirmingRemoval' },
          { target: 'sending' },
        ],
      },
    },
    confirmingRemoval: {
      invoke: {
        id: 'removalGuard',
        src: 'removalGuard',
        input: ({ context }) => ({
          origin: 'topicDialog' as const,
          statements: removalCandidates(context.impact, context.action, context),
        }),
        onDone: [
          {
            guard: { type: 'wasApproved', params: ({ event }) => event.output },
            target: 'sending',
          },
          { target: 'choosing' },
        ],
        onError: { target: 'choosing' },
      },
    },
    sending: {
      // Cancelling while the request is under way would leave the moderator unsure what happened.
      on: { 'dialog.cancel': {} },
      invoke: {
        id: 'sendAction',
        src: 'sendAction',
        input: ({ context }) => ({
          conversationId: context.conversationId,
          topicKey: context.topicKey,
          action: context.action,
          choices: requestChoices(context.impact, context),
        }),
        onDone: {
          target: 'applied',
          actions: assign({ reply: ({ event }) => event.output }),
        },
        onError: [
          {
            guard: {
              type: 'cannotModerate',
              params: ({ event }: { event: { error: unknown } }) => event.error,
            },
            target: 'unavailable',
            actions: assign({ unavailableError: ({ event }) => event.error }),
          },
          {
            target: 'sendFailed',
            actions: {
              type: 'storeFailure',
              params: ({ event }: { event: { error: unknown } }) => event.error,
            },
          },
        ],
      },
    },
    sendFailed: { on: { 'action.retry': 'sending' } },
    applied: { type: 'final', entry: assign({ outcome: 'applied' }) },
    unavailable: { type: 'final', entry: assign({ outcome: 'unavailable' }) },
    cancelled: { type: 'final', entry: assign({ outcome: 'cancelled' }) },
  },
  output: ({ context }): TopicActionOutput => {
    if (context.outcome === 'applied' && context.reply) {
      return {
        outcome: 'applied',
        reply: context.reply,
        topicKey: context.topicKey,
        action: context.action,
        topicName: context.topicName,
      };
    }
    if (context.outcome === 'unavailable') {
      return { outcome: 'unavailable', error: context.unavailableError };
    }
    return { outcome: 'cancelled' };
  },
});

type TopicActionSnapshot = SnapshotFrom<typeof topicActionMachine>;

export type TopicActionView =
  | 'previewing'
  | 'previewFailed'
  | 'choosing'
  | 'confirmingRemoval'
  | 'sending'
  | 'sendFailed'
  | 'closed';

export const selectActionView = (s: TopicActionSnapshot): TopicActionView =>
  s.status === 'done' ? 'closed' : (s.value as TopicActionView);
export const selectImpact = (s: TopicActionSnapshot): TopicImpact | null => s.context.impact;
export const selectChangedCount = (s: TopicActionSnapshot): number | null =>
  s.context.impact ? changedCount(s.context.impact, s.context) : null;
export const selectIsFlaggedChosen = (s: TopicActionSnapshot, tid: number): boolean =>
  s.context.chosenFlagged[tid] === true;
export const selectIncludeModerated = (s: TopicActionSnapshot): boolean =>
  s.context.includeModerated;
export const selectActionError = (s: TopicActionSnapshot): TopicFailure | null => s.context.error;
