// Model-based test of the statementSubmit chart (src/machines/statementSubmit.machine.ts): every
// path walked through the statement form of the real participant page at /{conversation_id},
// against the gated backend forwarding to the real server. The POST is held until its step, so
// 'Sender…' is observable; the duplicate (409), closed and writing-disabled (403) refusals are the
// real server's answers; only the 429 is a canned reply in the server's own wording.
import { fireEvent, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { participantTokenKey } from '../../../src/api/public/participantToken';
import * as da from '../../../src/copy/da';
import { statementSubmitMachine } from '../../../src/machines/public/statementSubmit.machine';
import { statementErrorText } from '../../../src/views/public/participation/participationText';
import { createGatedBackend } from '../harness/gatedBackend';
import { advanceDelay, createSnapshotProbe, defineModelTest } from '../harness/walkModel';
import { apiFaultSamples, failRequest } from '../support/apiFaults';
import {
  createPublicConversation,
  ensureStatements,
  refusals,
  renderPublicAt,
  replyFor,
  updateConversation,
} from '../support/publicPages';
import { setupPublicServer } from '../support/publicServer';

const server = setupPublicServer();
const backend = createGatedBackend({ backend: (request) => server().fetch(request) });

const STATEMENT = 'Der skal plantes træer langs alle de nye cykelstier.';
const SLOW = { timeout: 5000 };

type Snapshot = SnapshotFrom<typeof statementSubmitMachine>;
type Probe = ReturnType<typeof createSnapshotProbe>;

/** The real chart's context, once it is in the model's state. */
async function real(probe: Probe, expected: Snapshot) {
  await vi.waitFor(() => expect(probe.latest()?.value).toEqual(expected.value), { timeout: 2000 });
  return (probe.latest() as Snapshot).context;
}

const field = () => screen.getByLabelText(da.participation.form.label) as HTMLTextAreaElement;
const submitButton = () =>
  screen.getByRole('button', {
    name: new RegExp(
      [
        da.participation.form.submit,
        da.participation.form.submitting,
        da.participation.form.submitted,
      ]
        .map((label) => `^${label}$`)
        .join('|'),
    ),
  });

function expectText(text: string) {
  expect(field()).toHaveValue(text);
  expect(screen.getByText(da.participation.form.counter(text.length, 140))).toBeVisible();
}

defineModelTest({
  name: 'statementSubmit',
  machine: statementSubmitMachine,
  input: { conversationId: 'c000000001', maxLength: 140 },
  journeys: {
    'refused, corrected, sent, and the next one begun': [
      'statement.submit',
      'statement.change:statement',
      'statement.submit',
      'xstate.error.actor.postStatement:rateLimited',
      'statement.submit',
      'xstate.done.actor.postStatement',
      'statement.change:statement',
    ],
  },
  setup: async () => {
    window.localStorage.clear();
    const probe = createSnapshotProbe(statementSubmitMachine.id);
    const conversation = await createPublicConversation(server());
    await ensureStatements(server(), conversation);
    backend.autoRelease('GET /participationInit', 'real');
    const { user } = renderPublicAt(`/${conversation.conversationId}`, probe.inspect);
    expect(await screen.findByLabelText(da.participation.form.label, {}, SLOW)).toBeVisible();
    return { user, probe, conversation };
  },
  actual: ({ probe }) => probe.latest(),
  events: {
    'statement.change': {
      samples: { statement: { text: STATEMENT }, blank: { text: '   ' } },
      exec: (_ctx, event) => {
        // React reports no change for the same value: edit it away and back, as a user would.
        if (field().value === event.text) {
          fireEvent.change(field(), { target: { value: `${event.text}!` } });
        }
        fireEvent.change(field(), { target: { value: event.text } });
      },
    },
    'statement.submit': { exec: ({ user }) => user.click(submitButton()) },
    'xstate.done.actor.postStatement': {
      samples: { sent: { output: { tid: 3, currentPid: 3, token: 'token' } } },
      exec: async ({ conversation }) => {
        // A path may send the same statement twice: start from a conversation without it.
        await server().db.query('DELETE FROM comments WHERE zid = $1 AND txt = $2', [
          conversation.zid,
          STATEMENT,
        ]);
        await backend.release('POST /comments', 'real');
      },
    },
    'xstate.error.actor.postStatement': {
      samples: {
        duplicate: { error: refusals.duplicate },
        closed: { error: refusals.closed },
        writingDisabled: { error: refusals.writingDisabled },
        rateLimited: { error: refusals.commentRateLimited },
        network: apiFaultSamples.network,
      },
      exec: async ({ conversation }, _event, step) => {
        const { conversationId, ownerToken } = conversation;
        switch (step.sample) {
          case 'duplicate': {
            // Someone else wrote it first: the real server refuses the same text (409).
            const other = await server().request('/api/v3/comments', {
              method: 'POST',
              token: ownerToken,
              json: { txt: STATEMENT, pid: -1, conversation_id: conversationId, is_seed: true },
            });
            expect([200, 409]).toContain(other.status);
            return void (await backend.release('POST /comments', 'real'));
          }
          case 'closed':
            await updateConversation(server(), ownerToken, conversationId, { is_active: false });
            return void (await backend.release('POST /comments', 'real'));
          case 'writingDisabled':
            await updateConversation(server(), ownerToken, conversationId, { write_type: 0 });
            return void (await backend.release('POST /comments', 'real'));
          case 'rateLimited':
            return void (await backend.release(
              'POST /comments',
              replyFor(refusals.commentRateLimited),
            ));
          default:
            return failRequest(backend, 'POST /comments', step.sample);
        }
      },
    },
    'xstate.after.SUBMITTED_MS': { exec: advanceDelay },
  },
  states: {
    idle: async ({ probe }, snapshot) => {
      const { text, refused } = await real(probe, snapshot);
      expectText(text);
      expect(submitButton()).toHaveTextContent(da.participation.form.submit);
      expect(submitButton()).not.toHaveAttribute('aria-disabled');
      if (refused) {
        expect(screen.getByRole('alert')).toHaveTextContent(da.participation.form.blank);
        expect(field()).toHaveAttribute('aria-invalid', 'true');
      } else {
        expect(screen.queryByText(da.participation.form.blank)).toBeNull();
        expect(field()).not.toHaveAttribute('aria-invalid');
      }
    },
    submitting: async ({ conversation }, snapshot) => {
      const request = await backend.waitForRequest('POST /comments');
      expect(await request.request.clone().json()).toEqual({
        conversation_id: conversation.conversationId,
        txt: snapshot.context.text.trim(),
      });
      expect(submitButton()).toHaveTextContent(da.participation.form.submitting);
      expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
      expect(field()).toHaveAttribute('readonly');
    },
    submitted: async ({ probe, conversation }, snapshot) => {
      await real(probe, snapshot);
      expectText('');
      expect(submitButton()).toHaveTextContent(da.participation.form.submitted);
      expect(
        screen
          .getAllByRole('status')
          .some((s) => s.textContent === da.participation.form.submitted),
      ).toBe(true);
      // The statement made the participant: their anonymous token is kept for the votes.
      const key = participantTokenKey(conversation.conversationId);
      expect(window.localStorage.getItem(key)).toMatch(/\S{20,}/);
    },
    failed: async ({ probe }, snapshot) => {
      const { error, text } = await real(probe, snapshot);
      const alerts = await screen.findAllByRole('alert');
      const alert = alerts.find((a) => a.textContent?.includes(da.participation.form.keptHint))!;
      expect(alert).toHaveTextContent(statementErrorText(error!));
      // The server's Danish message is shown as it sent it.
      if (error!.status !== 0) expect(alert).toHaveTextContent(error!.text);
      // Nothing typed is lost.
      expectText(text);
      expect(submitButton()).not.toHaveAttribute('aria-disabled');
    },
  },
  labels: {
    events: {
      'statement.change:statement':
        "Skriv 'Der skal plantes træer langs alle de nye cykelstier.' i 'Dit udsagn'",
      'statement.change:blank': "Skriv kun mellemrum i 'Dit udsagn'",
      'statement.submit': "Klik 'Send udsagn'",
      'xstate.done.actor.postStatement:sent': 'Serveren gemmer udsagnet',
      'xstate.error.actor.postStatement:duplicate':
        'En anden har skrevet det samme: serveren svarer 409',
      'xstate.error.actor.postStatement:closed':
        'Ejeren har lukket samtalen: serveren afviser udsagnet',
      'xstate.error.actor.postStatement:writingDisabled':
        'Ejeren har slået nye udsagn fra: serveren afviser udsagnet',
      'xstate.error.actor.postStatement:rateLimited': 'Serveren svarer 429 (for mange udsagn)',
      'xstate.error.actor.postStatement:network': 'Ingen forbindelse til serveren',
      'xstate.after.SUBMITTED_MS': 'Vent 4 sekunder',
    },
    states: {
      idle: "Feltet med tælleren 'N / 140 tegn' og 'Send udsagn'; efter tomt forsøg: 'Skriv et udsagn, før du sender.'",
      submitting: "Knappen viser 'Sender…' og er deaktiveret; feltet er skrivebeskyttet",
      submitted: "'Tak! Dit udsagn er sendt'; feltet er tomt ('0 / 140 tegn')",
      failed:
        "Fejlen 'Udsagnet blev ikke sendt: …' med 'Din tekst er ikke gået tabt …'; teksten står der stadig",
    },
  },
});
