// Model-based test of the invite chart (src/machines/invite.machine.ts): every path through the
// real app at /account ("Inviter en kollega"), signed in as a site admin of the real server
// (embedded provider mode). The answers are the server's own: an address that is no address is
// refused next to the field; a good one sends the invite to the test server's mailbox.
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, expect } from 'vitest';
import { createFakeAuthClient } from '../support/fakeAuthClient';
import * as da from '../../src/copy/da';
import { inviteMachine } from '../../src/machines/invite.machine';
import { createTestServer, signIn, type TestServer } from '../server/support';
import { createGatedBackend } from './harness/gatedBackend';
import { createSnapshotProbe, defineModelTest } from './harness/walkModel';
import { mintOwner, newOwner, preloadLazyRoutes, renderAppAt } from './support/app';
import { walksWhere } from './support/restrictedPaths';

const SEND = 'POST /api/account/invites';
const backend = createGatedBackend({ extraPaths: ['/api/account/invites'] });
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({
    embedded: true,
    accountLimits: { invitesPerAccount: { max: 1000, windowMs: 60_000 } },
  });
  backend.setBackend(server.fetch);
});
afterAll(async () => {
  await server?.close();
});
preloadLazyRoutes();

const t = da.invite;
const GOOD = 'kollega@example.dk';
const isGood = (email: string) => email.trim() === GOOD;
const field = () => screen.getByLabelText(t.emailLabel, { selector: 'input' });
const form = () => screen.getByRole('region', { name: t.heading });
const SLOW = { timeout: 5000 };

defineModelTest({
  name: 'invite',
  machine: inviteMachine,
  paths: walksWhere((from, event) =>
    event.type === 'xstate.done.actor.sendInvite'
      ? (event as unknown as { output: { ok: boolean } }).output.ok === isGood(from.context.email)
      : true,
  ),
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.email, s.context.siteAdmin, s.context.problem]),
  setup: async () => {
    const owner = newOwner();
    // A site admin's account of the embedded provider, and her access token.
    await signIn(server, owner.sub, { email: owner.email, name: owner.name, siteAdmin: true });
    const authClient = createFakeAuthClient({ storedUser: await mintOwner(server, { owner }) });
    backend.autoRelease('GET /users', 'real');
    const probe = createSnapshotProbe(inviteMachine.id);
    const app = renderAppAt('/account', { authClient, inspect: probe.inspect });
    await screen.findByRole('region', { name: t.heading }, SLOW);
    return { ...app, probe };
  },
  actual: ({ probe }) => probe.latest(),
  events: {
    'email.change': {
      samples: {
        colleague: { value: GOOD },
        notAnAddress: { value: 'kollega' },
        blank: { value: '' },
      },
      exec: async ({ user }, event) => {
        await user.clear(field());
        if (event.value) await user.type(field(), event.value);
      },
    },
    'siteAdmin.change': {
      samples: { on: { value: true } },
      exec: ({ user }) => user.click(screen.getByLabelText(t.siteAdminLabel)),
    },
    'invite.submit': { exec: ({ user }) => user.type(field(), '{Enter}') },
    'invite.again': {
      exec: ({ user }) => user.click(screen.getByRole('button', { name: t.again })),
    },
    'xstate.done.actor.sendInvite': {
      samples: {
        sent: { output: { ok: true, data: {} } },
        badAddress: {
          output: { ok: false, refusal: { status: 400, error: '', message: '', field: 'email' } },
        },
      },
      exec: () => backend.release(SEND, 'real'),
    },
    'xstate.error.actor.sendInvite': {
      samples: { network: { error: new Error('Network Error') } },
      exec: () => backend.release(SEND, 'network-error'),
    },
  },
  states: {
    editing: async (_ctx, snapshot) => {
      // After a reply the screen follows within a render.
      await waitFor(() => expect(field()).not.toHaveAttribute('readonly'));
      expect(field()).toHaveValue(snapshot.context.email);
      expect(screen.getByLabelText(t.siteAdminLabel)).toHaveProperty(
        'checked',
        snapshot.context.siteAdmin,
      );
      const { problem } = snapshot.context;
      if (problem === null) expect(within(form()).queryByRole('alert')).not.toBeInTheDocument();
      else if (problem === 'blank') expect(field()).toHaveAccessibleDescription(t.blank);
      else if (problem === 'unavailable') {
        expect(await within(form()).findByRole('alert')).toHaveTextContent(t.unavailable);
      } else {
        await waitFor(() => expect(field()).toHaveAccessibleDescription(/gyldig e-mailadresse/u));
      }
    },
    sending: async (_ctx, snapshot) => {
      const request = await backend.waitForRequest(SEND);
      expect(await request.request.clone().json()).toEqual({
        email: snapshot.context.email.trim(),
        siteAdmin: snapshot.context.siteAdmin,
      });
      expect(request.request.headers.get('authorization')).toMatch(/^Bearer /u);
      expect(within(form()).getByRole('button', { name: t.sending })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    },
    sent: async (_ctx, snapshot) => {
      expect(await within(form()).findByRole('status', {}, SLOW)).toHaveTextContent(t.sent(GOOD));
      const mail = server.mailbox.sent.at(-1)!;
      expect(mail.to).toBe(GOOD);
      expect(mail.text).toMatch(/\/account\/password#[\w-]{43}/u);
      // The invite carries the site-admin grant exactly when the box was ticked.
      const { rows } = await server.db.query<{ grant_site_admin: boolean }>(
        'SELECT grant_site_admin FROM account_links WHERE email = $1 ORDER BY created DESC LIMIT 1',
        [GOOD],
      );
      expect(rows[0].grant_site_admin).toBe(snapshot.context.siteAdmin);
    },
  },
  labels: {
    events: {
      'email.change:colleague': `Skriv '${GOOD}' i 'Kollegaens e-mail'`,
      'email.change:notAnAddress': "Skriv 'kollega' i 'Kollegaens e-mail'",
      'email.change:blank': "Tøm feltet 'Kollegaens e-mail'",
      'siteAdmin.change:on': "Sæt flueben i 'Gør kollegaen til administrator'",
      'invite.submit': "Tryk Enter i 'Kollegaens e-mail'",
      'invite.again': "Klik 'Inviter en til'",
      'xstate.done.actor.sendInvite:sent': 'Serveren sender invitationen',
      'xstate.done.actor.sendInvite:badAddress': 'Serveren afviser adressen',
      'xstate.error.actor.sendInvite:network': 'Serveren svarer ikke',
    },
    states: {
      editing: "Formularen 'Inviter en kollega'; evt. fejl ved feltet",
      sending: "Knappen viser 'Sender …'",
      sent: "'Invitationen er sendt til …' og 'Inviter en til'",
    },
  },
});
