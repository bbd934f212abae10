// The participant's page (/{conversation_id}): one statement at a time, voted until none are left.
//
// It starts from the boot data (`arriving`) or the server (`loading`); a vote tapped on the server's
// first paint is cast as the chart arrives; a vote that meets an outage waits in `voteRetrying`.
// Behaviour: docs/behaviour.md#participation; diagram: docs/charts/participation.md
import { assign, sendTo, setup } from 'xstate';
import { saveParticipantToken } from '../../../api/public/participation/participantToken';
import {
  getNextComment,
  getParticipationInit,
  postVote,
  type VoteOutcome,
} from '../../../api/public/participation/participation';
import type { NextComment, ParticipationInit } from '../../../../contract/types';
import { appEvents } from '../../common/appEvents';
import { conversationInput, conversationRequest, requestActor } from '../../common/fromRequest';
import {
  isClosedRefusal,
  isNotFoundError,
  isTransientFailure,
  voteValueOf,
} from './participationRules';
import { responseProblem } from '../../common/responseText';
import {
  SLOW_MS,
  VOTE_RETRY_MS,
  type ParticipationContext,
  type ParticipationEvent,
  type ParticipationInput,
} from './participationTypes';

export {
  SLOW_MS,
  VOTE_RETRY_MS,
  type CheckResult,
  type ParticipationEvent,
  type ParticipationInput,
} from './participationTypes';

// What a shown statement takes, first time and after a failed vote.
const votingEvents = {
  'importance.toggle': { guard: 'isImportanceEnabled', actions: 'toggleImportant' },
  'vote.cast': { target: 'submittingVote', actions: 'holdVote' },
} as const;

export const participationMachine = setup({
  types: {
    context: {} as ParticipationContext,
    events: {} as ParticipationEvent,
    input: {} as ParticipationInput,
  },
  actors: {
    loadParticipation: conversationRequest(getParticipationInit),
    sendVote: requestActor(postVote),
    fetchNextComment: conversationRequest(getNextComment),
  },
  guards: {
    isImportanceEnabled: ({ context }) => context.conversation?.importance_enabled === true,
    hasBootData: ({ context }) => context.boot !== null,
    isClosedOnArrival: ({ context }) => context.conversation?.is_active === false,
    // A draft its owner has not opened yet (docs/behaviour.md#participation).
    isDraftOnArrival: ({ context }) => context.conversation?.is_draft === true,
    hasStatementOnArrival: ({ context }) => context.comment !== null,
    hasEarlyVote: ({ context }) => context.earlyVote !== null && context.comment !== null,
    hasStatement: (_, params: { next: NextComment | null }) => params.next !== null,
    isNotFound: (_, params: { error: unknown }) => isNotFoundError(params.error, 'conversation_id'),
    isClosedRefusal: (_, params: { error: unknown }) => isClosedRefusal(params.error),
    isTransientFailure: (_, params: { error: unknown }) => isTransientFailure(params.error),
  },
  actions: {
    setInit: assign((_, params: { init: ParticipationInit }) => ({
      boot: null,
      conversation: params.init.conversation,
      pid: params.init.participant?.pid ?? null,
      comment: params.init.nextComment,
      votedCount: params.init.votedCount,
    })),
    takeVoteOutcome: assign(({ context }, params: { outcome: VoteOutcome }) => ({
      comment: params.outcome.nextComment,
      votedCount: context.votedCount + 1,
      pid: params.outcome.currentPid >= 0 ? params.outcome.currentPid : context.pid,
      placement: params.outcome.placement ?? context.placement,
    })),
    // The opinion map, a chart of its own, hears who the participant is and how far they are.
    tellVoted: sendTo(appEvents, ({ context }) => ({
      type: 'participant.voted' as const,
      conversationId: context.conversationId,
      pid: context.pid,
      votedCount: context.votedCount,
      placement: context.placement,
    })),
    // The participant's anonymous token, issued with their first vote: keep it.
    keepToken: ({ context }, params: { token: string | null }) => {
      if (params.token) saveParticipantToken(context.conversationId, params.token);
    },
    setError: assign((_, params: { error: unknown }) => ({ error: responseProblem(params.error) })),
    toggleImportant: assign(({ context }) => ({ important: !context.important })),
    holdVote: assign(({ event }) =>
      event.type === 'vote.cast' ? { pendingVote: event.vote } : {},
    ),
    // The tap on the first paint becomes the vote on its way, once.
    takeEarlyVote: assign(({ context }) => ({ pendingVote: context.earlyVote, earlyVote: null })),
  },
  delays: { SLOW_MS, VOTE_RETRY_MS },
}).createMachine({
  id: 'participation',
  // Where this chart's screen lives: docs/charts/README.md lists route and view from here.
  meta: { route: '/:conversationId', view: 'src/views/public/participation/ParticipationPage.tsx' },
  context: ({ input }) => ({
    conversationId: input.conversationId,
    boot: input.boot ?? null,
    earlyVote: input.earlyVote ?? null,
    conversation: null,
    pid: null,
    placement: null,
    comment: null,
    votedCount: 0,
    pendingVote: null,
    important: false,
    error: null,
    closedWhileHere: false,
    check: 'none',
  }),
  initial: 'arriving',
  states: {
    arriving: {
      always: [
        {
          guard: 'hasBootData',
          target: 'arrived',
          actions: [
            { type: 'setInit', params: ({ context }) => ({ init: context.boot! }) },
            'tellVoted',
          ],
        },
        { target: 'loading' },
      ],
    },
    loading: {
      entry: assign({ error: null }),
      initial: 'quiet',
      states: {
        quiet: { after: { SLOW_MS: 'slow' } },
        slow: {},
      },
      invoke: {
        id: 'loadParticipation',
        src: 'loadParticipation',
        input: conversationInput,
        onDone: {
          target: 'arrived',
          actions: [
            { type: 'setInit', params: ({ event }) => ({ init: event.output }) },
            'tellVoted',
          ],
        },
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
          },
          {
            target: 'failed',
            actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    // The start is known (from the page or the server): where it leads.
    arrived: {
      always: [
        { guard: 'isClosedOnArrival', target: 'closed' },
        { guard: 'isDraftOnArrival', target: 'notOpenYet' },
        // Tapped on the first paint before the app was live: that vote is sent now.
        { guard: 'hasEarlyVote', target: 'submittingVote', actions: 'takeEarlyVote' },
        { guard: 'hasStatementOnArrival', target: 'voting' },
        { target: 'allVoted' },
      ],
    },
    failed: {
      on: { 'participation.retry': 'loading' },
    },
    notFound: {},
    closed: {},
    notOpenYet: {},
    voting: {
      // A new statement starts unmarked.
      entry: assign({ error: null, pendingVote: null, important: false }),
      on: votingEvents,
    },
    submittingVote: {
      entry: assign({ check: 'none' }),
      invoke: {
        id: 'sendVote',
        src: 'sendVote',
        input: ({ context }) => ({
          conversationId: context.conversationId,
          tid: context.comment?.tid ?? -1,
          vote: voteValueOf(context.pendingVote ?? 'pass'),
          important: context.important && context.conversation?.importance_enabled === true,
        }),
        onDone: [
          {
            guard: {
              type: 'hasStatement',
              params: ({ event }) => ({ next: event.output.nextComment }),
            },
            target: 'voting',
            actions: [
              { type: 'keepToken', params: ({ event }) => ({ token: event.output.token }) },
              { type: 'takeVoteOutcome', params: ({ event }) => ({ outcome: event.output }) },
              'tellVoted',
            ],
          },
          {
            target: 'allVoted',
            actions: [
              { type: 'keepToken', params: ({ event }) => ({ token: event.output.token }) },
              { type: 'takeVoteOutcome', params: ({ event }) => ({ outcome: event.output }) },
              'tellVoted',
            ],
          },
        ],
        onError: [
          {
            guard: { type: 'isClosedRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'closed',
            actions: assign({ closedWhileHere: true, error: null }),
          },
          {
            guard: { type: 'isTransientFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'voteRetrying',
            actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'voteFailed',
            actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    // The vote is kept (pendingVote) and sent again by itself; the buttons wait meanwhile.
    voteRetrying: {
      after: { VOTE_RETRY_MS: 'submittingVote' },
    },
    // The same statement, its 'Vigtigt for mig' as it was.
    voteFailed: {
      on: votingEvents,
    },
    allVoted: {
      entry: assign({ pendingVote: null }),
      on: { 'statements.check': 'checking' },
    },
    checking: {
      invoke: {
        id: 'fetchNextComment',
        src: 'fetchNextComment',
        input: conversationInput,
        onDone: [
          {
            guard: { type: 'hasStatement', params: ({ event }) => ({ next: event.output }) },
            target: 'voting',
            actions: assign({ comment: ({ event }) => event.output, check: 'none' }),
          },
          { target: 'allVoted', actions: assign({ check: 'nothingNew', error: null }) },
        ],
        onError: {
          target: 'allVoted',
          actions: [
            assign({ check: 'failed' }),
            { type: 'setError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
  },
});
