// Model-based test of the settingsSave chart (src/machines/configure/settingsSave.machine.ts): every path
// walked through the real configure screen at /m/{id}, against the gated backend forwarding to the
// real server. Each PUT is held until its step, so 'Gemmer…' and queued edits are observable. The
// admin area owns the chart, so the `onShareScreen`/`thenShareScreen` samples step away to 'Del'
// and back around a reply: the save goes on meanwhile, and the screen shows the chart's state again.
import { fireEvent, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { ApiError } from '../../../src/api/common/apiError';
import { SettingsConflictError } from '../../../src/api/common/conversations';
import { TOPIC_MAX } from '../../../contract/limits';
import type { Conversation } from '../../../contract/types';
import * as da from '../../../src/copy/da';
import { isTextChange, type SettingEdit } from '../../../src/machines/configure/settingsFields';
import { settingsSaveMachine } from '../../../src/machines/configure/settingsSave.machine';
import { createGatedBackend } from '../harness/gatedBackend';
import { createSnapshotProbe, defineModelTest } from '../harness/walkModel';
import { expectConfigureScreen, openAdmin, OWNER_METADATA, SLOW } from '../support/adminArea';
import { apiFaultSamples, failRequest } from '../support/apiFaults';
import { setupTestServer } from '../support/app';

const server = setupTestServer();
const backend = createGatedBackend({ backend: (request) => server().fetch(request) });

const NEW_TOPIC = 'Nye cykelstier langs havnen';
/** Not a CSS colour: marked as typed, never sent. */
const NOT_A_COLOUR = 'rødlig';
/** A CSS colour the server's narrower rule refuses (the '/'): its reason shows beside the field. */
const SLASH_COLOUR = 'rgb(0 0 0 / 50%)';
const SERVER_COLOUR_REASON = 'Farven skal være en CSS-farve på højst 20 tegn, eller "default".';

/** The conversation as another window left it: every value back as first read, a newer version. */
const CURRENT: Conversation = { ...OWNER_METADATA, version: 50, modified: 1 };
const field = (label: string) => screen.getByLabelText(label);
const topicField = () => field(da.configure.fields.topic.label) as HTMLInputElement;
const colourField = () => field(da.configure.fields.help_color.label) as HTMLInputElement;
const openToggle = () => field(da.configure.fields.is_active.label) as HTMLInputElement;

type Snapshot = SnapshotFrom<typeof settingsSaveMachine>;

/**
 * The form shows the chart's draft: nothing typed is lost in any state. A colour that is not
 * saved is marked, with its reason beside it (the server's, or the one checked as typed).
 */
function expectDraft(snapshot: Snapshot) {
  const { draft, fieldErrors } = snapshot.context;
  expect(topicField()).toHaveValue(draft.topic);
  expect(topicField()).toHaveAccessibleDescription(
    expect.stringContaining(da.configure.counter(draft.topic.length, TOPIC_MAX)),
  );
  expect(colourField()).toHaveValue(draft.help_color);
  expect(openToggle().checked).toBe(draft.is_active);
  const colourError = fieldErrors.help_color;
  if (colourError) {
    expect(colourField()).toHaveAttribute('aria-invalid', 'true');
    expect(colourField()).toHaveAccessibleDescription(
      expect.stringContaining(
        colourError.kind === 'server' ? colourError.reason : da.configure.colourInvalid,
      ),
    );
  } else {
    expect(colourField()).not.toHaveAttribute('aria-invalid');
  }
  expect(topicField()).not.toHaveAttribute('aria-invalid');
}

/**
 * Another window (the same owner, straight to the server) changes the head's setting away and back
 * to its first value, after the version this window read: this window's save of it is refused.
 */
/** The head the real server refuses (its narrower colour rule), whatever the step claims. */
const isSlashHead = (head: SettingEdit | undefined) =>
  head?.field === 'help_color' && head.value === SLASH_COLOUR;

/**
 * A canned answer for a step whose head the real server would refuse: the server's current
 * conversation with the head applied (as a server with a wider colour rule would answer), or the
 * 409 an other window's change would give.
 */
async function cannedFor(
  conversationId: string,
  token: string,
  head: SettingEdit,
  status: 200 | 409,
) {
  const read = await server().request(`/api/v3/conversations?conversation_id=${conversationId}`, {
    token,
  });
  const current = (await read.json()) as Conversation;
  if (status === 200) return { status, json: { ...current, [head.field]: head.value } };
  return {
    status,
    json: {
      error: 'polis_err_conversation_changed',
      message: 'Samtalen er ændret i et andet vindue.',
      status,
      field: head.field,
      fields: [head.field],
      conversation: current,
    },
  };
}

async function otherWindowChanges(conversationId: string, token: string, head: SettingEdit) {
  const first = OWNER_METADATA[head.field];
  const away =
    typeof first === 'boolean' ? !first : typeof first === 'number' ? 1 - first : `${first}-x`;
  for (const value of [away === 'default-x' ? '#000' : away, first]) {
    const response = await server().request('/api/v3/conversations', {
      method: 'PUT',
      token,
      json: { conversation_id: conversationId, [head.field]: value },
    });
    expect(response.status).toBe(200);
  }
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
      fieldErrors: Object.keys(s.context.fieldErrors),
      conflict: s.context.conflict?.field ?? null,
    }),
  // Forty-two generated paths (~1 s each) walked what the journeys below walk in a dozen.
  paths: () => [],
  journeys: {
    'every way through one form: refresh, queue, fail, retry, conflict both ways': [
      'metadata.refreshed:unchanged',
      'setting.commit:topic',
      'setting.edit:blankColour',
      'setting.edit:notAColour',
      'setting.toggle:isActive',
      'setting.commit:topic',
      'setting.toggle:isActive',
      'xstate.done.actor.saveSetting:saved',
      'xstate.done.actor.saveSetting:saved',
      'setting.commit:topic',
      'setting.toggle:isActive',
      'xstate.error.actor.saveSetting:http500',
      'setting.commit:topic',
      'save.retry',
      'xstate.error.actor.saveSetting:http500',
      'setting.toggle:isActive',
      'xstate.error.actor.saveSetting:conflict',
      'setting.commit:topic',
      'setting.toggle:isActive',
      'conflict.keepMine',
      'xstate.error.actor.saveSetting:conflict',
      'conflict.takeTheirs',
    ],
    'a topic edited during a save goes out after it': [
      'setting.edit:topic',
      'setting.toggle:isActive',
      'xstate.done.actor.saveSetting:saved',
      'setting.commit:topic',
      'xstate.done.actor.saveSetting:saved',
    ],
    'a topic edited during a failed save goes out when committed': [
      'setting.edit:topic',
      'setting.toggle:isActive',
      'xstate.error.actor.saveSetting:http500',
      'setting.commit:topic',
      'xstate.done.actor.saveSetting:saved',
    ],
    'a topic edited during a conflict waits for the choice': [
      'setting.edit:topic',
      'setting.toggle:isActive',
      'xstate.error.actor.saveSetting:conflict',
      'setting.commit:topic',
      'conflict.takeTheirs',
    ],
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
    'another window changed the topic: keep mine': [
      'setting.edit:topic',
      'setting.commit:topic',
      'xstate.error.actor.saveSetting:conflict',
      'conflict.keepMine',
      'xstate.done.actor.saveSetting:saved',
    ],
    'another window changed the topic while more is queued: take theirs, the rest saves': [
      'setting.edit:topic',
      'setting.commit:topic',
      'setting.toggle:isActive',
      'xstate.error.actor.saveSetting:conflict',
      'conflict.takeTheirs',
      'xstate.done.actor.saveSetting:saved',
    ],
    'the server refuses a colour while the topic waits: the topic still saves': [
      'setting.edit:slashColour',
      'setting.commit:colour',
      'setting.edit:topic',
      'setting.commit:topic',
      'xstate.error.actor.saveSetting:refusedColour',
      'xstate.done.actor.saveSetting:saved',
    ],
    'the server refuses the only edit, a colour: the reason beside it, then the topic saves': [
      'setting.edit:slashColour',
      'setting.commit:colour',
      'xstate.error.actor.saveSetting:refusedColour',
      'setting.edit:topic',
      'setting.commit:topic',
      'xstate.done.actor.saveSetting:saved',
    ],
    'a colour that is not one is marked as typed and never sent; the topic saves': [
      'setting.edit:notAColour',
      'setting.commit:colour',
      'setting.edit:topic',
      'setting.commit:topic',
      'xstate.done.actor.saveSetting:saved',
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
      'setting.edit:notAColour': "Skriv 'rødlig' i feltet 'Tekstfarve'",
      'setting.edit:slashColour': "Skriv 'rgb(0 0 0 / 50%)' i feltet 'Tekstfarve'",
      'conflict.keepMine': "Klik 'Behold min'",
      'conflict.takeTheirs': "Klik 'Brug den anden'",
      'metadata.refreshed': 'Kom tilbage til fanen (siden henter samtalen igen)',
      'xstate.error.actor.saveSetting:conflict':
        'Et andet vindue har ændret samme indstilling; serveren svarer 409',
      'xstate.error.actor.saveSetting:refusedColour': 'Serveren afviser farven (400 med felt)',
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
        "Fejlen ('Tjek din forbindelse' kun uden forbindelse) og 'N ændring(er) er ikke gemt endnu.' med 'Prøv igen'",
      conflict:
        "'Samtalen er ændret i et andet vindue' ved feltet, med begge værdier, 'Behold min' og 'Brug den anden'",
    },
  },
  setup: async () => {
    const probe = createSnapshotProbe(settingsSaveMachine.id);
    const opened = await openAdmin(server(), '', { inspect: probe.inspect });
    backend.autoRelease('GET /conversations', 'real');
    // What the share screen loads, for the samples that visit it.
    backend.autoRelease('GET /comments', 'real');
    backend.autoRelease('GET /seedComments', 'real');
    backend.autoRelease('GET /conversationUuid', 'real');
    await expectConfigureScreen();
    return { ...opened, probe };
  },
  actual: ({ probe }) => probe.latest(),
  events: {
    // The hub listener never ends and has no error handler (common/appEvents).
    'xstate.done.actor.listenForRefresh': null,
    'xstate.error.actor.listenForRefresh': null,
    'setting.edit': {
      samples: {
        topic: { field: 'topic', value: NEW_TOPIC },
        blankColour: { field: 'help_color', value: '   ' },
        notAColour: { field: 'help_color', value: NOT_A_COLOUR },
        slashColour: { field: 'help_color', value: SLASH_COLOUR },
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
    'conflict.keepMine': {
      exec: ({ user }) =>
        user.click(screen.getByRole('button', { name: da.configure.conflict.keepMine })),
    },
    'conflict.takeTheirs': {
      exec: ({ user }) =>
        user.click(screen.getByRole('button', { name: da.configure.conflict.takeTheirs })),
    },
    'metadata.refreshed': {
      samples: { unchanged: { metadata: CURRENT } },
      // The admin comes back to the tab: the area reads the metadata again (answered by the real
      // server) and hands it to the form. What a changed value does is in settingsSave.faults.
      exec: async () => {
        const before = backend.requests('GET /conversations').length;
        document.dispatchEvent(new Event('visibilitychange'));
        await vi.waitFor(() =>
          expect(
            backend.requests('GET /conversations').filter((r) => r.state === 'released').length,
          ).toBeGreaterThan(before),
        );
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
      exec: async ({ user, conversationId, owner }, _event, step) => {
        const head = step.from.context.queue[0];
        const reply = isSlashHead(head)
          ? await cannedFor(conversationId, owner.access_token, head, 200)
          : 'real';
        if (step.sample !== 'onShareScreen') {
          await backend.release('PUT /conversations', reply);
          return;
        }
        await visitShare(user);
        // Still held, not aborted by leaving the configure screen: the server gets it.
        await backend.release('PUT /conversations', reply);
        // Saved while away: the sidebar shows the server's answer.
        const { topic } = step.to.context.confirmed;
        expect(await within(sidebar()).findByText(topic, {}, SLOW)).toBeVisible();
        await backToConfigure(user);
      },
    },
    'xstate.error.actor.saveSetting': {
      samples: {
        http500,
        network,
        thenShareScreen: network,
        conflict: {
          error: new SettingsConflictError(
            new ApiError({ status: 409, statusText: 'Conflict' }),
            CURRENT,
            ['topic'],
          ),
        },
        refusedColour: {
          error: new ApiError({
            status: 400,
            statusText: 'Bad Request',
            reason: SERVER_COLOUR_REASON,
            field: 'help_color',
          }),
        },
      },
      exec: async ({ user, conversationId, owner }, _event, step) => {
        const head = step.from.context.queue[0];
        if (step.sample === 'conflict') {
          await otherWindowChanges(conversationId, owner.access_token, head);
          await backend.release(
            'PUT /conversations',
            isSlashHead(head)
              ? await cannedFor(conversationId, owner.access_token, head, 409)
              : 'real',
          );
          return;
        }
        if (step.sample === 'refusedColour') {
          // The real server refuses the slash colour; any other head gets the same refusal canned
          // (the model then treats it as an ordinary failure, the field not being the head's).
          await backend.release(
            'PUT /conversations',
            head.field === 'help_color' && head.value === SLASH_COLOUR
              ? 'real'
              : {
                  status: 400,
                  json: {
                    error: 'polis_err_param_parse_failed_help_color',
                    message: SERVER_COLOUR_REASON,
                    status: 400,
                    field: 'help_color',
                  },
                },
          );
          return;
        }
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
    idle: ({ conversationId }, snapshot) => {
      expectDraft(snapshot);
      // The two settings that change the participants' page say what they will see, and link to it.
      for (const field of ['vis_type', 'importance_enabled'] as const) {
        const { label, help } = da.configure.fields[field];
        const box = screen.getByRole('checkbox', { name: label });
        expect(box).toHaveAccessibleDescription(help);
        const link = within(box.closest('.config-toggle') as HTMLElement).getByRole('link', {
          name: `${da.configure.preview} ${da.configure.previewNewTab}`,
        });
        expect(link).toHaveAttribute('href', `/${conversationId}`);
        expect(link).toHaveAttribute('target', '_blank');
      }
      expect(document.querySelector('.save-status')).toBeEmptyDOMElement();
      expect(screen.queryByText(da.configure.saveError)).not.toBeInTheDocument();
    },
    saving: async ({ conversationId }, snapshot) => {
      const put = await backend.waitForRequest('PUT /conversations');
      // Only the head of the queue goes out, with the version it is based on: nothing the admin
      // did not change can overwrite another window's change.
      const body = (await put.request.clone().json()) as Record<string, unknown>;
      const head = snapshot.context.queue[0];
      expect(Object.keys(body).sort()).toEqual(['conversation_id', head.field, 'version'].sort());
      expect(body).toMatchObject({ conversation_id: conversationId, [head.field]: head.value });
      expect(body.version).toEqual(expect.any(Number));
      expect(await screen.findByText(da.configure.saving)).toBeVisible();
      expect(screen.queryByText(da.configure.saveError)).not.toBeInTheDocument();
      expectDraft(snapshot);
    },
    saved: async (_ctx, snapshot) => {
      const marked = Object.keys(snapshot.context.fieldErrors).length > 0;
      expect(
        await screen.findByText(
          marked ? da.configure.savedExceptMarked : da.configure.saved,
          {},
          SLOW,
        ),
      ).toBeVisible();
      expect(screen.queryByText(da.configure.saveError)).not.toBeInTheDocument();
      expectDraft(snapshot);
    },
    conflict: async (_ctx, snapshot) => {
      const { conflict } = snapshot.context;
      const notice = await screen.findByRole('alert', {}, SLOW);
      expect(notice).toHaveTextContent(da.configure.conflict.title);
      expect(notice).toHaveTextContent(da.configure.fields[conflict!.field].label);
      expect(
        within(notice).getByRole('button', { name: da.configure.conflict.keepMine }),
      ).toBeVisible();
      expect(
        within(notice).getByRole('button', { name: da.configure.conflict.takeTheirs }),
      ).toBeVisible();
      expect(document.querySelector('.save-status')).toHaveTextContent(da.configure.conflict.title);
      expectDraft(snapshot);
    },
    failed: async (_ctx, snapshot) => {
      const alert = await screen.findByRole('alert', {}, SLOW);
      const { error } = snapshot.context;
      // 'Tjek din forbindelse' only when nothing answered; otherwise the server's reason.
      if (error?.status === 0) {
        expect(alert).toHaveTextContent(da.configure.saveError);
      } else {
        expect(alert).toHaveTextContent(da.configure.saveRefused);
        expect(alert).not.toHaveTextContent(da.configure.saveError);
      }
      expect(alert).toHaveTextContent(da.configure.unsaved(snapshot.context.queue.length));
      expect(within(alert).getByRole('button', { name: da.configure.retry })).toBeVisible();
      expect(screen.queryByText(da.configure.saving)).not.toBeInTheDocument();
      expectDraft(snapshot);
    },
  },
});
