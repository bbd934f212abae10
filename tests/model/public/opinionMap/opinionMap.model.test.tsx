// Model-based test of the opinion map chart (src/machines/public/opinionMap/opinionMap.machine.ts): every path
// walked through the real participation page of a conversation with vis_type 1, against the gated
// backend forwarding to the real server. Each path has its own conversation (the six camp statements)
// and a participant who has voted on four of them (their token in localStorage, as after a visit).
// A sample "groups" plants two opposed camps and runs the math (server.math.flush) before the map's
// reply (GET /math/participantMap) is released, so the map shows two groups from the server's own
// result; the screen is compared with the real chart's context, i.e. with what the server really
// sent. The participant's sixth vote places them: its answer names their group at once.
import { screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { ParticipantMap } from '../../../../contract/types';
import { saveParticipantToken } from '../../../../src/api/public/participation/participantToken';
import * as da from '../../../../src/copy/da';
import {
  opinionMapMachine,
  selectMapView,
} from '../../../../src/machines/public/opinionMap/opinionMap.machine';
import {
  mapLoadErrorText,
  statusText,
} from '../../../../src/views/public/opinionMap/opinionMapText';
import {
  addParticipants,
  castVotes,
  postSeed,
  type TestVote,
} from '../../../server/support/activity';
import { CAMP_STATEMENTS } from '../../../server/support/mathKit';
import { participationKit } from '../../../server/support/participationKit';
import { createGatedBackend } from '../../harness/gatedBackend';
import { advanceDelay, createSnapshotProbe, defineModelTest } from '../../harness/walkModel';
import { apiFaultSamples, failRequest } from '../../support/apiFaults';
import { createPublicConversation, renderPublicAt } from '../../support/publicPages';
import { setupPublicServer } from '../../support/publicServer';

const server = setupPublicServer();
const backend = createGatedBackend({
  backend: (request) => server().fetch(request),
  // The map's chunk is loaded (and transformed) on first use: give the first request time.
  timeout: 15_000,
});

const NO_MAP: ParticipantMap = {
  math_tick: 0,
  computed_at: null,
  vote_count: 0,
  groups_reason: 'no_votes',
  threshold: 7,
  placed: 0,
  groups: [],
  small: { groups: 0, participants: 0 },
  majority: { agree: [], disagree: [] },
  you: null,
};
const reply = (map: ParticipantMap) => ({
  output: {
    reply: { unchanged: false as const, map, etag: `"${map.math_tick}"`, updating: false },
    at: 0,
  },
});
const MAP_ROUTE = 'GET /math/participantMap';

type Probe = ReturnType<typeof createSnapshotProbe>;
type Snapshot = SnapshotFrom<typeof opinionMapMachine>;

/** The real chart's snapshot, once it is in the model's state. */
async function real(probe: Probe, expected: Snapshot): Promise<Snapshot> {
  await vi.waitFor(() => expect(probe.latest()?.value).toEqual(expected.value), { timeout: 3000 });
  return probe.latest() as Snapshot;
}

const mapSection = () => screen.getByRole('region', { name: da.opinionMap.heading });

/** Camp A agrees with tids 0–2 and disagrees with 3–5; camp B the other way round. */
const campVote = (campA: boolean, tid: number) => ((tid < 3 ? campA : !campA) ? -1 : 1);

let clock = Date.UTC(2025, 0, 1);
/** `perCamp` new participants in each camp, voting on every statement (straight to the database). */
async function plantCamps(zid: number, perCamp: number) {
  const pids = await addParticipants(server().db, zid, 2 * perCamp);
  const votes: TestVote[] = [];
  pids.forEach((pid, i) => {
    for (let tid = 0; tid < CAMP_STATEMENTS.length; tid++) {
      votes.push({ pid, tid, vote: campVote(i % 2 === 0, tid), created: clock++ });
    }
  });
  await castVotes(server().db, zid, votes);
}

/** Runs the math on what changed, as the worker would after its debounce. */
async function runMath() {
  await server().math.catchUp();
  await server().math.flush();
}

/** Releases the map as the real server answers it. Returns the server's "being updated" flag. */
async function releaseMap(): Promise<string | null> {
  let updating: string | null = null;
  await backend.release(MAP_ROUTE, async (request) => {
    const response = await server().fetch(request);
    updating = response.headers.get('X-Math-Updating');
    return response;
  });
  return updating;
}

const setHidden = (hidden: boolean) => {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  document.dispatchEvent(new Event('visibilitychange'));
};

defineModelTest({
  name: 'opinionMap',
  machine: opinionMapMachine,
  input: { conversationId: 'c000000001', pid: 0, votedCount: 4 },
  serializeState: (s) => JSON.stringify([s.value, s.context.pollFailed]),
  journeys: {
    'a participant votes until the map places them': [
      'xstate.done.actor.loadMap:groups',
      'participant.voted:one',
      'participant.voted:one',
      'xstate.after.POLL_MS',
      'xstate.done.actor.pollMap:changed',
    ],
    'a vote after the run: the same map, "opdateres …"': [
      'xstate.done.actor.loadMap:groups',
      'participant.voted:one',
      'xstate.after.POLL_MS',
      'xstate.done.actor.pollMap:unchanged',
    ],
    'a failed load is retried': [
      'xstate.error.actor.loadMap:network',
      'map.retry',
      'xstate.done.actor.loadMap:groups',
    ],
    'a failed poll, then the page is hidden and shown again': [
      'xstate.done.actor.loadMap:notComputed',
      'xstate.after.POLL_MS',
      'xstate.error.actor.pollMap:http500',
      'page.hidden',
      'page.visible',
      'xstate.done.actor.pollMap:changed',
    ],
  },
  setup: async () => {
    window.localStorage.clear();
    setHidden(false);
    const probe = createSnapshotProbe(opinionMapMachine.id);
    const conversation = await createPublicConversation(server(), { vis_type: 1 });
    const { conversationId, zid } = conversation;
    for (const txt of CAMP_STATEMENTS) {
      await postSeed(server(), conversation.ownerToken, conversationId, txt);
    }
    // The participant: camp A on the first four statements, two statements still to vote on.
    const kit = participationKit(server);
    const me = await kit.newParticipant(conversationId, 0, -1);
    await castVotes(
      server().db,
      zid,
      [1, 2, 3].map((tid) => ({ pid: me.pid, tid, vote: campVote(true, tid), created: clock++ })),
    );
    saveParticipantToken(conversationId, me.token);
    backend.autoRelease('GET /participationInit', 'real');
    const { user } = renderPublicAt(`/${conversationId}`, probe.inspect);
    // Votes the math has not counted yet: the participant's own, until a run.
    return { user, probe, conversation, me, uncounted: { votes: true } };
  },
  actual: ({ probe }) => probe.latest(),
  events: {
    'map.retry': {
      exec: ({ user }) =>
        user.click(within(mapSection()).getByRole('button', { name: da.opinionMap.retry })),
    },
    'page.hidden': { exec: () => setHidden(true) },
    'page.visible': { exec: () => setHidden(false) },
    'participant.voted': {
      samples: { one: { conversationId: 'c000000001', pid: 0, votedCount: 5, placement: null } },
      exec: async ({ user, uncounted }) => {
        await user.click(await screen.findByRole('button', { name: da.participation.agree }));
        await backend.release('POST /votes', 'real');
        // The participation chart counted the vote (the card moved on or all are voted).
        await vi.waitFor(() => expect(screen.queryByText(da.participation.saving)).toBeNull());
        uncounted.votes = true;
      },
    },
    'xstate.done.actor.loadMap': {
      samples: {
        groups: reply({ ...NO_MAP, math_tick: 1 }),
        notComputed: reply(NO_MAP),
      },
      exec: async ({ conversation, uncounted }, _event, step) => {
        if (step.sample === 'groups') {
          await plantCamps(conversation.zid, 10);
          await runMath();
          uncounted.votes = false;
        }
        // The server flags a result that misses votes (here: the participant's), and only then.
        expect(await releaseMap()).toBe(uncounted.votes ? '1' : null);
      },
    },
    'xstate.error.actor.loadMap': {
      samples: { http500: apiFaultSamples.http500, network: apiFaultSamples.network },
      exec: (_ctx, _event, step) => failRequest(backend, MAP_ROUTE, step.sample),
    },
    'xstate.done.actor.pollMap': {
      samples: {
        changed: reply({ ...NO_MAP, math_tick: 2 }),
        unchanged: {
          output: { reply: { unchanged: true, etag: '"1"', updating: true }, at: 0 },
        },
      },
      exec: async ({ conversation, uncounted }, _event, step) => {
        if (step.sample === 'changed') {
          // New votes (more of both camps) and a math run: the server has a newer result.
          await plantCamps(conversation.zid, 10);
          await runMath();
          uncounted.votes = false;
        }
        expect(await releaseMap()).toBe(uncounted.votes ? '1' : null);
      },
    },
    'xstate.error.actor.pollMap': {
      samples: { http500: apiFaultSamples.http500 },
      exec: (_ctx, _event, step) => failRequest(backend, MAP_ROUTE, step.sample),
    },
    'xstate.after.POLL_MS': { exec: advanceDelay },
    // The visibility listener never ends or fails; its events are page.hidden / page.visible.
    'xstate.done.actor.watchVisibility': null,
    'xstate.error.actor.watchVisibility': null,
    // The hub's listener never ends or fails either; its events are participant.voted.
    'xstate.done.actor.listenForVotes': null,
    'xstate.error.actor.listenForVotes': null,
  },
  states: {
    loading: async () => {
      await backend.waitForRequest(MAP_ROUTE);
      expect(await screen.findByText(da.opinionMap.loading)).toBeVisible();
    },
    failed: async ({ probe }, snapshot) => {
      const { context } = await real(probe, snapshot);
      const alert = await within(mapSection()).findByRole('alert');
      expect(alert).toHaveTextContent(mapLoadErrorText(context.loadError));
      // The voting card stays usable beside a map that failed.
      expect(screen.getByRole('button', { name: da.participation.agree })).toBeVisible();
    },
    live: async ({ probe }, snapshot) => {
      const latest = await real(probe, snapshot);
      const view = selectMapView(latest)!;
      const section = mapSection();
      // The honest status line: when and from how many votes, or why there are no groups.
      expect(
        await within(section).findByText(statusText(view.status, latest.context.checkedAt)),
      ).toBeVisible();
      expect(within(section).queryByRole('alert')).toBeNull();
      const groups = [...section.querySelectorAll('.opinion-groups__name')];
      expect(groups).toHaveLength(view.groups.length);
      if (latest.context.map!.math_tick > 0 && view.status.kind === 'computed') {
        // Two opposed camps make two groups, each with its own size and distinctive statements.
        expect(view.groups).toHaveLength(2);
        view.groups.forEach((group, i) => {
          expect(groups[i]).toHaveTextContent(da.opinionMap.groupLabel(group.letter, group.size));
          expect(group.size).toBeGreaterThanOrEqual(10);
          expect(group.statements.length).toBeGreaterThan(0);
          for (const statement of group.statements) {
            expect(within(section).getAllByText(statement.txt).length).toBeGreaterThan(0);
          }
        });
        const share = view.groups[0].statements[0];
        expect(
          within(section).getAllByText(
            share.repfulFor === 'agree'
              ? da.opinionMap.agreeShare(share.inGroup, share.others)
              : da.opinionMap.disagreeShare(share.inGroup, share.others),
          ).length,
        ).toBeGreaterThan(0);
        expect(within(section).getByRole('img')).toHaveAccessibleName(da.opinionMap.mapLabel(2));
      } else {
        expect(within(section).queryByRole('img')).toBeNull();
      }
      if (view.groups.length && latest.context.votedCount >= 6) {
        // Voted on every statement: the vote's answer (or the map) places the participant at once.
        expect(view.placement.kind).toBe('placed');
        expect(latest.context.placement ?? latest.context.map!.you).not.toBeNull();
      }
      if (view.placement.kind === 'placed') {
        // Placed: "Dig" on the map, and the group they are in named (camp A's pattern: A or B).
        const mine = view.groups.find((group) => group.isMine)!;
        expect(mine.letter).toBe(view.yourLetter);
        expect(within(section).getByText(da.opinionMap.yourGroup(mine.letter))).toBeVisible();
        expect(within(section).getByText(da.opinionMap.you)).toBeInTheDocument();
      } else {
        const sentence =
          view.placement.needed > 0
            ? da.opinionMap.needVotes(view.placement.needed)
            : da.opinionMap.placingSoon;
        expect(within(section).getByText(sentence)).toBeVisible();
        expect(within(section).queryByText(da.opinionMap.you)).toBeNull();
      }
      // "Opdateres …" exactly while the server says newer votes are being computed: before the
      // first run (the participant's own votes are in) and after a vote until the next run.
      const updating = within(section).queryByText(da.opinionMap.updating);
      if (latest.context.updating) expect(updating).toBeVisible();
      else expect(updating).toBeNull();
      if (latest.context.map!.math_tick === 0) expect(latest.context.updating).toBe(true);
      const pollFailed = within(section).queryByText(da.opinionMap.pollFailed);
      if (latest.context.pollFailed) expect(pollFailed).toBeVisible();
      else expect(pollFailed).toBeNull();
    },
    'live.waiting': () => expect(within(mapSection()).queryByText(da.opinionMap.paused)).toBeNull(),
    'live.polling': async () => {
      const request = await backend.waitForRequest(MAP_ROUTE);
      // The poll carries the ETag of the result in hand.
      expect(request.request.headers.get('if-none-match')).toMatch(/^"\d+-/);
    },
    'live.paused': async () => {
      expect(await within(mapSection()).findByText(da.opinionMap.paused)).toBeVisible();
      // Nothing is asked while the page is hidden.
      expect(backend.requests(MAP_ROUTE).filter((r) => r.state === 'queued')).toHaveLength(0);
    },
  },
});
