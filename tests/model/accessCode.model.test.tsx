// Model-based test of the access-code chart (src/machines/accessCode.machine.ts): every path walked
// through the real app at /signin (the modal in front of 'Log in'). The code is checked by the
// server (POST /api/account/access-code on the real test server, ACCESS_CODE 'Hemmelig'); the
// gated backend holds that request until the step releases it, so 'Kontrollerer…' can be seen.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { createFakeAuthClient } from '../support/fakeAuthClient';
import * as da from '../../src/copy/da';
import {
  ACCESS_CODE_STORAGE_KEY,
  UNLOCKED,
  accessCodeMachine,
  type AccessCodeInput,
} from '../../src/machines/accessCode.machine';
import { createTestServer, type TestServer } from '../server/support';
import { afterAll, beforeAll } from 'vitest';
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
import { walksWhere } from './support/restrictedPaths';

const CHECK = 'POST /api/account/access-code';
const backend = createGatedBackend({ extraPaths: ['/api/account/access-code'] });
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ env: { ACCESS_CODE } });
  backend.setBackend(server.fetch);
});
afterAll(async () => {
  await server?.close();
});
preloadLazyRoutes();

/** The three ways a session starts: asked for the code, already gave it, or no code at all. */
const inputs: Record<string, AccessCodeInput> = {
  locked: { required: true, storage: memoryStorage() },
  remembered: { required: true, storage: unlockedStorage() },
  noCode: { required: false, storage: memoryStorage() },
};

const isRightCode = (code: string) => code.trim().toLowerCase() === ACCESS_CODE.toLowerCase();

const field = () => screen.getByLabelText(da.accessCode.label, { selector: 'input' });
const SLOW = { timeout: 5000 };

defineModelTest({
  name: 'accessCode',
  machine: accessCodeMachine,
  inputs,
  // The check's answer follows from the code typed: never walk "wrong code, accepted". (Any code
  // may be throttled.)
  paths: walksWhere((from, event) => {
    if (event.type !== 'xstate.done.actor.verifyCode') return true;
    const { result } = (event as unknown as { output: { result: string } }).output;
    if (result === 'throttled') return true;
    return (result === 'accepted') === isRightCode(from.context.code);
  }),
  serializeState: (s) => JSON.stringify([s.value, s.context.code, s.context.problem]),
  journeys: {
    'a wrong code, then the right one': {
      input: 'locked',
      steps: [
        'code.change:wrong',
        'code.submit',
        'xstate.done.actor.verifyCode:wrong',
        'code.change:right',
        'code.submit',
        'xstate.done.actor.verifyCode:accepted',
      ],
    },
  },
  setup: ({ inputName }) => {
    const probe = createSnapshotProbe(accessCodeMachine.id);
    const storage = inputName === 'remembered' ? unlockedStorage() : memoryStorage();
    const config = inputName === 'noCode' ? { ...CONFIG, accessCodeRequired: false } : CONFIG;
    const app = renderAppAt('/signin', {
      authClient: createFakeAuthClient(),
      accessCodeStorage: storage,
      config,
      inspect: probe.inspect,
    });
    // The chart logs the failed check that the server-failure path provokes.
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
      samples: {
        accepted: { output: { result: 'accepted' } },
        wrong: { output: { result: 'wrong' } },
        throttled: { output: { result: 'throttled', retryAfterSeconds: 600 } },
      },
      exec: async (_ctx, event) => {
        if (event.output.result === 'throttled') {
          await backend.release(CHECK, {
            status: 429,
            json: { error: 'access_code_throttled', message: 'For mange', status: 429 },
            headers: { 'Retry-After': '600' },
          });
        } else {
          await backend.release(CHECK, 'real');
        }
      },
    },
    'xstate.error.actor.verifyCode': {
      samples: {
        // The server does not answer: nothing to compare the code with.
        serverDown: { error: new Error('Network Error') },
      },
      exec: () => backend.release(CHECK, 'network-error'),
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
          throttled: da.accessCode.throttled(600), // 'For mange forkerte koder. Vent 10 minutter …'
        }[problem];
        expect(within(dialog).getByRole('alert')).toHaveTextContent(text);
        // After a rejected code the (cleared) field is ready for the next try.
        await waitFor(() => expect(field()).toHaveFocus());
        if (problem === 'wrong' || problem === 'throttled') expect(field()).toHaveValue('');
      }
      // The page behind the modal is not shown yet.
      expect(screen.queryByRole('button', { name: da.signIn.button })).not.toBeInTheDocument();
    },
    verifying: async () => {
      const dialog = screen.getByRole('dialog', { name: da.accessCode.title });
      const button = await within(dialog).findByRole('button', { name: da.accessCode.verifying });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(field()).toHaveAttribute('readonly');
      // The code went to the server, trimmed; the browser compared nothing itself.
      const request = await backend.waitForRequest(CHECK);
      const { code } = (await request.request.clone().json()) as { code: string };
      expect(code).toBe(code.trim());
    },
    unlocked: async ({ storage, inputName }) => {
      expect(await screen.findByRole('button', { name: da.signIn.button }, SLOW)).toBeVisible();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      // Remembered for the session (only that this tab gave it; the server's cookie is the proof).
      expect(storage.getItem(ACCESS_CODE_STORAGE_KEY)).toBe(
        inputName === 'noCode' ? null : UNLOCKED,
      );
    },
  },
  labels: {
    events: {
      'code.change:right':
        "Skriv den rigtige kode som ' HEMMELIG' (mellemrum, store bogstaver) i 'Adgangskode'",
      'code.change:wrong': "Skriv 'forkert' i feltet 'Adgangskode'",
      'code.change:blank': "Skriv kun mellemrum i feltet 'Adgangskode'",
      'code.submit': "Tryk Enter i feltet 'Adgangskode'",
      'xstate.done.actor.verifyCode:accepted': 'Serveren har tjekket koden: den passer',
      'xstate.done.actor.verifyCode:wrong': 'Serveren har tjekket koden: den passer ikke',
      'xstate.done.actor.verifyCode:throttled':
        'Serveren afviser: for mange forkerte koder fra denne forbindelse (vent 10 minutter)',
      'xstate.error.actor.verifyCode:serverDown': 'Serveren svarer ikke',
    },
    states: {
      checkingRemembered: 'Appen ser efter en husket kode (går videre med det samme)',
      locked:
        "Dialogen 'Adgangskode' med 'Fortsæt'; evt. fejl ('Forkert kode. Prøv igen.' m.fl.) og feltet har fokus",
      verifying:
        "Koden er sendt til serveren; knappen viser 'Kontrollerer…' og er deaktiveret; feltet kan ikke redigeres",
      unlocked: "Dialogen er væk, og knappen 'Log in' vises; koden er husket for sessionen",
    },
  },
});
