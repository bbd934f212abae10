// The participant's page (/{conversation_id}): one statement at a time, voted 'Enig', 'Uenig' or
// 'Spring over', until none are left.
//
// `loading` (with a `slow` sub-state after SLOW_MS) ends in `voting`, `allVoted`, `closed`,
// `notFound` or `failed`; `voting` and `submittingVote` alternate while statements remain, and a
// refused vote waits in `voteFailed` on the same statement. From `allVoted` the participant can
// look for new statements (`checking`). A vote without a participant token creates the participant:
// its `auth.token` is kept (participantToken.ts) so the next call carries it. Leaving a state
// aborts its request.
//
// Behaviour: docs/behaviour.md#participation
// Diagram: docs/charts/participation.md
import { assign, setup, type SnapshotFrom } from 'xstate';
import { saveParticipantToken } from '../../api/public/participantToken';
import {
  getNextComment,
  getParticipationInit,
  postVote,
  type VoteOutcome,
} from '../../api/public/participation';
import type {
  NextComment,
  ParticipationConversation,
  ParticipationInit,
  VoteValue,
} from '../../contract/types';
import { fromRequest } from '../actors/fromRequest';
import {
  isClosedRefusal,
  isNotFoundError,
  progressOf,
  voteValueOf,
  type Progress,
  type VoteChoice,
} from './participationRules';
import { responseProblem, type ResponseProblem } from '../rules/responseText';

/** After this long, loading says it is taking a while (slow mobile connections). */
export const SLOW_MS = 6000;

export interface ParticipationInput {
  conversationId: string;
}

/** What the last 'Se efter nye udsagn' found, shown in allVoted. */
export type CheckResult = 'none' | 'nothingNew' | 'failed';

interface ParticipationContext {
  conversationId: string;
  conversation: ParticipationConversation | null;
  comment: NextComment | null;
  /** Statements this participant has voted on, this visit included. */
  votedCount: number;
  pendingVote: VoteChoice | null;
  error: ResponseProblem | null;
  /** Closed while the participant was here (a vote was refused), not already on arrival. */
  closedWhileHere: boolean;
  check: CheckResult;
}

export type ParticipationEvent =
  | { type: 'participation.retry' }
  | { type: 'vote.cast'; vote: VoteChoice }
  | { type: 'statements.check' };

export const participationMachine = setup({
  types: {
    context: {} as ParticipationContext,
    events: {} as ParticipationEvent,
    input: {} as ParticipationInput,
  },
  actors: {
    loadParticipation: fromRequest<ParticipationInit, { conversationId: string }>(
      ({ input, signal }) => getParticipationInit(input.conversationId, signal),
    ),
    sendVote: fromRequest<VoteOutcome, { conversationId: string; tid: number; vote: VoteValue }>(
      ({ input, signal }) => postVote(input, signal),
    ),
    fetchNextComment: fromRequest<NextComment | null, { conversationId: string }>(
      ({ input, signal }) => getNextComment(input.conversationId, signal),
    ),
  },
  guards: {
    isClosedOnArrival: (_, params: { init: ParticipationInit }) =>
      !params.init.conversation.is_active,
    hasStatement: (_, params: { next: NextComment | null }) => params.next !== null,
    isNotFound: (_, params: { error: unknown }) => isNotFoundError(params.error, 'conversation_id'),
    isClosedRefusal: (_, params: { error: unknown }) => isClosedRefusal(params.error),
  },
  actions: {
    setInit: assign((_, params: { init: ParticipationInit }) => ({
      conversation: params.init.conversation,
      comment: params.init.nextComment,
      votedCount: params.init.votedCount,
    })),
    takeVoteOutcome: assign(({ context }, params: { outcome: VoteOutcome }) => ({
      comment: params.outcome.nextComment,
      votedCount: context.votedCount + 1,
    })),
    // The participant's anonymous token, issued with their first vote: keep it.
    keepToken: ({ context }, params: { token: string | null }) => {
      if (params.token) saveParticipantToken(context.conversationId, params.token);
    },
    setError: assign((_, params: { error: unknown }) => ({ error: responseProblem(params.error) })),
  },
  delays: { SLOW_MS },
}).createMachine({
  id: 'participation',
  // Where this chart's screen lives: docs/charts/README.md lists route and view from here.
  meta: { route: '/:conversationId', view: 'src/views/public/participation/ParticipationPage.tsx' },
  context: ({ input }) => ({
    conversationId: input.conversationId,
    conversation: null,
    comment: null,
    votedCount: 0,
    pendingVote: null,
    error: null,
    closedWhileHere: false,
    check: 'none',
  }),
  initial: 'loading',
  states: {
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
        input: ({ context }) => ({ conversationId: context.conversationId }),
        onDone: [
          {
            guard: { type: 'isClosedOnArrival', params: ({ event }) => ({ init: event.output }) },
            target: 'closed',
            actions: { type: 'setInit', params: ({ event }) => ({ init: event.output }) },
          },
          {
            guard: {
              type: 'hasStatement',
              params: ({ event }) => ({ next: event.output.nextComment }),
            },
            target: 'voting',
            actions: { type: 'setInit', params: ({ event }) => ({ init: event.output }) },
          },
          {
            target: 'allVoted',
            actions: { type: 'setInit', params: ({ event }) => ({ init: event.output }) },
          },
        ],
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
    failed: {
      on: { 'participation.retry': 'loading' },
    },
    notFound: {},
    closed: {},
    voting: {
      entry: assign({ error: null, pendingVote: null }),
      on: {
        'vote.cast': {
          target: 'submittingVote',
          actions: assign({ pendingVote: ({ event }) => event.vote }),
        },
      },
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
            ],
          },
          {
            target: 'allVoted',
            actions: [
              { type: 'keepToken', params: ({ event }) => ({ token: event.output.token }) },
              { type: 'takeVoteOutcome', params: ({ event }) => ({ outcome: event.output }) },
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
            target: 'voteFailed',
            actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    voteFailed: {
      on: {
        'vote.cast': {
          target: 'submittingVote',
          actions: assign({ pendingVote: ({ event }) => event.vote }),
        },
      },
    },
    allVoted: {
      entry: assign({ pendingVote: null }),
      on: { 'statements.check': 'checking' },
    },
    checking: {
      invoke: {
        id: 'fetchNextComment',
        src: 'fetchNextComment',
        input: ({ context }) => ({ conversationId: context.conversationId }),
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

type ParticipationSnapshot = SnapshotFrom<typeof participationMachine>;

/** What the page shows in its main area. */
export type ParticipationPhase =
  'loading' | 'failed' | 'notFound' | 'closed' | 'voting' | 'allVoted';

export const selectPhase = (s: ParticipationSnapshot): ParticipationPhase => {
  if (s.matches('loading')) return 'loading';
  if (s.matches('failed')) return 'failed';
  if (s.matches('notFound')) return 'notFound';
  if (s.matches('closed')) return 'closed';
  if (s.matches('allVoted') || s.matches('checking')) return 'allVoted';
  return 'voting';
};
export const selectIsSlow = (s: ParticipationSnapshot) => s.matches({ loading: 'slow' });
export const selectConversation = (s: ParticipationSnapshot) => s.context.conversation;
export const selectComment = (s: ParticipationSnapshot) => s.context.comment;
export const selectProgress = (s: ParticipationSnapshot): Progress | null =>
  s.context.comment ? progressOf(s.context.comment) : null;
export const selectVotedCount = (s: ParticipationSnapshot) => s.context.votedCount;
/** The vote on its way to the server, while it is. */
export const selectPendingVote = (s: ParticipationSnapshot): VoteChoice | null =>
  s.matches('submittingVote') ? s.context.pendingVote : null;
export const selectLoadError = (s: ParticipationSnapshot) =>
  s.matches('failed') ? s.context.error : null;
export const selectVoteError = (s: ParticipationSnapshot) =>
  s.matches('voteFailed') ? s.context.error : null;
export const selectIsChecking = (s: ParticipationSnapshot) => s.matches('checking');
export const selectCheck = (s: ParticipationSnapshot): CheckResult =>
  s.matches('allVoted') ? s.context.check : 'none';
export const selectCheckError = (s: ParticipationSnapshot) =>
  s.matches('allVoted') && s.context.check === 'failed' ? s.context.error : null;
export const selectClosedWhileHere = (s: ParticipationSnapshot) => s.context.closedWhileHere;
/**
 * The statement form: 'open' while the conversation takes statements (write_type 1), 'frozen'
 * after it closed under the participant (what they typed stays readable), else 'hidden'.
 */
export const selectStatementForm = (s: ParticipationSnapshot): 'open' | 'frozen' | 'hidden' => {
  const conversation = s.context.conversation;
  if (!conversation || conversation.write_type !== 1) return 'hidden';
  if (s.matches('closed')) return s.context.closedWhileHere ? 'frozen' : 'hidden';
  if (s.matches('loading') || s.matches('failed') || s.matches('notFound')) return 'hidden';
  return 'open';
};
