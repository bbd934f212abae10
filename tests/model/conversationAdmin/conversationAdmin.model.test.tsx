// Model-based test of the conversationAdmin chart (src/machines/conversationAdmin/conversationAdmin.machine.ts): every
// path walked through the real app at /m/{id} (the admin area's layout owns the chart, the
// configure screen renders inside it), against the gated backend forwarding to the real server.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import * as da from '../../../src/copy/da';
import { conversationAdminMachine } from '../../../src/machines/conversationAdmin/conversationAdmin.machine';
import { appEvents } from '../../../src/machines/common/appEvents';
import { createGatedBackend } from '../harness/gatedBackend';
import { createSnapshotProbe, defineModelTest } from '../harness/walkModel';
import {
  expectConfigureScreen,
  expectPermissionsError,
  OWNER_METADATA,
  openAdmin,
  releaseAsStranger,
  SLOW,
  STRANGER_METADATA,
  TOPIC,
} from '../support/adminArea';
import { apiFaultSamples, failRequest } from '../support/apiFaults';
import { setupTestServer } from '../support/app';

const server = setupTestServer();
const backend = createGatedBackend({ backend: (request) => server().fetch(request) });

/** The metadata after Ida closed the conversation on the configure screen. */
const CLOSED_METADATA = { ...OWNER_METADATA, is_active: false };

/**
 * The sidebar's title: the topic and its status. The conversation is new, so a draft ('Kladde')
 * while it is active, 'Lukket' once closed.
 */
function expectSidebarTitle(isActive: boolean) {
  const nav = screen.getByRole('navigation', { name: da.adminArea.navLabel });
  expect(within(nav).getByText(TOPIC)).toBeVisible();
  const status = isActive ? da.conversationCards.status.draft : da.conversationCards.status.closed;
  expect(within(nav).getByText(status)).toBeVisible();
}

defineModelTest({
  name: 'conversationAdmin',
  machine: conversationAdminMachine,
  input: { conversationId: 'c000000001' },
  journeys: {
    'the server fails, the owner retries': [
      'xstate.error.actor.fetchMetadata:http500',
      'metadata.retry',
      'xstate.done.actor.fetchMetadata:owner',
    ],
    'a moderator right arrives: refused, retried, allowed': [
      'xstate.done.actor.fetchMetadata:stranger',
      'metadata.refresh',
      'xstate.done.actor.fetchMetadata:owner',
      'metadata.refresh',
      'metadata.saved',
      'xstate.error.actor.fetchMetadata:network',
    ],
    'the moderation screen counts: the sidebar says how many wait, until the server answers': [
      'xstate.done.actor.fetchMetadata:owner',
      'metadata.counted',
      'metadata.refresh',
      'xstate.done.actor.fetchMetadata:owner',
    ],
  },
  setup: async () => {
    const probe = createSnapshotProbe(conversationAdminMachine.id);
    const opened = await openAdmin(server(), '', { inspect: probe.inspect });
    // The configure screen's seed list loads beside the chart under test.
    backend.autoRelease('GET /seedComments', 'real');
    // What the sidebar should say about is_active after the saves of this path.
    return { ...opened, probe, isActive: true, waiting: 0 };
  },
  actual: ({ probe }) => probe.latest(),
  events: {
    'xstate.done.actor.listenForTabReturn': null,
    // The hub listener never ends and has no error handler (common/appEvents).
    'xstate.done.actor.listenForSaves': null,
    'xstate.error.actor.listenForSaves': null,
    'xstate.done.actor.listenForCounts': null,
    'xstate.error.actor.listenForCounts': null,
    'xstate.done.actor.listenForTopicModeration': null,
    'xstate.error.actor.listenForTopicModeration': null,
    'xstate.done.actor.listenForUndo': null,
    'xstate.error.actor.listenForUndo': null,
    'metadata.counted': {
      samples: { three: { waiting: 3 } },
      // The moderation screen's chart tells the hub its unfiltered counts (moderation.setup.ts).
      exec: (ctx, event) => {
        ctx.waiting = event.waiting;
        act(() => {
          appEvents.send({
            type: 'moderation.counted',
            conversationId: ctx.conversationId,
            counts: { pending: event.waiting, accepted: 0, rejected: 0 },
          });
        });
      },
    },
    'xstate.error.actor.listenForTabReturn': {
      skip: 'The tab listener only adds and removes an event listener; nothing in it can fail.',
    },
    'metadata.retry': {
      exec: ({ user }) =>
        user.click(
          within(screen.getByRole('alert')).getByRole('button', {
            name: da.conversationAdmin.retry,
          }),
        ),
    },
    'metadata.refresh': {
      // From the permissions-error view: its retry button. Otherwise: back to the browser tab.
      exec: async ({ user }, _event, step) => {
        if (step.from.matches('denied')) {
          await user.click(screen.getByRole('button', { name: da.adminArea.deniedRetry }));
        } else {
          act(() => {
            document.dispatchEvent(new Event('visibilitychange'));
          });
        }
      },
    },
    'metadata.saved': {
      samples: { closed: { metadata: CLOSED_METADATA } },
      // Ida closes the conversation on the configure screen; the server's answer is handed over.
      exec: async (ctx) => {
        fireEvent.click(
          screen.getByRole('checkbox', { name: da.configure.fields.is_active.label }),
        );
        ctx.isActive = !ctx.isActive;
        await backend.release('PUT /conversations', 'real');
        await screen.findByText(da.configure.saved, {}, SLOW);
      },
    },
    'xstate.done.actor.fetchMetadata': {
      samples: { owner: { output: OWNER_METADATA }, stranger: { output: STRANGER_METADATA } },
      exec: (ctx, _event, step) => {
        // The server's own count: nothing waits in the fresh conversation.
        ctx.waiting = 0;
        return step.sample === 'stranger'
          ? releaseAsStranger(backend, server().fetch, ctx.strangerToken)
          : backend.release('GET /conversations', 'real');
      },
    },
    'xstate.error.actor.fetchMetadata': {
      samples: apiFaultSamples,
      exec: (_ctx, _event, step) => failRequest(backend, 'GET /conversations', step.sample),
    },
  },
  states: {
    loading: async () => {
      await backend.waitForRequest('GET /conversations', { timeout: 10_000 });
      expect(await screen.findByText(da.conversationAdmin.loading, {}, SLOW)).toBeVisible();
      expect(screen.queryByRole('heading', { name: da.configure.heading })).not.toBeInTheDocument();
    },
    loaded: async (ctx) => {
      await expectConfigureScreen();
      expectSidebarTitle(ctx.isActive);
      // One waiting count on every screen: the sidebar's follows the moderation screen's tabs.
      const nav = screen.getByRole('navigation', { name: da.adminArea.navLabel });
      const badge = da.conversationCards.moderateWaiting(ctx.waiting);
      await vi.waitFor(() => expect(within(nav).queryByText(badge) !== null).toBe(ctx.waiting > 0));
      expect(document.querySelector('.admin')).not.toHaveAttribute('aria-busy');
    },
    denied: async () => {
      await expectPermissionsError();
      // The sidebar stays, without the conversation's title.
      const nav = screen.getByRole('navigation', { name: da.adminArea.navLabel });
      expect(within(nav).queryByText(TOPIC)).not.toBeInTheDocument();
      expect(document.querySelector('.admin')).not.toHaveAttribute('aria-busy');
    },
    refreshing: async (ctx, snapshot) => {
      await backend.waitForRequest('GET /conversations', { timeout: 10_000 });
      // No flicker: the last screen stays while the metadata reloads.
      if (snapshot.context.canModerate) {
        await expectConfigureScreen();
        expectSidebarTitle(ctx.isActive);
      } else {
        await expectPermissionsError();
      }
      expect(screen.queryByText(da.conversationAdmin.loading)).not.toBeInTheDocument();
      expect(document.querySelector('.admin')).toHaveAttribute('aria-busy', 'true');
    },
    failed: async (_ctx, snapshot) => {
      const { status, statusText } = snapshot.context.error!;
      const alert = await screen.findByRole('alert', {}, SLOW);
      expect(alert).toHaveTextContent(
        da.conversationAdmin.loadFailed(da.errors.statusLine(status, statusText)),
      );
      expect(screen.queryByRole('heading', { name: da.configure.heading })).not.toBeInTheDocument();
    },
  },
  labels: {
    events: {
      'metadata.retry': "Klik 'Prøv igen' i fejlbeskeden",
      'metadata.counted:three': "Moderér-skærmen tæller 3 udsagn, der venter (fanen 'Afventer')",
      'metadata.refresh': "Klik 'Prøv igen' på adgangsfejlen, eller skift tilbage til fanebladet",
      'metadata.saved:closed':
        "Klik 'Åben for deltagelse' (samtalen lukkes), og vent på 'Alle ændringer er gemt'",
      'xstate.done.actor.fetchMetadata:owner': 'Serveren sender samtalen (du er ejer)',
      'xstate.done.actor.fetchMetadata:stranger':
        'Serveren sender samtalen (du er hverken ejer eller moderator)',
      'xstate.error.actor.fetchMetadata:http500': 'Serveren svarer 500',
      'xstate.error.actor.fetchMetadata:network': 'Ingen forbindelse til serveren',
      'xstate.error.actor.fetchMetadata:timeout': 'Serveren svarer ikke inden for 15 sekunder',
      'xstate.error.actor.fetchMetadata:forbidden': 'Serveren svarer 403 (også på genforsøget)',
    },
    states: {
      loading: "'Indlæser samtalen…'; 'Konfigurér samtale' ses ikke endnu",
      loaded: "'Konfigurér samtale'; sidemenuen viser 'Cykelstier i midtbyen' og 'Kladde'/'Lukket'",
      denied: "'Du har ikke adgang til denne samtale'; sidemenuen uden samtalens titel",
      refreshing: 'Den forrige skærm bliver stående (ingen indlæsningstekst), mens samtalen hentes',
      failed: "Fejlen 'Samtalen kunne ikke hentes: …'",
    },
  },
});
