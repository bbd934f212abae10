// Model-based test of the monitoring chart (src/machines/monitoring/monitoring.machine.ts): every path
// walked through the real monitoring screen at /m/{id}/stats (summary and @nivo/line charts in
// jsdom at their fixed 500 × 500), against the gated backend forwarding to the real server.
import { screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { ConversationStats, MathStatus } from '../../../contract/types';
import * as da from '../../../src/copy/da';
import { monitoringMachine } from '../../../src/machines/monitoring/monitoring.machine';
import { addParticipants, castVotes, postSeed, zidOf } from '../../server/support/activity';
import { createGatedBackend } from '../harness/gatedBackend';
import { advanceDelay, createSnapshotProbe, defineModelTest } from '../harness/walkModel';
import { expectPermissionsError, openAdmin, SLOW } from '../support/adminArea';
import { apiFaultSamples, failRequest } from '../support/apiFaults';
import { setupTestServer } from '../support/app';

const server = setupTestServer();
const backend = createGatedBackend({ backend: (request) => server().fetch(request) });

const T = Date.UTC(2025, 4, 12, 9, 0);
const MIN = 60_000;

/**
 * Two opposed camps of PER_CAMP participants each vote on the three statements after the first
 * activity (camp A agrees with 0 and 2, disagrees with 1; camp B the other way round), so the math
 * finds two opinion groups for the summary and the map.
 */
const PER_CAMP = 5;
const CAMP_START = T + 10 * MIN;
const campVoteTimes = Array.from({ length: 2 * PER_CAMP * 3 }, (_, i) => CAMP_START + i * 1000);
const campFirstVotes = Array.from({ length: 2 * PER_CAMP }, (_, i) => CAMP_START + i * 3000);

/** What the server answers for the activity `seedActivity` writes (checked in setup). */
const STATS: ConversationStats = {
  voteTimes: [T, T + MIN, T + 2 * MIN, T + 3 * MIN, T + 4 * MIN, ...campVoteTimes],
  firstVoteTimes: [T, T + 2 * MIN, T + 3 * MIN, T + 4 * MIN, ...campFirstVotes],
  commentTimes: [0, 0, 0],
  firstCommentTimes: [0, 0],
  votesHistogram: [],
  burstHistogram: [],
};

async function seedActivity(conversationId: string, ownerToken: string, strangerToken: string) {
  await postSeed(server(), ownerToken, conversationId, 'Byen skal have flere bænke.');
  await postSeed(server(), ownerToken, conversationId, 'Parkerne skal være åbne om natten.');
  // Participants may write once the owner has opened the draft.
  await server().db.query('UPDATE conversations SET is_draft = false WHERE zid = $1', [
    await zidOf(server().db, conversationId),
  ]);
  // A participant's own statement (not a seed).
  const posted = await server().request('/api/v3/comments', {
    method: 'POST',
    token: strangerToken,
    json: {
      txt: 'Flere cykelparkeringer ved stationen.',
      pid: -1,
      conversation_id: conversationId,
    },
  });
  expect(posted.status).toBe(200);
  const zid = await zidOf(server().db, conversationId);
  // Posting it cast the author's own agree vote (as Polis does), stamped now: move it to a known time.
  await server().db.query('UPDATE votes SET created = $2 WHERE zid = $1 AND tid = 2', [
    zid,
    T + 4 * MIN,
  ]);
  const [a, b, c] = await addParticipants(server().db, zid, 3);
  await castVotes(server().db, zid, [
    { pid: a, tid: 0, vote: -1, created: T },
    { pid: a, tid: 1, vote: 1, created: T + MIN },
    { pid: b, tid: 0, vote: 0, created: T + 2 * MIN },
    { pid: c, tid: 1, vote: -1, created: T + 3 * MIN },
  ]);
  const camps = await addParticipants(server().db, zid, 2 * PER_CAMP);
  await castVotes(
    server().db,
    zid,
    camps.flatMap((pid, i) =>
      [0, 1, 2].map((tid) => ({
        pid,
        tid,
        vote: (i % 2 === 0) === (tid !== 1) ? (-1 as const) : (1 as const),
        created: CAMP_START + (3 * i + tid) * 1000,
      })),
    ),
  );
  await server().math.catchUp();
  await server().math.flush();
}

type Snapshot = SnapshotFrom<typeof monitoringMachine>;

/** The model's stand-in for the math status; the screen is checked against the server's own. */
const MATH: MathStatus = {
  conversation_id: 'c000000001',
  phase: 'current',
  math_tick: 2,
  computed_at: T,
  vote_count: 35,
  participants: 14,
  in_conv: 14,
  groups: 2,
  groups_reason: null,
  stability: null,
  failure: null,
};

const summaryValue = (label: string) => {
  const summary = screen.getByLabelText(da.monitoring.summaryLabel);
  const term = within(summary).getByText(label);
  return term.parentElement!.querySelector('dd')!.textContent;
};

const chart = (title: string) => screen.queryByText(title)?.closest('figure') ?? null;

defineModelTest({
  name: 'monitoring',
  machine: monitoringMachine,
  input: { conversationId: 'c000000001' },
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.stats !== null, s.context.refreshError !== null]),
  journeys: {
    'polls, a poll fails, polling goes on': [
      'xstate.done.actor.fetchStats:fresh',
      'xstate.after.POLL_MS',
      'xstate.done.actor.fetchStats:unchanged',
      'xstate.after.POLL_MS',
      'xstate.error.actor.fetchStats:network',
      'xstate.after.POLL_MS',
      'xstate.done.actor.fetchStats:fresh',
    ],
    'rights withdrawn while polling, then granted again': [
      'xstate.done.actor.fetchStats:fresh',
      'xstate.after.POLL_MS',
      'xstate.error.actor.fetchStats:forbidden',
      'stats.retry',
      'xstate.done.actor.fetchStats:fresh',
    ],
  },
  setup: async () => {
    const probe = createSnapshotProbe(monitoringMachine.id);
    const opened = await openAdmin(server(), '/stats', { inspect: probe.inspect });
    await seedActivity(opened.conversationId, opened.owner.access_token, opened.strangerToken);
    const real = (await (
      await server().request(`/api/v3/conversationStats?conversation_id=${opened.conversationId}`, {
        token: opened.owner.access_token,
      })
    ).json()) as ConversationStats;
    for (const key of [
      'voteTimes',
      'firstVoteTimes',
      'commentTimes',
      'firstCommentTimes',
    ] as const) {
      expect(real[key], key).toHaveLength(STATS[key].length);
    }
    backend.autoRelease('GET /conversations', 'real');
    // Where the groups stand and their map come with every stats fetch; the stats are what is gated.
    backend.autoRelease('GET /math/status', 'real');
    backend.autoRelease('GET /seedComments', 'real');
    backend.autoRelease('GET /math/pca2', 'real');
    expect(
      await screen.findByRole('heading', { level: 1, name: da.monitoring.heading }, SLOW),
    ).toBeVisible();
    return { ...opened, probe };
  },
  actual: ({ probe }) => probe.latest(),
  events: {
    'stats.retry': {
      exec: ({ user }) => user.click(screen.getByRole('button', { name: da.monitoring.retry })),
    },
    'xstate.done.actor.fetchStats': {
      samples: {
        fresh: {
          output: {
            stats: { unchanged: false, stats: STATS, etag: 'W/"s1"' },
            math: MATH,
            map: null,
          },
        },
        unchanged: {
          output: { stats: { unchanged: true, etag: 'W/"s1"' }, math: MATH, map: null },
        },
      },
      exec: (_ctx, event) =>
        backend.release(
          'GET /conversationStats',
          event.output.stats.unchanged ? { status: 304, headers: { etag: 'W/"s1"' } } : 'real',
        ),
    },
    'xstate.error.actor.fetchStats': {
      samples: {
        http500: apiFaultSamples.http500,
        network: apiFaultSamples.network,
        forbidden: apiFaultSamples.forbidden,
      },
      exec: (_ctx, _event, step) => failRequest(backend, 'GET /conversationStats', step.sample),
    },
    'xstate.after.POLL_MS': { exec: advanceDelay },
  },
  states: {
    loading: async ({ conversationId }, snapshot) => {
      const request = await backend.waitForRequest('GET /conversationStats');
      expect(request.url.searchParams.get('conversation_id')).toBe(conversationId);
      // Retrying after a refusal keeps what was shown before; the first load shows 'Henter statistikken…'.
      if (snapshot.context.stats) {
        expect(await screen.findByLabelText(da.monitoring.summaryLabel)).toBeVisible();
      } else {
        expect(await screen.findByText(da.monitoring.loading)).toBeVisible();
        expect(chart(da.monitoring.votersChart)).toBeNull();
      }
    },
    polling: async ({ probe, conversationId }, snapshot) => {
      const { stats, refreshError } = snapshot.context;
      if (!stats) {
        expect(await screen.findByText(da.monitoring.loading)).toBeVisible();
        return;
      }
      await screen.findByLabelText(da.monitoring.summaryLabel);
      expect(screen.queryByText(da.monitoring.loading)).toBeNull();
      expect(summaryValue(da.monitoring.voters)).toBe(String(stats.firstVoteTimes.length));
      expect(summaryValue(da.monitoring.commenters)).toBe(String(stats.firstCommentTimes.length));
      expect(summaryValue(da.monitoring.votes)).toBe(String(stats.voteTimes.length));
      expect(summaryValue(da.monitoring.comments)).toBe(String(stats.commentTimes.length));
      // What waits for moderation: the admin area's count, the one the sidebar and Moderér show.
      const { rows } = await server().db.query<{ n: number }>(
        `SELECT count(*)::integer AS n FROM comments
         WHERE zid = (SELECT zid FROM zinvites WHERE zinvite = $1) AND mod = 0`,
        [conversationId],
      );
      expect(summaryValue(da.monitoring.waiting)).toBe(String(rows[0].n));
      // Beside them: the two camps' opinion groups, every camp member placed, and their map.
      const math = (probe.latest() as Snapshot).context.math!;
      expect(math.groups).toBe(2);
      expect(math.in_conv).toBeGreaterThanOrEqual(2 * PER_CAMP);
      expect(summaryValue(da.monitoring.groups)).toBe('2');
      expect(summaryValue(da.monitoring.placed)).toBe(String(math.in_conv));
      const map = screen.getByRole('region', { name: da.monitoring.mapHeading });
      expect(await within(map).findByRole('img', {}, SLOW)).toHaveAccessibleName(
        da.opinionMap.mapLabel(2),
      );
      const sizes = within(map)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
      expect(sizes).toHaveLength(2);
      expect(sizes[0]).toMatch(/^Gruppe A · \d+ deltagere$/);
      // Both series have two or more points: both charts are drawn at 500 × 500, in an SVG whose
      // viewBox scales them to the width there is (a phone's 390 px included).
      for (const title of [da.monitoring.votersChart, da.monitoring.commentersChart]) {
        const svg = chart(title)!.querySelector('svg')!;
        expect(svg).toHaveAttribute('viewBox', '0 0 500 500');
        expect(svg).toHaveAccessibleName(expect.stringContaining(title));
        const drawn = svg.querySelector('svg')!;
        expect(drawn).toHaveAttribute('width', '500');
        expect(drawn).toHaveAttribute('height', '500');
      }
      expect(screen.queryByText(/Statistikken kunne ikke opdateres/) !== null).toBe(!!refreshError);
    },
    'polling.waiting': () => {
      expect(
        backend.requests('GET /conversationStats').filter((r) => r.state === 'queued'),
      ).toEqual([]);
    },
    'polling.fetching': async (_ctx, snapshot) => {
      const request = await backend.waitForRequest('GET /conversationStats');
      // A poll with stats in hand sends their ETag, so an unchanged answer is a cheap 304.
      expect(request.request.headers.get('if-none-match') !== null).toBe(
        snapshot.context.stats !== null,
      );
    },
    failed: async () => {
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(/Statistikken kunne ikke hentes/);
      expect(within(alert).getByRole('button', { name: da.monitoring.retry })).toBeVisible();
    },
    denied: async () => {
      await expectPermissionsError();
      await vi.waitFor(() =>
        expect(screen.queryByRole('heading', { name: da.monitoring.heading })).toBeNull(),
      );
    },
  },
  labels: {
    events: {
      'stats.retry': "Klik 'Prøv igen'",
      'xstate.done.actor.fetchStats:fresh':
        'Serveren sender statistikken (3 stemmegivere, 4 stemmer)',
      'xstate.done.actor.fetchStats:unchanged': 'Serveren svarer 304: uændret siden sidst',
      'xstate.error.actor.fetchStats:http500': 'Serveren svarer 500',
      'xstate.error.actor.fetchStats:network': 'Ingen forbindelse til serveren',
      'xstate.error.actor.fetchStats:forbidden': 'Serveren svarer 403 (også på genforsøget)',
      'xstate.after.POLL_MS': 'Vent 10 sekunder',
    },
    states: {
      loading: "'Henter statistikken…' (efter en afvisning: de hidtidige tal bliver stående)",
      polling:
        "'Nøgletal' med 'Har stemt', 'Har skrevet udsagn', 'Stemmer', 'Udsagn' og begge diagrammer",
      'polling.waiting': 'Ingen forespørgsel er i gang',
      'polling.fetching': 'Tallene hentes igen i baggrunden',
      failed: "Fejlen 'Statistikken kunne ikke hentes: …' med 'Prøv igen'",
      denied: "'Du har ikke adgang til denne samtale'; 'Monitorér samtale' er væk",
    },
  },
});
