// Model-based test of the removalGuard chart (src/machines/common/removalGuard.machine.ts): the
// confirmation before an action hides accepted statements that participants voted on, walked from
// every place such an action starts — a row's 'Afvis', the r key and 'Afvis valgte' on Moderér,
// a topic's 'Afvis valgte', and the topic dialog with 'Ændr også' — against the gated backend
// forwarding to the real server. Confirmed, the screen sends the change; cancelled, it sends
// nothing.
import { act, cleanup, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import * as da from '../../../src/copy/da';
import type { RemovalCandidate, RemovalOrigin } from '../../../src/machines/common/removal';
import { removalGuardMachine } from '../../../src/machines/common/removalGuard.machine';
import { createGatedBackend } from '../harness/gatedBackend';
import { createSnapshotProbe, defineModelTest } from '../harness/walkModel';
import { openAdmin, SLOW } from '../support/adminArea';
import { setupTestServer } from '../support/app';
import { plantCampVotes, seedComments, textOf } from '../support/moderationData';
import {
  acceptWithVotes,
  createTopicsConversation,
  expectTopicsScreen,
  renderTopicsAt,
} from '../support/topics';

const server = setupTestServer();
const backend = createGatedBackend({ backend: (request) => server().fetch(request) });

/** The seeded accepted statement on Moderér (moderationData: tid 2, 12 votes). */
const SEEDED_VOTED: RemovalCandidate = { tid: 2, txt: textOf(2), accepted: true, votes: 12 };
/** On the topic screens: a topic's first statement, accepted and voted on by three. */
const TOPIC_VOTED: RemovalCandidate = { tid: 0, txt: 'Udsagn', accepted: true, votes: 3 };

type Inspect = ReturnType<typeof createSnapshotProbe>['inspect'];

const input = (origin: RemovalOrigin, statements: RemovalCandidate[]) => ({ origin, statements });

/** The request each entry point sends once confirmed. */
const SAVE: Record<RemovalOrigin, string> = {
  row: 'PUT /comments',
  keyboard: 'PUT /comments',
  bulk: 'POST /comments/moderate',
  topicList: 'POST /topicMod/moderate',
  topicDialog: 'POST /topicMod/moderate',
};

/** Moderér at its 'Accepterede' tab, with the seeded statements and votes. */
async function openModeration(inspect: Inspect) {
  const opened = await openAdmin(server(), '/comments/accepted', {
    inspect,
    prepare: async (session) => {
      await seedComments(server(), session.owner.access_token, session.conversationId);
      await plantCampVotes(server(), session.conversationId);
    },
  });
  const text = await screen.findByText(textOf(2), { selector: '.comment-row__text' }, SLOW);
  return { ...opened, row: text.closest('li')! };
}

/** A topic conversation whose largest layer-0 topic has its first statement accepted and voted. */
async function openTopics(subpath: (topicKey: string) => string, inspect: Inspect) {
  const session = await createTopicsConversation(server());
  const topic = [...session.layers[0].topics].sort(
    (a, b) => (b.moderation.comment_count ?? 0) - (a.moderation.comment_count ?? 0),
  )[0];
  const { rows } = await server().db.query<{ tid: number }>(
    `SELECT min(a.tid) AS tid FROM topic_comment_assignments a JOIN zinvites z ON z.zid = a.zid
     WHERE z.zinvite = $1 AND a.layer_id = 0 AND a.cluster_id = $2`,
    [session.conversationId, topic.cluster_id],
  );
  await acceptWithVotes(server(), session.conversationId, rows[0].tid);
  const rendered = renderTopicsAt(session, subpath(topic.topic_key), inspect);
  await expectTopicsScreen();
  return { ...session, ...rendered, topic };
}

defineModelTest({
  name: 'removalGuard',
  machine: removalGuardMachine,
  inputs: {
    row: input('row', [SEEDED_VOTED]),
    keyboard: input('keyboard', [SEEDED_VOTED]),
    bulk: input('bulk', [SEEDED_VOTED]),
    topicList: input('topicList', [TOPIC_VOTED]),
    topicDialog: input('topicDialog', [TOPIC_VOTED]),
  },
  // Each entry point is walked both ways by the journeys below.
  paths: () => [],
  journeys: {
    'row: confirmed': { input: 'row', steps: ['removal.confirm'] },
    'row: cancelled': { input: 'row', steps: ['removal.cancel'] },
    'keyboard: confirmed': { input: 'keyboard', steps: ['removal.confirm'] },
    'keyboard: cancelled': { input: 'keyboard', steps: ['removal.cancel'] },
    'bulk: confirmed': { input: 'bulk', steps: ['removal.confirm'] },
    'bulk: cancelled': { input: 'bulk', steps: ['removal.cancel'] },
    'topicList: confirmed': { input: 'topicList', steps: ['removal.confirm'] },
    'topicList: cancelled': { input: 'topicList', steps: ['removal.cancel'] },
    'topicDialog: confirmed': { input: 'topicDialog', steps: ['removal.confirm'] },
    'topicDialog: cancelled': { input: 'topicDialog', steps: ['removal.cancel'] },
  },
  setup: async ({ inputName }) => {
    const probe = createSnapshotProbe(removalGuardMachine.id);
    for (const read of [
      'GET /conversations',
      'GET /comments',
      'GET /math/statementVotes',
      'GET /topicMod/generate',
      'GET /topicMod/topics',
      'GET /topicMod/topics/:key/comments',
      'GET /topicMod/topics/:key/impact',
    ]) {
      backend.autoRelease(read, 'real');
    }
    const origin = inputName as RemovalOrigin;
    if (origin === 'row' || origin === 'keyboard' || origin === 'bulk') {
      const { user, row } = await openModeration(probe.inspect);
      if (origin === 'row') {
        await user.click(within(row).getByRole('button', { name: da.moderation.rejectAgain }));
      } else if (origin === 'keyboard') {
        act(() => row.focus());
        await user.keyboard('r');
      } else {
        await user.click(within(row).getByRole('checkbox', { name: /^Vælg »/ }));
        await user.click(screen.getByRole('button', { name: da.moderation.rejectSelected }));
      }
      return { user, origin, probe };
    }
    if (origin === 'topicList') {
      const { user } = await openTopics(
        (key) => `/topic/${encodeURIComponent(key)}`,
        probe.inspect,
      );
      const list = await screen.findByRole('list', { name: da.topics.comments.listLabel }, SLOW);
      await user.click(within(list).getAllByRole('checkbox')[0]);
      await user.click(screen.getByRole('button', { name: da.topics.comments.reject }));
      return { user, origin, probe };
    }
    const { user, topic } = await openTopics(() => '', probe.inspect);
    const card = (await screen.findByText(topic.topic_name, {}, SLOW)).closest('li')!;
    await user.click(within(card).getByRole('button', { name: da.topics.tree.reject }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    await user.click(await within(dialog).findByRole('checkbox', { name: /^Ændr også/ }, SLOW));
    await user.click(within(dialog).getByRole('button', { name: /^Afvis emnet/ }));
    return { user, origin, probe };
  },
  teardown: () => cleanup(),
  events: {
    'removal.confirm': {
      exec: async ({ user }, _event, step) => {
        const dialog = await screen.findByRole('alertdialog');
        const hidden = step.from.context.hidden.length;
        await user.click(within(dialog).getByRole('button', { name: da.removal.confirm(hidden) }));
      },
    },
    'removal.cancel': {
      exec: async ({ user }, _event, step) => {
        const dialog = await screen.findByRole('alertdialog');
        // Annullér, or Escape from the keyboard entry (the dialog's own key).
        if (step.from.context.origin === 'keyboard') await user.keyboard('{Escape}');
        else await user.click(within(dialog).getByRole('button', { name: da.removal.cancel }));
      },
    },
  },
  states: {
    // How many and which: every accepted statement with votes, by number, text and votes.
    confirming: async ({ probe }) => {
      const dialog = await screen.findByRole('alertdialog', {}, SLOW);
      const real = probe.latest()!.context as { hidden: RemovalCandidate[] };
      expect(real.hidden.length).toBeGreaterThan(0);
      expect(dialog).toHaveAccessibleName(da.removal.title(real.hidden.length));
      for (const statement of real.hidden) {
        const item = within(dialog).getByText(da.removal.statement(statement.tid, statement.txt));
        expect(item.closest('li')).toHaveTextContent(da.removal.votes(statement.votes));
      }
      expect(within(dialog).getByRole('button', { name: da.removal.cancel })).toHaveFocus();
    },
    // Confirmed: the screen sends the change.
    approved: async ({ origin }) => {
      await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      await backend.waitForRequest(SAVE[origin as RemovalOrigin], SLOW);
    },
    // Cancelled: nothing is sent, and the statement keeps its place.
    cancelled: async ({ origin }) => {
      await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(backend.requests(SAVE[origin as RemovalOrigin])).toHaveLength(0);
    },
  },
  labels: {
    events: {
      'removal.confirm': "Klik 'Skjul udsagnet' i bekræftelsen",
      'removal.cancel': "Klik 'Annullér' (efter tasten r: tryk Escape)",
    },
    states: {
      confirming:
        "'Skjul et udsagn, som deltagerne har stemt om?' med udsagnets nummer, tekst og stemmer; 'Annullér' har fokus",
      approved: 'Bekræftelsen lukker, og ændringen sendes',
      cancelled: 'Bekræftelsen lukker; intet sendes',
    },
  },
});
