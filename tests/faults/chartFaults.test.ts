// The fault matrix at the chart level: every API call a chart makes × every fault (500, network
// failure, timeout, malformed JSON, 401, 403). Each cell starts the real chart with the real API
// client against the gated backend (which forwards 'real' replies to the test server), fails the
// call, and asserts that
//   1. the chart reaches its defined error state, with the way forward it offers (a retry event
//      it accepts; for 401 also the client's onUnauthorized hook); where the chart offers none
//      (docs/behaviour.md#errors: the share screen's side calls, the topic statistics) the cell
//      says so;
//   2. no uncaught exception or unhandled rejection occurs, and the actor never errors;
//   3. it recovers once the server does: the way forward is taken and answered for real.
// The central screens are walked through the real views too: viewFaults.test.tsx.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createActor,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type InputFrom,
} from 'xstate';
import { configureApiClient } from '../../src/api/common/client';
import { COMMENT_MAX_LENGTH_DEFAULT } from '../../src/contract/limits';
import type { Conversation } from '../../src/contract/types';
import { moderationMachine } from '../../src/machines/moderation/moderation.machine';
import { conversationAdminMachine } from '../../src/machines/conversationAdmin/conversationAdmin.machine';
import { conversationListMachine } from '../../src/machines/conversationList/conversationList.machine';
import { exportDownloadMachine } from '../../src/machines/reports/exportDownload.machine';
import { fileDownloadMachine } from '../../src/machines/common/fileDownload.machine';
import { moderationLogMachine } from '../../src/machines/moderation/moderationLog.machine';
import {
  participationMachine,
  VOTE_RETRY_MS,
} from '../../src/machines/public/participation/participation.machine';
import { reportsMachine } from '../../src/machines/reports/reports.machine';
import { publicReportMachine } from '../../src/machines/public/publicReport/publicReport.machine';
import { seedSubmitMachine } from '../../src/machines/configure/seedSubmit.machine';
import { settingsSaveMachine } from '../../src/machines/configure/settingsSave.machine';
import { shareMachine } from '../../src/machines/share/share.machine';
import { statementSubmitMachine } from '../../src/machines/public/participation/statementSubmit.machine';
import { monitoringMachine } from '../../src/machines/monitoring/monitoring.machine';
import { topicTreeMachine } from '../../src/machines/topics/topicTree.machine';
import { topicActionMachine } from '../../src/machines/topics/topicAction.machine';
import { moderationUndoMachine } from '../../src/machines/topics/moderationUndo.machine';
import { topicProximityMachine } from '../../src/machines/topics/topicProximity.machine';
import { topicCommentsMachine } from '../../src/machines/topics/topicComments.machine';
import { topicStatsMachine } from '../../src/machines/topics/topicStats.machine';
import { accountMachine } from '../../src/machines/account/account.machine';
import { reportTextMachine } from '../../src/machines/reportText/reportText.machine';
import { seedModel } from '../server/support/topicModFixture';
import { postSeed } from '../server/support/activity';
import { createConversationVia } from '../server/support';
import { createGatedBackend, type RequestMatch } from '../model/harness/gatedBackend';
import { setupServerForFile } from '../model/support/app';
import {
  FAULTS,
  faultMatrix,
  inflict,
  quietConsole,
  watchUncaught,
  type Fault,
} from './support/faultKit';
import { useFakeClock } from '../support/fakeClock';

/** A new conversation's statement limit, which the views pass the two statement forms. */
const LIMIT = COMMENT_MAX_LENGTH_DEFAULT;
type InputArgument<M extends AnyStateMachine> =
  undefined extends InputFrom<M> ? [input?: InputFrom<M>] : [input: InputFrom<M>];

// Registered first, so its after-test check runs last (hooks unwind as a stack).
const uncaught = watchUncaught();
// Every cell is a new anonymous participant from one address: more than the 30 a minute an
// address may start (that limit has its own tests, tests/server/security/sharedRateLimits.test.ts).
const server = setupServerForFile({
  participation: { limits: { newParticipant: { max: 10_000, windowMs: 60_000 } } },
});
const backend = createGatedBackend({
  backend: (request) => server().fetch(request),
  timeout: 10_000,
});
useFakeClock();
quietConsole();
const matrix = faultMatrix(
  'Fault matrix, chart level (every call × every fault)',
  '✅ = defined error state + way forward + no uncaught error + recovery with a real reply. ' +
    '"retry" names the event that is the way forward; "onUnauthorized" = the client reported the ' +
    '401 (the admin then redirects to sign-in, see the view level; the public pages forget the ' +
    'participant token); "re-entry" = the chart offers none ' +
    '(docs/behaviour.md), recovery is a fresh chart; "n/a" = the fault cannot happen to this call. ' +
    'Rows marked ★ are also walked through the real view (see the view-level matrix).',
);

// ---------------------------------------------------------------------------------------------
// Fixture: a new owner (own subject) and a conversation of hers for every cell.

let owners = 0;
let token: string | undefined;
const unauthorized = vi.fn();

interface Fixture {
  cid: string;
  token: string;
  metadata: Conversation;
}

async function fixture(
  options: { seeds?: number; pending?: number; topics?: boolean; report?: boolean } = {},
): Promise<Fixture & { reportId?: string }> {
  owners += 1;
  const sub = `fault-owner-${owners}`;
  const own = await server().mintToken({ sub, email: `${sub}@example.dk`, name: 'Ida' });
  const metadata = await createConversationVia(server(), own, {
    is_draft: false,
    is_active: true,
    topic: 'Fejlmatrix',
  });
  const cid = metadata.conversation_id;
  for (let i = 0; i < (options.seeds ?? 0); i++) {
    await postSeed(server(), own, cid, `Frø nummer ${i}`);
  }
  for (let i = 0; i < (options.pending ?? 0); i++) {
    await server().request('/api/v3/comments', {
      method: 'POST',
      json: { txt: `Deltagerudsagn nummer ${i}`, conversation_id: cid },
    });
  }
  if (options.topics) await seedModel(server().db, cid);
  let reportId: string | undefined;
  if (options.report) {
    const made = await server().request('/api/v3/reports', {
      method: 'POST',
      token: own,
      json: { conversation_id: cid },
    });
    reportId = ((await made.json()) as { report_id: string }).report_id;
  }
  token = own;
  return { cid, token: own, metadata, reportId };
}

beforeEach(() => {
  token = undefined;
  unauthorized.mockReset();
  configureApiClient({
    baseUrl: backend.base,
    getToken: async () => token,
    onUnauthorized: unauthorized,
  });
});

// ---------------------------------------------------------------------------------------------
// The running chart.

let running: AnyActorRef | null = null;
afterEach(() => {
  running?.stop();
  running = null;
});

/** Typed by the chart's own input, so a row cannot leave out what the view passes. */
function start<M extends AnyStateMachine>(machine: M, ...input: InputArgument<M>): AnyActorRef {
  const actor = createActor(machine, { input: input[0] });
  actor.subscribe({ error: (error) => uncaught.list().push(error) });
  actor.start();
  running = actor;
  return actor;
}

async function until(actor: AnyActorRef, what: string, test: (s: AnyMachineSnapshot) => boolean) {
  await vi.waitFor(
    () => {
      const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
      if (!test(snapshot)) {
        throw new Error(
          `still waiting for ${what}; the chart is in ${JSON.stringify(snapshot.value)}`,
        );
      }
    },
    { timeout: 10_000, interval: 5 },
  );
}

const real = (match: RequestMatch) => backend.release(match, 'real');

/** The dialog of accepting the fixture's first topic. */
const actionInput = (cid: string) => ({
  conversationId: cid,
  topicKey: `${cid}#0#0`,
  topicName: 'Emne',
  action: 'accept' as const,
});

// ---------------------------------------------------------------------------------------------
// The rows: one per call and chart.

interface Cell {
  actor: AnyActorRef;
  f: Fixture & { reportId?: string };
}

interface Row {
  /** The src/api function and the chart (screen) that calls it. */
  call: string;
  screen: string;
  /** ★: also walked through the view (viewFaults.test.tsx). */
  view?: boolean;
  /** Data, a started chart, and the call under test held at the gate. */
  issue: () => Promise<Cell>;
  /** The request under test. */
  match: RequestMatch;
  /** Sent side by side with it: answered for real first (the chart waits for all). */
  alongside?: RequestMatch[];
  /** The defined error state for this fault. */
  failed: (s: AnyMachineSnapshot, fault: Fault) => boolean;
  /** The way forward: an event the chart accepts in the error state, or null (none offered). */
  forward: (s: AnyMachineSnapshot, cell: Cell) => EventObject | null;
  /** What follows the way forward until the chart has recovered, answered for real. */
  recover: (cell: Cell, fault: Fault) => Promise<void>;
  recovered: (s: AnyMachineSnapshot) => boolean;
  /** Faults that cannot happen to this call, with the reason. */
  notApplicable?: Partial<Record<Fault, string>>;
  /** Why the chart offers no way forward; the cell then recovers with a fresh chart. */
  noWayForward?: string;
  /** The screen opened again: a fresh chart for the same conversation. */
  restart?: (cell: Cell) => AnyActorRef;
  /** Faults after which the chart sends the same request again by itself: nothing to click. */
  retriesItself?: Partial<Record<Fault, string>>;
  /** How long the chart waits before it sends the request again by itself. */
  retryDelayMs?: number;
}

const startReportText = (f: Fixture & { reportId?: string }) =>
  start(reportTextMachine, { conversationId: f.cid, reportId: f.reportId! });
const startShare = (cid: string) =>
  start(shareMachine, { conversationId: cid, shareUrl: `https://dialog.example.dk/${cid}` });
const is =
  (...values: string[]) =>
  (s: AnyMachineSnapshot) =>
    values.some((v) => s.matches(v));
const denied403 = (failed: string, denied: string) => (s: AnyMachineSnapshot, fault: Fault) =>
  s.matches(fault === '403' ? denied : failed);
/** What the moderation chart fetches together: its three lists and the statements' votes. */
const moderationLists = (cid: string) => [
  ...['0', '1', '-1'].map(
    (mod) => `GET /comments?moderation=true&mod=${mod}&conversation_id=${cid}`,
  ),
  `GET /math/statementVotes?conversation_id=${cid}`,
];

const ROWS: Row[] = [
  {
    call: 'getUser',
    screen: 'account / signed-in layout (user)',
    view: true,
    match: 'GET /users',
    issue: async () => {
      const f = await fixture();
      return { f, actor: start(accountMachine) };
    },
    failed: is('failed'),
    forward: () => ({ type: 'user.retry' }),
    recover: async () => void (await real('GET /users')),
    recovered: is('loaded'),
  },
  {
    call: 'listConversations',
    screen: 'conversation list (conversationList)',
    view: true,
    match: 'GET /conversations?include_all_conversations_i_am_in=true',
    issue: async () => {
      const f = await fixture();
      return { f, actor: start(conversationListMachine, { mode: 'mine' }) };
    },
    failed: is('failed'),
    forward: () => ({ type: 'list.retry' }),
    recover: async () => void (await real('GET /conversations')),
    recovered: is('loaded'),
  },
  {
    call: 'createConversation',
    screen: 'conversation list (conversationList)',
    view: true,
    match: 'POST /conversations',
    issue: async () => {
      const f = await fixture();
      const actor = start(conversationListMachine, { mode: 'mine' });
      await real('GET /conversations');
      await until(actor, 'loaded', is('loaded'));
      actor.send({ type: 'conversation.create' });
      return { f, actor };
    },
    failed: is('createFailed'),
    forward: () => ({ type: 'conversation.create' }),
    recover: async () => void (await real('POST /conversations')),
    recovered: is('created'),
  },
  {
    call: 'getConversation',
    screen: 'admin area /m/{id} (conversationAdmin)',
    view: true,
    match: 'GET /conversations',
    issue: async () => {
      const f = await fixture();
      return { f, actor: start(conversationAdminMachine, { conversationId: f.cid }) };
    },
    // 403 is a refusal: the permissions-error view, whose "Prøv igen" refreshes.
    failed: denied403('failed', 'denied'),
    forward: (s) => ({ type: s.matches('denied') ? 'metadata.refresh' : 'metadata.retry' }),
    recover: async () => void (await real('GET /conversations')),
    recovered: is('loaded'),
  },
  {
    call: 'updateConversation',
    screen: 'configure (settingsSave)',
    view: true,
    match: 'PUT /conversations',
    issue: async () => {
      const f = await fixture();
      const actor = start(settingsSaveMachine, { conversation: f.metadata });
      actor.send({ type: 'setting.toggle', field: 'importance_enabled' });
      return { f, actor };
    },
    failed: is('failed'),
    forward: () => ({ type: 'save.retry' }),
    recover: async () => void (await real('PUT /conversations')),
    recovered: is('saved'),
  },
  {
    call: 'postSeedComment',
    screen: 'configure (seedSubmit)',
    view: true,
    match: 'POST /comments',
    issue: async () => {
      const f = await fixture();
      const actor = start(seedSubmitMachine, { conversationId: f.cid, maxLength: LIMIT });
      actor.send({ type: 'seed.change', text: 'Et nyt frø' });
      actor.send({ type: 'seed.submit' });
      return { f, actor };
    },
    failed: is('failed'),
    forward: () => ({ type: 'seed.submit' }),
    recover: async () => void (await real('POST /comments')),
    recovered: is('succeeded'),
  },
  {
    call: 'getConversationUuid',
    screen: 'share (share)',
    match: 'GET /conversationUuid',
    alongside: ['GET /comments'],
    issue: async () => {
      const f = await fixture();
      return { f, actor: startShare(f.cid) };
    },
    failed: (s) => s.matches({ uuid: 'failed' }),
    forward: () => null,
    noWayForward: 'logged, not shown; the share link and copy still work',
    restart: ({ f }) => startShare(f.cid),
    recover: async () => {
      await real('GET /comments');
      await real('GET /conversationUuid');
    },
    recovered: (s) => s.matches({ uuid: 'loaded' }),
  },
  {
    call: 'listModerationComments',
    screen: 'share (share)',
    match: 'GET /comments',
    alongside: ['GET /conversationUuid'],
    issue: async () => {
      const f = await fixture();
      return { f, actor: startShare(f.cid) };
    },
    failed: (s) => s.matches({ comments: 'failed' }),
    forward: () => null,
    noWayForward: 'the accepted count is left out; the share link and copy still work',
    restart: ({ f }) => startShare(f.cid),
    recover: async () => {
      await real('GET /comments');
      await real('GET /conversationUuid');
    },
    recovered: (s) => s.matches({ comments: 'loaded' }),
  },
  {
    call: 'listModerationComments',
    screen: 'moderation (moderation)',
    view: true,
    match: 'GET /comments?mod=0',
    alongside: ['GET /comments?mod=1', 'GET /comments?mod=-1', 'GET /math/statementVotes'],
    issue: async () => {
      const f = await fixture({ seeds: 1, pending: 1 });
      return { f, actor: start(moderationMachine, { conversationId: f.cid }) };
    },
    failed: (s) => s.matches({ lists: 'failed' }),
    forward: () => ({ type: 'lists.refresh' }),
    recover: async ({ f }) => {
      for (const list of moderationLists(f.cid)) await real(list);
    },
    recovered: (s) => s.matches({ lists: 'ready' }) && s.context.lists.pending.length === 1,
  },
  {
    call: 'saveChange',
    screen: 'moderation (moderation)',
    view: true,
    match: 'PUT /comments',
    issue: async () => {
      const f = await fixture({ seeds: 1, pending: 1 });
      const actor = start(moderationMachine, { conversationId: f.cid });
      for (const list of moderationLists(f.cid)) await real(list);
      await until(actor, 'the lists', (s) => s.matches({ lists: { ready: 'waiting' } }));
      actor.send({ type: 'comment.accept', tid: 1 });
      return { f, actor };
    },
    // The change is undone (the comment returns to pending) and the failure is on screen.
    failed: (s) =>
      s.matches({ moderation: 'idle' }) &&
      s.context.failure?.count === 1 &&
      s.context.lists.pending.some((c: { tid: number }) => c.tid === 1),
    forward: () => ({ type: 'comment.accept', tid: 1 }),
    recover: async ({ f }) => {
      // The refusal reloaded the lists; then the accept again, then the reload after it.
      for (const list of moderationLists(f.cid)) await real(list);
      await real('PUT /comments');
      for (const list of moderationLists(f.cid)) await real(list);
    },
    recovered: (s) =>
      s.matches({ moderation: 'idle' }) &&
      s.context.failure === null &&
      s.context.lists.accepted.some((c: { tid: number }) => c.tid === 1),
  },
  {
    call: 'getConversationStats',
    screen: 'monitoring (monitoring)',
    view: true,
    match: 'GET /conversationStats',
    // Asked beside the stats on every poll (no votes here: no map to fetch after it).
    alongside: ['GET /math/status'],
    issue: async () => {
      const f = await fixture();
      return { f, actor: start(monitoringMachine, { conversationId: f.cid }) };
    },
    failed: denied403('failed', 'denied'),
    forward: () => ({ type: 'stats.retry' }),
    recover: async () => {
      await real('GET /conversationStats');
      await real('GET /math/status');
    },
    recovered: is('polling'),
  },
  {
    call: 'listReports',
    screen: 'reports (reports)',
    view: true,
    match: 'GET /reports',
    issue: async () => {
      const f = await fixture({ report: true });
      return { f, actor: start(reportsMachine, { conversationId: f.cid }) };
    },
    failed: denied403('failed', 'denied'),
    forward: () => ({ type: 'reports.retry' }),
    recover: async () => void (await real('GET /reports')),
    recovered: (s) => s.matches('loaded') && s.context.reports.length === 1,
  },
  {
    call: 'createReport',
    screen: 'reports (reports)',
    view: true,
    match: 'POST /reports',
    issue: async () => {
      const f = await fixture();
      const actor = start(reportsMachine, { conversationId: f.cid });
      await real('GET /reports');
      await until(actor, 'loaded', is('loaded'));
      actor.send({ type: 'report.create' });
      return { f, actor };
    },
    failed: denied403('createFailed', 'denied'),
    forward: (s) => ({ type: s.matches('denied') ? 'reports.retry' : 'report.create' }),
    recover: async ({ actor }, fault) => {
      if (fault === '403') {
        // Refused: the list reloads; once allowed again, creating works.
        await real('GET /reports');
        await until(actor, 'loaded', is('loaded'));
        actor.send({ type: 'report.create' });
      }
      await real('POST /reports');
      await real('GET /reports');
    },
    recovered: (s) => s.matches('loaded') && s.context.reports.length === 1,
  },
  {
    call: 'fetchExportFile',
    screen: 'reports: export form (exportDownload)',
    view: true,
    match: 'GET /export/comments.csv',
    alongside: ['GET /export/votes.csv'],
    issue: async () => {
      const f = await fixture({ seeds: 1 });
      const actor = start(exportDownloadMachine, { conversationId: f.cid });
      actor.send({ type: 'export.download' });
      return { f, actor };
    },
    failed: is('failed'),
    forward: () => ({ type: 'export.download' }),
    recover: async () => {
      await real('GET /export/comments.csv');
      await real('GET /export/votes.csv');
    },
    recovered: is('done'),
    notApplicable: { malformed: 'a CSV file, not JSON: the client does not parse it' },
  },
  {
    call: 'fetchModerationLogPage',
    screen: 'moderation log (moderationLog)',
    match: 'GET /comments/moderationLog?limit=20',
    issue: async () => {
      const f = await fixture({ seeds: 1 });
      return { f, actor: start(moderationLogMachine, { conversationId: f.cid }) };
    },
    failed: is('failed'),
    forward: () => ({ type: 'log.retry' }),
    recover: async () => void (await real('GET /comments/moderationLog?limit=20')),
    // Nothing moderated in the fixture: the log answers, empty.
    recovered: is('empty'),
  },
  {
    call: 'fetchModerationLogCsv',
    screen: "moderation log: 'Hent log (CSV)' (fileDownload)",
    match: 'GET /comments/moderationLog?format=csv',
    issue: async () => {
      const f = await fixture({ seeds: 1 });
      const actor = start(fileDownloadMachine, { conversationId: f.cid, file: 'moderationLog' });
      actor.send({ type: 'file.download' });
      return { f, actor };
    },
    failed: is('failed'),
    forward: () => ({ type: 'file.download' }),
    recover: async () => void (await real('GET /comments/moderationLog?format=csv')),
    recovered: is('done'),
    notApplicable: { malformed: 'a CSV file, not JSON: the client does not parse it' },
  },
  {
    call: 'listTopics',
    screen: 'topics tree (topicTree)',
    match: 'GET /topicMod/topics',
    issue: async () => {
      const f = await fixture({ topics: true });
      return { f, actor: start(topicTreeMachine, { conversationId: f.cid }) };
    },
    failed: is('failed'),
    forward: () => ({ type: 'topics.retry' }),
    recover: async () => void (await real('GET /topicMod/topics')),
    recovered: (s) => s.matches({ ready: 'idle' }),
  },
  {
    call: 'getTopicImpact',
    screen: 'topic action dialog (topicAction)',
    match: 'GET /topicMod/topics/:key/impact',
    issue: async () => {
      const f = await fixture({ topics: true });
      const actor = start(topicActionMachine, actionInput(f.cid));
      return { f, actor };
    },
    failed: is('previewFailed'),
    forward: () => ({ type: 'action.retry' }),
    recover: async () => void (await real('GET /topicMod/topics/:key/impact')),
    recovered: is('choosing'),
  },
  {
    call: 'moderateTopic',
    screen: 'topic action dialog (topicAction)',
    match: 'POST /topicMod/moderate',
    issue: async () => {
      const f = await fixture({ topics: true });
      const actor = start(topicActionMachine, actionInput(f.cid));
      await real('GET /topicMod/topics/:key/impact');
      await until(actor, 'choosing', is('choosing'));
      actor.send({ type: 'action.confirm' });
      return { f, actor };
    },
    failed: is('sendFailed'),
    forward: () => ({ type: 'action.retry' }),
    recover: async () => void (await real('POST /topicMod/moderate')),
    recovered: is('applied'),
  },
  {
    call: 'undoModeration',
    screen: "the 'Fortryd' bar (moderationUndo)",
    match: 'POST /topicMod/undo',
    issue: async () => {
      const f = await fixture({ topics: true });
      const done = await server().request('/api/v3/topicMod/moderate', {
        method: 'POST',
        token: f.token,
        json: { conversation_id: f.cid, comment_ids: [0], action: 'reject' },
      });
      const { action_id: actionId } = (await done.json()) as { action_id: number };
      const actor = start(moderationUndoMachine, {
        conversationId: f.cid,
        actionId,
        summary: 'Udsagnet er afvist.',
      });
      actor.send({ type: 'undo.request' });
      return { f, actor };
    },
    failed: is('failed'),
    forward: () => ({ type: 'undo.request' }),
    recover: async () => void (await real('POST /topicMod/undo')),
    recovered: is('undone'),
  },
  {
    call: 'listTopicComments',
    screen: 'topic comments (topicComments)',
    match: 'GET /topicMod/topics/:key/comments',
    issue: async () => {
      const f = await fixture({ topics: true });
      const actor = start(topicCommentsMachine, {
        conversationId: f.cid,
        topicKey: `${f.cid}#0#0`,
      });
      return { f, actor };
    },
    failed: is('failed'),
    forward: () => ({ type: 'comments.retry' }),
    recover: async () => void (await real('GET /topicMod/topics/:key/comments')),
    recovered: (s) => s.matches({ ready: 'idle' }),
  },
  {
    call: 'moderateTopicComments',
    screen: 'topic comments (topicComments)',
    match: 'POST /topicMod/moderate',
    issue: async () => {
      const f = await fixture({ topics: true });
      const actor = start(topicCommentsMachine, {
        conversationId: f.cid,
        topicKey: `${f.cid}#0#0`,
      });
      await real('GET /topicMod/topics/:key/comments');
      await until(actor, 'ready', (s) => s.matches({ ready: 'idle' }));
      actor.send({ type: 'selection.toggleAll' });
      actor.send({ type: 'selection.apply', action: 'reject' });
      return { f, actor };
    },
    failed: (s) => s.matches({ ready: 'noticed' }) && s.context.notice !== null,
    forward: () => ({ type: 'selection.apply', action: 'reject' }),
    recover: async () => {
      await real('POST /topicMod/moderate');
      await real('GET /topicMod/topics/:key/comments');
    },
    recovered: (s) =>
      s.matches({ ready: 'idle' }) &&
      s.context.comments.every(
        (c: { moderation_status: string }) => c.moderation_status === 'rejected',
      ),
  },
  {
    call: 'getTopicStats',
    screen: 'topic statistics (topicStats)',
    match: 'GET /topicMod/stats',
    // The statistics are checked against the topic list (docs/upstream.md#topics): that call
    // answers for real, the statistics call takes the fault.
    issue: async () => {
      const f = await fixture({ topics: true });
      const actor = start(topicStatsMachine, { conversationId: f.cid });
      await real('GET /topicMod/topics');
      return { f, actor };
    },
    failed: is('failed'),
    forward: () => null,
    noWayForward: 'no retry button on the statistics screen; the tabs lead away and back',
    restart: ({ f }) => {
      const actor = start(topicStatsMachine, { conversationId: f.cid });
      void real('GET /topicMod/topics');
      return actor;
    },
    recover: async () => void (await real('GET /topicMod/stats')),
    recovered: is('loaded'),
  },
  {
    call: 'getProximity',
    screen: 'proximity map (topicProximity)',
    match: 'GET /topicMod/proximity',
    issue: async () => {
      const f = await fixture({ topics: true });
      return { f, actor: start(topicProximityMachine, { conversationId: f.cid }) };
    },
    failed: is('failed'),
    forward: () => ({ type: 'proximity.retry' }),
    recover: async () => void (await real('GET /topicMod/proximity')),
    recovered: is('loaded'),
  },
  {
    call: 'getParticipationInit',
    screen: 'participation page (participation)',
    match: 'GET /participationInit',
    issue: async () => {
      const f = await fixture({ seeds: 1 });
      token = undefined; // a participant arrives without a token
      return { f, actor: start(participationMachine, { conversationId: f.cid }) };
    },
    failed: is('failed'),
    forward: () => ({ type: 'participation.retry' }),
    recover: async () => void (await real('GET /participationInit')),
    recovered: is('voting'),
  },
  {
    call: 'postVote',
    screen: 'participation page (participation)',
    match: 'POST /votes',
    issue: async () => {
      const f = await fixture({ seeds: 2 });
      token = undefined;
      const actor = start(participationMachine, { conversationId: f.cid });
      await real('GET /participationInit');
      await until(actor, 'voting', is('voting'));
      actor.send({ type: 'vote.cast', vote: 'agree' });
      return { f, actor };
    },
    // An outage (no answer, or none in time) keeps the vote and sends it again after VOTE_RETRY_MS.
    failed: (s, fault) =>
      s.matches(fault === 'network' || fault === 'timeout' ? 'voteRetrying' : 'voteFailed'),
    forward: (s) => (s.matches('voteRetrying') ? null : { type: 'vote.cast', vote: 'agree' }),
    retriesItself: {
      network: 'voteRetrying: the same vote is sent again by itself',
      timeout: 'voteRetrying: the same vote is sent again by itself',
    },
    retryDelayMs: VOTE_RETRY_MS,
    recover: async () => void (await real('POST /votes')),
    recovered: (s) => s.matches('voting') && s.context.votedCount === 1,
  },
  {
    call: 'getNextComment',
    screen: 'participation page (participation)',
    match: 'GET /nextComment',
    issue: async () => {
      const f = await fixture();
      token = undefined;
      const actor = start(participationMachine, { conversationId: f.cid });
      await real('GET /participationInit');
      await until(actor, 'allVoted', is('allVoted'));
      actor.send({ type: 'statements.check' });
      return { f, actor };
    },
    failed: (s) => s.matches('allVoted') && s.context.check === 'failed',
    forward: () => ({ type: 'statements.check' }),
    recover: async () => void (await real('GET /nextComment')),
    recovered: (s) => s.matches('allVoted') && s.context.check === 'nothingNew',
  },
  {
    call: 'postParticipantStatement',
    screen: 'participation page (statementSubmit)',
    match: 'POST /comments',
    issue: async () => {
      const f = await fixture();
      token = undefined;
      const actor = start(statementSubmitMachine, { conversationId: f.cid, maxLength: LIMIT });
      actor.send({ type: 'statement.change', text: 'Mit eget udsagn' });
      actor.send({ type: 'statement.submit' });
      // Nothing alike in an empty conversation: the statement goes on to be sent.
      await real('POST /comments/similar');
      return { f, actor };
    },
    failed: is('failed'),
    forward: () => ({ type: 'statement.submit' }),
    recover: async () => void (await real('POST /comments')),
    recovered: is('submitted'),
  },
  {
    call: 'checkSimilarStatements',
    screen: 'participation page (statementSubmit)',
    match: 'POST /comments/similar',
    issue: async () => {
      const f = await fixture({ seeds: 1 });
      token = undefined;
      const actor = start(statementSubmitMachine, { conversationId: f.cid, maxLength: LIMIT });
      actor.send({ type: 'statement.change', text: 'Frø nummer 0!' });
      actor.send({ type: 'statement.submit' });
      return { f, actor };
    },
    // The check is a courtesy: whatever goes wrong, the statement is sent as before.
    failed: is('submitting'),
    forward: () => null,
    retriesItself: Object.fromEntries(
      FAULTS.map((fault) => [fault, 'sent without the check (POST /comments)']),
    ),
    recover: async () => void (await real('POST /comments')),
    recovered: is('submitted'),
  },
  {
    call: 'postVote (instead of a near-duplicate)',
    screen: 'participation page (statementSubmit)',
    match: 'POST /votes',
    issue: async () => {
      const f = await fixture({ seeds: 1 });
      token = undefined;
      // The check's own time limit (3 s, then the statement is sent unchecked) is not what this
      // row is about: on a busy machine the first check of a conversation can take longer.
      const actor = start(statementSubmitMachine.provide({ delays: { CHECK_MS: 60_000 } }), {
        conversationId: f.cid,
        maxLength: LIMIT,
      });
      actor.send({ type: 'statement.change', text: 'Frø nummer 0!' });
      actor.send({ type: 'statement.submit' });
      // "Ligner udsagn #0": the participant agrees with it instead of sending their own.
      await real('POST /comments/similar');
      await until(actor, 'the offer', is('similar'));
      actor.send({ type: 'similar.vote', vote: -1 });
      return { f, actor };
    },
    failed: is('similar'),
    forward: () => ({ type: 'similar.vote', vote: -1 }),
    recover: async () => void (await real('POST /votes')),
    recovered: is('votedInstead'),
  },
  {
    call: 'getReportData',
    screen: 'public report (publicReport)',
    match: 'GET /reportData',
    issue: async () => {
      const f = await fixture({ seeds: 1, report: true });
      token = undefined;
      return { f, actor: start(publicReportMachine, { reportId: f.reportId! }) };
    },
    failed: is('failed'),
    forward: () => ({ type: 'report.retry' }),
    recover: async () => void (await real('GET /reportData')),
    recovered: is('loaded'),
  },
  {
    call: 'getReportText',
    screen: 'report text editor (reportText)',
    match: 'GET /reportText',
    issue: async () => {
      const f = await fixture({ seeds: 1, report: true });
      return { f, actor: startReportText(f) };
    },
    failed: denied403('failed', 'denied'),
    forward: (s) => (s.matches('failed') ? { type: 'text.retry' } : null),
    noWayForward: 'a 403 means someone other than the owner: the screen says so',
    restart: (cell) => startReportText(cell.f),
    recover: async () => void (await real('GET /reportText')),
    recovered: is('editing'),
  },
  {
    call: 'saveReportText',
    screen: 'report text editor (reportText)',
    match: 'PUT /reportText',
    issue: async () => {
      const f = await fixture({ seeds: 1, report: true });
      const actor = startReportText(f);
      await real('GET /reportText');
      await until(actor, 'the draft', is('editing'));
      actor.send({ type: 'text.edit', section: 0, paragraph: 0, value: 'Rettet af ejeren.' });
      actor.send({ type: 'text.save' });
      return { f, actor };
    },
    failed: is('editing.failed'),
    forward: () => ({ type: 'text.save' }),
    recover: async () => void (await real('PUT /reportText')),
    recovered: is('editing.saved'),
  },
];

// ---------------------------------------------------------------------------------------------

const rowName = (row: Row) => `${row.view ? '★ ' : ''}${row.call} (${row.screen})`;
ROWS.forEach((row) => matrix.row(rowName(row)));

describe.each(ROWS.map((row) => [rowName(row), row] as const))('%s', (name, row) => {
  const faults = FAULTS.filter((fault) => !row.notApplicable?.[fault]);
  for (const fault of FAULTS) {
    const reason = row.notApplicable?.[fault];
    if (reason) matrix.set(name, fault, `n/a (${reason})`);
  }

  it.each(faults)('%s', async (fault) => {
    matrix.set(name, fault, '❌');
    const cell = await row.issue();
    for (const match of row.alongside ?? []) await real(match);
    await inflict(backend, row.match, fault);

    // 1. The defined error state, and the way forward it offers.
    await until(cell.actor, `the error state after ${fault}`, (s) => row.failed(s, fault));
    const snapshot = cell.actor.getSnapshot() as AnyMachineSnapshot;
    expect(snapshot.status).toBe('active');
    const forward = row.forward(snapshot, cell);
    const retriesItself = row.retriesItself?.[fault];
    if (forward) expect(snapshot.can(forward), `${forward.type} is accepted`).toBe(true);
    else if (!retriesItself) {
      expect(row.noWayForward && row.restart, 'a chart without a retry says why').toBeTruthy();
    }
    if (fault === '401') expect(unauthorized).toHaveBeenCalled();
    else expect(unauthorized).not.toHaveBeenCalled();

    // 3. It recovers once the server does.
    let actor = cell.actor;
    if (forward) {
      actor.send(forward);
    } else if (retriesItself) {
      // Nothing to click: the chart sends the request again by itself, after its own delay,
      // which the fake clock skips instead of waiting it out.
      vi.advanceTimersByTime(row.retryDelayMs ?? 0);
    } else {
      // Nothing to click: the screen is left and opened again (a fresh chart).
      actor.stop();
      actor = row.restart!(cell);
    }
    await row.recover({ ...cell, actor }, fault);
    await until(actor, 'recovery', row.recovered);

    // 2. Nothing escaped (checked again after the test by watchUncaught).
    expect(uncaught.list()).toEqual([]);
    const way = forward ? `retry: ${forward.type}` : (retriesItself ?? 're-entry');
    matrix.set(name, fault, `✅ ${fault === '401' ? `onUnauthorized + ${way}` : way}`);
  });
});
