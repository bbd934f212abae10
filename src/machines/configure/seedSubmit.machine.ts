// The seed statement form on the configure screen: one statement at a time, within the
// conversation's statement limit (comment_max_length).
//
// `idle` → `saving` → `succeeded` (SUCCESS_MS) | `failed` (text kept); tells `comments.changed`.
// Behaviour: docs/behaviour.md#seedsubmit; diagram: docs/charts/seedSubmit.md
import { assign, sendTo, setup, type SnapshotFrom } from 'xstate';
import { postSeedComment, type SeedCommentResponse } from '../../api/common/comments';
import { appEvents } from '../common/appEvents';
import { fromRequest } from '../common/fromRequest';
import { responseProblem, type ResponseProblem } from '../common/responseText';
import { canSendStatement, fitsStatementLimit } from '../common/statementText';
import { failTo } from '../common/failTo';

/** How long 'Udsagn tilføjet!' stays on the button. */
export const SUCCESS_MS = 2500;

export interface SeedSubmitInput {
  conversationId: string;
  /** The conversation's statement limit; the view remounts the form when it changes. */
  maxLength: number;
}

interface SeedSubmitContext {
  conversationId: string;
  maxLength: number;
  text: string;
  error: ResponseProblem | null;
}

export type SeedSubmitEvent = { type: 'seed.change'; text: string } | { type: 'seed.submit' };

export const seedSubmitMachine = setup({
  types: {
    context: {} as SeedSubmitContext,
    events: {} as SeedSubmitEvent,
    input: {} as SeedSubmitInput,
  },
  actors: {
    postSeed: fromRequest<SeedCommentResponse, { conversationId: string; text: string }>(
      ({ input, signal }) =>
        postSeedComment({ txt: input.text, conversation_id: input.conversationId }, signal),
    ),
  },
  guards: {
    fits: ({ context, event }) =>
      event.type === 'seed.change' && fitsStatementLimit(event.text, context.maxLength),
    isSendable: ({ context }) => canSendStatement(context.text, context.maxLength),
  },
  actions: {
    setText: assign({
      text: ({ context, event }) => (event.type === 'seed.change' ? event.text : context.text),
    }),
    announceCommentsChanged: sendTo(appEvents, ({ context }) => ({
      type: 'comments.changed' as const,
      conversationId: context.conversationId,
    })),
  },
  delays: { SUCCESS_MS },
}).createMachine({
  id: 'seedSubmit',
  // Where this chart's screen lives: docs/charts/README.md lists route and view from here.
  meta: { route: '/m/:conversationId', view: 'src/views/configure/SeedForm.tsx' },
  context: ({ input }) => ({
    conversationId: input.conversationId,
    maxLength: input.maxLength,
    text: '',
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'seed.change': { guard: 'fits', actions: 'setText' },
        'seed.submit': { guard: 'isSendable', target: 'saving' },
      },
    },
    saving: {
      entry: assign({ error: null }),
      invoke: {
        id: 'postSeed',
        src: 'postSeed',
        input: ({ context }) => ({
          conversationId: context.conversationId,
          text: context.text.trim(),
        }),
        onDone: {
          target: 'succeeded',
          actions: [assign({ text: '' }), 'announceCommentsChanged'],
        },
        onError: failTo('failed', 'error', responseProblem),
      },
    },
    succeeded: {
      after: { SUCCESS_MS: 'idle' },
      on: { 'seed.change': { guard: 'fits', target: 'idle', actions: 'setText' } },
    },
    failed: {
      on: {
        'seed.change': {
          guard: 'fits',
          target: 'idle',
          actions: ['setText', assign({ error: null })],
        },
        'seed.submit': { guard: 'isSendable', target: 'saving' },
      },
    },
  },
});

type SeedSubmitSnapshot = SnapshotFrom<typeof seedSubmitMachine>;

export type SeedPhase = 'idle' | 'saving' | 'succeeded' | 'failed';

export const selectSeedPhase = (s: SeedSubmitSnapshot): SeedPhase =>
  (['saving', 'succeeded', 'failed'] as const).find((v) => s.matches(v)) ?? 'idle';
export const selectSeedText = (s: SeedSubmitSnapshot): string => s.context.text;
export const selectSeedError = (s: SeedSubmitSnapshot): ResponseProblem | null =>
  s.matches('failed') ? s.context.error : null;
export const selectCanSendSeed = (s: SeedSubmitSnapshot): boolean =>
  (s.matches('idle') || s.matches('failed')) &&
  canSendStatement(s.context.text, s.context.maxLength);
export const selectSeedMax = (s: SeedSubmitSnapshot): number => s.context.maxLength;
