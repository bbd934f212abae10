// Model-based test of the moderators chart (src/machines/moderators/moderators.machine.ts): every path walked
// through the real 'Moderatorer' screen at /m/{id}/moderators, signed in as the owner, against the
// gated backend forwarding to the real server. Each path starts with one colleague already named
// (Anna); the owner names another, types an address that is none, or removes Anna. After every
// answer the screen's list is what the server stored.
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { ApiError } from '../../../src/api/common/apiError';
import type { ConversationModerator } from '../../../contract/types';
import * as da from '../../../src/copy/da';
import { moderatorsMachine } from '../../../src/machines/moderators/moderators.machine';
import { createGatedBackend } from '../harness/gatedBackend';
import { createSnapshotProbe, defineModelTest } from '../harness/walkModel';
import { openAdmin, SLOW } from '../support/adminArea';
import { apiFaultSamples, failRequest } from '../support/apiFaults';
import { setupTestServer } from '../support/app';
// Loaded with the file, not by the first path's lazy route (a cold transform takes seconds).
import '../../../src/views/moderators/ModeratorsPage';
import '../../../src/views/conversationAdmin/ConversationAdminPage';

const server = setupTestServer();
const backend = createGatedBackend({ backend: (request) => server().fetch(request) });

const t = da.moderators;
const ANNA = 'anna@example.dk';
const GOOD = 'kollega@example.dk';
const NOT_AN_ADDRESS = 'kollega';
const LIST = 'GET /conversationModerators';
const ADD = 'POST /conversationModerators';
const REMOVE = 'DELETE /conversationModerators';

const named = (email: string): ConversationModerator => ({
  email,
  hname: null,
  pending: true,
  created: 0,
});

const field = () => screen.getByLabelText(t.emailLabel, { selector: 'input' });
const form = () => screen.getByRole('region', { name: t.addHeading });

/** The addresses the server stores for the conversation, oldest first. */
async function storedEmails(conversationId: string): Promise<string[]> {
  const { rows } = await server().db.query<{ email: string }>(
    `SELECT m.email FROM conversation_moderators m JOIN zinvites z ON z.zid = m.zid
     WHERE z.zinvite = $1 ORDER BY m.created, m.email`,
    [conversationId],
  );
  return rows.map((row) => row.email);
}

/** The server's refusal of an address that is none (its reason goes next to the field). */
const REFUSED = {
  error: new ApiError({
    status: 400,
    statusText: 'Bad Request',
    reason: 'Det ligner ikke en gyldig e-mailadresse.',
    field: 'email',
  }),
};

defineModelTest({
  name: 'moderators',
  machine: moderatorsMachine,
  input: { conversationId: 'c000000001' },
  // Journeys instead of generated paths: the typed address, the list and the problems make dozens
  // of model states, and these two stories take every transition (the gate still demands 100 %).
  // Each step is one the real server really takes: it names a good address, refuses one that is
  // none, and lists and removes what it stored.
  paths: () => [],
  journeys: {
    'no list, retry; blank, no address, no answer, then named': [
      'xstate.error.actor.fetchModerators:http500',
      'list.retry',
      'xstate.done.actor.fetchModerators:anna',
      'moderator.add',
      'email.change:notAnAddress',
      'moderator.add',
      'xstate.error.actor.addModerator:refused',
      'email.change:colleague',
      'moderator.add',
      'xstate.error.actor.addModerator:http500',
      'moderator.add',
      'xstate.done.actor.addModerator:named',
    ],
    'an address typed while the list loads is kept; remove: asked first and cancelled; no answer, then removed':
      [
        'email.change:colleague',
        'xstate.done.actor.fetchModerators:anna',
        'moderator.remove:anna',
        'removal.cancel',
        'moderator.remove:anna',
        'removal.confirm',
        'xstate.error.actor.removeModerator:http500',
        'moderator.remove:anna',
        'removal.confirm',
        'xstate.done.actor.removeModerator:removed',
      ],
  },
  setup: async () => {
    const probe = createSnapshotProbe(moderatorsMachine.id);
    const opened = await openAdmin(server(), '/moderators', {
      inspect: probe.inspect,
      prepare: async (session) => {
        const response = await server().request('/api/v3/conversationModerators', {
          method: 'POST',
          token: session.owner.access_token,
          json: { conversation_id: session.conversationId, email: ANNA },
        });
        expect(response.status).toBe(200);
      },
    });
    backend.autoRelease('GET /conversations', 'real');
    expect(await screen.findByRole('heading', { level: 1, name: t.heading }, SLOW)).toBeVisible();
    return { ...opened, probe };
  },
  actual: ({ probe }) => probe.latest(),
  events: {
    'email.change': {
      samples: {
        colleague: { value: GOOD },
        notAnAddress: { value: NOT_AN_ADDRESS },
      },
      exec: async ({ user }, event) => {
        await user.clear(field());
        if (event.value) await user.type(field(), event.value);
      },
    },
    'moderator.add': {
      exec: ({ user }) => user.click(within(form()).getByRole('button', { name: t.add })),
    },
    'moderator.remove': {
      samples: { anna: { email: ANNA } },
      exec: ({ user }, event) =>
        user.click(screen.getByRole('button', { name: t.removeLabel(event.email) })),
    },
    'removal.confirm': {
      exec: async ({ user }) => {
        const dialog = await screen.findByRole('alertdialog');
        await user.click(within(dialog).getByRole('button', { name: t.confirmRemove }));
      },
    },
    'removal.cancel': {
      exec: async ({ user }) => {
        const dialog = await screen.findByRole('alertdialog');
        await user.click(within(dialog).getByRole('button', { name: t.confirmCancel }));
      },
    },
    'list.retry': {
      exec: ({ user }) => user.click(screen.getByRole('button', { name: t.retry })),
    },
    'xstate.done.actor.fetchModerators': {
      samples: { anna: { output: [named(ANNA)] } },
      exec: () => backend.release(LIST, 'real'),
    },
    'xstate.error.actor.fetchModerators': {
      samples: { http500: apiFaultSamples.http500 },
      exec: () => failRequest(backend, LIST, 'http500'),
    },
    'xstate.done.actor.addModerator': {
      samples: { named: { output: [named(ANNA), named(GOOD)] } },
      exec: () => backend.release(ADD, 'real'),
    },
    'xstate.error.actor.addModerator': {
      samples: { refused: REFUSED, http500: apiFaultSamples.http500 },
      exec: (_ctx, _event, step) =>
        step.sample === 'refused'
          ? backend.release(ADD, 'real')
          : failRequest(backend, ADD, 'http500'),
    },
    'xstate.done.actor.removeModerator': {
      samples: { removed: { output: [] } },
      exec: () => backend.release(REMOVE, 'real'),
    },
    'xstate.error.actor.removeModerator': {
      samples: { http500: apiFaultSamples.http500 },
      exec: () => failRequest(backend, REMOVE, 'http500'),
    },
  },
  states: {
    // The form shows while the list loads or has failed; what was typed there stays.
    loading: async (_ctx, snapshot) => {
      await backend.waitForRequest(LIST);
      expect(await screen.findByRole('status')).toHaveTextContent(t.loading);
      expect(field()).toHaveValue(snapshot.context.email);
    },
    failed: async (_ctx, snapshot) => {
      expect(await screen.findByRole('alert')).toHaveTextContent(t.loadFailed);
      expect(screen.getByRole('button', { name: t.retry })).toBeVisible();
      expect(field()).toHaveValue(snapshot.context.email);
    },
    loaded: async ({ conversationId }, snapshot) => {
      const emails = snapshot.context.moderators.map((m) => m.email);
      if (emails.length === 0) {
        expect(await screen.findByText(t.none)).toBeVisible();
      } else {
        const list = await screen.findByRole('list', { name: t.listLabel });
        await waitFor(() =>
          expect(
            within(list)
              .getAllByRole('listitem')
              .map((li) => li.textContent),
          ).toEqual(emails.map((email) => expect.stringContaining(email))),
        );
      }
      // What the screen lists is what the server stored.
      expect(await storedEmails(conversationId)).toEqual(emails);
    },
    'loaded.idle': async (_ctx, snapshot) => {
      await waitFor(() => expect(field()).not.toHaveAttribute('readonly'));
      expect(field()).toHaveValue(snapshot.context.email);
      const { addProblem, removeProblem, added } = snapshot.context;
      if (addProblem === null) expect(field()).not.toHaveAccessibleDescription();
      else if (addProblem === 'blank') expect(field()).toHaveAccessibleDescription(t.blank);
      else if (addProblem === 'unavailable') {
        expect(field()).toHaveAccessibleDescription(t.unavailable);
      } else expect(field()).toHaveAccessibleDescription(/gyldig e-mailadresse/u);
      if (removeProblem) expect(screen.getAllByRole('alert')[0]).toHaveTextContent(t.unavailable);
      if (added) expect(within(form()).getByRole('status')).toHaveTextContent(t.added(added));
      else expect(within(form()).queryByRole('status')).not.toBeInTheDocument();
    },
    'loaded.adding': async (_ctx, snapshot) => {
      const request = await backend.waitForRequest(ADD);
      expect(await request.request.clone().json()).toMatchObject({
        email: snapshot.context.email.trim(),
      });
      expect(within(form()).getByRole('button', { name: t.adding })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    },
    // Nothing is removed before the owner confirms; Annullér has focus.
    'loaded.confirmingRemoval': async ({ conversationId }, snapshot) => {
      const dialog = await screen.findByRole('alertdialog');
      expect(dialog).toHaveAccessibleName(t.confirmTitle(snapshot.context.removing!));
      expect(within(dialog).getByRole('button', { name: t.confirmCancel })).toHaveFocus();
      expect(backend.requests(REMOVE).filter((r) => r.state === 'queued')).toHaveLength(0);
      expect(await storedEmails(conversationId)).toContain(snapshot.context.removing);
    },
    'loaded.removing': async (_ctx, snapshot) => {
      await backend.waitForRequest(REMOVE);
      expect(
        screen.getByRole('button', { name: t.removeLabel(snapshot.context.removing!) }),
      ).toHaveTextContent(t.removing);
    },
  },
  labels: {
    events: {
      'email.change:colleague': `Skriv '${GOOD}' i 'Kollegaens e-mail'`,
      'email.change:notAnAddress': `Skriv '${NOT_AN_ADDRESS}' i 'Kollegaens e-mail'`,
      'moderator.add': "Klik 'Tilføj moderator'",
      'moderator.remove:anna': `Klik 'Fjern' ved ${ANNA}`,
      'removal.confirm': "Klik 'Fjern moderator' i spørgsmålet",
      'removal.cancel': "Klik 'Annullér' i spørgsmålet",
      'list.retry': "Klik 'Prøv igen'",
      'xstate.done.actor.fetchModerators:anna': `Serveren sender listen med ${ANNA}`,
      'xstate.error.actor.fetchModerators:http500': 'Serveren svarer 500 på listen',
      'xstate.done.actor.addModerator:named': 'Serveren tilføjer moderatoren',
      'xstate.error.actor.addModerator:refused': 'Serveren afviser adressen',
      'xstate.error.actor.addModerator:http500': 'Serveren svarer 500 på tilføjelsen',
      'xstate.done.actor.removeModerator:removed': 'Serveren fjerner moderatoren',
      'xstate.error.actor.removeModerator:http500': 'Serveren svarer 500 på fjernelsen',
    },
    states: {
      loading: "'Henter moderatorer …'",
      failed: "'Moderatorerne kunne ikke hentes.' og 'Prøv igen'",
      loaded: 'Listen over moderatorer, som serveren har gemt den',
      'loaded.idle': 'Formularen; evt. fejl ved feltet eller bekræftelse',
      'loaded.adding': "Knappen viser 'Tilføjer …'",
      'loaded.removing': "Knappen viser 'Fjerner …'",
      'loaded.confirmingRemoval':
        "'Fjern … som moderator?' med 'Annullér' (fokus) og 'Fjern moderator'; intet er fjernet",
    },
  },
});
