// Model-based test of the conversationData chart (src/machines/configure/conversationData.machine.ts): every
// path walked through the owner's "Data og sletning" section of the real configure screen at
// /m/{id}, against the gated backend forwarding to the real server. Whether the conversation is
// open or closed is set on the server before the summary is answered, so the dialog's counts and
// the "close it first" refusal are the server's; the deletion is the server's real DELETE.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { checkRetentionDays } from '../../../server/dataProtection/rules/retentionDays';
import type { ConversationDataSummary } from '../../../contract/dataProtection';
import * as da from '../../../src/copy/da';
import { conversationDataMachine } from '../../../src/machines/configure/conversationData.machine';
import { problemText } from '../../../src/views/common/problemText';
import { createGatedBackend } from '../harness/gatedBackend';
import { createSnapshotProbe, defineModelTest } from '../harness/walkModel';
import { expectConfigureScreen, openAdmin } from '../support/adminArea';
import { apiFaultSamples, failRequest } from '../support/apiFaults';
import { setupTestServer } from '../support/app';

const server = setupTestServer();
const backend = createGatedBackend({ backend: (request) => server().fetch(request) });
const copy = da.conversationData;

type Snapshot = SnapshotFrom<typeof conversationDataMachine>;
type Probe = ReturnType<typeof createSnapshotProbe>;

async function real(probe: Probe, expected: Snapshot) {
  await vi.waitFor(() => expect(probe.latest()?.value).toEqual(expected.value), { timeout: 2000 });
  return (probe.latest() as Snapshot).context;
}

const summary = (is_active: boolean): ConversationDataSummary => ({
  conversation_id: 'c000000001',
  is_active,
  closed_at: is_active ? null : 1,
  retention_days: null,
  participant_data_deleted_at: null,
  counts: { statements: 0, votes: 0, participants: 0, reports: 0, topics: 0 },
});

/** What the real server answers 'tre' (server/dataProtection/rules/retentionDays.ts), for the refused save. */
const refusedMessage = (() => {
  const checked = checkRetentionDays('tre');
  return checked.ok ? '' : checked.message;
})();

const retentionField = () => screen.getByLabelText(copy.retention.label) as HTMLInputElement;

defineModelTest({
  name: 'conversationData',
  machine: conversationDataMachine,
  input: { conversationId: 'c000000001' },
  // One model state per chart state: the screen checks read the real chart's context, so the
  // retention text, saved flag and errors need no states of their own (they would multiply paths).
  serializeState: (s) => JSON.stringify(s.value),
  journeys: {
    'set a retention period, find it open, close it, delete it': [
      'data.open',
      'xstate.done.actor.fetchSummary:open',
      'retention.change:days',
      'retention.save',
      'xstate.done.actor.saveRetention',
      'delete.open',
      'xstate.done.actor.fetchSummary:open',
      'delete.open',
      'xstate.done.actor.fetchSummary:closed',
      'delete.confirm',
      'xstate.done.actor.deleteConversation',
    ],
  },
  setup: async () => {
    const probe = createSnapshotProbe(conversationDataMachine.id);
    const opened = await openAdmin(server(), '', { inspect: probe.inspect });
    backend.autoRelease('GET /conversations', 'real');
    // The list the admin lands on after a deletion asks who is signed in.
    backend.autoRelease('GET /users', 'real');
    backend.autoRelease('GET /seedComments', 'real');
    await expectConfigureScreen();
    // Something to delete: a seed statement and a participant's vote on it.
    const asOwner = { token: opened.owner.access_token };
    await server().request('/api/v3/comments', {
      method: 'POST',
      ...asOwner,
      json: { txt: 'Et frø', pid: -1, conversation_id: opened.conversationId, is_seed: true },
    });
    await server().request('/api/v3/conversations', {
      method: 'PUT',
      ...asOwner,
      json: { conversation_id: opened.conversationId, is_draft: false },
    });
    await server().request('/api/v3/votes', {
      method: 'POST',
      json: { conversation_id: opened.conversationId, tid: 0, vote: -1 },
    });
    const setActive = (is_active: boolean) =>
      server().request('/api/v3/conversations', {
        method: 'PUT',
        ...asOwner,
        json: { conversation_id: opened.conversationId, is_active },
      });
    return { ...opened, probe, setActive };
  },
  teardown: () => cleanup(),
  actual: ({ probe }) => probe.latest(),
  events: {
    'data.open': {
      exec: ({ user }) => user.click(screen.getByRole('button', { name: copy.open })),
    },
    'data.retry': {
      exec: ({ user }) => user.click(screen.getByRole('button', { name: copy.retry })),
    },
    'retention.change': {
      samples: { days: { text: '30' }, keep: { text: '' } },
      exec: (_ctx, event) => {
        if (retentionField().value === event.text) {
          fireEvent.change(retentionField(), { target: { value: `${event.text}9` } });
        }
        fireEvent.change(retentionField(), { target: { value: event.text } });
      },
    },
    'retention.save': {
      exec: ({ user }) => user.click(screen.getByRole('button', { name: copy.retention.save })),
    },
    'delete.open': {
      exec: ({ user }) => user.click(screen.getByRole('button', { name: copy.delete.button })),
    },
    'delete.cancel': {
      exec: ({ user }) => user.click(screen.getByRole('button', { name: copy.delete.cancel })),
    },
    'delete.confirm': {
      exec: ({ user }) => user.click(screen.getByRole('button', { name: copy.delete.confirm })),
    },
    'xstate.done.actor.fetchSummary': {
      samples: { open: { output: summary(true) }, closed: { output: summary(false) } },
      exec: async ({ setActive }, _event, step) => {
        // The owner (in another tab) opened or closed it: the server's summary says so.
        expect((await setActive(step.sample === 'open')).status).toBe(200);
        await backend.release('GET /conversationData', 'real');
      },
    },
    'xstate.error.actor.fetchSummary': {
      samples: { http500: apiFaultSamples.http500, network: apiFaultSamples.network },
      exec: (_ctx, _event, step) => failRequest(backend, 'GET /conversationData', step.sample),
    },
    'xstate.done.actor.saveRetention': {
      samples: { saved: { output: 30 } },
      exec: () => backend.release('PUT /conversationData/retention', 'real'),
    },
    'xstate.error.actor.saveRetention': {
      samples: { refused: { error: new Error('400') }, network: apiFaultSamples.network },
      exec: (_ctx, _event, step) =>
        step.sample === 'refused'
          ? backend.release('PUT /conversationData/retention', {
              status: 400,
              json: {
                error: 'polis_err_param_parse_failed_retention_days',
                message: refusedMessage,
                status: 400,
                field: 'retention_days',
              },
            })
          : failRequest(backend, 'PUT /conversationData/retention', step.sample),
    },
    'xstate.done.actor.deleteConversation': {
      exec: () => backend.release('DELETE /conversationData', 'real'),
    },
    'xstate.error.actor.deleteConversation': {
      samples: { network: apiFaultSamples.network },
      exec: (_ctx, _event, step) => failRequest(backend, 'DELETE /conversationData', step.sample),
    },
  },
  states: {
    idle: () => {
      expect(screen.getByRole('heading', { name: copy.heading })).toBeVisible();
      expect(screen.getByRole('button', { name: copy.open })).toBeVisible();
    },
    loading: async () => {
      await backend.waitForRequest('GET /conversationData');
      expect(screen.getByText(copy.loading)).toBeInTheDocument();
    },
    failed: async ({ probe }, snapshot) => {
      const { error } = await real(probe, snapshot);
      expect(screen.getByText(problemText(copy.failed, error!))).toBeVisible();
      expect(screen.getByRole('button', { name: copy.retry })).toBeVisible();
    },
    ready: async ({ probe }, snapshot) => {
      const context = await real(probe, snapshot);
      expect(retentionField()).toHaveValue(context.retentionText);
      const stateLine = retentionField()
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)!.textContent)
        .join(' ');
      if (context.retentionSaved) expect(stateLine).toContain(copy.retention.saved);
      const days = context.summary!.retention_days;
      expect(stateLine).toContain(days === null ? copy.retention.keep : copy.retention.days(days));
      if (context.retentionError) {
        expect(retentionField()).toHaveAttribute('aria-invalid', 'true');
        expect(stateLine).toContain(problemText(copy.retention.failed, context.retentionError));
      }
      if (context.mustClose) expect(screen.getByText(copy.delete.mustClose)).toBeVisible();
      if (context.error) {
        expect(screen.getByText(problemText(copy.delete.checkFailed, context.error))).toBeVisible();
      }
      expect(screen.getByRole('button', { name: copy.delete.button })).not.toHaveAttribute(
        'aria-disabled',
      );
      expect(screen.queryByRole('alertdialog')).toBeNull();
    },
    savingRetention: async ({ probe }, snapshot) => {
      const request = await backend.waitForRequest('PUT /conversationData/retention');
      const { retentionText } = await real(probe, snapshot);
      expect(await request.request.clone().json()).toMatchObject({
        retention_days: retentionText === '' ? null : Number(retentionText),
      });
      expect(screen.getByRole('button', { name: copy.retention.saving })).toBeVisible();
    },
    checking: async () => {
      await backend.waitForRequest('GET /conversationData');
      expect(screen.getByText(copy.delete.checking)).toBeInTheDocument();
    },
    confirming: async ({ probe }, snapshot) => {
      const { summary: fresh, error } = await real(probe, snapshot);
      const dialog = screen.getByRole('alertdialog', { name: copy.delete.confirmTitle });
      // The server's counts, read when the dialog opened: a seed, a vote, the participants.
      expect(
        within(dialog).getByText(copy.delete.statements(fresh!.counts.statements)),
      ).toBeVisible();
      expect(within(dialog).getByText(copy.delete.votes(fresh!.counts.votes))).toBeVisible();
      expect(fresh!.counts.votes).toBeGreaterThan(0);
      if (!error) {
        // The safe choice has the focus when the dialog opens.
        expect(within(dialog).getByRole('button', { name: copy.delete.cancel })).toHaveFocus();
      } else {
        expect(within(dialog).getByRole('alert')).toHaveTextContent(
          problemText(copy.delete.failed, error),
        );
      }
    },
    deleting: async () => {
      await backend.waitForRequest('DELETE /conversationData');
      expect(screen.getByRole('button', { name: copy.delete.deleting })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    },
    deleted: async ({ conversationId }) => {
      // Nothing is left to configure: the admin is on the list, which says so and lacks the card.
      expect(
        await screen.findByRole('heading', { level: 1, name: da.conversations.heading }),
      ).toBeVisible();
      expect(screen.getByText(da.conversations.notices.deleted)).toHaveAttribute('role', 'status');
      expect(await screen.findByText(da.conversations.empty)).toBeVisible();
      const { rows } = await server().db.query('SELECT 1 FROM zinvites WHERE zinvite = $1', [
        conversationId,
      ]);
      expect(rows).toHaveLength(0);
    },
  },
  labels: {
    events: {
      'data.open': "Klik 'Vis opbevaring og sletning'",
      'data.retry': "Klik 'Prøv igen'",
      'retention.change:days': "Skriv '30' i opbevaringsfeltet",
      'retention.change:keep': 'Tøm opbevaringsfeltet',
      'retention.save': "Klik 'Gem opbevaringsperiode'",
      'delete.open': "Klik 'Slet samtalen …'",
      'delete.cancel': "Klik 'Behold samtalen'",
      'delete.confirm': "Klik 'Slet for altid'",
      'xstate.done.actor.fetchSummary:open': 'Serveren svarer: samtalen er åben',
      'xstate.done.actor.fetchSummary:closed': 'Serveren svarer: samtalen er lukket',
      'xstate.error.actor.fetchSummary:http500': 'Serveren svarer 500',
      'xstate.error.actor.fetchSummary:network': 'Ingen forbindelse til serveren',
      'xstate.done.actor.saveRetention:saved': 'Serveren gemmer perioden',
      'xstate.error.actor.saveRetention:refused': 'Serveren afviser værdien (400)',
      'xstate.error.actor.saveRetention:network': 'Ingen forbindelse til serveren',
      'xstate.done.actor.deleteConversation': 'Serveren sletter samtalen',
      'xstate.error.actor.deleteConversation:network': 'Ingen forbindelse til serveren',
    },
    states: {
      idle: "Knappen 'Vis opbevaring og sletning'",
      loading: "'Henter samtalens data …'",
      failed: "Fejlen og 'Prøv igen'",
      ready: "Opbevaringsfeltet og 'Slet samtalen …'",
      savingRetention: "'Gemmer …'",
      checking: "'Tjekker samtalen …'",
      confirming: "Dialogen 'Slet samtalen for altid?' med antal",
      deleting: "'Sletter …'",
      deleted: "Listen over samtaler med 'Samtalen og alt om den er slettet.'",
    },
  },
});
