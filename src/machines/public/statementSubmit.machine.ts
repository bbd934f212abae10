// A participant's own statement (/{conversation_id}, shown when write_type is 1): at most the
// conversation's statement limit (comment_max_length; 140 when the server names none), never blank.
//
// `idle` → `submitting` → `submitted` (a thank-you for SUBMITTED_MS, then `idle`) or `failed`; a
// blank submit stays in `idle`, refused. The text lives here, not in the view, and is kept on every
// failure (network, 409 duplicate, 403 closed, 429 rate limited: the server's Danish message is
// shown), so nothing typed is lost. A statement posted without a participant token creates the
// participant: its token is kept.
//
// Behaviour: docs/behaviour.md#statementsubmit
// Diagram: docs/charts/statementSubmit.md
import { assign, setup, type SnapshotFrom } from 'xstate';
import { saveParticipantToken } from '../../api/public/participantToken';
import { postParticipantStatement, type StatementOutcome } from '../../api/public/participation';
import { fromRequest } from '../actors/fromRequest';
import { canSendStatement, fitsStatementLimit } from './participationRules';
import { responseProblem, type ResponseProblem } from '../rules/responseText';

/** How long the thank-you stays on the button before the form is ready for the next one. */
export const SUBMITTED_MS = 4000;

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
}

export type StatementSubmitEvent =
  { type: 'statement.change'; text: string } | { type: 'statement.submit' };

export const statementSubmitMachine = setup({
  types: {
    context: {} as StatementSubmitContext,
    events: {} as StatementSubmitEvent,
    input: {} as StatementSubmitInput,
  },
  actors: {
    postStatement: fromRequest<StatementOutcome, { conversationId: string; txt: string }>(
      ({ input, signal }) => postParticipantStatement(input, signal),
    ),
  },
  guards: {
    fits: ({ context, event }) =>
      event.type === 'statement.change' && fitsStatementLimit(event.text, context.maxLength),
    isSendable: ({ context }) => canSendStatement(context.text, context.maxLength),
  },
  actions: {
    setText: assign({
      text: ({ context, event }) => (event.type === 'statement.change' ? event.text : context.text),
      refused: false,
    }),
    keepToken: ({ context }, params: { outcome: StatementOutcome }) => {
      if (params.outcome.token) saveParticipantToken(context.conversationId, params.outcome.token);
    },
  },
  delays: { SUBMITTED_MS },
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
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'statement.change': { guard: 'fits', actions: 'setText' },
        'statement.submit': [
          { guard: 'isSendable', target: 'submitting' },
          { actions: assign({ refused: true }) },
        ],
      },
    },
    submitting: {
      entry: assign({ error: null, refused: false }),
      invoke: {
        id: 'postStatement',
        src: 'postStatement',
        input: ({ context }) => ({
          conversationId: context.conversationId,
          txt: context.text.trim(),
        }),
        onDone: {
          target: 'submitted',
          actions: [
            { type: 'keepToken', params: ({ event }) => ({ outcome: event.output }) },
            assign({ text: '' }),
          ],
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => responseProblem(event.error) }),
        },
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

export type StatementPhase = 'idle' | 'submitting' | 'submitted' | 'failed';

export const selectStatementPhase = (s: StatementSubmitSnapshot): StatementPhase =>
  s.matches('submitting')
    ? 'submitting'
    : s.matches('submitted')
      ? 'submitted'
      : s.matches('failed')
        ? 'failed'
        : 'idle';
export const selectStatementText = (s: StatementSubmitSnapshot) => s.context.text;
export const selectStatementRefused = (s: StatementSubmitSnapshot) =>
  s.matches('idle') && s.context.refused;
export const selectStatementError = (s: StatementSubmitSnapshot): ResponseProblem | null =>
  s.matches('failed') ? s.context.error : null;
export const selectStatementMax = (s: StatementSubmitSnapshot): number => s.context.maxLength;
