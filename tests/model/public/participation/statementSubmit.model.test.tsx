// Model-based test of the statementSubmit chart (src/machines/statementSubmit.machine.ts): named
// journeys through the statement form of the real participant page at /{conversation_id}, against
// the gated backend forwarding to the real server, reaching every state and transition (the
// generated paths, dozens since the near-duplicate check, do not run). Each POST is held until its
// step, so 'Ser efter lignende udsagn…' and 'Sender…' are observable; the near-duplicate offer is
// the real server's answer for a text close to a seed statement; the duplicate (409), closed and
// writing-disabled (403) refusals are the real server's answers; only the 429 is a canned reply in
// the server's own wording.
import { fireEvent, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { participantTokenKey } from '../../../../src/api/public/participation/participantToken';
import * as da from '../../../../src/copy/da';
import { statementSubmitMachine } from '../../../../src/machines/public/participation/statementSubmit.machine';
import {
  statementErrorText,
  voteErrorText,
} from '../../../../src/views/public/participation/participationText';
import { createGatedBackend } from '../../harness/gatedBackend';
import { advanceDelay, createSnapshotProbe, defineModelTest } from '../../harness/walkModel';
import { apiFaultSamples, failRequest } from '../../support/apiFaults';
import {
  STATEMENTS,
  createPublicConversation,
  ensureStatements,
  refusals,
  renderPublicAt,
  replyFor,
  updateConversation,
} from '../../support/publicPages';
import { setupPublicServer } from '../../support/publicServer';

const server = setupPublicServer();
const backend = createGatedBackend({ backend: (request) => server().fetch(request) });

const STATEMENT = 'Der skal plantes træer langs alle de nye cykelstier.';
/** Nearly the first seed statement ('Der skal være cykelsti langs hele havnefronten.', #0). */
const SIMILAR = 'Cykelstien skal være langs hele havnefronten!';
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
        da.participation.form.checking,
        da.participation.form.submitting,
        da.participation.form.sent,
      ]
        .map((label) => `^${label}$`)
        .join('|'),
    ),
  });

const prompt = () => screen.getByRole('region', { name: da.participation.form.similarHeading(0) });

function expectText(text: string) {
  expect(field()).toHaveValue(text);
  expect(screen.getByText(da.participation.form.counter(text.length, 140))).toBeVisible();
}

defineModelTest({
  name: 'statementSubmit',
  machine: statementSubmitMachine,
  input: { conversationId: 'c000000001', maxLength: 140 },
  paths: () => [],
  journeys: {
    'refused, corrected, nothing alike, refused by the server, sent, the next one begun': [
      'statement.submit',
      'statement.change:statement',
      'statement.submit',
      'xstate.done.actor.checkSimilar:none',
      'xstate.error.actor.postStatement:rateLimited',
      'statement.submit',
      'xstate.done.actor.postStatement',
      'statement.change:statement',
    ],
    'the check is down: sent as before; a refusal corrected; the thank-you passes': [
      'statement.change:statement',
      'statement.submit',
      'xstate.error.actor.checkSimilar:network',
      'xstate.error.actor.postStatement:duplicate',
      'statement.change:statement',
      'statement.submit',
      'xstate.after.CHECK_MS',
      'xstate.done.actor.postStatement',
      'xstate.after.SUBMITTED_MS',
    ],
    'offered #0: the vote fails, then counts; the thank-you passes': [
      'statement.change:similar',
      'statement.submit',
      'xstate.done.actor.checkSimilar:found',
      'similar.vote:agree',
      'xstate.error.actor.voteInstead:network',
      'similar.vote:agree',
      'xstate.done.actor.voteInstead',
      'xstate.after.SUBMITTED_MS',
    ],
    'offered #0: the text edited instead; offered again and sent anyway': [
      'statement.change:similar',
      'statement.submit',
      'xstate.done.actor.checkSimilar:found',
      'statement.change:statement',
      'statement.change:similar',
      'statement.submit',
      'xstate.done.actor.checkSimilar:found',
      'similar.send',
      'xstate.done.actor.postStatement',
    ],
    'offered #0, voted on, and the next statement begun': [
      'statement.change:similar',
      'statement.submit',
      'xstate.done.actor.checkSimilar:found',
      'similar.vote:pass',
      'xstate.done.actor.voteInstead',
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
      samples: {
        statement: { text: STATEMENT },
        similar: { text: SIMILAR },
        blank: { text: '   ' },
      },
      exec: (_ctx, event) => {
        // React reports no change for the same value: edit it away and back, as a user would.
        if (field().value === event.text) {
          fireEvent.change(field(), { target: { value: `${event.text}!` } });
        }
        fireEvent.change(field(), { target: { value: event.text } });
      },
    },
    'statement.submit': { exec: ({ user }) => user.click(submitButton()) },
    'xstate.done.actor.checkSimilar': {
      samples: {
        none: { output: [] },
        found: { output: [{ tid: 0, txt: STATEMENTS[0] }] },
      },
      exec: () => backend.release('POST /comments/similar', 'real'),
    },
    'xstate.error.actor.checkSimilar': {
      samples: { network: apiFaultSamples.network },
      exec: () => failRequest(backend, 'POST /comments/similar', 'network'),
    },
    'xstate.after.CHECK_MS': {
      // The check never answers in time: the statement goes without it.
      exec: async (ctx, event, step) => {
        await backend.waitForRequest('POST /comments/similar');
        await advanceDelay(ctx, event, step);
      },
    },
    'similar.vote': {
      samples: { agree: { vote: -1 }, pass: { vote: 0 } },
      exec: ({ user }, event) =>
        user.click(
          within(prompt()).getByRole('button', {
            name: event.vote === -1 ? da.participation.agree : da.participation.pass,
          }),
        ),
    },
    'similar.send': {
      exec: ({ user }) =>
        user.click(
          within(prompt()).getByRole('button', { name: da.participation.form.sendAnyway }),
        ),
    },
    'xstate.done.actor.voteInstead': {
      samples: { counted: { output: { currentPid: 3, nextComment: null, token: 'token' } } },
      exec: () => backend.release('POST /votes', 'real'),
    },
    'xstate.error.actor.voteInstead': {
      samples: { network: apiFaultSamples.network },
      exec: () => failRequest(backend, 'POST /votes', 'network'),
    },
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
    checking: async ({ probe }, snapshot) => {
      const { text } = await real(probe, snapshot);
      const request = await backend.waitForRequest('POST /comments/similar');
      expect(await request.request.clone().json()).toMatchObject({ txt: text.trim() });
      expect(submitButton()).toHaveTextContent(da.participation.form.checking);
      expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
    },
    similar: async ({ probe }, snapshot) => {
      const { voteError, text } = await real(probe, snapshot);
      const offer = prompt();
      expect(offer).toHaveTextContent(da.participation.form.similarHeading(0));
      expect(offer).toHaveTextContent(STATEMENTS[0]);
      // Focus lands on the offer, so the keyboard user is at the choice (after a failed vote it
      // stays on the button they pressed, inside the offer).
      if (voteError) expect(offer).toContainElement(document.activeElement as HTMLElement);
      else expect(within(offer).getByRole('heading', { level: 3 })).toHaveFocus();
      expect(
        within(offer).getByRole('button', { name: da.participation.form.sendAnyway }),
      ).toBeVisible();
      expect(within(offer).queryByRole('alert')?.textContent ?? null).toBe(
        voteError ? voteErrorText(voteError) : null,
      );
      expectText(text);
    },
    votingInstead: async () => {
      await backend.waitForRequest('POST /votes');
      expect(within(prompt()).getByRole('status')).toHaveTextContent(
        da.participation.form.votingInstead,
      );
    },
    votedInstead: async ({ probe, conversation }, snapshot) => {
      await real(probe, snapshot);
      expectText('');
      expect(
        screen.queryByRole('region', { name: da.participation.form.similarHeading(0) }),
      ).toBeNull();
      expect(
        screen
          .getAllByRole('status')
          .some((s) => s.textContent === da.participation.form.votedInstead(0)),
      ).toBe(true);
      // The vote is the server's: on #0, by the participant the page now holds a token for.
      const { rows } = await server().db.query(
        'SELECT count(*)::int AS n FROM votes_latest_unique WHERE zid = $1 AND tid = 0',
        [conversation.zid],
      );
      expect(rows[0].n).toBeGreaterThan(0);
    },
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
      // The thanks are said once, beside the button (which says 'Sendt').
      expect(submitButton()).toHaveTextContent(da.participation.form.sent);
      expect(screen.getAllByText(/^Tak!/u)).toHaveLength(1);
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
      'statement.change:similar':
        "Skriv 'Cykelstien skal være langs hele havnefronten!' i 'Dit udsagn'",
      'xstate.done.actor.checkSimilar:none': 'Serveren finder intet lignende udsagn',
      'xstate.done.actor.checkSimilar:found': 'Serveren finder udsagn #0, der ligner',
      'xstate.error.actor.checkSimilar:network': 'Tjekket af lignende udsagn når ikke frem',
      'xstate.after.CHECK_MS': 'Tjekket svarer ikke inden for 3 sekunder',
      'similar.vote:agree': "Klik 'Enig' under 'Ligner udsagn #0'",
      'similar.vote:pass': "Klik 'Spring over' under 'Ligner udsagn #0'",
      'similar.send': "Klik 'Send alligevel'",
      'xstate.done.actor.voteInstead:counted': 'Serveren gemmer stemmen på #0',
      'xstate.error.actor.voteInstead:network': 'Stemmen på #0 når ikke frem',
    },
    states: {
      checking: "Knappen viser 'Ser efter lignende udsagn…' og er deaktiveret",
      similar:
        "'Ligner udsagn #0 — stem på det i stedet?' med udsagnets tekst, Enig/Uenig/Spring over og 'Send alligevel'",
      votingInstead: "'Gemmer din stemme…' under udsagn #0",
      votedInstead: "'Tak! Din stemme på udsagn #0 er gemt.'; feltet er tomt",
      idle: "Feltet med tælleren 'N af 140 tegn' og 'Send udsagn'; efter tomt forsøg: 'Skriv et udsagn, før du sender.'",
      submitting: "Knappen viser 'Sender…' og er deaktiveret; feltet er skrivebeskyttet",
      submitted: "'Tak! Dit udsagn er sendt'; feltet er tomt ('0 af 140 tegn')",
      failed:
        "Fejlen 'Udsagnet blev ikke sendt: …' med 'Din tekst er ikke gået tabt …'; teksten står der stadig",
    },
  },
});
