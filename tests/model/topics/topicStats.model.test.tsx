// Model-based test of the topicStats chart (src/machines/topics/topicStats.machine.ts): every path walked
// through the real statistics tab at /m/{id}/topics/stats, against the gated backend forwarding to
// the real server (topics from its own pipeline, two of them moderated). No retry on this screen.
import { cleanup, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import type { TopicStatsReport } from '../../../src/api/topics/topics';
import type { TopicStats } from '../../../contract/types';
import * as da from '../../../src/copy/da';
import { completionRate, topicStatsMachine } from '../../../src/machines/topics/topicStats.machine';
import { failureHeadline } from '../../../src/views/topics/topicText';
import { createGatedBackend } from '../harness/gatedBackend';
import { createSnapshotProbe, defineModelTest } from '../harness/walkModel';
import { setupTestServer } from '../support/app';
import {
  createTopicsConversation,
  expectTopicsScreen,
  faultReply,
  faultSamples,
  renderTopicsAt,
  SLOW,
} from '../support/topics';

const server = setupTestServer();
const backend = createGatedBackend({ backend: (request) => server().fetch(request) });
const t = da.topics.stats;
const STATS = 'GET /topicMod/stats';
// The screen checks the statistics against the topic list (docs/upstream.md#topics).
const TOPICS = 'GET /topicMod/topics';

const COUNTS: TopicStats = { total_topics: 10, pending: 8, accepted: 1, rejected: 1, meta: 0 };
const SOME: TopicStatsReport = { ...COUNTS, countedFrom: 'server', moderationAvailable: true };
const NONE: TopicStatsReport = {
  total_topics: 0,
  pending: 0,
  accepted: 0,
  rejected: 0,
  meta: 0,
  countedFrom: 'server',
  moderationAvailable: true,
};
/** Upstream Polis counts only the moderated topics: counted from the list instead. */
const UPSTREAM: TopicStatsReport = { ...COUNTS, countedFrom: 'topics', moderationAvailable: true };
/** Newer upstream without its topic store: no statistics, counted from the list. */
const STORE_MISSING: TopicStatsReport = { ...UPSTREAM, moderationAvailable: false };

/** What the gate answers the statistics call for each done sample. */
const STATS_REPLY = {
  some: 'real',
  none: { status: 200, json: { status: 'success', stats: {} } },
  upstream: {
    status: 200,
    json: {
      status: 'success',
      message: 'Moderation statistics retrieved successfully',
      stats: { total_topics: 2, pending: 0, accepted: 1, rejected: 1, meta: 0 },
    },
  },
  storeMissing: { status: 503, json: { error: 'polis_err_topicMod_stats_store_missing' } },
} as const;

/** The value on the card labelled `label`. */
function card(label: string): string | null {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.parentElement!.querySelector('dd')!.textContent;
}

function expectCards(stats: TopicStats) {
  expect(card(t.total)).toBe(String(stats.total_topics));
  expect(card(t.pending)).toBe(String(stats.pending));
  expect(card(t.accepted)).toBe(String(stats.accepted));
  expect(card(t.rejected)).toBe(String(stats.rejected));
  expect(card(t.meta)).toBe(String(stats.meta));
  expect(card(t.completion)).toBe(t.percent(completionRate(stats)));
  const list = screen.getByRole('list', { name: t.countsLabel });
  const counts = within(list)
    .getAllByRole('listitem')
    .map((li) => li.textContent);
  expect(counts).toEqual([
    `${t.accepted}: ${stats.accepted}`,
    `${t.rejected}: ${stats.rejected}`,
    `${t.meta}: ${stats.meta}`,
    `${t.pending}: ${stats.pending}`,
  ]);
}

defineModelTest({
  name: 'topicStats',
  machine: topicStatsMachine,
  input: { conversationId: 'c000000001' },
  setup: async () => {
    const probe = createSnapshotProbe(topicStatsMachine.id);
    const session = await createTopicsConversation(server());
    // Two verdicts, so the bar has a green and a red segment.
    const [first, second] = session.layers[0].topics;
    for (const [topic, action] of [
      [first, 'accept'],
      [second, 'reject'],
    ] as const) {
      const response = await server().request('/api/v3/topicMod/moderate', {
        method: 'POST',
        token: session.token,
        json: {
          conversation_id: session.conversationId,
          topic_key: topic.topic_key,
          action,
          moderator: 'admin',
        },
      });
      expect(response.status).toBe(200);
    }
    const rendered = renderTopicsAt(session, '/stats', probe.inspect);
    backend.autoRelease('GET /conversations', 'real');
    await expectTopicsScreen();
    await backend.waitForRequest(STATS, SLOW);
    return { ...session, ...rendered, probe };
  },
  teardown: () => cleanup(),
  actual: ({ probe }) => probe.latest(),
  events: {
    'xstate.done.actor.fetchStats': {
      samples: {
        some: { output: SOME },
        none: { output: NONE },
        upstream: { output: UPSTREAM },
        storeMissing: { output: STORE_MISSING },
      },
      // The chart declares no events of its own, so the table is loosely typed here.
      exec: async (_ctx, _event: AnyEventObject, step) => {
        const sample = (step.sample ?? 'some') as keyof typeof STATS_REPLY;
        // Tolerance: a success whose counts are missing reads as zeros.
        await backend.release(STATS, STATS_REPLY[sample], SLOW);
        await backend.release(
          TOPICS,
          sample === 'none' ? { status: 200, json: { topics: [] } } : 'real',
          SLOW,
        );
      },
    },
    'xstate.error.actor.fetchStats': {
      samples: faultSamples,
      exec: async (_ctx, _event: AnyEventObject, step) => {
        await backend.release(STATS, faultReply(step.sample), SLOW);
        await backend.release(TOPICS, 'real', SLOW);
      },
    },
  },
  states: {
    loading: async () => {
      await backend.waitForRequest(STATS, SLOW);
      expect(await screen.findByText(t.loading)).toBeVisible();
    },
    loaded: async ({ probe, layers }, snapshot) => {
      await screen.findByText(t.total);
      const stats = (probe.latest()!.context as { stats: TopicStatsReport }).stats;
      const total = layers.reduce((sum, l) => sum + l.topics.length, 0);
      const expected = snapshot.context.stats!;
      // Whichever way they were counted, the numbers are the real topics'.
      expect(stats).toEqual({
        total_topics: total,
        pending: total - 2,
        accepted: 1,
        rejected: 1,
        meta: 0,
        countedFrom: expected.countedFrom,
        moderationAvailable: expected.moderationAvailable,
      });
      if (expected.countedFrom === 'topics')
        expect(screen.getByText(t.countedFromTopics)).toBeVisible();
      else expect(screen.queryByText(t.countedFromTopics)).toBeNull();
      if (expected.moderationAvailable) expect(screen.queryByRole('note')).toBeNull();
      else expect(screen.getByRole('note')).toHaveTextContent(da.topics.unavailable.headline);
      expectCards(stats);
      const bar = screen.getByRole('img', { name: /^Fordeling/ });
      const segments = [...bar.children] as HTMLElement[];
      expect(segments.map((s) => s.className)).toEqual([
        'topic-progress__segment topic-progress__segment--accepted',
        'topic-progress__segment topic-progress__segment--rejected',
      ]);
      expect(segments[0].style.width).toBe(`${(1 / total) * 100}%`);
      expect(screen.queryByText(t.empty)).not.toBeInTheDocument();
    },
    empty: async () => {
      expect(await screen.findByText(t.empty)).toBeVisible();
      expectCards(NONE);
      expect(card(t.completion)).toBe(t.percent(0));
    },
    failed: async (_ctx, snapshot) => {
      const error = snapshot.context.error!;
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(failureHeadline(error, t));
      if (error.message) expect(alert).toHaveTextContent(error.message);
      // No retry button on the statistics screen (docs/behaviour.md#topicstats).
      expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
      await vi.waitFor(() => expect(screen.queryByText(t.loading)).not.toBeInTheDocument());
    },
  },
  labels: {
    events: {
      'xstate.done.actor.fetchStats:some':
        'Serveren sender tallene (1 accepteret, 1 afvist, resten pending)',
      'xstate.done.actor.fetchStats:none': 'Serveren svarer uden tal (læses som nul)',
      'xstate.done.actor.fetchStats:upstream':
        'Serveren tæller kun de 2 modererede emner, som upstream Polis gør (tallene tælles fra emnelisten)',
      'xstate.done.actor.fetchStats:storeMissing':
        'Statistikken svarer 503 …_store_missing; emnelisten svarer (tallene tælles fra den)',
      'xstate.error.actor.fetchStats:http500': 'Serveren svarer 500',
      'xstate.error.actor.fetchStats:network': 'Ingen forbindelse til serveren',
      'xstate.error.actor.fetchStats:statusError':
        "Serveren svarer 200 med fejlen 'Emnejobbet findes ikke'",
    },
    states: {
      loading: "'Henter statistik…'",
      loaded:
        "Kortene 'Emner i alt', 'Afventer', 'Accepteret: 1', 'Afvist: 1', 'Andel modereret'; en grøn og en rød bjælke",
      empty: "'Der er ikke lavet emner for denne samtale endnu.'; alle tal 0, '0,0 %'",
      failed:
        "'Statistikken kunne ikke hentes' (eller '… fordi der ikke er forbindelse til serveren'), uden knap",
    },
  },
});
