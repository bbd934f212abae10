// A participant's own statement (write_type 1): within the conversation's limit, never blank.
//
// `idle` → `checking` (POST /comments/similar; a failure or CHECK_MS sends anyway) → `similar` or
// `submitting` → `submitted` | `failed`; the text lives here and survives every failure.
// Behaviour: docs/behaviour.md#statementsubmit; diagram: docs/charts/statementSubmit.md
import { assign, enqueueActions, setup, type SnapshotFrom } from 'xstate';
import { saveParticipantToken } from '../../../api/public/participation/participantToken';
import {
  checkSimilarStatements,
  postParticipantStatement,
  postVote,
  type SimilarStatement,
} from '../../../api/public/participation/participation';
import type { VoteValue } from '../../../../contract/types';
import { requestActor } from '../../common/fromRequest';
import { canSendStatement, fitsStatementLimit } from '../../common/statementText';
import { responseProblem, type ResponseProblem } from '../../common/responseText';
import { failTo } from '../../common/failTo';

/** How long the thank-you stays on the button before the form is ready for the next one. */
export const SUBMITTED_MS = 4000;
/** The near-duplicate check is a courtesy: past this, the statement is sent without it. */
export const CHECK_MS = 3000;

export interface StatementSubmitInput {
  conversationId: string;
  /** The conversation's statement limit, in characters. */
  maxLength: number;
}

interface StatementSubmitContext {
  conversationId: string;
  maxLength: number;
  text: string;
  /** A blank statement was refused; cleared by the next change. */
  refused: boolean;
  error: ResponseProblem | null;
  /** The shown statement the text nearly repeats, while the page offers it. */
  similar: SimilarStatement | null;
  /** The vote on `similar` that failed (its Danish reason); cleared by the next try. */
  voteError: ResponseProblem | null;
}

export type StatementSubmitEvent =
  | { type: 'statement.change'; text: string }
  | { type: 'statement.submit' }
  | { type: 'similar.vote'; vote: VoteValue }
  | { type: 'similar.send' };

/** The statement as typed, as both the similarity check and the send take it. */
const typedStatement = ({ context }: { context: StatementSubmitContext }) => ({
  conversationId: context.conversationId,
  txt: context.text.trim(),
});

export const statementSubmitMachine = setup({
  types: {
    context: {} as StatementSubmitContext,
    events: {} as StatementSubmitEvent,
    input: {} as StatementSubmitInput,
  },
  actors: {
    checkSimilar: requestActor(checkSimilarStatements),
    voteInstead: requestActor(postVote),
    postStatement: requestActor(postParticipantStatement),
  },
  guards: {
    fits: ({ context, event }) =>
      event.type === 'statement.change' && fitsStatementLimit(event.text, context.maxLength),
    isSendable: ({ context }) => canSendStatement(context.text, context.maxLength),
    hasSimilar: (_, params: { found: SimilarStatement[] }) => params.found.length > 0,
  },
  actions: {
    setText: assign({
      text: ({ context, event }) => (event.type === 'statement.change' ? event.text : context.text),
      refused: false,
    }),
    // A new check or send: the last one's error, refusal and similar statement go.
    clearOutcome: assign({ error: null, refused: false, similar: null, voteError: null }),
    // Sent, as a statement or as a vote instead: the participant's token is kept, the form emptied.
    keepSent: enqueueActions(
      ({ context, enqueue }, params: { outcome: { token: string | null } }) => {
        const { token } = params.outcome;
        if (token) enqueue(() => saveParticipantToken(context.conversationId, token));
        enqueue.assign({ text: '' });
      },
    ),
  },
  delays: { SUBMITTED_MS, CHECK_MS },
}).createMachine({
  id: 'statementSubmit',
  // Where this chart's screen lives: docs/charts/README.md lists route and view from here.
  meta: { route: '/:conversationId', view: 'src/views/public/participation/StatementForm.tsx' },
  context: ({ input }) => ({
    conversationId: input.conversationId,
    maxLength: input.maxLength,
    text: '',
    refused: false,
    error: null,
    similar: null,
    voteError: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'statement.change': { guard: 'fits', actions: 'setText' },
        'statement.submit': [
          { guard: 'isSendable', target: 'checking' },
          { actions: assign({ refused: true }) },
        ],
      },
    },
    checking: {
      entry: 'clearOutcome',
      invoke: {
        id: 'checkSimilar',
        src: 'checkSimilar',
        input: typedStatement,
        onDone: [
          {
            guard: { type: 'hasSimilar', params: ({ event }) => ({ found: event.output }) },
            target: 'similar',
            actions: assign({ similar: ({ event }) => event.output[0] }),
          },
          { target: 'submitting' },
        ],
        // Down, refused or unknown (upstream Polis): send as before.
        onError: 'submitting',
      },
      after: { CHECK_MS: 'submitting' },
    },
    similar: {
      on: {
        'similar.vote': 'votingInstead',
        'similar.send': 'submitting',
        'statement.change': {
          guard: 'fits',
          target: 'idle',
          actions: ['setText', assign({ similar: null, voteError: null })],
        },
      },
    },
    votingInstead: {
      entry: assign({ voteError: null }),
      invoke: {
        id: 'voteInstead',
        src: 'voteInstead',
        input: ({ context, event }) => ({
          conversationId: context.conversationId,
          tid: context.similar!.tid,
          vote: event.type === 'similar.vote' ? event.vote : 0,
        }),
        onDone: {
          target: 'votedInstead',
          actions: { type: 'keepSent', params: ({ event }) => ({ outcome: event.output }) },
        },
        onError: failTo('similar', 'voteError', responseProblem),
      },
    },
    votedInstead: {
      after: { SUBMITTED_MS: { target: 'idle', actions: assign({ similar: null }) } },
      on: {
        'statement.change': {
          guard: 'fits',
          target: 'idle',
          actions: ['setText', assign({ similar: null })],
        },
      },
    },
    submitting: {
      entry: 'clearOutcome',
      invoke: {
        id: 'postStatement',
        src: 'postStatement',
        input: typedStatement,
        onDone: {
          target: 'submitted',
          actions: { type: 'keepSent', params: ({ event }) => ({ outcome: event.output }) },
        },
        onError: failTo('failed', 'error', responseProblem),
      },
    },
    submitted: {
      after: { SUBMITTED_MS: 'idle' },
      on: { 'statement.change': { guard: 'fits', target: 'idle', actions: 'setText' } },
    },
    failed: {
      on: {
        'statement.change': {
          guard: 'fits',
          target: 'idle',
          actions: ['setText', assign({ error: null })],
        },
        'statement.submit': { guard: 'isSendable', target: 'submitting' },
      },
    },
  },
});

type StatementSubmitSnapshot = SnapshotFrom<typeof statementSubmitMachine>;

export type StatementPhase =
  | 'idle'
  | 'checking'
  | 'similar'
  | 'votingInstead'
  | 'votedInstead'
  | 'submitting'
  | 'submitted'
  | 'failed';

export const selectStatementPhase = (s: StatementSubmitSnapshot): StatementPhase =>
  s.value as StatementPhase;
/** The statement offered instead ("Ligner udsagn #123"), while offered or being voted on. */
export const selectSimilar = (s: StatementSubmitSnapshot): SimilarStatement | null =>
  s.matches('similar') || s.matches('votingInstead') || s.matches('votedInstead')
    ? s.context.similar
    : null;
export const selectVoteError = (s: StatementSubmitSnapshot): ResponseProblem | null =>
  s.matches('similar') ? s.context.voteError : null;
export const selectStatementText = (s: StatementSubmitSnapshot) => s.context.text;
export const selectStatementRefused = (s: StatementSubmitSnapshot) =>
  s.matches('idle') && s.context.refused;
export const selectStatementError = (s: StatementSubmitSnapshot): ResponseProblem | null =>
  s.matches('failed') ? s.context.error : null;
export const selectStatementMax = (s: StatementSubmitSnapshot): number => s.context.maxLength;
