// @vitest-environment jsdom
// jsdom, not the web project's happy-dom: a path forwards the request with a new body, which
// happy-dom's Request does not carry over (tests/README.md#keeping-the-suite-fast).
// Model-based test of the set-password chart (src/machines/accountFlows/setPassword.machine.ts): every path
// through the real app at /account/password#<token>, against the real server (embedded provider
// mode) with a real one-time invite link made for each path. The server's answers are its own: a
// used-up token for 'refused', a too-short password for a refused save.
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, expect } from 'vitest';
import { createFakeAuthClient } from '../../support/fakeAuthClient';
import * as da from '../../../src/copy/da';
import { setPasswordMachine } from '../../../src/machines/accountFlows/setPassword.machine';
import { createLink } from '../../../server/accounts/repo/accountLinks';
import { createTestServer, type TestServer } from '../../server/support';
import { createGatedBackend } from '../harness/gatedBackend';
import { createSnapshotProbe, defineModelTest } from '../harness/walkModel';
import { preloadLazyRoutes, renderAppAt } from '../support/app';
import { walksWhere } from '../support/restrictedPaths';

const CHECK = 'POST /api/account/links/check';
const SAVE = 'POST /api/account/links/use';
const backend = createGatedBackend({
  extraPaths: ['/api/account/links/check', '/api/account/links/use'],
});
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ embedded: true });
  backend.setBackend(server.fetch);
});
afterAll(async () => {
  await server?.close();
});
preloadLazyRoutes();

const t = da.setPassword;
const GOOD = 'korrekt-hest-batteri';
const isGood = (password: string) => password === GOOD;
const passwordField = () => screen.getByLabelText(t.passwordLabel, { selector: 'input' });
const nameField = () => screen.getByLabelText(t.nameLabel, { selector: 'input' });
const SLOW = { timeout: 5000 };
let invited = 0;

defineModelTest({
  name: 'setPassword',
  machine: setPasswordMachine,
  // The model's token is a stand-in: each path's view gets a real link of its own (setup).
  inputs: { invite: { token: 'one-time-link' } },
  // The save's answer follows from the password typed.
  paths: walksWhere((from, event) =>
    event.type === 'xstate.done.actor.savePassword'
      ? (event as unknown as { output: { ok: boolean } }).output.ok ===
        isGood(from.context.password)
      : true,
  ),
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.password, s.context.name, s.context.problem]),
  setup: async () => {
    invited += 1;
    const email = `kollega.${invited}@example.dk`;
    const { token } = await createLink(server.db, { purpose: 'invite', email });
    const probe = createSnapshotProbe(setPasswordMachine.id);
    const app = renderAppAt(`/account/password#${token}`, {
      authClient: createFakeAuthClient(),
      inspect: probe.inspect,
    });
    return { ...app, probe, email };
  },
  actual: ({ probe }) => probe.latest(),
  events: {
    'password.change': {
      samples: { good: { value: GOOD }, short: { value: 'kort' }, blank: { value: '' } },
      exec: async ({ user }, event) => {
        await user.clear(passwordField());
        if (event.value) await user.type(passwordField(), event.value);
      },
    },
    'name.change': {
      samples: { ida: { value: 'Ida Kollega' } },
      exec: async ({ user }, event) => {
        await user.clear(nameField());
        await user.type(nameField(), event.value);
      },
    },
    'password.submit': { exec: ({ user }) => user.type(passwordField(), '{Enter}') },
    'link.retry': {
      exec: ({ user }) => user.click(screen.getByRole('button', { name: t.retry })),
    },
    'xstate.done.actor.checkLink': {
      samples: {
        usable: {
          output: { ok: true, data: { purpose: 'invite', email: '', hasPassword: false } },
        },
        usedUp: { output: { ok: false, refusal: { status: 410, error: '', message: '' } } },
      },
      exec: (_ctx, event) =>
        backend.release(CHECK, (request) =>
          event.output.ok
            ? server.fetch(request)
            : // A token nobody was given: what a used or expired link looks like to the server.
              server.fetch(
                new Request(request, { body: JSON.stringify({ token: 'A'.repeat(43) }) }),
              ),
        ),
    },
    'xstate.error.actor.checkLink': {
      samples: { network: { error: new Error('Network Error') } },
      exec: () => backend.release(CHECK, 'network-error'),
    },
    'xstate.done.actor.savePassword': {
      samples: {
        saved: { output: { ok: true, data: { email: '' } } },
        tooShort: {
          output: {
            ok: false,
            refusal: { status: 400, error: '', message: '', field: 'password' },
          },
        },
      },
      exec: () => backend.release(SAVE, 'real'),
    },
    'xstate.error.actor.savePassword': {
      samples: { network: { error: new Error('Network Error') } },
      exec: () => backend.release(SAVE, 'network-error'),
    },
  },
  states: {
    checking: async () => {
      await backend.waitForRequest(CHECK);
      expect(await screen.findByText(t.checking, {}, SLOW)).toBeInTheDocument();
    },
    checkFailed: async () => {
      expect(await screen.findByRole('heading', { name: t.invalidHeading }, SLOW)).toBeVisible();
      expect(screen.getByRole('alert')).toHaveTextContent(t.checkFailed);
    },
    invalid: async () => {
      expect(await screen.findByRole('heading', { name: t.invalidHeading }, SLOW)).toBeVisible();
      expect(screen.getByRole('alert')).toHaveTextContent(/virker ikke længere/u);
      expect(screen.getByRole('link', { name: t.forgot })).toHaveAttribute(
        'href',
        '/account/forgot',
      );
    },
    ready: async ({ email }, snapshot) => {
      expect(await screen.findByRole('heading', { name: t.headingNew }, SLOW)).toBeVisible();
      expect(screen.getByText(t.intro(email))).toBeInTheDocument();
      expect(passwordField()).toHaveValue(snapshot.context.password);
      expect(nameField()).toHaveValue(snapshot.context.name);
      const { problem } = snapshot.context;
      if (problem === null) expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      else if (problem === 'blank')
        expect(passwordField()).toHaveAccessibleDescription(/Vælg en adgangskode\./u);
      else if (problem === 'unavailable')
        expect(screen.getByRole('alert')).toHaveTextContent(t.unavailable);
      // The server's reason, right under the password field.
      else expect(passwordField()).toHaveAccessibleDescription(/mindst 10 tegn/u);
    },
    saving: async () => {
      await backend.waitForRequest(SAVE);
      expect(screen.getByRole('button', { name: t.saving })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    },
    done: async ({ email }) => {
      expect(await screen.findByRole('heading', { name: t.doneHeading }, SLOW)).toBeVisible();
      expect(screen.getByText(t.done(email))).toBeInTheDocument();
      // The server stored a password for the invited address; the link is used up.
      const { rows } = await server.db.query<{ password_hash: string | null }>(
        'SELECT password_hash FROM users WHERE email = $1',
        [email],
      );
      expect(rows[0].password_hash).toMatch(/^\$argon2id\$/u);
    },
  },
  labels: {
    events: {
      'password.change:good': `Skriv '${GOOD}' i 'Adgangskode'`,
      'password.change:short': "Skriv 'kort' i 'Adgangskode'",
      'password.change:blank': "Tøm feltet 'Adgangskode'",
      'name.change:ida': "Skriv 'Ida Kollega' i 'Navn'",
      'password.submit': "Tryk Enter i 'Adgangskode'",
      'link.retry': "Klik 'Prøv igen'",
      'xstate.done.actor.checkLink:usable': 'Serveren kender linket (en invitation)',
      'xstate.done.actor.checkLink:usedUp': 'Serveren kender ikke linket (brugt eller udløbet)',
      'xstate.error.actor.checkLink:network': 'Serveren svarer ikke',
      'xstate.done.actor.savePassword:saved': 'Serveren gemmer adgangskoden',
      'xstate.done.actor.savePassword:tooShort': 'Serveren afviser: adgangskoden er for kort',
      'xstate.error.actor.savePassword:network': 'Serveren svarer ikke',
    },
    states: {
      checking: "'Tjekker linket …'",
      checkFailed: "'Linket virker ikke' og 'Prøv igen'",
      invalid: "'Linket virker ikke', serverens begrundelse og 'Bed om et nyt link'",
      ready: "'Vælg din adgangskode' for kontoens e-mail; evt. fejl ved feltet",
      saving: "Knappen viser 'Gemmer …'",
      done: "'Din adgangskode er gemt' og 'Log ind'",
    },
  },
});
