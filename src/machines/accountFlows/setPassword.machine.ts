// Choosing a password from a one-time link (invite, sign-up, reset, the CLI's set-up link) at
// /account/password#<token>: the token is in the fragment, so it never reaches a server log.
//
// `checking` → `ready` | `invalid` | `checkFailed` (retry); `ready` → `saving` → `done`.
// Behaviour: docs/behaviour.md#setpassword; diagram: docs/charts/setPassword.md
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { checkLink, redeemLink, type AccountReply, type LinkInfo } from '../../api/account/account';

export interface SetPasswordInput {
  token: string;
}

/** A refusal shown next to its field ('password', 'name') or, without one, above the form. */
export interface FormProblem {
  field: 'password' | 'name' | null;
  message: string;
}

interface SetPasswordContext extends SetPasswordInput {
  link: LinkInfo | null;
  password: string;
  name: string;
  /** Why the link cannot be used (the server's words). */
  invalidReason: string;
  problem: FormProblem | 'blank' | 'unavailable' | null;
}

export type SetPasswordEvent =
  | { type: 'password.change'; value: string }
  | { type: 'name.change'; value: string }
  | { type: 'password.submit' }
  | { type: 'link.retry' };

const asField = (field: string | undefined): FormProblem['field'] =>
  field === 'password' || field === 'name' ? field : null;

export const setPasswordMachine = setup({
  types: {
    context: {} as SetPasswordContext,
    events: {} as SetPasswordEvent,
    input: {} as SetPasswordInput,
  },
  actors: {
    checkLink: fromPromise<AccountReply<LinkInfo>, { token: string }>(({ input, signal }) =>
      checkLink(input.token, signal),
    ),
    savePassword: fromPromise<
      AccountReply<{ email: string }>,
      { token: string; password: string; name: string }
    >(({ input, signal }) => redeemLink(input, signal)),
  },
  guards: {
    isBlank: ({ context }) => context.password === '',
  },
}).createMachine({
  id: 'setPassword',
  meta: { route: '/account/password', view: 'src/views/accountFlows/SetPasswordPage.tsx' },
  context: ({ input }) => ({
    token: input.token,
    link: null,
    password: '',
    name: '',
    invalidReason: '',
    problem: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'checkLink',
        src: 'checkLink',
        input: ({ context }) => ({ token: context.token }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'ready',
            actions: assign({ link: ({ event }) => (event.output.ok ? event.output.data : null) }),
          },
          {
            target: 'invalid',
            actions: assign({
              invalidReason: ({ event }) => (event.output.ok ? '' : event.output.refusal.message),
            }),
          },
        ],
        onError: 'checkFailed',
      },
    },
    checkFailed: { on: { 'link.retry': 'checking' } },
    invalid: {},
    ready: {
      on: {
        'password.change': {
          actions: assign({ password: ({ event }) => event.value, problem: null }),
        },
        'name.change': { actions: assign({ name: ({ event }) => event.value }) },
        'password.submit': [
          { guard: 'isBlank', actions: assign({ problem: 'blank' }) },
          { target: 'saving' },
        ],
      },
    },
    saving: {
      invoke: {
        id: 'savePassword',
        src: 'savePassword',
        input: ({ context }) => ({
          token: context.token,
          password: context.password,
          name: context.name,
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'done',
            actions: assign({ password: '' }),
          },
          {
            target: 'ready',
            actions: assign({
              problem: ({ event }) =>
                event.output.ok
                  ? null
                  : {
                      field: asField(event.output.refusal.field),
                      message: event.output.refusal.message,
                    },
            }),
          },
        ],
        onError: { target: 'ready', actions: assign({ problem: 'unavailable' }) },
      },
    },
    done: {},
  },
});

type Snapshot = SnapshotFrom<typeof setPasswordMachine>;

export const selectLink = (s: Snapshot) => s.context.link;
export const selectPassword = (s: Snapshot) => s.context.password;
export const selectName = (s: Snapshot) => s.context.name;
export const selectProblem = (s: Snapshot) => s.context.problem;
export const selectInvalidReason = (s: Snapshot) => s.context.invalidReason;
export const selectPhase = (s: Snapshot) =>
  s.value as 'checking' | 'checkFailed' | 'invalid' | 'ready' | 'saving' | 'done';
