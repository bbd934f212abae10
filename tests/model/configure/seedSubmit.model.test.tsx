// Model-based test of the seedSubmit chart (src/machines/configure/seedSubmit.machine.ts): every path walked
// through the real seed form on the configure screen at /m/{id}, against the gated backend
// forwarding to the real server. The POST is held until its step, so 'Gemmer…' is observable;
// the duplicate (409) and closed (403) refusals are the server's own answers.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { expect } from 'vitest';
import { ApiError } from '../../../src/api/common/apiError';
import * as da from '../../../src/copy/da';
import { appEvents } from '../../../src/machines/common/appEvents';
import { seedSubmitMachine } from '../../../src/machines/configure/seedSubmit.machine';
import { seedErrorText } from '../../../src/views/configure/seedErrorText';
import { createGatedBackend } from '../harness/gatedBackend';
import { advanceDelay, createSnapshotProbe, defineModelTest } from '../harness/walkModel';
import { expectConfigureScreen, openAdmin, SLOW } from '../support/adminArea';
import { setupTestServer } from '../support/app';

const server = setupTestServer();
const backend = createGatedBackend({ backend: (request) => server().fetch(request) });

const STATEMENT = 'Der skal være overdækket cykelparkering ved stationen.';
const DUPLICATE_MESSAGE = 'Samtalen har allerede et udsagn med denne tekst.';
const CLOSED_MESSAGE = 'Samtalen er lukket.';

const polisBody = (status: number, error: string, message: string) =>
  JSON.stringify({ error, message, status });

/** The errors the client throws for each refusal, as the server words them. */
const failures = {
  duplicate: {
    error: new ApiError({
      status: 409,
      statusText: 'Conflict',
      body: polisBody(409, 'polis_err_post_comment_duplicate', DUPLICATE_MESSAGE),
      polisError: 'polis_err_post_comment_duplicate',
    }),
  },
  closed: {
    error: new ApiError({
      status: 403,
      statusText: 'Forbidden',
      body: polisBody(403, 'polis_err_conversation_is_closed', CLOSED_MESSAGE),
      polisError: 'polis_err_conversation_is_closed',
    }),
  },
  http500: {
    error: new ApiError({
      status: 500,
      statusText: 'Internal Server Error',
      body: polisBody(500, 'polis_err_internal', 'Serveren fejlede.'),
    }),
  },
  network: { error: ApiError.network(new TypeError('Failed to fetch')) },
};

const seedField = () => screen.getByLabelText(da.seed.label) as HTMLTextAreaElement;
const submitButton = (name: string) => screen.getByRole('button', { name });

function expectText(text: string) {
  expect(seedField()).toHaveValue(text);
  expect(screen.getByText(da.seed.counter(text.length, 140))).toBeVisible();
}

defineModelTest({
  name: 'seedSubmit',
  machine: seedSubmitMachine,
  input: { conversationId: 'c000000001', maxLength: 140 },
  journeys: {
    'a refused statement is corrected and added': [
      'seed.change:statement',
      'seed.submit',
      'xstate.error.actor.postSeed:duplicate',
      'seed.submit',
      'xstate.done.actor.postSeed',
      'seed.change:statement',
    ],
  },
  setup: async () => {
    const probe = createSnapshotProbe(seedSubmitMachine.id);
    const opened = await openAdmin(server(), '', { inspect: probe.inspect });
    backend.autoRelease('GET /conversations', 'real');
    backend.autoRelease('GET /seedComments', 'real');
    await expectConfigureScreen();
    const changes: string[] = [];
    const { unsubscribe } = appEvents.on('comments.changed', (e) => changes.push(e.conversationId));
    return { ...opened, probe, changes, unsubscribe };
  },
  teardown: ({ unsubscribe }) => {
    unsubscribe();
    cleanup();
  },
  actual: ({ probe }) => probe.latest(),
  events: {
    'seed.change': {
      samples: { statement: { text: STATEMENT }, blank: { text: '  \n ' } },
      exec: (_ctx, event) => {
        // React reports no change for the same value: edit it away and back, as a user would.
        if (seedField().value === event.text) {
          fireEvent.change(seedField(), { target: { value: `${event.text}!` } });
        }
        fireEvent.change(seedField(), { target: { value: event.text } });
      },
    },
    'seed.submit': {
      exec: ({ user }) => user.click(submitButton(da.seed.submit)),
    },
    'xstate.done.actor.postSeed': {
      samples: { added: { output: { tid: 0, currentPid: 0 } } },
      // Each path may add the same statement again: start from a conversation without it.
      exec: async () => {
        await server().db.exec('DELETE FROM comments');
        await backend.release('POST /comments', 'real');
      },
    },
    'xstate.error.actor.postSeed': {
      samples: failures,
      exec: async ({ conversationId, owner }, _event, step) => {
        const text = step.from.context.text.trim();
        const asOwner = { token: owner.access_token };
        const setActive = (is_active: boolean) =>
          server().request('/api/v3/conversations', {
            method: 'PUT',
            ...asOwner,
            json: { conversation_id: conversationId, is_active },
          });
        switch (step.sample) {
          case 'duplicate': {
            // The statement is already there: the server refuses the second one.
            await server().db.exec('DELETE FROM comments');
            const first = await server().request('/api/v3/comments', {
              method: 'POST',
              ...asOwner,
              json: { txt: text, pid: -1, conversation_id: conversationId, is_seed: true },
            });
            expect(first.status).toBe(200);
            await backend.release('POST /comments', 'real');
            return;
          }
          case 'closed':
            // Someone closed the conversation meanwhile (reopened after the answer).
            await setActive(false);
            await backend.release('POST /comments', 'real');
            await setActive(true);
            return;
          case 'http500':
            await backend.release('POST /comments', {
              status: 500,
              json: JSON.parse(failures.http500.error.body) as unknown,
            });
            return;
          default:
            await backend.release('POST /comments', 'network-error');
        }
      },
    },
    'xstate.after.SUCCESS_MS': { exec: advanceDelay },
  },
  states: {
    idle: (_ctx, snapshot) => {
      expectText(snapshot.context.text);
      expect(submitButton(da.seed.submit)).toBeVisible();
      expect(seedField()).not.toHaveAttribute('readonly');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
    saving: async (_ctx, snapshot) => {
      const post = await backend.waitForRequest('POST /comments');
      expect(await post.request.clone().json()).toMatchObject({
        txt: snapshot.context.text.trim(),
        pid: -1,
        is_seed: true,
      });
      expect(await screen.findByRole('button', { name: da.seed.saving })).toBeVisible();
      expect(seedField()).toHaveAttribute('readonly');
      expectText(snapshot.context.text);
    },
    succeeded: async ({ changes, conversationId }) => {
      expect(await screen.findByRole('button', { name: da.seed.success }, SLOW)).toBeVisible();
      expectText('');
      // The moderation lists are told to refetch.
      expect(changes).toContain(conversationId);
    },
    failed: async (_ctx, snapshot) => {
      const alert = await screen.findByRole('alert', {}, SLOW);
      expect(alert).toHaveTextContent(seedErrorText(snapshot.context.error!));
      expectText(snapshot.context.text);
      expect(submitButton(da.seed.submit)).toBeVisible();
    },
  },
  labels: {
    events: {
      'seed.change:statement':
        "Skriv 'Der skal være overdækket cykelparkering ved stationen.' i 'Nyt startudsagn'",
      'seed.change:blank': "Skriv kun mellemrum og linjeskift i 'Nyt startudsagn'",
      'seed.submit': "Klik 'Tilføj udsagn'",
      'xstate.done.actor.postSeed:added': 'Serveren gemmer udsagnet',
      'xstate.error.actor.postSeed:duplicate': 'Serveren svarer 409: udsagnet findes allerede',
      'xstate.error.actor.postSeed:closed': 'Samtalen er lukket imens: serveren svarer 403',
      'xstate.error.actor.postSeed:http500': 'Serveren svarer 500',
      'xstate.error.actor.postSeed:network': 'Ingen forbindelse til serveren',
      'xstate.after.SUCCESS_MS': 'Vent 2,5 sekund',
    },
    states: {
      idle: "Feltet viser teksten og tælleren 'N af 140 tegn'; knappen 'Tilføj udsagn'; ingen fejl",
      saving: "Knappen viser 'Gemmer…'; feltet er skrivebeskyttet og beholder teksten",
      succeeded: "Knappen viser 'Udsagn tilføjet!'; feltet er tomt ('0 af 140 tegn')",
      failed:
        "Fejlbesked (fx 'Samtalen har allerede et udsagn med denne tekst.'); teksten står der stadig",
    },
  },
});
