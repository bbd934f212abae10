// Model-based test of the access-code chart (src/machines/accessCode.machine.ts): every path walked
// through the real app at /signin (the modal in front of 'Log in'). The code is checked by the
// chart's own verifyCode actor (SHA-256 with WebCrypto); a gate holds it until the step releases
// it, so 'Kontrollerer…' can be seen, the way the gated backend holds HTTP replies.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { createActor, fromPromise, toPromise, type AnyActorLogic } from 'xstate';
import { expect, vi } from 'vitest';
import { createFakeAuthClient } from '../support/fakeAuthClient';
import * as da from '../../src/copy/da';
import {
  ACCESS_CODE_STORAGE_KEY,
  accessCodeMachine,
  type AccessCodeInput,
} from '../../src/machines/accessCode.machine';
import { normalizeAccessCode } from '../../src/machines/effects/sha256Hex';
import { createGatedBackend } from './harness/gatedBackend';
import { createSnapshotProbe, defineModelTest } from './harness/walkModel';
import {
  ACCESS_CODE,
  CONFIG,
  memoryStorage,
  preloadLazyRoutes,
  quietExpectedErrors,
  renderAppAt,
  unlockedStorage,
} from './support/app';
import { transitionPathsWhere } from './support/restrictedPaths';

// No HTTP on these paths: the gate proves it (any request would be unclaimed).
createGatedBackend();
preloadLazyRoutes();

const HASH = CONFIG.accessCodeSha256;

// ---------------------------------------------------------------------------------------------
// The verifyCode gate: the chart's real actor, started only when a step releases it.

const realVerifyCode = accessCodeMachine.implementations.actors.verifyCode as AnyActorLogic;
interface Held {
  open: () => void;
  settled: Promise<void>;
}
let held: Held[] = [];
let onHeld: (() => void) | undefined;

const gatedVerifyCode = fromPromise<boolean, { code: string; expectedSha256: string }>(
  async ({ input }) => {
    let open!: () => void;
    let settle!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    held.push({ open, settled: new Promise<void>((resolve) => (settle = resolve)) });
    onHeld?.();
    await opened;
    try {
      return (await toPromise(createActor(realVerifyCode, { input }).start())) as boolean;
    } finally {
      settle();
    }
  },
);

/** Lets the held check run, and waits until it has answered. */
async function releaseVerification(): Promise<void> {
  if (!held.length) await new Promise<void>((resolve) => (onHeld = resolve));
  const next = held.shift()!;
  next.open();
  await next.settled;
}

const gatedAccessCode = accessCodeMachine.provide({ actors: { verifyCode: gatedVerifyCode } });

// ---------------------------------------------------------------------------------------------

/** The three ways a session starts: asked for the code, already gave it, or no code at all. */
const inputs: Record<string, AccessCodeInput> = {
  locked: { expectedSha256: HASH, storage: memoryStorage() },
  remembered: { expectedSha256: HASH, storage: unlockedStorage() },
  noCode: { expectedSha256: '', storage: memoryStorage() },
};

const isRightCode = (code: string) => normalizeAccessCode(code) === ACCESS_CODE.toLowerCase();

const field = () => screen.getByLabelText(da.accessCode.label, { selector: 'input' });
const SLOW = { timeout: 5000 };

defineModelTest({
  name: 'accessCode',
  machine: accessCodeMachine,
  inputs,
  // The check's answer follows from the code typed: never walk "wrong code, verified".
  paths: transitionPathsWhere((from, event) =>
    event.type === 'xstate.done.actor.verifyCode'
      ? (event as unknown as { output: boolean }).output === isRightCode(from.context.code)
      : true,
  ),
  serializeState: (s) => JSON.stringify([s.value, s.context.code, s.context.problem]),
  journeys: {
    'a wrong code, then the right one': {
      input: 'locked',
      steps: [
        'code.change:wrong',
        'code.submit',
        'xstate.done.actor.verifyCode:mismatch',
        'code.change:right',
        'code.submit',
        'xstate.done.actor.verifyCode:match',
      ],
    },
  },
  setup: ({ inputName }) => {
    held = [];
    onHeld = undefined;
    const probe = createSnapshotProbe(accessCodeMachine.id);
    const storage = inputName === 'remembered' ? unlockedStorage() : memoryStorage();
    const config = inputName === 'noCode' ? { ...CONFIG, accessCodeSha256: '' } : CONFIG;
    const app = renderAppAt('/signin', {
      authClient: createFakeAuthClient(),
      accessCodeLogic: gatedAccessCode,
      accessCodeStorage: storage,
      config,
      inspect: probe.inspect,
    });
    // The chart logs the failed check that the insecure-context path provokes.
    const restoreConsole = quietExpectedErrors('Could not check the access code.');
    return { ...app, probe, storage, inputName, restoreConsole };
  },
  teardown: ({ restoreConsole }) => {
    cleanup();
    restoreConsole();
  },
  actual: ({ probe }) => probe.latest(),
  events: {
    'code.change': {
      samples: {
        // Case and surrounding blanks do not matter.
        right: { value: ` ${ACCESS_CODE.toUpperCase()}` },
        wrong: { value: 'forkert' },
        blank: { value: '   ' },
      },
      exec: async ({ user }, event) => {
        await user.clear(field());
        await user.type(field(), event.value);
      },
    },
    'code.submit': {
      exec: ({ user }) => user.type(field(), '{Enter}'),
    },
    'xstate.done.actor.verifyCode': {
      samples: { match: { output: true }, mismatch: { output: false } },
      exec: () => releaseVerification(),
    },
    'xstate.error.actor.verifyCode': {
      samples: {
        // Plain http: the browser has no crypto.subtle, so the code cannot be checked.
        insecureContext: { error: new Error('WebCrypto is not available (not a secure context)') },
      },
      exec: async () => {
        vi.stubGlobal('crypto', {});
        try {
          await releaseVerification();
        } finally {
          vi.unstubAllGlobals();
        }
      },
    },
  },
  states: {
    checkingRemembered: () => {
      throw new Error('checkingRemembered is left in the same macrostep (always)');
    },
    locked: async (_ctx, snapshot) => {
      const dialog = await screen.findByRole('dialog', { name: da.accessCode.title }, SLOW);
      expect(dialog).toHaveAttribute('aria-modal', 'true');
      expect(field()).toHaveValue(snapshot.context.code);
      expect(within(dialog).getByRole('button', { name: da.accessCode.submit })).toBeVisible();
      const { problem } = snapshot.context;
      if (problem === null) {
        expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
      } else {
        const text = {
          wrong: da.accessCode.wrong, // 'Forkert kode. Prøv igen.'
          empty: da.accessCode.empty,
          unavailable: da.accessCode.unavailable,
        }[problem];
        expect(within(dialog).getByRole('alert')).toHaveTextContent(text);
        // After a rejected code the (cleared) field is ready for the next try.
        await waitFor(() => expect(field()).toHaveFocus());
        if (problem === 'wrong') expect(field()).toHaveValue('');
      }
      // The page behind the modal is not shown yet.
      expect(screen.queryByRole('button', { name: da.signIn.button })).not.toBeInTheDocument();
    },
    verifying: async () => {
      const dialog = screen.getByRole('dialog', { name: da.accessCode.title });
      const button = await within(dialog).findByRole('button', { name: da.accessCode.verifying });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(field()).toHaveAttribute('readonly');
      await waitFor(() => expect(held).toHaveLength(1));
    },
    unlocked: async ({ storage, inputName }) => {
      expect(await screen.findByRole('button', { name: da.signIn.button }, SLOW)).toBeVisible();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      // Remembered for the session (the hash, so a new code locks again); no code: nothing kept.
      expect(storage.getItem(ACCESS_CODE_STORAGE_KEY)).toBe(inputName === 'noCode' ? null : HASH);
    },
  },
  labels: {
    events: {
      'code.change:right':
        "Skriv den rigtige kode som ' HEMMELIG' (mellemrum, store bogstaver) i 'Adgangskode'",
      'code.change:wrong': "Skriv 'forkert' i feltet 'Adgangskode'",
      'code.change:blank': "Skriv kun mellemrum i feltet 'Adgangskode'",
      'code.submit': "Tryk Enter i feltet 'Adgangskode'",
      'xstate.done.actor.verifyCode:match': 'Browseren har tjekket koden: den passer',
      'xstate.done.actor.verifyCode:mismatch': 'Browseren har tjekket koden: den passer ikke',
      'xstate.error.actor.verifyCode:insecureContext':
        'Browseren kan ikke tjekke koden (usikker forbindelse uden WebCrypto)',
    },
    states: {
      checkingRemembered: 'Appen ser efter en husket kode (går videre med det samme)',
      locked:
        "Dialogen 'Adgangskode' med 'Fortsæt'; evt. fejl ('Forkert kode. Prøv igen.' m.fl.) og feltet har fokus",
      verifying: "Knappen viser 'Kontrollerer…' og er deaktiveret; feltet kan ikke redigeres",
      unlocked: "Dialogen er væk, og knappen 'Log in' vises; koden er husket for sessionen",
    },
  },
});
