// Model-based test of the myData chart (src/machines/public/participation/myData.machine.ts): every path walked
// through "Mine data" on the real participation page, against the gated backend forwarding to the
// real server. Each path is a participant of its own who voted and wrote a statement from this
// "device" (the token in localStorage). A changed vote and the deletion are the real server's work;
// a closed conversation's refusal of a changed vote is the real server's 403.
import { screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { participantTokenKey } from '../../../../src/api/public/participation/participantToken';
import type { MyData } from '../../../../contract/dataProtection';
import * as da from '../../../../src/copy/da';
import { myDataMachine } from '../../../../src/machines/public/participation/myData.machine';
import { problemText } from '../../../../src/views/common/problemText';
import { createGatedBackend } from '../../harness/gatedBackend';
import { createSnapshotProbe, defineModelTest } from '../../harness/walkModel';
import { apiFaultSamples, failRequest } from '../../support/apiFaults';
import {
  createPublicConversation,
  ensureStatements,
  renderPublicAt,
  updateConversation,
} from '../../support/publicPages';
import { setupPublicServer } from '../../support/publicServer';

const server = setupPublicServer();
const backend = createGatedBackend({ backend: (request) => server().fetch(request) });
const SLOW = { timeout: 5000 };
const OWN = 'Jeg vil have flere bænke ved åen.';

type Snapshot = SnapshotFrom<typeof myDataMachine>;
type Probe = ReturnType<typeof createSnapshotProbe>;

async function real(probe: Probe, expected: Snapshot) {
  await vi.waitFor(() => expect(probe.latest()?.value).toEqual(expected.value), { timeout: 2000 });
  return (probe.latest() as Snapshot).context;
}

const FOUND: MyData = {
  conversation_id: 'c000000001',
  is_active: true,
  votes: [{ tid: 0, txt: 'x', vote: -1, modified: 0 }],
  statements: [{ tid: 3, txt: OWN, mod: 1, created: 0 }],
};

const toggle = () =>
  screen.getByRole('button', { name: new RegExp(`^(${da.myData.open}|${da.myData.close})$`) });

defineModelTest({
  name: 'myData',
  machine: myDataMachine,
  input: { conversationId: 'c000000001' },
  // The 401 makes the page forget the participant, so My data is not fetched again after it.
  endsWalk: ['xstate.done.actor.fetchMyData:none'],
  journeys: {
    'a device the server does not know, then closed': [
      'myData.open',
      'xstate.done.actor.fetchMyData:none',
      'myData.close',
    ],
    'change a vote, then delete everything after a cancelled first try': [
      'myData.open',
      'xstate.done.actor.fetchMyData:found',
      'vote.change:disagree',
      'xstate.done.actor.changeVote',
      'xstate.done.actor.fetchMyData:found',
      'delete.open',
      'delete.cancel',
      'delete.open',
      'delete.confirm',
      'xstate.done.actor.eraseMyData',
      'myData.close',
    ],
  },
  setup: async () => {
    window.localStorage.clear();
    const probe = createSnapshotProbe(myDataMachine.id);
    const conversation = await createPublicConversation(server());
    await ensureStatements(server(), conversation);
    const { conversationId } = conversation;
    const vote = await server().request('/api/v3/votes', {
      method: 'POST',
      json: { conversation_id: conversationId, tid: 0, vote: -1 },
    });
    const { auth } = (await vote.json()) as { auth: { token: string } };
    await server().request('/api/v3/comments', {
      method: 'POST',
      token: auth.token,
      json: { conversation_id: conversationId, txt: OWN },
    });
    window.localStorage.setItem(participantTokenKey(conversationId), auth.token);
    backend.autoRelease('GET /participationInit', 'real');
    backend.autoRelease('GET /nextComment', 'real');
    const { user } = renderPublicAt(`/${conversationId}`, probe.inspect);
    expect(await screen.findByRole('button', { name: da.myData.open }, SLOW)).toBeVisible();
    return { user, probe, conversation };
  },
  actual: ({ probe }) => probe.latest(),
  events: {
    'myData.open': { exec: ({ user }) => user.click(toggle()) },
    'myData.close': { exec: ({ user }) => user.click(toggle()) },
    'myData.retry': {
      exec: ({ user }) => user.click(screen.getByRole('button', { name: da.myData.retry })),
    },
    'vote.change': {
      samples: { disagree: { tid: 0, vote: 1 } },
      exec: ({ user }) =>
        user.click(
          screen.getAllByRole('button', {
            name: new RegExp(`^${da.myData.changeVoteLabel(da.myData.vote['1'], '')}`),
          })[0],
        ),
    },
    'delete.open': {
      exec: ({ user }) => user.click(screen.getByRole('button', { name: da.myData.deleteAll })),
    },
    'delete.cancel': {
      exec: ({ user }) => user.click(screen.getByRole('button', { name: da.myData.cancel })),
    },
    'delete.confirm': {
      exec: ({ user }) => user.click(screen.getByRole('button', { name: da.myData.confirm })),
    },
    'xstate.done.actor.fetchMyData': {
      samples: { found: { output: FOUND }, none: { output: null } },
      exec: (_ctx, _event, step) =>
        backend.release(
          'GET /myData',
          step.sample === 'none'
            ? {
                status: 401,
                json: {
                  error: 'polis_err_participant_token_required',
                  message: 'Dine data kan kun vises på den enhed, du deltog fra.',
                  status: 401,
                },
              }
            : 'real',
        ),
    },
    'xstate.error.actor.fetchMyData': {
      samples: { http500: apiFaultSamples.http500, network: apiFaultSamples.network },
      exec: (_ctx, _event, step) => failRequest(backend, 'GET /myData', step.sample),
    },
    'xstate.done.actor.changeVote': {
      samples: { saved: { output: {} } },
      exec: () => backend.release('POST /votes', 'real'),
    },
    'xstate.error.actor.changeVote': {
      samples: { closed: { error: new Error('403') } },
      exec: async ({ conversation }) => {
        // The owner closed the conversation meanwhile: the real server refuses the vote.
        const { ownerToken, conversationId } = conversation;
        await updateConversation(server(), ownerToken, conversationId, { is_active: false });
        await backend.release('POST /votes', 'real');
      },
    },
    'xstate.done.actor.eraseMyData': { exec: () => backend.release('DELETE /myData', 'real') },
    'xstate.error.actor.eraseMyData': {
      samples: { network: apiFaultSamples.network },
      exec: (_ctx, _event, step) => failRequest(backend, 'DELETE /myData', step.sample),
    },
  },
  states: {
    closed: () => {
      expect(toggle()).toHaveTextContent(da.myData.open);
      expect(toggle()).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('heading', { name: da.myData.votesHeading })).toBeNull();
    },
    loading: async () => {
      await backend.waitForRequest('GET /myData');
      expect(screen.getByText(da.myData.loading)).toBeInTheDocument();
      expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    },
    nothing: async () => expect(await screen.findByText(da.myData.nothing)).toBeVisible(),
    failed: async ({ probe }, snapshot) => {
      const { error } = await real(probe, snapshot);
      expect(screen.getByRole('alert')).toHaveTextContent(problemText(da.myData.failed, error!));
      expect(screen.getByRole('button', { name: da.myData.retry })).toBeVisible();
    },
    shown: async ({ probe }, snapshot) => {
      const { data, error } = await real(probe, snapshot);
      expect(screen.getByRole('heading', { name: da.myData.votesHeading })).toBeVisible();
      const own = new Set(data!.statements.map((statement) => statement.tid));
      expect(data!.votes.some((vote) => own.has(vote.tid))).toBe(true);
      for (const vote of data!.votes) {
        const item = screen.getAllByText(vote.txt)[0].closest('li')!;
        expect(item).toHaveTextContent(da.myData.yourVote(da.myData.vote[String(vote.vote)]));
        // The vote on one's own statement is the author's agreement: it offers no change.
        const changes = within(item).queryAllByRole('button', { name: /^Ret stemmen til/ });
        if (own.has(vote.tid)) {
          expect(item).toHaveTextContent(da.myData.ownStatement);
          expect(changes).toHaveLength(0);
        } else {
          expect(changes).toHaveLength(data!.is_active ? 2 : 0);
        }
      }
      // Their statement, under Mine udsagn (and under Mine stemmer: the author's own agree).
      expect(screen.getAllByText(OWN).length).toBeGreaterThan(0);
      if (error) {
        // The server's own reason next to the list: the conversation closed.
        expect(screen.getByRole('alert')).toHaveTextContent(
          problemText(da.myData.changeFailed, error),
        );
        expect(screen.getByRole('alert')).toHaveTextContent(/lukket/);
      }
    },
    changing: async () => {
      await backend.waitForRequest('POST /votes');
      expect(screen.getByText(da.myData.changing)).toBeInTheDocument();
    },
    confirming: async ({ probe }, snapshot) => {
      const { data, error } = await real(probe, snapshot);
      const dialog = screen.getByRole('alertdialog', { name: da.myData.confirmTitle });
      expect(dialog).toHaveAccessibleDescription(
        da.myData.confirmIntro(data!.votes.length, data!.statements.length),
      );
      if (error) {
        expect(within(dialog).getByRole('alert')).toHaveTextContent(
          problemText(da.myData.deleteFailed, error),
        );
      }
    },
    deleting: async () => {
      await backend.waitForRequest('DELETE /myData');
      expect(screen.getByRole('button', { name: da.myData.deleting })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    },
    erased: async ({ conversation }) => {
      expect(await screen.findByText(da.myData.erased)).toBeVisible();
      // What the server stored: nothing of this participant's.
      const { rows } = await server().db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM comments WHERE zid = $1 AND txt = $2',
        [conversation.zid, OWN],
      );
      expect(rows[0].n).toBe(0);
    },
  },
  labels: {
    events: {
      'myData.open': "Klik 'Vis mine data'",
      'myData.close': "Klik 'Skjul mine data'",
      'myData.retry': "Klik 'Prøv igen'",
      'vote.change:disagree': "Klik 'Uenig' ved en stemme",
      'delete.open': "Klik 'Slet alle mine data'",
      'delete.cancel': "Klik 'Behold mine data'",
      'delete.confirm': "Klik 'Slet for altid'",
      'xstate.done.actor.fetchMyData:found': 'Serveren sender deltagerens stemmer og udsagn',
      'xstate.done.actor.fetchMyData:none': 'Serveren kender ikke enhedens deltager (401)',
      'xstate.error.actor.fetchMyData:http500': 'Serveren svarer 500',
      'xstate.error.actor.fetchMyData:network': 'Ingen forbindelse til serveren',
      'xstate.done.actor.changeVote:saved': 'Serveren gemmer den nye stemme',
      'xstate.error.actor.changeVote:closed': 'Ejeren har lukket samtalen: serveren afviser',
      'xstate.done.actor.eraseMyData': 'Serveren sletter alt',
      'xstate.error.actor.eraseMyData:network': 'Ingen forbindelse til serveren',
    },
    states: {
      closed: "Knappen 'Vis mine data'",
      loading: "'Henter dine data …'",
      nothing: 'Ingen data fra denne enhed',
      failed: "Fejlen og 'Prøv igen'",
      shown: 'Mine stemmer og Mine udsagn',
      changing: "'Gemmer din nye stemme …'",
      confirming: "Dialogen 'Slet alle dine data?' med antal",
      deleting: "'Sletter …'",
      erased: "'Dine stemmer og udsagn er slettet.'",
    },
  },
});
