// Model-based test of the moderation chart (src/machines/moderation/moderation.machine.ts):
// paths walked through the real moderation screen at /m/{id}/comments (tabs included), against the
// gated backend forwarding to the real server. Every list fetch first puts the database back to
// the seeded arrangement (as if another moderator undid our changes), so what the server answers
// is exactly the chart's sample output — including after our own PUTs have changed it.
import { act, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { ApiError } from '../../../src/api/common/apiError';
import type { ModerationComment } from '../../../contract/moderationList';
import * as da from '../../../src/copy/da';
import { moderationMachine } from '../../../src/machines/moderation/moderation.machine';
import { appEvents } from '../../../src/machines/common/appEvents';
import {
  findComment,
  LIST_KEYS,
  modOfList,
  type ListKey,
  type ModerationLists,
  type ModerationOp,
} from '../../../src/machines/moderation/moderationLists';
import { shownCounts } from '../../../src/machines/moderation/moderationQueue';
import type { ModerationContext } from '../../../src/machines/moderation/moderation.types';
import { createGatedBackend } from '../harness/gatedBackend';
import { advanceDelay, createSnapshotProbe, defineModelTest } from '../harness/walkModel';
import { openAdmin, SLOW } from '../support/adminArea';
import { apiFaultSamples, failRequest } from '../support/apiFaults';
import { setupTestServer } from '../support/app';
import {
  PER_CAMP,
  plantCampVotes,
  restoreSeeded,
  SEEDED_LISTS,
  seedComments,
  textOf,
} from '../support/moderationData';

const server = setupTestServer();
const backend = createGatedBackend({ backend: (request) => server().fetch(request) });

const listQuery = (list: ListKey) => `GET /comments?moderation=true&mod=${modOfList(list)}`;
const queuedLists = () => backend.requests('GET /comments').filter((r) => r.state === 'queued');
const lastSeq = () => backend.requests().reduce((max, r) => Math.max(max, r.seq), 0);

/** Waits until the three list requests sent after `after` are held, and no older one is. */
async function listRequestsSince(after: number) {
  await vi.waitFor(
    () => {
      const queued = queuedLists();
      expect(queued.every((r) => r.seq > after)).toBe(true);
      expect(queued).toHaveLength(3);
    },
    { timeout: 3000 },
  );
}

const SEEDED_COUNTS = { pending: 2, accepted: 1, rejected: 1 };
const FETCHED = {
  output: {
    lists: SEEDED_LISTS,
    etags: { pending: 'W/"p"', accepted: 'W/"a"', rejected: 'W/"r"' },
    counts: SEEDED_COUNTS,
    votes: { conversation_id: 'c000000001', math_tick: 1, groups: [], statements: {} },
  },
};
/** The same lists, but the server says one more statement waits than was loaded: 'Vis flere'. */
const PARTIAL_COUNTS = { ...SEEDED_COUNTS, pending: 3 };
const FETCHED_PARTIAL = { output: { ...FETCHED.output, counts: PARTIAL_COUNTS } };

/** One list as the server would page it, with counts claiming one more pending statement. */
const partialPage = (list: ListKey) => ({
  comments: SEEDED_LISTS[list],
  pagination: { total: PARTIAL_COUNTS[list], limit: 50, offset: 0 },
  counts: PARTIAL_COUNTS,
});

const headOf = (snapshot: AnyMachineSnapshot): ModerationOp =>
  (snapshot.context as ModerationContext).queue[0];
/** The request that saves the head of the queue: one statement PUT, several POSTed. */
const saveRequest = (snapshot: AnyMachineSnapshot) =>
  headOf(snapshot).bulk ? 'POST /comments/moderate' : 'PUT /comments';
const REFUSED = {
  status: 403,
  json: { error: 'polis_err_update_comment_auth', message: 'Nej', status: 403 },
};

/**
 * What each row must say about its votes (plantCampVotes): the counts, and per group the bar's
 * text alternative — the two camps split on 0 and 2, and all pass on 1.
 */
const ALL = PER_CAMP * 2;
const EXPECTED_VOTES: Record<number, { counts: string; bars: string[] } | null> = {
  0: {
    counts: da.moderation.votes.counts(PER_CAMP, PER_CAMP, 0),
    bars: [
      da.moderation.votes.groupSplit('?', 100, 0, 0),
      da.moderation.votes.groupSplit('?', 0, 100, 0),
    ],
  },
  1: { counts: da.moderation.votes.counts(0, 0, ALL), bars: [] },
  2: {
    counts: da.moderation.votes.counts(PER_CAMP, PER_CAMP, 0),
    bars: [
      da.moderation.votes.groupSplit('?', 100, 0, 0),
      da.moderation.votes.groupSplit('?', 0, 100, 0),
    ],
  },
  3: null,
};

/** A row's votes: its counts, and two group bars that split it exactly as the camps voted. */
function expectRowVotes(row: HTMLElement, tid: number) {
  const expected = EXPECTED_VOTES[tid];
  if (!expected) {
    expect(within(row).getByText(da.moderation.votes.none)).toBeVisible();
    return;
  }
  expect(within(row).getByText(expected.counts)).toBeVisible();
  const groups = within(row).getByRole('list', { name: da.moderation.votes.groupsLabel });
  const bars = within(groups)
    .getAllByRole('img')
    .map((bar) => bar.getAttribute('aria-label'));
  expect(bars).toHaveLength(2);
  expect(bars[0]).toMatch(/^Gruppe A: /);
  expect(bars[1]).toMatch(/^Gruppe B: /);
  if (expected.bars.length) {
    // Which camp became A is the math's choice: compare without the letters.
    const unlettered = (labels: (string | null)[]) =>
      labels.map((label) => label!.replace(/^Gruppe \S+:/, '')).sort();
    expect(unlettered(bars)).toEqual(unlettered(expected.bars));
  }
}

type Ctx = Awaited<ReturnType<typeof openAdmin>> & {
  probe: ReturnType<typeof createSnapshotProbe>;
};

/** The tab the address shows: /m/{id}/comments, …/accepted or …/rejected. */
const currentTab = ({ router }: Ctx): ListKey => {
  const last = router.state.location.pathname.split('/').pop();
  return last === 'accepted' || last === 'rejected' ? last : 'pending';
};

async function showTab(ctx: Ctx, list: ListKey) {
  if (currentTab(ctx) === list) return;
  const nav = screen.getByRole('navigation', { name: da.moderation.tabsLabel });
  await ctx.user.click(
    within(nav).getByRole('link', { name: new RegExp(da.moderation.tabs[list]) }),
  );
  await vi.waitFor(() => expect(currentTab(ctx)).toBe(list));
}

async function rowOf(ctx: Ctx, lists: ModerationLists, tid: number) {
  const found = findComment(lists, tid);
  if (!found) throw new Error(`comment ${tid} is in no list`);
  await showTab(ctx, found.list);
  const text = await screen.findByText(textOf(tid), { selector: '.comment-row__text' });
  return { row: text.closest('li')!, list: found.list };
}

const modelLists = (snapshot: AnyMachineSnapshot) =>
  (snapshot.context as { lists: ModerationLists }).lists;

defineModelTest({
  name: 'moderation',
  machine: moderationMachine,
  input: { conversationId: 'c000000001' },
  // The model's state: where it is, how much is queued, and which notices show. The lists
  // themselves would multiply the states without adding transitions.
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      Math.min(s.context.queue.length, 2),
      s.context.failure !== null,
      s.context.refreshError !== null,
    ]),
  // The generated paths (21, about 150 s here against the real server) walked no transition the
  // journeys below do not: coverage is still asserted at 100 %.
  paths: () => [],
  journeys: {
    'the keys move the cursor; a change elsewhere reloads': [
      'xstate.done.actor.fetchLists:seeded',
      'cursor.move:down',
      'cursor.set:c2',
      'comments.changed:this',
      'xstate.done.actor.fetchLists:seeded',
    ],
    'both of two changes refused': [
      'xstate.done.actor.fetchLists:seeded',
      'comment.toggleMeta:c1',
      'comment.accept:c0',
      'xstate.error.actor.saveChange:refused',
      'xstate.error.actor.saveChange:refused',
      'xstate.done.actor.fetchLists:seeded',
    ],
    'the first load fails, reloaded by hand': [
      'xstate.error.actor.fetchLists:http500',
      'lists.refresh',
      'xstate.done.actor.fetchLists:seeded',
    ],
    'two changes queued, both saved': [
      'xstate.done.actor.fetchLists:seeded',
      'comment.accept:c0',
      'comment.reject:c2',
      'xstate.done.actor.removalGuard:approved',
      'xstate.done.actor.saveChange:logged',
      'xstate.done.actor.saveChange:logged',
      'xstate.done.actor.fetchLists:seeded',
    ],
    'the first of two is refused, the second saved': [
      'xstate.done.actor.fetchLists:seeded',
      'comment.accept:c0',
      'comment.toggleMeta:c1',
      'xstate.error.actor.saveChange:refused',
      'xstate.done.actor.saveChange:logged',
      'xstate.done.actor.fetchLists:seeded',
      'failure.dismiss',
    ],
    'two ticked and rejected at once, then undone': [
      'xstate.done.actor.fetchLists:seeded',
      'selection.all:pending',
      'selection.reject:pending',
      'xstate.done.actor.saveChange:logged',
      'xstate.done.actor.fetchLists:seeded',
      'undo',
      'xstate.done.actor.undoAction:one',
      'xstate.done.actor.fetchLists:seeded',
    ],
    'a change made while undoing is saved after': [
      'xstate.done.actor.fetchLists:seeded',
      'comment.reject:c2',
      'xstate.done.actor.removalGuard:approved',
      'xstate.done.actor.saveChange:logged',
      'xstate.done.actor.fetchLists:seeded',
      'undo',
      'comment.accept:c0',
      'xstate.done.actor.undoAction:one',
      'xstate.done.actor.saveChange:logged',
    ],
    'search, filter and sort load the lists again; Vis flere loads more': [
      'xstate.done.actor.fetchLists:partial',
      'list.more:pending',
      'xstate.done.actor.fetchLists:seeded',
      'query.search:all',
      'xstate.done.actor.fetchLists:seeded',
      'query.filter:seeds',
      'xstate.done.actor.fetchLists:seeded',
      'query.sort:disagree',
      'xstate.done.actor.fetchLists:seeded',
      'selection.toggle:c0',
      'selection.accept:pending',
    ],
    'ticked while saving, then saved': [
      'xstate.done.actor.fetchLists:seeded',
      'comment.reject:c2',
      'xstate.done.actor.removalGuard:approved',
      'selection.toggle:c0',
      'selection.accept:pending',
      'selection.toggle:c1',
      'selection.reject:pending',
      'xstate.done.actor.saveChange:logged',
      'xstate.done.actor.saveChange:logged',
      'xstate.done.actor.saveChange:logged',
      'xstate.done.actor.fetchLists:seeded',
    ],
    'ticked while undoing; the undo refused, the changes saved': [
      'xstate.done.actor.fetchLists:seeded',
      'comment.reject:c2',
      'xstate.done.actor.removalGuard:approved',
      'xstate.done.actor.saveChange:logged',
      'xstate.done.actor.fetchLists:seeded',
      'undo',
      'comment.reject:c2',
      'xstate.done.actor.removalGuard:approved',
      'comment.toggleMeta:c1',
      'selection.toggle:c0',
      'selection.accept:pending',
      'selection.toggle:c1',
      'selection.reject:pending',
      'xstate.error.actor.undoAction:refused',
    ],
    'an undo refused': [
      'xstate.done.actor.fetchLists:seeded',
      'comment.reject:c2',
      'xstate.done.actor.removalGuard:approved',
      'xstate.done.actor.saveChange:logged',
      'xstate.done.actor.fetchLists:seeded',
      'undo',
      'xstate.error.actor.undoAction:refused',
    ],
    'a voted statement: the confirmation is cancelled, then the r key asks again and hides it': [
      'xstate.done.actor.fetchLists:seeded',
      'comment.reject:c2',
      'xstate.done.actor.removalGuard:cancelled',
      'comment.reject:c2key',
      'xstate.done.actor.removalGuard:approved',
      'xstate.done.actor.saveChange:logged',
      'xstate.done.actor.fetchLists:seeded',
    ],
    'unvoted or pending statements are rejected at once, also while saving and undoing': [
      'xstate.done.actor.fetchLists:seeded',
      'comment.reject:c0',
      'comment.reject:c1',
      'xstate.done.actor.saveChange:logged',
      'xstate.done.actor.saveChange:logged',
      'xstate.done.actor.fetchLists:seeded',
      'undo',
      'comment.reject:c0',
      'xstate.done.actor.undoAction:one',
      'xstate.done.actor.saveChange:logged',
    ],
    'a ticked voted statement: Afvis valgte asks first': [
      'xstate.done.actor.fetchLists:seeded',
      'selection.toggle:c2',
      'selection.reject:accepted',
      'xstate.done.actor.removalGuard:approved',
      'xstate.done.actor.saveChange:logged',
      'xstate.done.actor.fetchLists:seeded',
    ],
    'the first load fails, the poll loop retries': [
      'xstate.error.actor.fetchLists:network',
      'xstate.after.POLL_MS',
      'xstate.done.actor.fetchLists:seeded',
      'xstate.after.POLL_MS',
      'xstate.error.actor.fetchLists:http500',
      'xstate.after.POLL_MS',
      'xstate.done.actor.fetchLists:seeded',
    ],
  },
  setup: async () => {
    const probe = createSnapshotProbe(moderationMachine.id);
    const opened = await openAdmin(server(), '/comments', { inspect: probe.inspect });
    await seedComments(server(), opened.owner.access_token, opened.conversationId);
    await plantCampVotes(server(), opened.conversationId);
    backend.autoRelease('GET /conversations', 'real');
    // The votes per statement and group come with every list fetch; the lists are what is gated.
    backend.autoRelease('GET /math/statementVotes', 'real');
    expect(
      await screen.findByRole('heading', { level: 1, name: da.moderation.heading }, SLOW),
    ).toBeVisible();
    return { ...opened, probe };
  },
  actual: ({ probe }) => probe.latest(),
  events: {
    'xstate.done.actor.fetchLists': {
      samples: { seeded: FETCHED, partial: FETCHED_PARTIAL },
      exec: async ({ conversationId }, _event, step) => {
        await restoreSeeded(server(), conversationId);
        for (const list of LIST_KEYS) {
          await backend.release(
            listQuery(list),
            step.sample === 'partial' ? { status: 200, json: partialPage(list) } : 'real',
          );
        }
      },
    },
    'xstate.error.actor.fetchLists': {
      samples: { http500: apiFaultSamples.http500, network: apiFaultSamples.network },
      exec: async (_ctx, _event, step) => {
        await failRequest(backend, listQuery('pending'), step.sample);
        // The other two are aborted as the chart leaves the state.
        await vi.waitFor(() => expect(queuedLists()).toHaveLength(0));
      },
    },
    'xstate.done.actor.saveChange': {
      samples: { logged: { output: 1 } },
      exec: (_ctx, _event, step) => backend.release(saveRequest(step.from), 'real'),
    },
    'xstate.error.actor.saveChange': {
      samples: {
        refused: {
          error: new ApiError({
            status: 403,
            statusText: 'Forbidden',
            polisError: 'polis_err_update_comment_auth',
          }),
        },
      },
      exec: (_ctx, _event, step) => backend.release(saveRequest(step.from), REFUSED),
    },
    'xstate.done.actor.undoAction': {
      samples: { one: { output: { restored: 1, skipped: 0 } } },
      exec: () => backend.release('POST /comments/moderate/undo', 'real'),
    },
    'xstate.error.actor.undoAction': {
      samples: {
        refused: {
          error: new ApiError({
            status: 403,
            statusText: 'Forbidden',
            polisError: 'polis_err_update_comment_auth',
          }),
        },
      },
      exec: () => backend.release('POST /comments/moderate/undo', REFUSED),
    },
    undo: {
      exec: ({ user }) => user.click(screen.getByRole('button', { name: da.moderation.undo })),
    },
    'selection.toggle': {
      samples: { c0: { tid: 0 }, c1: { tid: 1 }, c2: { tid: 2 } },
      exec: async (ctx, event, step) => {
        const { row } = await rowOf(ctx, modelLists(step.from), event.tid);
        await ctx.user.click(within(row).getByRole('checkbox', { name: /^Vælg »/ }));
      },
    },
    'selection.all': {
      samples: { pending: { list: 'pending', on: true } },
      exec: async (ctx, event) => {
        await showTab(ctx, event.list);
        const all = screen.getByRole('checkbox', { name: da.moderation.selectAll });
        expect(all).not.toBeChecked();
        await ctx.user.click(all);
      },
    },
    'selection.accept': {
      samples: { pending: { list: 'pending' } },
      exec: async (ctx, event) => {
        await showTab(ctx, event.list);
        await ctx.user.click(screen.getByRole('button', { name: da.moderation.acceptSelected }));
      },
    },
    'selection.reject': {
      samples: { pending: { list: 'pending' }, accepted: { list: 'accepted' } },
      exec: async (ctx, event) => {
        await showTab(ctx, event.list);
        await ctx.user.click(screen.getByRole('button', { name: da.moderation.rejectSelected }));
      },
    },
    'query.search': {
      samples: { all: { text: '' } },
      exec: async ({ user }) => {
        await user.clear(screen.getByRole('searchbox', { name: da.moderation.tools.search }));
        await user.click(screen.getByRole('button', { name: /^Søg$/ }));
      },
    },
    'query.filter': {
      // Every seeded statement is a seed: the filter leaves the lists as they are.
      samples: { seeds: { filter: 'is_seed', on: true } },
      exec: ({ user }) =>
        user.click(screen.getByRole('checkbox', { name: da.moderation.tools.filters.is_seed })),
    },
    'query.sort': {
      // By disagreement the seeded lists keep their order (0 before 1; one row in the others).
      samples: { disagree: { sort: 'most_disagree' } },
      exec: ({ user }) =>
        user.selectOptions(
          screen.getByRole('combobox', { name: da.moderation.tools.sort }),
          'most_disagree',
        ),
    },
    'list.more': {
      samples: { pending: { list: 'pending' } },
      exec: async (ctx, event) => {
        await showTab(ctx, event.list);
        const before = lastSeq();
        await ctx.user.click(screen.getByRole('button', { name: da.moderation.more }));
        await listRequestsSince(before);
        const pending = backend.requests(listQuery('pending')).at(-1)!;
        expect(pending.url.searchParams.get('limit')).toBe('100');
      },
    },
    'xstate.done.actor.listenForCommentChanges': null,
    'xstate.done.actor.removalGuard': {
      samples: {
        approved: { output: { approved: true } },
        cancelled: { output: { approved: false } },
      },
      exec: async ({ user }, event) => {
        const dialog = await screen.findByRole('alertdialog');
        const name = event.output.approved ? da.removal.confirm(1) : da.removal.cancel;
        await user.click(within(dialog).getByRole('button', { name }));
      },
    },
    'xstate.error.actor.removalGuard': {
      skip: 'the confirmation chart has no step that can fail',
    },
    'xstate.error.actor.listenForCommentChanges': {
      skip: 'a subscription to the in-page hub (common/appEvents) cannot fail',
    },
    'xstate.after.POLL_MS': {
      exec: async (ctx, event, step) => {
        const before = lastSeq();
        await advanceDelay(ctx, event, step);
        await listRequestsSince(before);
        // A poll with the lists in hand sends their ETags, so unchanged lists cost a 304.
        if (step.from.matches({ lists: 'ready' })) {
          for (const request of queuedLists()) {
            expect(request.request.headers.get('if-none-match')).toMatch(/^W\/"/);
          }
        }
      },
    },
    'comment.accept': {
      samples: { c0: { tid: 0 }, c3: { tid: 3 } },
      exec: async (ctx, event, step) => {
        const { row, list } = await rowOf(ctx, modelLists(step.from), event.tid);
        const name = list === 'pending' ? da.moderation.accept : da.moderation.acceptAgain;
        await ctx.user.click(within(row).getByRole('button', { name }));
      },
    },
    'comment.reject': {
      samples: {
        c0: { tid: 0 },
        c1: { tid: 1 },
        c2: { tid: 2 },
        c2key: { tid: 2, origin: 'keyboard' },
      },
      exec: async (ctx, event, step) => {
        const { row, list } = await rowOf(ctx, modelLists(step.from), event.tid);
        if (event.origin === 'keyboard') {
          act(() => row.focus());
          await ctx.user.keyboard('r');
          return;
        }
        const name = list === 'pending' ? da.moderation.reject : da.moderation.rejectAgain;
        await ctx.user.click(within(row).getByRole('button', { name }));
      },
    },
    'comment.toggleMeta': {
      samples: { c1: { tid: 1 } },
      exec: async (ctx, event, step) => {
        const { row } = await rowOf(ctx, modelLists(step.from), event.tid);
        await ctx.user.click(within(row).getByRole('checkbox', { name: da.moderation.meta }));
      },
    },
    'cursor.move': {
      samples: { down: { list: 'pending', delta: 1 } },
      exec: async (ctx, event, step) => {
        const first = modelLists(step.from)[event.list][0];
        const { row } = await rowOf(ctx, modelLists(step.from), first.tid);
        act(() => row.focus());
        await ctx.user.keyboard('j');
      },
    },
    'cursor.set': {
      samples: { c2: { list: 'accepted', tid: 2 } },
      exec: async (ctx, event, step) => {
        const { row } = await rowOf(ctx, modelLists(step.from), event.tid);
        await ctx.user.click(row.querySelector('.comment-row__text')!);
        expect(row).toHaveFocus();
      },
    },
    'lists.refresh': {
      exec: async ({ user }) => {
        const before = lastSeq();
        await user.click(screen.getByRole('button', { name: /Opdatér nu|Opdaterer…/ }));
        await listRequestsSince(before);
      },
    },
    'comments.changed': {
      samples: { this: { conversationId: 'c000000001' }, other: { conversationId: 'xxxxxxxxxx' } },
      exec: async ({ conversationId }, _event, step) => {
        const before = lastSeq();
        const about = step.sample === 'this' ? conversationId : 'xxxxxxxxxx';
        act(() => appEvents.send({ type: 'comments.changed', conversationId: about }));
        if (step.sample === 'this') await listRequestsSince(before);
      },
    },
    'failure.dismiss': {
      exec: ({ user }) => user.click(screen.getByRole('button', { name: da.moderation.dismiss })),
    },
  },
  states: {
    'lists.loading': async (ctx) => {
      for (const list of LIST_KEYS) await backend.waitForRequest(listQuery(list));
      expect(await screen.findByText(da.moderation.loading[currentTab(ctx)])).toBeVisible();
      // The tab counts read as loading, never 0.
      const nav = screen.getByRole('navigation', { name: da.moderation.tabsLabel });
      for (const list of LIST_KEYS) {
        const tab = within(nav).getByRole('link', { name: new RegExp(da.moderation.tabs[list]) });
        expect(tab).toHaveTextContent(da.moderation.countLoadingLabel);
      }
    },
    'lists.failed': async () => {
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(/Udsagnene kunne ikke hentes/);
      expect(within(alert).getByRole('button', { name: da.moderation.retry })).toBeVisible();
    },
    'lists.ready': async (ctx, snapshot) => {
      const { lists, failure, refreshError, counts, queue, selected } = snapshot.context;
      const nav = screen.getByRole('navigation', { name: da.moderation.tabsLabel });
      const shown = shownCounts(counts, queue)!;
      for (const list of LIST_KEYS) {
        const tab = within(nav).getByRole('link', { name: new RegExp(da.moderation.tabs[list]) });
        await vi.waitFor(() => expect(tab).toHaveTextContent(String(shown[list])));
      }
      const tab = currentTab(ctx);
      if (lists[tab].length === 0) {
        expect(await screen.findByText(da.moderation.empty[tab])).toBeVisible();
      } else {
        const ul = await screen.findByRole('list', { name: da.moderation.listLabel[tab] });
        const rows = () => [...ul.querySelectorAll('.comment-row__text')].map((p) => p.textContent);
        await vi.waitFor(() =>
          expect(rows()).toEqual(lists[tab].map((c: ModerationComment) => c.txt)),
        );
        expect(
          screen.getByText(da.moderation.showing(lists[tab].length, shown[tab])),
        ).toBeVisible();
        const more = new RegExp(`^(${da.moderation.more}|${da.moderation.loadingMore})$`);
        expect(screen.queryByRole('button', { name: more }) !== null).toBe(
          lists[tab].length < shown[tab],
        );
        for (const comment of lists[tab]) {
          const row = screen.getByText(comment.txt).closest('li')!;
          expect(within(row).getByRole('checkbox', { name: /^Vælg »/ })).toHaveProperty(
            'checked',
            selected.includes(comment.tid),
          );
          expect(within(row).getByRole('checkbox', { name: da.moderation.meta })).toHaveProperty(
            'checked',
            comment.is_meta,
          );
          expect(within(row).queryByText(da.moderation.flagged) !== null).toBe(!comment.active);
          expectRowVotes(row, comment.tid);
        }
      }
      if (failure) {
        expect(await screen.findByRole('alert')).toHaveTextContent(failure.txt);
      } else {
        expect(screen.queryByRole('button', { name: da.moderation.dismiss })).toBeNull();
      }
      expect(screen.queryByText(/Listerne kunne ikke opdateres/) !== null).toBe(!!refreshError);
    },
    'lists.ready.waiting': async () => {
      expect(await screen.findByRole('button', { name: da.moderation.refresh })).toBeVisible();
    },
    'lists.ready.fetching': async () => {
      for (const list of LIST_KEYS) await backend.waitForRequest(listQuery(list));
      expect(await screen.findByRole('button', { name: da.moderation.refreshing })).toBeVisible();
    },
    'moderation.idle': async (_ctx, snapshot) => {
      await vi.waitFor(() => expect(screen.queryByText(da.moderation.saving)).toBeNull());
      // After a saved change: what changed, with 'Fortryd' while the server can undo it.
      const { confirmation, undoError } = snapshot.context;
      if (confirmation) {
        const { change, count, txt } = confirmation;
        expect(await screen.findByText(da.moderation.confirmed[change](count, txt))).toBeVisible();
        expect(screen.getByRole('button', { name: da.moderation.undo })).toBeVisible();
      } else {
        expect(screen.queryByRole('button', { name: da.moderation.undo })).toBeNull();
      }
      expect(screen.queryByText(/kunne ikke fortrydes/) !== null).toBe(undoError !== null);
    },
    'moderation.saving': async (ctx, snapshot) => {
      const head = snapshot.context.queue[0];
      const request = await backend.waitForRequest(saveRequest(snapshot));
      const body = (await request.request.clone().json()) as Record<string, unknown>;
      if (head.bulk) {
        expect(body).toMatchObject({
          change: head.change,
          tids: head.comments.map((c) => c.tid),
        });
      } else {
        expect(body).toMatchObject({
          tid: head.comments[0].tid,
          mod: head.comments[0].mod,
          is_meta: head.comments[0].is_meta,
        });
      }
      // Changes show at once: each queued comment sits in its new list, marked as being saved.
      const tab = currentTab(ctx);
      for (const op of snapshot.context.queue) {
        for (const comment of op.comments) {
          const found = findComment(snapshot.context.lists, comment.tid);
          if (found?.list !== tab) continue;
          const row = (await screen.findByText(found.comment.txt)).closest('li')!;
          expect(within(row).getByText(da.moderation.saving)).toBeVisible();
        }
      }
    },
    'removal.idle': () => {
      expect(screen.queryByRole('alertdialog')).toBeNull();
    },
    // A reject that would hide voted statements: named, with their votes, before anything is sent.
    'removal.checking': async (_ctx, snapshot) => {
      const { op } = snapshot.context.held!;
      const dialog = await screen.findByRole('alertdialog');
      expect(dialog).toHaveAccessibleName(da.removal.title(op.comments.length));
      for (const comment of op.comments) {
        expect(
          within(dialog).getByText(da.removal.statement(comment.tid, comment.txt)),
        ).toBeVisible();
        expect(within(dialog).getByText(da.removal.votes(comment.count))).toBeVisible();
      }
      expect(within(dialog).getByRole('button', { name: da.removal.cancel })).toHaveFocus();
    },
    'moderation.undoing': async () => {
      await backend.waitForRequest('POST /comments/moderate/undo');
      expect(await screen.findByRole('button', { name: da.moderation.undoing })).toBeVisible();
    },
  },
  labels: {
    events: {
      'xstate.done.actor.fetchLists':
        'Serveren sender listerne: 2 afventer, 1 accepteret, 1 afvist',
      'xstate.error.actor.fetchLists:http500': 'Serveren svarer 500 på listen over afventende',
      'xstate.error.actor.fetchLists:network': 'Ingen forbindelse til serveren',
      'xstate.done.actor.fetchLists:partial':
        'Serveren sender listerne og siger, at der venter ét udsagn mere end hentet',
      'xstate.done.actor.saveChange': 'Serveren gemmer ændringen og logger den',
      'xstate.error.actor.saveChange:refused': 'Serveren afviser ændringen med 403',
      'xstate.done.actor.undoAction': 'Serveren sætter udsagnene tilbage',
      'xstate.error.actor.undoAction:refused': 'Serveren afviser fortrydelsen med 403',
      undo: "Klik 'Fortryd'",
      'selection.toggle:c0': "Sæt flueben ved 'Der skal plantes flere træer langs åen.'",
      'selection.toggle:c1': "Sæt flueben ved 'Køb billige solbriller på nettet i dag!'",
      'selection.all:pending': "Under 'Afventer': sæt flueben ved 'Vælg alle viste'",
      'selection.accept:pending': "Klik 'Acceptér valgte'",
      'selection.reject:pending': "Klik 'Afvis valgte'",
      'selection.reject:accepted': "Under 'Accepterede': klik 'Afvis valgte'",
      'selection.toggle:c2':
        "Under 'Accepterede': sæt flueben ved 'Busserne skal køre oftere om aftenen.'",
      'comment.reject:c1': "Klik 'Afvis' på 'Køb billige solbriller på nettet i dag!'",
      'query.search:all': "Tøm søgefeltet og klik 'Søg'",
      'query.filter:seeds': "Sæt flueben ved 'Startudsagn' under 'Vis kun'",
      'query.sort:disagree': "Vælg 'Flest uenige' under 'Sortér'",
      'list.more:pending': "Klik 'Vis flere' under 'Afventer'",
      'xstate.after.POLL_MS': 'Vent 60 sekunder (listerne hentes igen)',
      'comment.accept:c0': "Klik 'Acceptér' på 'Der skal plantes flere træer langs åen.'",
      'comment.accept:c3':
        "Under 'Afviste': klik 'Acceptér' på 'Torvet skal være bilfrit om lørdagen.'",
      'comment.reject:c0': "Klik 'Afvis' på 'Der skal plantes flere træer langs åen.'",
      'comment.reject:c2':
        "Under 'Accepterede': klik 'Afvis' på 'Busserne skal køre oftere om aftenen.'",
      'comment.reject:c2key':
        "Under 'Accepterede': sæt fokus på 'Busserne skal køre oftere om aftenen.', og tryk r",
      'xstate.done.actor.removalGuard:approved': "Klik 'Skjul udsagnet' i bekræftelsen",
      'xstate.done.actor.removalGuard:cancelled': "Klik 'Annullér' i bekræftelsen",
      'comment.toggleMeta:c1': "Klik 'Metadata' ved 'Køb billige solbriller på nettet i dag!'",
      'cursor.move:down': "Sæt fokus på det første udsagn under 'Afventer', og tryk j",
      'cursor.set:c2':
        "Under 'Accepterede': klik på teksten 'Busserne skal køre oftere om aftenen.'",
      'lists.refresh': "Klik 'Opdatér nu'",
      'comments.changed:this':
        'Et udsagn i samtalen ændres andetsteds i appen (listerne hentes igen)',
      'comments.changed:other': 'Et udsagn i en anden samtale ændres (intet sker her)',
      'failure.dismiss': "Klik 'Luk' på fejlbeskeden",
    },
    states: {
      'lists.loading': "Fanens indlæsningstekst, fx 'Henter udsagn, der afventer moderation…'",
      'lists.failed': "Fejlen 'Udsagnene kunne ikke hentes: …' med 'Prøv igen'",
      'lists.ready':
        "Fanerne 'Afventer', 'Accepterede', 'Afviste' viser antal; fanens udsagn står i listen med 'Viser n af m'; evt. fejlen 'Ændringen af »…« blev afvist …'",
      'lists.ready.waiting': "Knappen 'Opdatér nu'",
      'lists.ready.fetching': "Knappen viser 'Opdaterer…'",
      'moderation.idle': "Intet udsagn viser 'Gemmer…'",
      'moderation.saving': "Det ændrede udsagn står straks i sin nye liste med 'Gemmer…'",
      'moderation.undoing': "Knappen viser 'Fortryder…'",
      'removal.idle': 'Ingen bekræftelse er åben',
      'removal.checking':
        "Bekræftelsen 'Skjul et udsagn, som deltagerne har stemt om?' nævner udsagnet og dets stemmer; 'Annullér' har fokus",
    },
  },
});
