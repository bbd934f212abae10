// Model-based test of the sessions chart (src/machines/account/sessions.machine.ts): "Hvor du er logget
// ind" on /account, signed in to the real server (embedded provider mode) in this browser, with
// the account also signed in from a laptop. The list and the ending are the server's own answers;
// a refusal and no answer are made at the gate. Ending the others is checked in the database.
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, expect } from 'vitest';
import { createFakeAuthClient } from '../../support/fakeAuthClient';
import * as da from '../../../src/copy/da';
import { sessionsMachine } from '../../../src/machines/account/sessions.machine';
import { findAccountByEmail } from '../../../server/platform/auth/accounts';
import { createTestServer, signIn, type TestServer } from '../../server/support';
import { createGatedBackend } from '../harness/gatedBackend';
import { createSnapshotProbe, defineModelTest } from '../harness/walkModel';
import { mintOwner, newOwner, preloadLazyRoutes, renderAppAt } from '../support/app';

const LIST = 'GET /api/account/sessions';
const END = 'POST /api/account/sessions/end-others';
const HERE = 'grant-this-browser';
const backend = createGatedBackend({
  extraPaths: ['/api/account/sessions', '/api/account/sessions/end-others'],
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

const t = da.sessions;
const section = () => screen.getByRole('region', { name: t.heading });
const REFUSAL = { status: 403, json: { error: 'x', message: 'Ikke tilladt her.', status: 403 } };
const SLOW = { timeout: 5000 };

defineModelTest({
  name: 'sessions',
  machine: sessionsMachine,
  // One story takes every transition: ending the others is for real and cannot be undone.
  paths: () => [],
  journeys: {
    'the list fails twice, then shows both; ending fails twice, then works': [
      'xstate.done.actor.listSessions:refused',
      'sessions.retry',
      'xstate.error.actor.listSessions:network',
      'sessions.retry',
      'xstate.done.actor.listSessions:listed',
      'sessions.endOthers',
      'xstate.error.actor.endOtherSessions:network',
      'sessions.endOthers',
      'xstate.done.actor.endOtherSessions:refused',
      'sessions.endOthers',
      'xstate.done.actor.endOtherSessions:ended',
    ],
  },
  setup: async () => {
    const owner = newOwner();
    await signIn(server, owner.sub, { email: owner.email, name: owner.name });
    const account = (await findAccountByEmail(server.db, owner.email))!;
    // The account is also signed in on a laptop, seen a minute ago.
    await server.db.query(
      `INSERT INTO account_sessions (uid, grant_id, device, first_seen, last_seen, last_iat)
       VALUES ($1, 'grant-laptop', 'Firefox på Windows', $2, $2, $3)`,
      [account.uid, Date.now() - 60_000, Math.floor(Date.now() / 1000)],
    );
    const storedUser = await mintOwner(server, { owner, grantId: HERE });
    const authClient = createFakeAuthClient({ storedUser });
    backend.autoRelease('GET /users', 'real');
    const probe = createSnapshotProbe(sessionsMachine.id);
    const app = renderAppAt('/account', { authClient, inspect: probe.inspect });
    await screen.findByRole('region', { name: t.heading }, SLOW);
    return { ...app, probe, uid: account.uid };
  },
  actual: ({ probe }) => probe.latest(),
  events: {
    'sessions.retry': {
      exec: ({ user }) => user.click(within(section()).getByRole('button', { name: t.retry })),
    },
    'sessions.endOthers': {
      exec: ({ user }) => user.click(within(section()).getByRole('button', { name: t.endOthers })),
    },
    'xstate.done.actor.listSessions': {
      samples: {
        listed: { output: { ok: true, data: [] } },
        refused: {
          output: { ok: false, refusal: { status: 403, error: 'x', message: 'Ikke tilladt her.' } },
        },
      },
      exec: (_ctx, _event, step) =>
        backend.release(LIST, step.sample === 'refused' ? REFUSAL : 'real'),
    },
    'xstate.error.actor.listSessions': {
      samples: { network: { error: new Error('Network Error') } },
      exec: () => backend.release(LIST, 'network-error'),
    },
    'xstate.done.actor.endOtherSessions': {
      samples: {
        ended: { output: { ok: true, data: [] } },
        refused: {
          output: { ok: false, refusal: { status: 403, error: 'x', message: 'Ikke tilladt her.' } },
        },
      },
      exec: (_ctx, _event, step) =>
        backend.release(END, step.sample === 'refused' ? REFUSAL : 'real'),
    },
    'xstate.error.actor.endOtherSessions': {
      samples: { network: { error: new Error('Network Error') } },
      exec: () => backend.release(END, 'network-error'),
    },
  },
  states: {
    loading: async () => {
      await backend.waitForRequest(LIST);
      expect(await within(section()).findByText(t.loading)).toBeInTheDocument();
    },
    failed: async (_ctx, snapshot) => {
      const alert = await within(section()).findByRole('alert');
      const why = snapshot.context.problem?.message ?? t.unavailable;
      expect(alert).toHaveTextContent(`${t.loadFailed} ${why}`);
      expect(within(alert).getByRole('button', { name: t.retry })).toBeVisible();
    },
    loaded: async ({ uid }, snapshot) => {
      const list = await within(section()).findByRole('list', { name: t.listLabel });
      const rows = within(list).getAllByRole('listitem');
      expect(rows[0]).toHaveTextContent(t.here);
      const { ended, problem } = snapshot.context;
      const status = within(section()).getByRole('status');
      if (ended) {
        expect(status).toHaveTextContent(t.ended);
        expect(rows).toHaveLength(1);
        expect(within(section()).getByText(t.onlyHere)).toBeVisible();
        // The server ended every session but this browser's.
        const { rows: stored } = await server.db.query<{ kept: string; epoch: string }>(
          'SELECT sessions_kept_grant AS kept, sessions_epoch AS epoch FROM users WHERE uid = $1',
          [uid],
        );
        expect(stored[0].kept).toBe(HERE);
        expect(Number(stored[0].epoch)).toBeGreaterThan(0);
      } else {
        expect(status).toBeEmptyDOMElement();
        expect(rows).toHaveLength(2);
        expect(rows[1]).toHaveTextContent('Firefox på Windows');
        expect(within(section()).getByRole('button', { name: t.endOthers })).toBeVisible();
      }
      if (problem) {
        expect(within(section()).getByRole('alert')).toHaveTextContent(
          `${t.endFailed} ${problem.message ?? t.unavailable}`,
        );
      } else {
        expect(within(section()).queryByRole('alert')).not.toBeInTheDocument();
      }
    },
    ending: async () => {
      await backend.waitForRequest(END);
      await waitFor(() =>
        expect(within(section()).getByRole('button', { name: t.ending })).toHaveAttribute(
          'aria-disabled',
          'true',
        ),
      );
    },
  },
  labels: {
    events: {
      'sessions.retry': `Klik '${t.retry}'`,
      'sessions.endOthers': `Klik '${t.endOthers}'`,
      'xstate.done.actor.listSessions:listed': 'Serveren sender listen',
      'xstate.done.actor.listSessions:refused': 'Serveren afviser',
      'xstate.error.actor.listSessions:network': 'Serveren svarer ikke',
      'xstate.done.actor.endOtherSessions:ended': 'Serveren logger de andre steder ud',
      'xstate.done.actor.endOtherSessions:refused': 'Serveren afviser',
      'xstate.error.actor.endOtherSessions:network': 'Serveren svarer ikke',
    },
    states: {
      loading: `'${t.loading}'`,
      failed: `'${t.loadFailed} …' med '${t.retry}'`,
      loaded: `Listen med '${t.here}' først og '${t.endOthers}'`,
      ending: `Knappen viser '${t.ending}'`,
    },
  },
});
