// Asking for a password-reset link: /account/forgot (linked from the sign-in page).
//
// `editing` → `sending` → `sent`; a blank address stays in `editing` with a reason, and a refusal
// or a failure returns there with the reason next to the field. The server answers the same whether
// or not the address has an account, so `sent` says "if".
//
// Behaviour: docs/behaviour.md#forgotpassword
// Diagram: docs/charts/forgotPassword.md
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { requestPasswordReset, type AccountReply } from '../api/account';

interface ForgotPasswordContext {
  email: string;
  /** 'blank', 'unavailable', or the server's words (a bad address, throttling, no access code). */
  problem: 'blank' | 'unavailable' | { message: string; field: 'email' | null } | null;
}

export type ForgotPasswordEvent =
  { type: 'email.change'; value: string } | { type: 'email.submit' };

export const forgotPasswordMachine = setup({
  types: { context: {} as ForgotPasswordContext, events: {} as ForgotPasswordEvent },
  actors: {
    sendReset: fromPromise<AccountReply<object>, { email: string }>(({ input, signal }) =>
      requestPasswordReset(input.email, signal),
    ),
  },
  guards: { isBlank: ({ context }) => context.email.trim() === '' },
}).createMachine({
  id: 'forgotPassword',
  meta: { route: '/account/forgot', view: 'src/views/accountFlows/ForgotPasswordPage.tsx' },
  context: { email: '', problem: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'email.change': { actions: assign({ email: ({ event }) => event.value, problem: null }) },
        'email.submit': [
          { guard: 'isBlank', actions: assign({ problem: 'blank' }) },
          { target: 'sending' },
        ],
      },
    },
    sending: {
      invoke: {
        id: 'sendReset',
        src: 'sendReset',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: [
          { guard: ({ event }) => event.output.ok, target: 'sent' },
          {
            target: 'editing',
            actions: assign({
              problem: ({ event }) =>
                event.output.ok
                  ? null
                  : {
                      message: event.output.refusal.message,
                      field: event.output.refusal.field === 'email' ? 'email' : null,
                    },
            }),
          },
        ],
        onError: { target: 'editing', actions: assign({ problem: 'unavailable' }) },
      },
    },
    sent: {},
  },
});

type Snapshot = SnapshotFrom<typeof forgotPasswordMachine>;
export const selectEmail = (s: Snapshot) => s.context.email;
export const selectProblem = (s: Snapshot) => s.context.problem;
export const selectPhase = (s: Snapshot) => s.value as 'editing' | 'sending' | 'sent';
