// The shared access code in front of the sign-in page, checked by the server.
//
// `unlocked` when this tab already gave it, else `locked` until `verifying` accepts a code; the
// server compares it (throttled, constant-time) and sets the cookie the sign-in page requires.
// Behaviour: docs/behaviour.md#accesscode; diagram: docs/charts/accessCode.md
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { submitAccessCode, type AccessCodeAnswer } from '../../api/account/account';

/** sessionStorage key; the value says this tab gave the code (the server's cookie is the proof). */
export const ACCESS_CODE_STORAGE_KEY = 'raadslag.accessCode';
export const UNLOCKED = 'unlocked';

export interface AccessCodeInput {
  /** AppConfig.accessCodeRequired. False: the deployment has no code, always unlocked. */
  required: boolean;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
}

/** Why the dialog is showing a message: the view picks the Danish words. */
export type AccessCodeProblem = 'empty' | 'wrong' | 'throttled' | 'unavailable';

interface AccessCodeContext extends AccessCodeInput {
  code: string;
  problem: AccessCodeProblem | null;
  /** With 'throttled': how long the server asks us to wait. */
  retryAfterSeconds: number;
}

export type AccessCodeEvent = { type: 'code.change'; value: string } | { type: 'code.submit' };

const normalize = (code: string) => code.trim();

export const accessCodeMachine = setup({
  types: {
    context: {} as AccessCodeContext,
    events: {} as AccessCodeEvent,
    input: {} as AccessCodeInput,
  },
  actors: {
    verifyCode: fromPromise<AccessCodeAnswer, { code: string }>(({ input, signal }) =>
      submitAccessCode(input.code, signal),
    ),
  },
  guards: {
    isUnlockedAlready: ({ context }) => {
      if (!context.required) return true;
      try {
        return context.storage.getItem(ACCESS_CODE_STORAGE_KEY) === UNLOCKED;
      } catch {
        return false; // Storage blocked: ask for the code.
      }
    },
    isBlank: ({ context }) => normalize(context.code) === '',
  },
  actions: {
    rememberUnlock: ({ context }) => {
      try {
        context.storage.setItem(ACCESS_CODE_STORAGE_KEY, UNLOCKED);
      } catch {
        // Storage blocked: unlocked for this page view only.
      }
    },
  },
}).createMachine({
  id: 'accessCode',
  // Where this chart's screen lives: docs/charts/README.md lists route and view from here.
  meta: { route: '/signin', view: 'src/views/signin/AccessCodeDialog.tsx' },
  context: ({ input }) => ({ ...input, code: '', problem: null, retryAfterSeconds: 0 }),
  initial: 'checkingRemembered',
  states: {
    checkingRemembered: {
      always: [{ guard: 'isUnlockedAlready', target: 'unlocked' }, { target: 'locked' }],
    },
    locked: {
      on: {
        'code.change': {
          actions: assign({ code: ({ event }) => event.value, problem: null }),
        },
        'code.submit': [
          { guard: 'isBlank', actions: assign({ problem: 'empty' }) },
          { target: 'verifying' },
        ],
      },
    },
    verifying: {
      invoke: {
        id: 'verifyCode',
        src: 'verifyCode',
        input: ({ context }) => ({ code: normalize(context.code) }),
        onDone: [
          {
            guard: ({ event }) => event.output.result === 'accepted',
            target: 'unlocked',
            actions: ['rememberUnlock', assign({ code: '', problem: null })],
          },
          {
            guard: ({ event }) => event.output.result === 'throttled',
            target: 'locked',
            actions: assign({
              code: '',
              problem: 'throttled',
              retryAfterSeconds: ({ event }) =>
                event.output.result === 'throttled' ? event.output.retryAfterSeconds : 0,
            }),
          },
          { target: 'locked', actions: assign({ code: '', problem: 'wrong' }) },
        ],
        onError: {
          target: 'locked',
          actions: [
            assign({ problem: 'unavailable' }),
            ({ event }) => console.error('Could not check the access code.', event.error),
          ],
        },
      },
    },
    unlocked: {},
  },
});

type AccessCodeSnapshot = SnapshotFrom<typeof accessCodeMachine>;

export const selectIsUnlocked = (s: AccessCodeSnapshot): boolean => s.matches('unlocked');
export const selectIsVerifying = (s: AccessCodeSnapshot): boolean => s.matches('verifying');
export const selectCode = (s: AccessCodeSnapshot): string => s.context.code;
export const selectProblem = (s: AccessCodeSnapshot): AccessCodeProblem | null => s.context.problem;
export const selectRetryAfterSeconds = (s: AccessCodeSnapshot): number =>
  s.context.retryAfterSeconds;
