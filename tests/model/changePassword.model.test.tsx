// Model-based test of the change-password chart (src/machines/changePassword.machine.ts): every
// path through the real app at /account ("Skift adgangskode"), signed in to the real server
// (embedded provider mode) as an account with a password. The server's answers are its own: a
// wrong current password or too short a new one is refused next to its field; the right pair
// changes the stored password (checked against the database, then set back for the next step).
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, expect } from 'vitest';
import { createFakeAuthClient } from '../support/fakeAuthClient';
import * as da from '../../src/copy/da';
import { changePasswordMachine } from '../../src/machines/changePassword.machine';
import { hashPassword, verifyPassword } from '../../server/accounts/passwords';
import { findAccountByEmail, setPasswordHash } from '../../server/platform/auth/accounts';
import { createTestServer, signIn, type TestServer } from '../server/support';
import { createGatedBackend } from './harness/gatedBackend';
import { createSnapshotProbe, defineModelTest } from './harness/walkModel';
import { mintOwner, newOwner, preloadLazyRoutes, renderAppAt } from './support/app';

const SAVE = 'POST /api/account/password';
const backend = createGatedBackend({ extraPaths: ['/api/account/password'] });
let server: TestServer;
let oldHash = '';
beforeAll(async () => {
  server = await createTestServer({
    embedded: true,
    // Paths type many wrong passwords; the throttle has its own test (tests/server/security).
    accountLimits: { signInAccountAddress: { max: 1000, windowMs: 60_000 } },
  });
  backend.setBackend(server.fetch);
  oldHash = await hashPassword(OLD);
});
afterAll(async () => {
  await server?.close();
});
preloadLazyRoutes();

const t = da.changePassword;
const OLD = 'annas-gamle-kode';
const NEW = 'annas-nye-lange-kode';
const currentField = () => screen.getByLabelText(t.currentLabel, { selector: 'input' });
const newField = () => screen.getByLabelText(t.passwordLabel, { selector: 'input' });
const form = () => screen.getByRole('region', { name: t.heading });
const SLOW = { timeout: 5000 };

defineModelTest({
  name: 'changePassword',
  machine: changePasswordMachine,
  // Journeys instead of generated paths: two typed passwords and the problem make a hundred model
  // states, and these two stories take every transition (the gate still demands 100 %).
  paths: () => [],
  // Each step hashes or checks an argon2id password on the real server: slow on a busy machine.
  timeout: 60_000,
  journeys: {
    'blank fields, then a wrong current password': [
      'password.submit',
      'current.change:wrong',
      'password.submit',
      'password.change:good',
      'password.submit',
      'xstate.done.actor.changePassword:refused',
    ],
    'too short, no answer, then the change': [
      'current.change:right',
      'password.change:short',
      'password.submit',
      'xstate.done.actor.changePassword:refused',
      'password.change:good',
      'password.submit',
      'xstate.error.actor.changePassword:network',
      'password.submit',
      'xstate.done.actor.changePassword:changed',
    ],
  },
  setup: async () => {
    const owner = newOwner();
    await signIn(server, owner.sub, { email: owner.email, name: owner.name });
    const account = (await findAccountByEmail(server.db, owner.email))!;
    await setPasswordHash(server.db, account.uid, oldHash);
    const authClient = createFakeAuthClient({ storedUser: await mintOwner(server, { owner }) });
    backend.autoRelease('GET /users', 'real');
    const probe = createSnapshotProbe(changePasswordMachine.id);
    const app = renderAppAt('/account', { authClient, inspect: probe.inspect });
    await screen.findByRole('region', { name: t.heading }, SLOW);
    return { ...app, probe, uid: account.uid };
  },
  actual: ({ probe }) => probe.latest(),
  events: {
    'current.change': {
      samples: { right: { value: OLD }, wrong: { value: 'gættet-kode' }, blank: { value: '' } },
      exec: async ({ user }, event) => {
        await user.clear(currentField());
        if (event.value) await user.type(currentField(), event.value);
      },
    },
    'password.change': {
      samples: { good: { value: NEW }, short: { value: 'kort' }, blank: { value: '' } },
      exec: async ({ user }, event) => {
        await user.clear(newField());
        if (event.value) await user.type(newField(), event.value);
      },
    },
    'password.submit': {
      exec: ({ user }) => user.click(within(form()).getByRole('button', { name: t.submit })),
    },
    'xstate.done.actor.changePassword': {
      samples: {
        changed: { output: { ok: true, data: {} } },
        refused: {
          output: { ok: false, refusal: { status: 400, error: '', message: '', field: 'current' } },
        },
      },
      exec: () => backend.release(SAVE, 'real'),
    },
    'xstate.error.actor.changePassword': {
      samples: { network: { error: new Error('Network Error') } },
      exec: () => backend.release(SAVE, 'network-error'),
    },
  },
  states: {
    editing: async ({ uid }, snapshot) => {
      await waitFor(() => expect(currentField()).not.toHaveAttribute('readonly'));
      expect(currentField()).toHaveValue(snapshot.context.current);
      expect(newField()).toHaveValue(snapshot.context.password);
      const { problem, changed } = snapshot.context;
      const status = within(form()).getByRole('status');
      if (changed) {
        expect(status).toHaveTextContent(t.changed);
        // The server stored the new password; set the old one back for the path's next steps.
        const stored = (
          await server.db.query<{ password_hash: string }>(
            'SELECT password_hash FROM users WHERE uid = $1',
            [uid],
          )
        ).rows[0].password_hash;
        expect(await verifyPassword(stored, NEW)).toBe(true);
        await setPasswordHash(server.db, uid, oldHash);
      } else {
        expect(status).toBeEmptyDOMElement();
      }
      if (problem === null) {
        expect(within(form()).queryByRole('alert')).not.toBeInTheDocument();
      } else if (problem.kind === 'currentBlank') {
        expect(currentField()).toHaveAccessibleDescription(t.currentBlank);
      } else if (problem.kind === 'passwordBlank') {
        expect(newField()).toHaveAccessibleDescription(new RegExp(t.passwordBlank, 'u'));
      } else if (problem.kind === 'unavailable') {
        expect(await within(form()).findByRole('alert')).toHaveTextContent(t.unavailable);
      } else {
        // The server's own reason, next to the field it concerns (what was typed decides which).
        const [latest] = backend.requests(SAVE).slice(-1);
        const sent = (await latest.request.clone().json()) as { current: string };
        if (sent.current !== OLD) {
          await waitFor(() =>
            expect(currentField()).toHaveAccessibleDescription(
              'Den nuværende adgangskode er forkert.',
            ),
          );
        } else {
          await waitFor(() =>
            expect(newField()).toHaveAccessibleDescription(
              /Adgangskoden skal være mindst 10 tegn/u,
            ),
          );
        }
      }
    },
    saving: async (_ctx, snapshot) => {
      const request = await backend.waitForRequest(SAVE);
      expect(await request.request.clone().json()).toEqual({
        current: snapshot.context.current,
        password: snapshot.context.password,
      });
      expect(request.request.headers.get('authorization')).toMatch(/^Bearer /u);
      expect(within(form()).getByRole('button', { name: t.saving })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    },
  },
  labels: {
    events: {
      'current.change:right': `Skriv den rigtige kode i '${t.currentLabel}'`,
      'current.change:wrong': `Skriv en forkert kode i '${t.currentLabel}'`,
      'current.change:blank': `Tøm '${t.currentLabel}'`,
      'password.change:good': `Skriv en god ny kode i '${t.passwordLabel}'`,
      'password.change:short': `Skriv 'kort' i '${t.passwordLabel}'`,
      'password.change:blank': `Tøm '${t.passwordLabel}'`,
      'password.submit': `Klik '${t.submit}'`,
      'xstate.done.actor.changePassword:changed': 'Serveren skifter adgangskoden',
      'xstate.done.actor.changePassword:refused':
        'Serveren afviser (forkert nuværende eller for kort ny)',
      'xstate.error.actor.changePassword:network': 'Serveren svarer ikke',
    },
    states: {
      editing: "Formularen 'Skift adgangskode'; evt. fejl ved feltet eller 'skiftet'",
      saving: "Knappen viser 'Gemmer …'",
    },
  },
});
