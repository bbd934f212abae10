// Model-based test of the passkeys chart (src/machines/account/passkeys.machine.ts): every path through
// the real app at /account ("Adgangsnøgler"), signed in to the real server (embedded provider
// mode). The browser's WebAuthn ceremony is the one actor a test provides: a software
// authenticator (tests/server/support/softAuthenticator.ts) answers the server's real options with a real
// ES256 passkey, which the server verifies and stores. Every other answer is the server's own:
// the passkeys a path starts with are stored before the list is released; the last passkey of an
// account without a password is refused (409); a rename of a passkey removed meanwhile is 404; a
// save after the challenge was used is 400.
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { createFakeAuthClient } from '../../support/fakeAuthClient';
import * as da from '../../../src/copy/da';
import type { PasskeyInfo } from '../../../contract/account';
import type { CeremonyOutcome } from '../../../src/machines/account/passkeyCeremony';
import { passkeysMachine } from '../../../src/machines/account/passkeys.machine';
import { findAccountByEmail } from '../../../server/platform/auth/accounts';
import {
  createSoftAuthenticator,
  createTestServer,
  signIn,
  type TestServer,
} from '../../server/support';
import { createGatedBackend } from '../harness/gatedBackend';
import { createSnapshotProbe, defineModelTest } from '../harness/walkModel';
import { CONFIG, mintOwner, newOwner, preloadLazyRoutes, renderAppAt } from '../support/app';

const LIST = 'GET /api/account/passkeys';
const OPTIONS = 'POST /api/account/passkeys/options';
const SAVE = 'POST /api/account/passkeys';
const RENAME = 'PATCH /api/account/passkeys/*';
const REMOVE = 'DELETE /api/account/passkeys/*';
const backend = createGatedBackend({
  extraPaths: ['/api/account/passkeys', '/api/account/passkeys/*'],
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

// The browser's part, held until a step answers it.
interface Ceremony {
  options: PublicKeyCredentialCreationOptionsJSON;
  resolve: (outcome: CeremonyOutcome) => void;
  reject: (error: Error) => void;
}
const ceremonies: Ceremony[] = [];
const withSoftAuthenticator = passkeysMachine.provide({
  actors: {
    createCredential: fromPromise<CeremonyOutcome, PublicKeyCredentialCreationOptionsJSON>(
      ({ input }) =>
        new Promise((resolve, reject) => ceremonies.push({ options: input, resolve, reject })),
    ),
  },
});
async function nextCeremony(): Promise<Ceremony> {
  await vi.waitFor(() => expect(ceremonies).toHaveLength(1), { timeout: 3000 });
  return ceremonies.shift()!;
}

const t = da.passkeys;
const DAY = 86_400_000;
// What a path starts with (stored for its account just before the list is released).
const LAPTOP: PasskeyInfo = {
  id: 'bGFwdG9w',
  name: 'Arbejdscomputer',
  created: Date.UTC(2026, 0, 5, 9),
  lastUsed: Date.UTC(2026, 1, 2, 14),
};
const PHONE: PasskeyInfo = {
  id: 'dGVsZWZvbg',
  name: 'Telefon',
  created: Date.UTC(2026, 0, 6, 9) - DAY,
  lastUsed: null,
};
const NEW_NAME = 'Min bærbare';
const RENAMED = 'Tablet i mødelokalet';
const ADDED: PasskeyInfo = { id: 'ny', name: NEW_NAME, created: 0, lastUsed: null };

const nameField = () => screen.getByLabelText(t.nameLabel, { selector: 'input' });
const section = () => screen.getByRole('region', { name: t.heading });
const rowOf = (name: string) =>
  within(screen.getByRole('list', { name: t.listLabel }))
    .getAllByRole('listitem')
    .find((li) => within(li).queryByText(name, { selector: '.passkey-row__name' }))!;
const nameOf = (id: string, passkeys: PasskeyInfo[]) => passkeys.find((p) => p.id === id)!.name;
const SLOW = { timeout: 5000 };

async function paste(
  user: {
    clear(e: Element): Promise<void>;
    click(e: Element): Promise<void>;
    paste(s: string): Promise<void>;
  },
  field: HTMLElement,
  value: string,
) {
  await user.clear(field);
  if (value) {
    await user.click(field);
    await user.paste(value);
  }
}

defineModelTest({
  name: 'passkeys',
  machine: passkeysMachine,
  // Hand-picked journeys instead of generated paths: the chart's context (two names, the list,
  // five kinds of problem) makes thousands of model states, and every transition is on one of
  // these user stories; the gate below still demands 100 %.
  paths: () => [],
  // Long stories through the real server and a real ES256 signature check: slow on a busy machine.
  timeout: 90_000,
  journeys: {
    'the list fails, then loads': [
      'xstate.error.actor.listPasskeys:http500',
      'passkeys.retry',
      'xstate.done.actor.listPasskeys:two',
    ],
    'adds a passkey after naming it': [
      'xstate.done.actor.listPasskeys:one',
      'passkey.add',
      'name.change:long',
      'passkey.add',
      'name.change:laptop',
      'passkey.add',
      'xstate.done.actor.passkeyOptions:ok',
      'xstate.done.actor.createCredential:made',
      'xstate.done.actor.savePasskey:saved',
    ],
    'the options or the device fail': [
      'xstate.done.actor.listPasskeys:one',
      'name.change:laptop',
      'passkey.add',
      'xstate.error.actor.passkeyOptions:network',
      'passkey.add',
      'xstate.done.actor.passkeyOptions:signedOut',
      'passkey.add',
      'xstate.done.actor.passkeyOptions:ok',
      'xstate.done.actor.createCredential:cancelled',
      'passkey.add',
      'xstate.done.actor.passkeyOptions:ok',
      'xstate.error.actor.createCredential:broken',
    ],
    'the server refuses or does not answer the save, then it works': [
      'xstate.done.actor.listPasskeys:one',
      'name.change:laptop',
      'passkey.add',
      'xstate.done.actor.passkeyOptions:ok',
      'xstate.done.actor.createCredential:made',
      'xstate.done.actor.savePasskey:expired',
      'passkey.add',
      'xstate.done.actor.passkeyOptions:ok',
      'xstate.done.actor.createCredential:made',
      'xstate.error.actor.savePasskey:network',
      'passkey.add',
      'xstate.done.actor.passkeyOptions:ok',
      'xstate.done.actor.createCredential:made',
      'xstate.done.actor.savePasskey:saved',
    ],
    'removes one, keeps the last': [
      'xstate.done.actor.listPasskeys:two',
      'passkey.remove:phone',
      'remove.cancel',
      'passkey.remove:phone',
      'remove.confirm',
      'xstate.error.actor.removePasskey:network',
      'passkey.remove:phone',
      'remove.confirm',
      'xstate.done.actor.removePasskey:removed',
      'passkey.remove:laptop',
      'remove.confirm',
      'xstate.done.actor.removePasskey:last',
    ],
    'renames a passkey': [
      'xstate.done.actor.listPasskeys:one',
      'passkey.rename:laptop',
      'rename.change:blank',
      'rename.save',
      'rename.change:long',
      'rename.save',
      'rename.cancel',
      'passkey.rename:laptop',
      'rename.change:tablet',
      'rename.save',
      'xstate.error.actor.renamePasskey:network',
      'rename.save',
      'xstate.done.actor.renamePasskey:gone',
      'rename.save',
      'xstate.done.actor.renamePasskey:renamed',
    ],
  },
  setup: async () => {
    ceremonies.length = 0;
    const owner = newOwner();
    await signIn(server, owner.sub, { email: owner.email, name: owner.name });
    const { uid } = (await findAccountByEmail(server.db, owner.email))!;
    const authClient = createFakeAuthClient({ storedUser: await mintOwner(server, { owner }) });
    backend.autoRelease('GET /users', 'real');
    const probe = createSnapshotProbe(passkeysMachine.id);
    const app = renderAppAt('/account', {
      authClient,
      inspect: probe.inspect,
      config: { ...CONFIG, accounts: { ...CONFIG.accounts, passkeys: true } },
      screenLogic: [withSoftAuthenticator],
    });
    await screen.findByRole('region', { name: t.heading }, SLOW);
    return { ...app, probe, uid };
  },
  actual: ({ probe }) => probe.latest(),
  events: {
    'passkeys.retry': {
      exec: ({ user }) => user.click(within(section()).getByRole('button', { name: t.retry })),
    },
    'name.change': {
      samples: {
        laptop: { value: NEW_NAME },
        blank: { value: '' },
        long: { value: 'x'.repeat(61) },
      },
      exec: ({ user }, event) => paste(user, nameField(), event.value),
    },
    'passkey.add': {
      exec: ({ user }) => user.click(within(section()).getByRole('button', { name: t.add })),
    },
    'passkey.remove': {
      samples: { laptop: { id: LAPTOP.id }, phone: { id: PHONE.id } },
      exec: ({ user }, event, step) =>
        user.click(
          within(rowOf(nameOf(event.id, step.from.context.passkeys))).getByRole('button', {
            name: new RegExp(`^${t.remove}`, 'u'),
          }),
        ),
    },
    'remove.confirm': {
      exec: ({ user }) => user.click(within(section()).getByRole('button', { name: t.confirm })),
    },
    'remove.cancel': {
      exec: ({ user }) => user.click(within(section()).getByRole('button', { name: t.cancel })),
    },
    'passkey.rename': {
      samples: { laptop: { id: LAPTOP.id } },
      exec: ({ user }, event, step) =>
        user.click(
          within(rowOf(nameOf(event.id, step.from.context.passkeys))).getByRole('button', {
            name: new RegExp(`^${t.rename}`, 'u'),
          }),
        ),
    },
    'rename.change': {
      samples: {
        tablet: { value: RENAMED },
        blank: { value: '' },
        long: { value: 'y'.repeat(61) },
      },
      exec: ({ user }, event, step) =>
        paste(
          user,
          screen.getByLabelText(t.renameLabel(step.from.context.target!.name), {
            selector: 'input',
          }),
          event.value,
        ),
    },
    'rename.save': {
      exec: ({ user }) => user.click(within(section()).getByRole('button', { name: t.renameSave })),
    },
    'rename.cancel': {
      exec: ({ user }) =>
        user.click(within(section()).getByRole('button', { name: t.renameCancel })),
    },
    'xstate.done.actor.listPasskeys': {
      samples: { one: { output: [LAPTOP] }, two: { output: [LAPTOP, PHONE] } },
      exec: async ({ uid }, event) => {
        for (const p of event.output) {
          await server.db.query(
            `INSERT INTO passkeys (credential_id, uid, public_key, counter, transports, name, created, last_used)
             VALUES ($1, $2, $3, 0, 'internal', $4, $5, $6)`,
            [`${p.id}-${uid}`, uid, new Uint8Array([1, 2, 3]), p.name, p.created, p.lastUsed],
          );
        }
        await backend.release(LIST, 'real');
      },
    },
    'xstate.error.actor.listPasskeys': {
      samples: { http500: { error: new Error('HTTP 500') } },
      exec: () => backend.release(LIST, { status: 500, json: {} }),
    },
    'xstate.done.actor.passkeyOptions': {
      samples: {
        ok: {
          output: {
            ok: true,
            data: { challengeId: 'c', options: {} as PublicKeyCredentialCreationOptionsJSON },
          },
        },
        signedOut: { output: { ok: false, refusal: { status: 401, error: '', message: '' } } },
      },
      // A refusal: the session ended meanwhile (the server's own 401, the token left off).
      exec: (_ctx, event) =>
        backend.release(
          OPTIONS,
          event.output.ok
            ? 'real'
            : (request) => {
                const headers = new Headers(request.headers);
                headers.delete('authorization');
                return server.fetch(new Request(request, { headers }));
              },
        ),
    },
    'xstate.error.actor.passkeyOptions': {
      samples: { network: { error: new Error('Network Error') } },
      exec: () => backend.release(OPTIONS, 'network-error'),
    },
    'xstate.done.actor.createCredential': {
      samples: {
        made: { output: { ok: true, response: {} as never } },
        cancelled: { output: { ok: false, reason: 'cancelled' } },
      },
      exec: async (_ctx, event) => {
        const ceremony = await nextCeremony();
        if (!event.output.ok) return ceremony.resolve({ ok: false, reason: 'cancelled' });
        const origin = server.accounts.passkeys!.settings.origins[0];
        const { response } = createSoftAuthenticator(origin).register(ceremony.options);
        ceremony.resolve({ ok: true, response: response as never });
      },
    },
    'xstate.error.actor.createCredential': {
      samples: { broken: { error: new Error('authenticator broke') } },
      exec: async () => (await nextCeremony()).reject(new Error('authenticator broke')),
    },
    'xstate.done.actor.savePasskey': {
      samples: {
        saved: { output: { ok: true, data: ADDED } },
        expired: { output: { ok: false, refusal: { status: 400, error: '', message: '' } } },
      },
      // Refused: the server's own answer to a challenge that is gone (used, or five minutes old).
      exec: (_ctx, event) =>
        backend.release(
          SAVE,
          event.output.ok
            ? 'real'
            : async (request) => {
                const body = (await request.clone().json()) as Record<string, unknown>;
                return server.fetch(
                  new Request(request.url, {
                    method: 'POST',
                    headers: request.headers,
                    body: JSON.stringify({ ...body, challengeId: 'brugt' }),
                  }),
                );
              },
        ),
    },
    'xstate.error.actor.savePasskey': {
      samples: { network: { error: new Error('Network Error') } },
      exec: () => backend.release(SAVE, 'network-error'),
    },
    'xstate.done.actor.removePasskey': {
      samples: {
        removed: { output: { ok: true, data: {} } },
        last: { output: { ok: false, refusal: { status: 409, error: '', message: '' } } },
      },
      exec: () => backend.release(REMOVE, 'real'),
    },
    'xstate.error.actor.removePasskey': {
      samples: { network: { error: new Error('Network Error') } },
      exec: () => backend.release(REMOVE, 'network-error'),
    },
    'xstate.done.actor.renamePasskey': {
      samples: {
        renamed: { output: { ok: true, data: { ...LAPTOP, name: RENAMED } } },
        gone: { output: { ok: false, refusal: { status: 404, error: '', message: '' } } },
      },
      // Refused: the server's own answer for a passkey removed meanwhile (on another device).
      exec: (_ctx, event) =>
        backend.release(
          RENAME,
          event.output.ok
            ? 'real'
            : async (request) =>
                server.fetch(
                  new Request(request.url.replace(/passkeys\/[^/]+$/u, 'passkeys/forsvundet'), {
                    method: 'PATCH',
                    headers: request.headers,
                    body: await request.clone().text(),
                  }),
                ),
        ),
    },
    'xstate.error.actor.renamePasskey': {
      samples: { network: { error: new Error('Network Error') } },
      exec: () => backend.release(RENAME, 'network-error'),
    },
  },
  states: {
    loading: async () => {
      await backend.waitForRequest(LIST);
      expect(within(section()).getByText(t.loading)).toBeInTheDocument();
    },
    loadFailed: async () => {
      expect(
        await within(section()).findByText(/Adgangsnøglerne kunne ikke hentes/u),
      ).toBeInTheDocument();
      expect(within(section()).getByRole('button', { name: t.retry })).toBeInTheDocument();
    },
    ready: async (_ctx, snapshot) => {
      const { passkeys, notice } = snapshot.context;
      // The list: each passkey's name, when it was added, and whether it was used.
      await waitFor(() =>
        expect(
          within(screen.getByRole('list', { name: t.listLabel }))
            .getAllByRole('listitem')
            .map((li) => li.querySelector('.passkey-row__name')?.textContent),
        ).toEqual(passkeys.map((p) => p.name)),
      );
      for (const p of passkeys) {
        const row = rowOf(p.name);
        expect(row).toHaveTextContent(t.created);
        if (p.id === PHONE.id || p.id === ADDED.id) expect(row).toHaveTextContent(t.neverUsed);
        else expect(row).toHaveTextContent(t.lastUsed);
      }
      const status = within(section())
        .getAllByRole('status')
        .find((e) => e.classList.contains('passkeys__notice'))!;
      if (notice === null) expect(status).toBeEmptyDOMElement();
      else
        expect(status).toHaveTextContent(
          { added: t.added, removed: t.removed, renamed: t.renamed }[notice.kind](notice.name),
        );
    },
    'ready.idle': async (_ctx, snapshot) => {
      await waitFor(() => expect(nameField()).not.toHaveAttribute('readonly'));
      expect(nameField()).toHaveValue(snapshot.context.name);
      const button = within(section()).getByRole('button', { name: t.add });
      expect(button).not.toHaveAttribute('aria-disabled');
      const { problem, removeProblem } = snapshot.context;
      if (problem?.kind === 'blank')
        expect(nameField()).toHaveAccessibleDescription(new RegExp(t.blank, 'u'));
      else if (problem?.kind === 'tooLong')
        expect(nameField()).toHaveAccessibleDescription(/højst være 60 tegn/u);
      else if (problem?.kind === 'unavailable')
        expect(await within(section()).findByRole('alert')).toHaveTextContent(t.unavailable);
      else if (problem?.kind === 'ceremony')
        expect(await within(section()).findByRole('alert')).toHaveTextContent(t[problem.reason]);
      else if (problem?.kind === 'refused') {
        // The server's own words: the challenge was gone, or the session had ended.
        expect(await within(section()).findByRole('alert')).toHaveTextContent(
          /udløb|log ind|logget ind/iu,
        );
      }
      if (removeProblem) {
        const row = rowOf(nameOf(removeProblem.id, snapshot.context.passkeys));
        const alert = within(row).getByRole('alert');
        // Removing the only passkey of an account without a password: the server's reason.
        if (removeProblem.message !== null) expect(alert).toHaveTextContent(/eneste adgangsnøgle/u);
        else expect(alert).toHaveTextContent(t.removeFailed);
      }
      if (!problem && !removeProblem)
        expect(within(section()).queryByRole('alert')).not.toBeInTheDocument();
    },
    'ready.requestingOptions': async () => {
      await backend.waitForRequest(OPTIONS);
      expect(within(section()).getByRole('button', { name: t.asking })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    },
    'ready.ceremony': async (_ctx, snapshot) => {
      await vi.waitFor(() => expect(ceremonies).toHaveLength(1), { timeout: 3000 });
      // The server's real options: this account, this site, its passkeys excluded.
      expect(ceremonies[0].options.rp.id).toBe('test.local');
      expect(ceremonies[0].options.excludeCredentials).toHaveLength(
        snapshot.context.passkeys.length,
      );
      expect(within(section()).getByRole('button', { name: t.ceremony })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    },
    'ready.saving': async () => {
      const request = await backend.waitForRequest(SAVE);
      expect(await request.request.clone().json()).toMatchObject({
        name: NEW_NAME,
        challengeId: expect.any(String),
      });
      expect(within(section()).getByRole('button', { name: t.saving })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    },
    'ready.confirming': async (_ctx, snapshot) => {
      const name = snapshot.context.target!.name;
      const group = await within(rowOf(name)).findByRole('group', {
        name: t.confirmQuestion(name),
      });
      expect(group).toHaveTextContent(t.confirmDetail);
      expect(within(group).getByRole('button', { name: t.cancel })).toHaveFocus();
    },
    'ready.removing': async (_ctx, snapshot) => {
      const request = await backend.waitForRequest(REMOVE);
      expect(request.url.pathname.endsWith(`-${(_ctx as { uid: number }).uid}`)).toBe(true);
      expect(
        within(rowOf(snapshot.context.target!.name)).getByRole('button', { name: t.removing }),
      ).toBeInTheDocument();
    },
    'ready.renaming': async (_ctx, snapshot) => {
      const field = screen.getByLabelText(t.renameLabel(snapshot.context.target!.name), {
        selector: 'input',
      });
      await waitFor(() => expect(field).not.toHaveAttribute('readonly'));
      expect(field).toHaveValue(snapshot.context.newName);
      const problem = snapshot.context.renameProblem;
      if (problem === null) expect(within(section()).queryByRole('alert')).not.toBeInTheDocument();
      else if (problem.kind === 'blank') expect(field).toHaveAccessibleDescription(t.blank);
      else if (problem.kind === 'tooLong')
        expect(field).toHaveAccessibleDescription(/højst være 60 tegn/u);
      else if (problem.kind === 'unavailable')
        expect(await within(section()).findByRole('alert')).toHaveTextContent(t.renameUnavailable);
      else
        await waitFor(() =>
          expect(field).toHaveAccessibleDescription('Adgangsnøglen findes ikke.'),
        );
    },
    'ready.savingName': async (_ctx, snapshot) => {
      const request = await backend.waitForRequest(RENAME);
      expect(await request.request.clone().json()).toEqual({
        name: snapshot.context.newName.trim(),
      });
      expect(within(section()).getByRole('button', { name: t.renameSaving })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    },
  },
  labels: {
    events: {
      'passkeys.retry': `Klik '${t.retry}'`,
      'name.change:laptop': `Skriv '${NEW_NAME}' i '${t.nameLabel}'`,
      'name.change:blank': `Tøm '${t.nameLabel}'`,
      'name.change:long': `Skriv 61 tegn i '${t.nameLabel}'`,
      'passkey.add': `Klik '${t.add}'`,
      'passkey.remove:laptop': `Klik '${t.remove}' ved '${LAPTOP.name}'`,
      'passkey.remove:phone': `Klik '${t.remove}' ved '${PHONE.name}'`,
      'remove.confirm': `Klik '${t.confirm}'`,
      'remove.cancel': `Klik '${t.cancel}'`,
      'passkey.rename:laptop': `Klik '${t.rename}' ved '${LAPTOP.name}'`,
      'rename.change:tablet': `Skriv '${RENAMED}' som nyt navn`,
      'rename.change:blank': 'Tøm navnefeltet',
      'rename.change:long': 'Skriv 61 tegn som nyt navn',
      'rename.save': `Klik '${t.renameSave}'`,
      'rename.cancel': `Klik '${t.renameCancel}'`,
      'xstate.done.actor.listPasskeys:one': 'Serveren viser én adgangsnøgle',
      'xstate.done.actor.listPasskeys:two': 'Serveren viser to adgangsnøgler',
      'xstate.error.actor.listPasskeys:http500': 'Serveren svarer 500',
      'xstate.done.actor.passkeyOptions:ok': 'Serveren sender sine WebAuthn-valg',
      'xstate.done.actor.passkeyOptions:signedOut': 'Serveren: du er ikke logget ind længere',
      'xstate.error.actor.passkeyOptions:network': 'Serveren svarer ikke',
      'xstate.done.actor.createCredential:made': 'Enheden laver adgangsnøglen (softwarenøgle)',
      'xstate.done.actor.createCredential:cancelled': 'Personen lukker browserens dialog',
      'xstate.error.actor.createCredential:broken': 'Enheden fejler',
      'xstate.done.actor.savePasskey:saved': 'Serveren bekræfter og gemmer nøglen',
      'xstate.done.actor.savePasskey:expired': 'Serveren: tilmeldingen udløb',
      'xstate.error.actor.savePasskey:network': 'Serveren svarer ikke',
      'xstate.done.actor.removePasskey:removed': 'Serveren fjerner nøglen',
      'xstate.done.actor.removePasskey:last': 'Serveren nægter: den sidste måde at logge ind på',
      'xstate.error.actor.removePasskey:network': 'Serveren svarer ikke',
      'xstate.done.actor.renamePasskey:renamed': 'Serveren gemmer navnet',
      'xstate.done.actor.renamePasskey:gone':
        'Serveren: nøglen findes ikke (fjernet på en anden enhed)',
      'xstate.error.actor.renamePasskey:network': 'Serveren svarer ikke',
    },
    states: {
      loading: `'${t.loading}'`,
      loadFailed: "'Adgangsnøglerne kunne ikke hentes' og 'Prøv igen'",
      'ready.idle': 'Listen og formularen; evt. fejl ved feltet eller rækken',
      'ready.requestingOptions': `Knappen viser '${t.asking}'`,
      'ready.ceremony': `Knappen viser '${t.ceremony}'`,
      'ready.saving': `Knappen viser '${t.saving}'`,
      'ready.confirming': 'Rækken spørger, om nøglen skal fjernes',
      'ready.removing': `Rækken viser '${t.removing}'`,
      'ready.renaming': 'Rækken viser feltet til det nye navn',
      'ready.savingName': `Knappen viser '${t.renameSaving}'`,
    },
  },
});
