// Self-service sign-up: /account/signup (linked from the sign-in page when SIGNUP_MODE=domains).
//
// `editing` → `sending` → `sent`; a blank address stays in `editing`, and a refusal (an address
// outside the allowed domains, throttling, no access code) or a failure returns there with the
// reason next to the field. The server answers the same whether or not the address has an account
// (an existing one gets a reset link instead), so nothing here tells who has one.
//
// Behaviour: docs/behaviour.md#signup
// Diagram: docs/charts/signup.md
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { requestSignup, type AccountReply } from '../api/account';

interface SignupContext {
  email: string;
  /** 'blank', 'unavailable', or the server's words (a bad address, throttling, no access code). */
  problem: 'blank' | 'unavailable' | { message: string; field: 'email' | null } | null;
}

export type SignupEvent = { type: 'email.change'; value: string } | { type: 'email.submit' };

export const signupMachine = setup({
  types: { context: {} as SignupContext, events: {} as SignupEvent },
  actors: {
    sendSignup: fromPromise<AccountReply<object>, { email: string }>(({ input, signal }) =>
      requestSignup(input.email, signal),
    ),
  },
  guards: { isBlank: ({ context }) => context.email.trim() === '' },
}).createMachine({
  id: 'signup',
  meta: { route: '/account/signup', view: 'src/views/accountFlows/SignupPage.tsx' },
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
        id: 'sendSignup',
        src: 'sendSignup',
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

type Snapshot = SnapshotFrom<typeof signupMachine>;
export const selectEmail = (s: Snapshot) => s.context.email;
export const selectProblem = (s: Snapshot) => s.context.problem;
export const selectPhase = (s: Snapshot) => s.value as 'editing' | 'sending' | 'sent';
