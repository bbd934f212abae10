// "Skift adgangskode" on /account: the current password and a new one, checked by the server
// (throttled), which says why beside the field it concerns.
//
// `editing` → `saving` → `editing` (cleared, or with the reason); a blank field never leaves.
// Behaviour: docs/behaviour.md#change-password; diagram: docs/charts/changePassword.md
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { AccountReply } from '../../api/account/account';
import { currentAccessToken } from '../../api/common/client';
import { changePassword } from '../../api/account/passkeys';

export type ChangePasswordProblem =
  | { kind: 'currentBlank' }
  | { kind: 'passwordBlank' }
  | { kind: 'refused'; message: string; field: 'current' | 'password' | null }
  | { kind: 'unavailable' };

interface ChangePasswordContext {
  current: string;
  password: string;
  problem: ChangePasswordProblem | null;
  /** The password was just changed (the status line says so until the next keystroke). */
  changed: boolean;
}

export type ChangePasswordEvent =
  | { type: 'current.change'; value: string }
  | { type: 'password.change'; value: string }
  | { type: 'password.submit' };

const fieldOf = (field: string | undefined) =>
  field === 'current' || field === 'password' ? field : null;

export const changePasswordMachine = setup({
  types: { context: {} as ChangePasswordContext, events: {} as ChangePasswordEvent },
  actors: {
    changePassword: fromPromise<AccountReply<object>, { current: string; password: string }>(
      async ({ input, signal }) => changePassword(input, await currentAccessToken(), signal),
    ),
  },
  guards: {
    isCurrentBlank: ({ context }) => context.current === '',
    isPasswordBlank: ({ context }) => context.password === '',
  },
}).createMachine({
  id: 'changePassword',
  meta: { route: '/account', view: 'src/views/account/ChangePasswordForm.tsx' },
  context: { current: '', password: '', problem: null, changed: false },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'current.change': {
          actions: assign({ current: ({ event }) => event.value, problem: null, changed: false }),
        },
        'password.change': {
          actions: assign({ password: ({ event }) => event.value, problem: null, changed: false }),
        },
        'password.submit': [
          { guard: 'isCurrentBlank', actions: assign({ problem: { kind: 'currentBlank' } }) },
          { guard: 'isPasswordBlank', actions: assign({ problem: { kind: 'passwordBlank' } }) },
          { target: 'saving', actions: assign({ problem: null, changed: false }) },
        ],
      },
    },
    saving: {
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({ current: context.current, password: context.password }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'editing',
            // Neither password stays in memory once the server has the new one.
            actions: assign({ current: '', password: '', changed: true }),
          },
          {
            target: 'editing',
            actions: assign({
              problem: ({ event }) =>
                event.output.ok
                  ? null
                  : {
                      kind: 'refused' as const,
                      message: event.output.refusal.message,
                      field: fieldOf(event.output.refusal.field),
                    },
            }),
          },
        ],
        onError: { target: 'editing', actions: assign({ problem: { kind: 'unavailable' } }) },
      },
    },
  },
});

type Snapshot = SnapshotFrom<typeof changePasswordMachine>;
export const selectPhase = (s: Snapshot) => s.value as 'editing' | 'saving';
export const selectCurrent = (s: Snapshot) => s.context.current;
export const selectPassword = (s: Snapshot) => s.context.password;
export const selectProblem = (s: Snapshot) => s.context.problem;
export const selectChanged = (s: Snapshot) => s.context.changed;
