// Model-based test of the account chart (src/machines/account/account.machine.ts): every path walked through the
// real app at /account (the signed-in layout owns the chart), against the gated backend forwarding
// to the real server over PGlite.
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { createFakeAuthClient } from '../../support/fakeAuthClient';
import type { User } from '../../../contract/types';
import * as da from '../../../src/copy/da';
import { accountMachine } from '../../../src/machines/account/account.machine';
import { createGatedBackend } from '../harness/gatedBackend';
import { createSnapshotProbe, defineModelTest } from '../harness/walkModel';
import { apiFaultSamples, failRequest } from '../support/apiFaults';
import {
  mintOwner,
  newOwner,
  OWNER,
  preloadLazyRoutes,
  renderAppAt,
  setupServerForFile,
} from '../support/app';

const server = setupServerForFile();
const backend = createGatedBackend({ backend: (request) => server().fetch(request) });
preloadLazyRoutes();

/** What GET /users answers for the owner (the server creates her from the token's claims). */
const IDA: User = {
  uid: 1,
  email: OWNER.email,
  hname: OWNER.name,
  hasXid: false,
  finishedTutorial: false,
  site_ids: [],
  created: 0,
};

const SLOW = { timeout: 5000 };

defineModelTest({
  name: 'account',
  machine: accountMachine,
  // The error's details do not change what the chart can do next: one model state per value.
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  journeys: {
    // No simple path can go back to loading.
    'the server fails, the owner retries': [
      'xstate.error.actor.fetchUser:http500',
      'user.retry',
      'xstate.done.actor.fetchUser:ida',
    ],
    'the API is down, then back': [
      'xstate.error.actor.fetchUser:network',
      'user.retry',
      'xstate.error.actor.fetchUser:timeout',
      'user.retry',
      'xstate.done.actor.fetchUser:ida',
    ],
  },
  setup: async () => {
    const probe = createSnapshotProbe(accountMachine.id);
    const owner = newOwner();
    const authClient = createFakeAuthClient({ storedUser: await mintOwner(server(), { owner }) });
    return { ...renderAppAt('/account', { authClient, inspect: probe.inspect }), probe, owner };
  },
  actual: ({ probe }) => probe.latest(),
  events: {
    'user.retry': {
      exec: ({ user }) =>
        user.click(
          within(screen.getByRole('alert')).getByRole('button', { name: da.account.retry }),
        ),
    },
    'user.reload': {
      skip:
        'No screen sends user.reload: the account page has no refresh control yet, and the ' +
        'signed-in layout loads the user once per visit.',
    },
    'xstate.done.actor.fetchUser': {
      samples: { ida: { output: IDA } },
      exec: () => backend.release('GET /users', 'real'),
    },
    'xstate.error.actor.fetchUser': {
      samples: apiFaultSamples,
      exec: (_ctx, _event, step) => failRequest(backend, 'GET /users', step.sample),
    },
  },
  states: {
    loading: async () => {
      await backend.waitForRequest('GET /users');
      expect(await screen.findByRole('heading', { name: da.account.heading }, SLOW)).toBeVisible();
      expect(await screen.findByText(da.account.loading, {}, SLOW)).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
    loaded: async ({ owner }, snapshot) => {
      const first = snapshot.context.user!.hname.split(' ')[0];
      expect(await screen.findByText(da.account.greeting(first))).toBeInTheDocument();
      expect(screen.getByText(owner.name)).toBeInTheDocument();
      expect(screen.getByText(owner.email)).toBeInTheDocument();
      // The sidebar reads the same chart.
      const account = screen.getByRole('link', { name: new RegExp(`^${da.sidebar.account}`) });
      expect(account).toHaveTextContent(`${da.sidebar.account} · ${first}`);
      expect(screen.queryByText(da.account.loading)).not.toBeInTheDocument();
      // Only this chart's failure: the page's sessions and passkeys lists are charts of their own,
      // and a fault made for the account's fetch can reach theirs on a busy machine.
      expect(
        screen.queryByText(da.account.loadFailed('').trim(), { exact: false }),
      ).not.toBeInTheDocument();
    },
    failed: async (_ctx, snapshot) => {
      const { status, statusText } = snapshot.context.error!;
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(
        da.account.loadFailed(da.errors.statusLine(status, statusText)),
      );
      expect(within(alert).getByRole('button', { name: da.account.retry })).toBeVisible();
      expect(screen.queryByText(da.account.loading)).not.toBeInTheDocument();
    },
  },
  labels: {
    events: {
      'user.retry': "Klik 'Prøv igen' i fejlbeskeden",
      'xstate.done.actor.fetchUser:ida': 'Serveren sender kontoen (Ida Marie Ejer)',
      'xstate.error.actor.fetchUser:http500': 'Serveren svarer 500',
      'xstate.error.actor.fetchUser:network': 'Ingen forbindelse til serveren',
      'xstate.error.actor.fetchUser:timeout': 'Serveren svarer ikke inden for 15 sekunder',
      'xstate.error.actor.fetchUser:forbidden': 'Serveren svarer 403 (også på genforsøget)',
    },
    states: {
      loading: "Overskriften 'Account' og 'Indlæser din konto…'",
      loaded: "'Hej, Ida!', navn og e-mail; sidemenuen viser 'Konto · Ida'",
      failed: "Fejlen 'Kontoen kunne ikke hentes: …' med 'Prøv igen'",
    },
  },
});
