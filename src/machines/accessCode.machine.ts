// The shared access code in front of the sign-in page, checked in the browser against a hash.
//
// On start the chart looks for an unlock remembered in this browser session (`unlocked`); otherwise
// it is `locked` until a submitted code hashes to the expected value. A blank code stays locked
// with a reason, a wrong one is cleared. Only a SHA-256 of the lower-cased code ships in
// /config.json, so the check is an actor (WebCrypto) that can fail on its own, as `unavailable`.
//
// Behaviour: docs/behaviour.md#accesscode
// Diagram: docs/charts/accessCode.md
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { normalizeAccessCode, sha256Hex } from './effects/sha256Hex';

/** sessionStorage key; the value is the hash that was unlocked, so a new code locks again. */
export const ACCESS_CODE_STORAGE_KEY = 'raadslag.accessCode';

export interface AccessCodeInput {
  /** AppConfig.accessCodeSha256. Blank means the deployment has no code: always unlocked. */
  expectedSha256: string;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
}

/** Why the dialog is showing a message: the view picks the Danish words. */
export type AccessCodeProblem = 'empty' | 'wrong' | 'unavailable';

interface AccessCodeContext extends AccessCodeInput {
  code: string;
  problem: AccessCodeProblem | null;
}

export type AccessCodeEvent = { type: 'code.change'; value: string } | { type: 'code.submit' };

export const accessCodeMachine = setup({
  types: {
    context: {} as AccessCodeContext,
    events: {} as AccessCodeEvent,
    input: {} as AccessCodeInput,
  },
  actors: {
    verifyCode: fromPromise<boolean, { code: string; expectedSha256: string }>(
      async ({ input }) =>
        (await sha256Hex(normalizeAccessCode(input.code))) === input.expectedSha256.toLowerCase(),
    ),
  },
  guards: {
    isUnlockedAlready: ({ context }) => {
      if (context.expectedSha256.trim() === '') return true;
      try {
        return context.storage.getItem(ACCESS_CODE_STORAGE_KEY) === context.expectedSha256;
      } catch {
        return false; // Storage blocked: ask for the code.
      }
    },
    isBlank: ({ context }) => normalizeAccessCode(context.code) === '',
  },
  actions: {
    rememberUnlock: ({ context }) => {
      try {
        context.storage.setItem(ACCESS_CODE_STORAGE_KEY, context.expectedSha256);
      } catch {
        // Storage blocked: unlocked for this page view only.
      }
    },
  },
}).createMachine({
  id: 'accessCode',
  // Where this chart's screen lives: docs/charts/README.md lists route and view from here.
  meta: { route: '/signin', view: 'src/views/signin/AccessCodeDialog.tsx' },
  context: ({ input }) => ({ ...input, code: '', problem: null }),
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
        input: ({ context }) => ({ code: context.code, expectedSha256: context.expectedSha256 }),
        onDone: [
          {
            guard: ({ event }) => event.output,
            target: 'unlocked',
            actions: ['rememberUnlock', assign({ code: '', problem: null })],
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
