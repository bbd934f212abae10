// Model-based test of the participation chart (src/machines/participation.machine.ts): every path
// walked through the real participant page at /{conversation_id} (the public entry, rendered as
// publicMain.tsx renders it), against the gated backend forwarding to the real server. Each path
// has a new conversation; before a reply is released the server is given what the sample stands
// for (statements, none left, closed). The screen is compared with the real chart's context, i.e.
// with what the server really sent; the model decides which state each step must reach. The 'open'
// conversation has importance turned on ('Vigtigt for mig' with each vote); the others do not.
import { screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { participantTokenKey } from '../../../../src/api/public/participation/participantToken';
import type { BootData } from '../../../../contract/boot';
import type { ParticipationInit } from '../../../../contract/types';
import { bootDataFor } from '../../../../server/participation/bootData';
import * as da from '../../../../src/copy/da';
import { voteValueOf } from '../../../../src/machines/public/participation/participationRules';
import { participationMachine } from '../../../../src/machines/public/participation/participation.machine';
import {
  loadErrorText,
  voteErrorText,
  voteRetryText,
} from '../../../../src/views/public/participation/participationText';
import { createGatedBackend } from '../../harness/gatedBackend';
import { advanceDelay, createSnapshotProbe, defineModelTest } from '../../harness/walkModel';
import { apiFaultSamples, failRequest } from '../../support/apiFaults';
import {
  addStatement,
  createPublicConversation,
  ensureStatements,
  rejectAllBut,
  refusals,
  renderPublicAt,
  replyFor,
  STATEMENTS,
  TOPIC,
  updateConversation,
  withParam,
} from '../../support/publicPages';
import { setupPublicServer } from '../../support/publicServer';

const server = setupPublicServer();
const backend = createGatedBackend({ backend: (request) => server().fetch(request) });

const CONVERSATION = {
  conversation_id: 'c000000001',
  topic: TOPIC,
  description: '',
  is_active: true,
  write_type: 1 as const,
  vis_type: 0 as const,
  help_bgcolor: 'default',
  help_color: 'default',
  strict_moderation: false,
  importance_enabled: false,
  comment_max_length: 140,
};
const first = { tid: 0, txt: STATEMENTS[0], remaining: 3, total: 3 };
const init = (over: Partial<ParticipationInit>): ParticipationInit => ({
  conversation: CONVERSATION,
  participant: null,
  nextComment: first,
  votedCount: 0,
  ...over,
});

type Probe = ReturnType<typeof createSnapshotProbe>;
type Snapshot = SnapshotFrom<typeof participationMachine>;
/** The real chart's context (what the server really sent), once it is in the model's state. */
async function real(probe: Probe, expected?: Snapshot) {
  if (expected) {
    await vi.waitFor(() => expect(probe.latest()?.value).toEqual(expected.value), {
      timeout: 2000,
    });
  }
  return (probe.latest() as Snapshot).context;
}

const voteButton = (name: string) => screen.getByRole('button', { name });

/**
 * 'Vigtigt for mig': a toggle button (aria-pressed, described by its hint) exactly where the
 * conversation offers it, pressed exactly while the statement is marked.
 */
async function expectImportanceToggle(probe: Probe, snapshot: Snapshot) {
  const { conversation, important } = await real(probe, snapshot);
  const toggle = screen.queryByRole('button', { name: da.participation.important });
  if (!conversation!.importance_enabled) {
    expect(toggle).toBeNull();
    return;
  }
  expect(toggle).toHaveAttribute('aria-pressed', String(important));
  expect(toggle).toHaveAttribute('aria-pressed', String(snapshot.context.important));
  expect(toggle).not.toHaveAttribute('aria-disabled');
  expect(toggle).toHaveAccessibleDescription(da.participation.importantHint);
}

defineModelTest({
  name: 'participation',
  machine: participationMachine,
  // Fetched: no boot data in the page (a static host, a returning participant), so the chart asks.
  // Booted: the page carries a newcomer's start (server/participation/bootData.ts): no request before the
  // first statement.
  inputs: {
    fetched: { conversationId: 'c000000001' },
    booted: { conversationId: 'c000000001', boot: init({}) },
    // Booted, and 'Uenig' tapped on the server's first paint before the app was live
    // (server/participation/firstPaint/): the chart casts that vote as it arrives.
    tappedEarly: { conversationId: 'c000000001', boot: init({}), earlyVote: 'disagree' },
  },
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.pendingVote,
      s.context.check,
      s.context.closedWhileHere,
      s.context.comment === null,
      // Not `important`: the journeys below walk the marked vote; serialising it would double the
      // generated paths (CI time) without covering more of the chart.
    ]),
  // The 21 generated paths walked no transition these journeys do not: coverage is still asserted
  // at 100 % (CI time).
  paths: () => [],
  journeys: {
    'a newcomer votes on the statement the page came with': {
      input: 'booted',
      steps: ['vote.cast:agree', 'xstate.done.actor.sendVote:next'],
    },
    'a vote tapped before the app was live is cast as it arrives': {
      input: 'tappedEarly',
      steps: [
        'xstate.done.actor.sendVote:next',
        'vote.cast:agree',
        'xstate.done.actor.sendVote:last',
      ],
    },
    'closed on arrival': ['xstate.done.actor.loadParticipation:closed'],
    'not opened yet': ['xstate.done.actor.loadParticipation:draft'],
    'no such conversation': ['xstate.error.actor.loadParticipation:notFound'],
    'a slow load says so': ['xstate.after.SLOW_MS'],
    'closed while voting': [
      'xstate.done.actor.loadParticipation:open',
      'vote.cast:agree',
      'xstate.error.actor.sendVote:closed',
    ],
    'the check for new statements fails': [
      'xstate.done.actor.loadParticipation:empty',
      'statements.check',
      'xstate.error.actor.fetchNextComment:http500',
    ],
    'a failed load is retried': [
      'xstate.error.actor.loadParticipation:network',
      'participation.retry',
      'xstate.done.actor.loadParticipation:open',
      'vote.cast:agree',
      'xstate.done.actor.sendVote:next',
      'vote.cast:disagree',
      'xstate.done.actor.sendVote:last',
    ],
    'a vote during an outage is kept and sent again by itself': [
      'xstate.done.actor.loadParticipation:open',
      'vote.cast:disagree',
      'xstate.error.actor.sendVote:unavailable',
      'xstate.after.VOTE_RETRY_MS',
      'xstate.done.actor.sendVote:next',
    ],
    'a statement marked important carries the mark with its vote': [
      'xstate.done.actor.loadParticipation:open',
      'importance.toggle',
      'vote.cast:agree',
      'xstate.done.actor.sendVote:next',
      'importance.toggle',
      'importance.toggle',
      'vote.cast:disagree',
      'xstate.done.actor.sendVote:last',
    ],
    'a refused vote keeps its mark and is cast again': [
      'xstate.done.actor.loadParticipation:open',
      'importance.toggle',
      'vote.cast:pass',
      'xstate.error.actor.sendVote:rateLimited',
      'importance.toggle',
      'importance.toggle',
      'vote.cast:agree',
      'xstate.done.actor.sendVote:next',
    ],
    'a refused vote is cast again': [
      'xstate.done.actor.loadParticipation:open',
      'vote.cast:pass',
      'xstate.error.actor.sendVote:rateLimited',
      'vote.cast:agree',
      'xstate.done.actor.sendVote:next',
    ],
    'nothing new, then something new': [
      'xstate.done.actor.loadParticipation:empty',
      'statements.check',
      'xstate.done.actor.fetchNextComment:none',
      'statements.check',
      'xstate.done.actor.fetchNextComment:found',
      'vote.cast:agree',
      'xstate.done.actor.sendVote:last',
    ],
  },
  setup: async ({ input }) => {
    window.localStorage.clear();
    const probe = createSnapshotProbe(participationMachine.id);
    const conversation = await createPublicConversation(server());
    let boot: BootData | undefined;
    if (input?.boot) {
      // What the server writes into the page for this conversation, made by the server's code.
      await ensureStatements(server(), conversation);
      boot = await bootDataFor(server(), conversation.conversationId);
    }
    const { user } = renderPublicAt(
      `/${conversation.conversationId}`,
      probe.inspect,
      boot,
      input?.earlyVote,
    );
    return { user, probe, conversation };
  },
  actual: ({ probe }) => probe.latest(),
  events: {
    'participation.retry': {
      exec: ({ user }) => user.click(screen.getByRole('button', { name: da.participation.retry })),
    },
    'vote.cast': {
      samples: {
        agree: { vote: 'agree' },
        disagree: { vote: 'disagree' },
        pass: { vote: 'pass' },
      },
      exec: ({ user }, event) => user.click(voteButton(da.participation[event.vote])),
    },
    'importance.toggle': {
      exec: ({ user }) => user.click(voteButton(da.participation.important)),
    },
    'statements.check': {
      exec: ({ user }) =>
        user.click(screen.getByRole('button', { name: da.participation.checkNew })),
    },
    'xstate.done.actor.loadParticipation': {
      samples: {
        open: { output: init({ conversation: { ...CONVERSATION, importance_enabled: true } }) },
        closed: { output: init({ conversation: { ...CONVERSATION, is_active: false } }) },
        draft: { output: init({ conversation: { ...CONVERSATION, is_draft: true } }) },
        empty: { output: init({ nextComment: null }) },
      },
      exec: async ({ conversation }, _event, step) => {
        if (step.sample !== 'empty') await ensureStatements(server(), conversation);
        if (step.sample === 'open') {
          await updateConversation(server(), conversation.ownerToken, conversation.conversationId, {
            importance_enabled: true,
          });
        }
        if (step.sample === 'closed') {
          await updateConversation(server(), conversation.ownerToken, conversation.conversationId, {
            is_active: false,
          });
        }
        if (step.sample === 'draft') {
          await updateConversation(server(), conversation.ownerToken, conversation.conversationId, {
            is_draft: true,
          });
        }
        await backend.release('GET /participationInit', 'real');
      },
    },
    'xstate.error.actor.loadParticipation': {
      samples: {
        http500: apiFaultSamples.http500,
        network: apiFaultSamples.network,
        notFound: { error: refusals.conversationNotFound },
      },
      exec: (_ctx, _event, step) =>
        step.sample === 'notFound'
          ? // The real server, asked about a conversation that does not exist.
            backend.release('GET /participationInit', (request) =>
              server().fetch(withParam(request, 'conversation_id', 'zzzzzzzzzz')),
            )
          : failRequest(backend, 'GET /participationInit', step.sample),
    },
    'xstate.done.actor.sendVote': {
      samples: {
        next: {
          output: {
            currentPid: 3,
            nextComment: { tid: 1, txt: STATEMENTS[1], remaining: 2, total: 3 },
            token: 'token',
          },
        },
        last: { output: { currentPid: 3, nextComment: null, token: 'token' } },
      },
      exec: async ({ conversation, probe }, _event, step) => {
        const { tid } = (await real(probe)).comment!;
        if (step.sample === 'next') await addStatement(server(), conversation);
        else await rejectAllBut(server(), conversation.zid, tid);
        await backend.release('POST /votes', 'real');
        const { pid } = await real(probe, step.to);
        // What the server stored: the mark, exactly when the statement was marked.
        const { rows } = await server().db.query<{ high_priority: boolean }>(
          'SELECT high_priority FROM votes_latest_unique WHERE zid = $1 AND pid = $2 AND tid = $3',
          [conversation.zid, pid, tid],
        );
        expect(rows).toEqual([{ high_priority: step.from.context.important }]);
      },
    },
    'xstate.error.actor.sendVote': {
      samples: {
        closed: { error: refusals.closed },
        rateLimited: { error: refusals.rateLimited },
        http500: apiFaultSamples.http500,
        network: apiFaultSamples.network,
        unavailable: apiFaultSamples.unavailable,
      },
      exec: async ({ conversation }, _event, step) => {
        if (step.sample === 'closed') {
          // Closed by the owner meanwhile: the real server refuses the vote.
          await updateConversation(server(), conversation.ownerToken, conversation.conversationId, {
            is_active: false,
          });
          await backend.release('POST /votes', 'real');
        } else if (step.sample === 'rateLimited') {
          await backend.release('POST /votes', replyFor(refusals.rateLimited));
        } else {
          await failRequest(backend, 'POST /votes', step.sample);
        }
      },
    },
    'xstate.done.actor.fetchNextComment': {
      samples: {
        found: { output: { tid: 3, txt: 'Et nyt udsagn.', remaining: 1, total: 4 } },
        none: { output: null },
      },
      exec: async ({ conversation }, _event, step) => {
        if (step.sample === 'found') await addStatement(server(), conversation);
        else await rejectAllBut(server(), conversation.zid, null);
        await backend.release('GET /nextComment', 'real');
      },
    },
    'xstate.error.actor.fetchNextComment': {
      samples: { http500: apiFaultSamples.http500, network: apiFaultSamples.network },
      exec: (_ctx, _event, step) => failRequest(backend, 'GET /nextComment', step.sample),
    },
    'xstate.after.SLOW_MS': { exec: advanceDelay },
    'xstate.after.VOTE_RETRY_MS': { exec: advanceDelay },
  },
  states: {
    arriving: () => {
      throw new Error('arriving is left in the same macrostep (always)');
    },
    arrived: () => {
      throw new Error('arrived is left in the same macrostep (always)');
    },
    loading: async ({ conversation }) => {
      const request = await backend.waitForRequest('GET /participationInit');
      expect(request.url.searchParams.get('conversation_id')).toBe(conversation.conversationId);
      expect(request.request.headers.get('authorization')).toBeNull();
      expect(await screen.findByText(da.participation.loading)).toBeVisible();
      expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    },
    'loading.quiet': () => expect(screen.queryByText(da.participation.slow)).toBeNull(),
    'loading.slow': async () =>
      expect(await screen.findByText(da.participation.slow)).toBeVisible(),
    failed: async ({ probe }, snapshot) => {
      const { error } = await real(probe, snapshot);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(loadErrorText(error));
      expect(within(alert).getByRole('button', { name: da.participation.retry })).toBeVisible();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    },
    notFound: async () => {
      expect(
        await screen.findByRole('heading', { level: 1, name: da.participation.notFoundTitle }),
      ).toBeVisible();
      expect(screen.queryByRole('button', { name: da.participation.agree })).toBeNull();
    },
    notOpenYet: async () => {
      expect(
        await screen.findByRole('heading', { level: 2, name: da.notOpen.title }),
      ).toBeVisible();
      expect(screen.getByText(da.notOpen.body)).toBeVisible();
      // A draft's words are its owner's until it opens (docs/api.md#drafts): no topic here.
      expect(
        screen.getByRole('heading', { level: 1, name: da.participation.untitled }),
      ).toBeVisible();
      expect(screen.queryByText(TOPIC)).toBeNull();
      expect(screen.queryByRole('button', { name: da.participation.agree })).toBeNull();
      expect(screen.queryByRole('textbox')).toBeNull();
    },
    closed: async ({ probe }, snapshot) => {
      const { closedWhileHere } = await real(probe, snapshot);
      expect(
        await screen.findByRole('heading', { level: 2, name: da.participation.closedTitle }),
      ).toBeVisible();
      expect(screen.getByRole('heading', { level: 1, name: TOPIC })).toBeVisible();
      expect(
        screen.getByText(
          closedWhileHere ? da.participation.closedWhileHere : da.participation.closedBody,
        ),
      ).toBeVisible();
      // Closed on arrival it says where the report is: these conversations have none yet.
      if (closedWhileHere) expect(screen.queryByText(da.participation.closedNoReport)).toBeNull();
      else expect(screen.getByText(da.participation.closedNoReport)).toBeVisible();
      expect(screen.queryByRole('link', { name: da.participation.closedReport })).toBeNull();
      // Accepts nothing: no vote buttons, no statement form (nothing was typed).
      expect(screen.queryByRole('button', { name: da.participation.agree })).toBeNull();
      expect(screen.queryByLabelText(da.participation.form.label)).toBeNull();
    },
    voting: async ({ probe, conversation }, snapshot) => {
      const { comment, votedCount } = await real(probe, snapshot);
      const card = await screen.findByRole('region', { name: /^Udsagn \d+ af \d+$/ });
      const total = comment!.total;
      const position = total - comment!.remaining + 1;
      expect(card).toHaveAccessibleName(da.participation.progress(position, total));
      // The live region holds the statement, so it is read aloud when it changes.
      const live = card.querySelector('[aria-live="polite"]')!;
      expect(live).toHaveTextContent(comment!.txt);
      for (const name of [da.participation.agree, da.participation.disagree]) {
        expect(voteButton(name)).not.toHaveAttribute('aria-disabled');
      }
      // The statement form's code arrives after the first statement (LazyPart).
      expect(await screen.findByLabelText(da.participation.form.label)).toBeVisible();
      await expectImportanceToggle(probe, snapshot);
      // The anonymous participant id is kept once the first vote made one; nothing else is stored.
      const key = participantTokenKey(conversation.conversationId);
      if (votedCount > 0) expect(window.localStorage.getItem(key)).toMatch(/\S{20,}/);
      expect(window.localStorage.length).toBe(votedCount > 0 ? 1 : 0);
      // vis_type 0 (these conversations): no opinion map, and not one call for it.
      expect(screen.queryByRole('region', { name: da.opinionMap.heading })).toBeNull();
      expect(backend.requests((request) => request.url.pathname.includes('/math/'))).toHaveLength(
        0,
      );
    },
    submittingVote: async ({ conversation, probe }, snapshot) => {
      const request = await backend.waitForRequest('POST /votes');
      // 'Vigtigt for mig' travels with the vote when it was on, and only then.
      expect(await request.request.clone().json()).toEqual({
        conversation_id: conversation.conversationId,
        tid: (await real(probe, snapshot)).comment!.tid,
        vote: voteValueOf(snapshot.context.pendingVote!),
        ...(snapshot.context.important ? { high_priority: true } : {}),
      });
      // The first vote goes without a token (it makes the participant); later ones carry it.
      const token = window.localStorage.getItem(participantTokenKey(conversation.conversationId));
      expect(request.request.headers.get('authorization')).toBe(token ? `Bearer ${token}` : null);
      expect(await screen.findByText(da.participation.saving)).toBeVisible();
      expect(voteButton(da.participation.agree)).toHaveAttribute('aria-disabled', 'true');
      if (snapshot.context.conversation?.importance_enabled) {
        const toggle = voteButton(da.participation.important);
        expect(toggle).toHaveAttribute('aria-disabled', 'true');
        expect(toggle).toHaveAttribute('aria-pressed', String(snapshot.context.important));
      }
    },
    voteFailed: async ({ probe }, snapshot) => {
      const { error, comment } = await real(probe, snapshot);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(voteErrorText(error!));
      if (error!.status === 429) expect(alert).toHaveTextContent(refusals.rateLimited.message);
      // The same statement, ready to be voted on again.
      expect(screen.getByText(comment!.txt)).toBeVisible();
      expect(voteButton(da.participation.agree)).not.toHaveAttribute('aria-disabled');
      await expectImportanceToggle(probe, snapshot);
    },
    voteRetrying: async ({ probe }, snapshot) => {
      const { error, comment, pendingVote } = await real(probe, snapshot);
      // Not an alert to act on: a status line that the vote is kept and will be sent again.
      const status = await screen.findByText(voteRetryText(error!));
      expect(status).toHaveAttribute('role', 'status');
      if (error!.status === 503) expect(status).toHaveTextContent(/kan ikke nå sin database/);
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByText(comment!.txt)).toBeVisible();
      // The vote waits: its button marked, all three disabled until it is sent.
      expect(voteButton(da.participation[pendingVote!])).toHaveClass('vote-button--pending');
      expect(voteButton(da.participation.agree)).toHaveAttribute('aria-disabled', 'true');
    },
    allVoted: async ({ probe }, snapshot) => {
      const { votedCount, check, error } = await real(probe, snapshot);
      const title =
        votedCount > 0 ? da.participation.allVotedTitle : da.participation.noStatementsYet;
      expect(await screen.findByRole('heading', { level: 2, name: title })).toBeVisible();
      expect(screen.queryByRole('button', { name: da.participation.agree })).toBeNull();
      expect(screen.getByText(da.participation.inviteToWrite)).toBeVisible();
      expect(await screen.findByLabelText(da.participation.form.label)).toBeVisible();
      expect(check).toBe(snapshot.context.check);
      if (check === 'nothingNew')
        expect(screen.getByText(da.participation.nothingNew)).toBeVisible();
      if (check === 'failed') {
        expect(screen.getByRole('alert')).toHaveTextContent(
          da.participation.checkFailed(da.errors.statusLine(error!.status, error!.statusText)),
        );
      }
    },
    checking: async ({ conversation }) => {
      const request = await backend.waitForRequest('GET /nextComment');
      expect(request.url.searchParams.get('conversation_id')).toBe(conversation.conversationId);
      expect(screen.getByRole('button', { name: da.participation.checking })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    },
  },
  labels: {
    events: {
      'participation.retry': "Klik 'Prøv igen'",
      'vote.cast:agree': "Klik 'Enig'",
      'vote.cast:disagree': "Klik 'Uenig'",
      'vote.cast:pass': "Klik 'Spring over'",
      'statements.check': "Klik 'Se efter nye udsagn'",
      'xstate.done.actor.loadParticipation:open': 'Serveren sender den åbne samtale med 3 udsagn',
      'xstate.done.actor.loadParticipation:closed': 'Serveren sender samtalen, men den er lukket',
      'xstate.done.actor.loadParticipation:draft':
        'Serveren sender samtalen, men ejeren har ikke åbnet den endnu',
      'xstate.done.actor.loadParticipation:empty': 'Serveren sender samtalen uden udsagn',
      'xstate.error.actor.loadParticipation:http500': 'Serveren svarer 500',
      'xstate.error.actor.loadParticipation:network': 'Ingen forbindelse til serveren',
      'xstate.error.actor.loadParticipation:notFound': 'Serveren svarer, at samtalen ikke findes',
      'xstate.done.actor.sendVote:next': 'Serveren gemmer stemmen og sender næste udsagn',
      'xstate.done.actor.sendVote:last': 'Serveren gemmer stemmen; der er ikke flere udsagn',
      'xstate.error.actor.sendVote:closed': 'Ejeren har lukket samtalen: serveren afviser stemmen',
      'xstate.error.actor.sendVote:rateLimited': 'Serveren svarer 429 (for mange stemmer)',
      'xstate.error.actor.sendVote:http500': 'Serveren svarer 500 på stemmen',
      'xstate.error.actor.sendVote:network': 'Ingen forbindelse til serveren',
      'xstate.error.actor.sendVote:unavailable':
        'Serveren svarer 503: databasen er væk et øjeblik (genstart, failover)',
      'xstate.after.VOTE_RETRY_MS': 'Vent 5 sekunder',
      'xstate.done.actor.fetchNextComment:found':
        "Serveren sender et nyt udsagn ('Et nyt udsagn.')",
      'xstate.done.actor.fetchNextComment:none': 'Serveren har ingen nye udsagn',
      'xstate.error.actor.fetchNextComment:http500': 'Serveren svarer 500',
      'xstate.error.actor.fetchNextComment:network': 'Ingen forbindelse til serveren',
      'xstate.after.SLOW_MS': 'Vent 6 sekunder',
    },
    states: {
      arriving: 'Siden ser, om den kom med samtalens start (straks videre)',
      arrived: 'Starten er kendt: siden vælger, hvad der vises (straks videre)',
      loading: "'Henter samtalen…'",
      'loading.quiet': 'Ingen besked om, at det tager længe',
      'loading.slow': "'Det tager længere tid end ventet. Vi prøver stadig …'",
      failed: "Fejlen 'Samtalen kunne ikke hentes: …' med 'Prøv igen'",
      notFound: "'Samtalen findes ikke'; ingen stemmeknapper",
      notOpenYet:
        "'Samtalen er ikke åbnet endnu' under samtalens titel; ingen stemmeknapper og intet felt til udsagn",
      closed:
        "'Samtalen er lukket' under samtalens titel (lukket ved ankomst: 'Der er ikke offentliggjort en rapport fra samtalen endnu.'); ingen stemmeknapper og intet felt til udsagn",
      voting: "Kortet 'Udsagn N af M' med udsagnet; 'Enig'/'Uenig' aktive; feltet 'Dit udsagn'",
      submittingVote: "'Gemmer din stemme…'; stemmeknapperne er deaktiveret",
      voteFailed: "Fejlen 'Din stemme blev ikke gemt: …'; samme udsagn, klar til ny stemme",
      voteRetrying:
        "'Din stemme er ikke gemt endnu: … Vi prøver igen af os selv …'; stemmen markeret, knapperne venter",
      allVoted:
        "'Tak! Du har taget stilling til alle udsagn' (eller 'Der er ingen udsagn at stemme om endnu.')",
      checking: "Knappen viser 'Ser efter nye udsagn…' og er deaktiveret",
    },
  },
});
