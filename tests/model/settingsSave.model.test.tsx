// Model-based test of the settingsSave chart (src/machines/settingsSave.machine.ts): every path
// walked through the real configure screen at /m/{id}, against the gated backend forwarding to the
// real server. Each PUT is held until its step, so 'Gemmer…' and queued edits are observable. The
// admin area owns the chart, so the `onShareScreen`/`thenShareScreen` samples step away to 'Del'
// and back around a reply: the save goes on meanwhile, and the screen shows the chart's state again.
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import * as da from '../../src/copy/da';
import { isTextChange } from '../../src/machines/rules/settingsFields';
import { settingsSaveMachine } from '../../src/machines/settingsSave.machine';
import { createGatedBackend } from './harness/gatedBackend';
import { createSnapshotProbe, defineModelTest } from './harness/walkModel';
import { expectConfigureScreen, openAdmin, OWNER_METADATA, SLOW } from './support/adminArea';
import { apiFaultSamples, failRequest } from './support/apiFaults';
import { setupTestServer } from './support/app';

const server = setupTestServer();
const backend = createGatedBackend({ backend: (request) => server().fetch(request) });

const NEW_TOPIC = 'Nye cykelstier langs havnen';
const field = (label: string) => screen.getByLabelText(label);
const topicField = () => field(da.configure.fields.topic.label) as HTMLInputElement;
const colourField = () => field(da.configure.fields.help_color.label) as HTMLInputElement;
const openToggle = () => field(da.configure.fields.is_active.label) as HTMLInputElement;

type Snapshot = SnapshotFrom<typeof settingsSaveMachine>;

/** The form shows the chart's draft: nothing typed is lost in any state. */
function expectDraft(snapshot: Snapshot) {
  const { draft } = snapshot.context;
  expect(topicField()).toHaveValue(draft.topic);
  expect(colourField()).toHaveValue(draft.help_color);
  expect(openToggle().checked).toBe(draft.is_active);
}

const { http500, network } = apiFaultSamples;

type User = Awaited<ReturnType<typeof openAdmin>>['user'];
const sidebar = () => screen.getByRole('navigation', { name: da.adminArea.navLabel });

/** Follows the sidebar's 'Del' link and waits until the share screen has loaded. */
async function visitShare(user: User) {
  await user.click(within(sidebar()).getByRole('link', { name: da.adminArea.links.share }));
  expect(
    await screen.findByRole('heading', { level: 1, name: da.share.heading }, SLOW),
  ).toBeVisible();
  expect(await screen.findByText(da.share.accepted(0), {}, SLOW)).toBeVisible();
  // Moving within the admin area never asks.
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
}

/** Back to the configure screen (the state checks then look at it). */
async function backToConfigure(user: User) {
  await user.click(within(sidebar()).getByRole('link', { name: da.adminArea.links.configure }));
  await expectConfigureScreen();
}

defineModelTest({
  name: 'settingsSave',
  machine: settingsSaveMachine,
  input: { conversation: OWNER_METADATA },
  // What the guards depend on, not every value: keeps the model small (the queue can grow).
  serializeState: (s) =>
    JSON.stringify({
      value: s.value,
      queued: Math.min(s.context.queue.length, 2),
      topicChanged: isTextChange(
        'topic',
        s.context.draft.topic,
        s.context.confirmed,
        s.context.queue,
      ),
      colourBlank: s.context.draft.help_color.trim() === '',
    }),
  journeys: {
    'edits while saving go out in order, after a failure too': [
      'setting.edit:topic',
      'setting.commit:topic',
      'setting.toggle',
      'xstate.error.actor.saveSetting:network',
      'setting.toggle',
      'xstate.done.actor.saveSetting:saved',
      'xstate.done.actor.saveSetting:saved',
      'xstate.done.actor.saveSetting:saved',
    ],
    'a save in flight finishes while the share screen shows': [
      'setting.edit:topic',
      'setting.commit:topic',
      'xstate.done.actor.saveSetting:onShareScreen',
    ],
    'a failed save waits while the share screen shows, and is retried back on the form': [
      'setting.edit:topic',
      'setting.commit:topic',
      'xstate.error.actor.saveSetting:thenShareScreen',
      'save.retry',
      'xstate.done.actor.saveSetting:saved',
    ],
  },
  labels: {
    events: {
      'setting.edit:topic': "Skriv 'Nye cykelstier langs havnen' i feltet 'Emne'",
      'setting.edit:blankColour': "Skriv kun mellemrum i feltet 'Tekstfarve'",
      'setting.commit:topic': "Forlad feltet 'Emne' (Tab)",
      'setting.commit:colour': "Forlad feltet 'Tekstfarve' (Tab)",
      'setting.toggle:isActive': "Klik afkrydsningen 'Åben for deltagelse'",
      'save.retry': "Klik 'Prøv igen' i fejlbeskeden",
      'xstate.done.actor.saveSetting:saved': 'Serveren gemmer ændringen',
      'xstate.done.actor.saveSetting:onShareScreen':
        "Klik 'Del' mens der gemmes; serveren svarer; klik 'Konfigurér'",
      'xstate.error.actor.saveSetting:http500': 'Serveren svarer 500 på gemningen',
      'xstate.error.actor.saveSetting:network': 'Ingen forbindelse til serveren',
      'xstate.error.actor.saveSetting:thenShareScreen':
        "Gemningen fejler; klik 'Del' og så 'Konfigurér'",
    },
    states: {
      idle: 'Felterne viser det indtastede; ingen gemme-status og ingen fejl',
      saving: "'Gemmer…'; felterne beholder det indtastede",
      saved: "'Alle ændringer er gemt'",
      failed:
        "Fejlen 'Fejl ved gemning af indhold. …' og 'N ændring(er) er ikke gemt endnu.' med 'Prøv igen'",
    },
  },
  setup: async () => {
    const probe = createSnapshotProbe(settingsSaveMachine.id);
    const opened = await openAdmin(server(), '', { inspect: probe.inspect });
    backend.autoRelease('GET /conversations', 'real');
    // What the share screen loads, for the samples that visit it.
    backend.autoRelease('GET /comments', 'real');
    backend.autoRelease('GET /conversationUuid', 'real');
    await expectConfigureScreen();
    return { ...opened, probe };
  },
  actual: ({ probe }) => probe.latest(),
  events: {
    'setting.edit': {
      samples: {
        topic: { field: 'topic', value: NEW_TOPIC },
        blankColour: { field: 'help_color', value: '   ' },
      },
      exec: (_ctx, event) => {
        const input = event.field === 'topic' ? topicField() : colourField();
        // React reports no change for the same value: edit it away and back, as a user would.
        if (input.value === event.value) {
          fireEvent.change(input, { target: { value: `${event.value}!` } });
        }
        fireEvent.change(input, { target: { value: event.value } });
      },
    },
    'setting.commit': {
      samples: { topic: { field: 'topic' }, colour: { field: 'help_color' } },
      exec: (_ctx, event) => {
        fireEvent.blur(event.field === 'topic' ? topicField() : colourField());
      },
    },
    'setting.toggle': {
      samples: { isActive: { field: 'is_active' } },
      exec: () => {
        fireEvent.click(openToggle());
      },
    },
    'save.retry': {
      exec: ({ user }) =>
        user.click(
          within(screen.getByRole('alert')).getByRole('button', { name: da.configure.retry }),
        ),
    },
    'xstate.done.actor.saveSetting': {
      samples: { saved: { output: OWNER_METADATA }, onShareScreen: { output: OWNER_METADATA } },
      exec: async ({ user }, _event, step) => {
        if (step.sample !== 'onShareScreen') {
          await backend.release('PUT /conversations', 'real');
          return;
        }
        await visitShare(user);
        // Still held, not aborted by leaving the configure screen: the server gets it.
        await backend.release('PUT /conversations', 'real');
        // Saved while away: the sidebar shows the server's answer.
        const { topic } = step.to.context.confirmed;
        expect(await within(sidebar()).findByText(topic, {}, SLOW)).toBeVisible();
        await backToConfigure(user);
      },
    },
    'xstate.error.actor.saveSetting': {
      samples: { http500, network, thenShareScreen: network },
      exec: async ({ user }, _event, step) => {
        if (step.sample !== 'thenShareScreen') {
          await failRequest(backend, 'PUT /conversations', step.sample);
          return;
        }
        await failRequest(backend, 'PUT /conversations', 'network');
        expect(await screen.findByText(da.configure.saveError, {}, SLOW)).toBeVisible();
        await visitShare(user);
        await backToConfigure(user);
      },
    },
  },
  states: {
    idle: (_ctx, snapshot) => {
      expectDraft(snapshot);
      expect(document.querySelector('.save-status')).toBeEmptyDOMElement();
      expect(screen.queryByText(da.configure.saveError)).not.toBeInTheDocument();
    },
    saving: async ({ conversationId }, snapshot) => {
      const put = await backend.waitForRequest('PUT /conversations');
      // The full metadata plus the changed field: the head of the queue.
      const body = (await put.request.clone().json()) as Record<string, unknown>;
      const head = snapshot.context.queue[0];
      expect(body[head.field]).toEqual(head.value);
      expect(body).toMatchObject({ conversation_id: conversationId });
      for (const key of ['topic', 'description', 'is_active', 'vis_type', 'help_color']) {
        expect(body).toHaveProperty(key);
      }
      expect(await screen.findByText(da.configure.saving)).toBeVisible();
      expect(screen.queryByText(da.configure.saveError)).not.toBeInTheDocument();
      expectDraft(snapshot);
    },
    saved: async (_ctx, snapshot) => {
      expect(await screen.findByText(da.configure.saved, {}, SLOW)).toBeVisible();
      expect(screen.queryByText(da.configure.saveError)).not.toBeInTheDocument();
      expectDraft(snapshot);
    },
    failed: async (_ctx, snapshot) => {
      const alert = await screen.findByRole('alert', {}, SLOW);
      expect(alert).toHaveTextContent(da.configure.saveError);
      expect(alert).toHaveTextContent(da.configure.unsaved(snapshot.context.queue.length));
      expect(within(alert).getByRole('button', { name: da.configure.retry })).toBeVisible();
      expect(screen.queryByText(da.configure.saving)).not.toBeInTheDocument();
      expectDraft(snapshot);
    },
  },
});
