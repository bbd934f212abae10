// Model-based test of the moderationUndo chart (src/machines/topics/moderationUndo.machine.ts): the
// 'Fortryd' bar under the topic tree after a topic action, walked through the real screen against
// the gated backend, which forwards to the real server: each path first accepts the first topic
// through its dialog, then undoes (or not) from the bar.
import { cleanup, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import * as da from '../../../src/copy/da';
import { moderationUndoMachine } from '../../../src/machines/topics/moderationUndo.machine';
import { failureHeadline } from '../../../src/views/topics/topicText';
import { createGatedBackend } from '../harness/gatedBackend';
import { advanceDelay, createSnapshotProbe, defineModelTest } from '../harness/walkModel';
import { setupTestServer } from '../support/app';
import {
  createTopicsConversation,
  expectTopicsScreen,
  faultReply,
  faultSamples,
  renderTopicsAt,
} from '../support/topics';

const server = setupTestServer();
const backend = createGatedBackend({ backend: (request) => server().fetch(request) });
const copy = da.moderationUndo;
const UNDO = 'POST /topicMod/undo';

const bar = () => document.querySelector<HTMLElement>('.undo-bar');

/** The statuses of the first topic's statements, as the server has them now. */
async function statuses(conversationId: string, tids: number[]): Promise<number[]> {
  const { rows } = await server().db.query<{ mod: number }>(
    `SELECT mod FROM comments WHERE zid = (SELECT zid FROM zinvites WHERE zinvite = $1)
     AND tid = ANY($2::integer[]) ORDER BY tid`,
    [conversationId, tids],
  );
  return rows.map((row) => row.mod);
}

defineModelTest({
  name: 'moderationUndo',
  machine: moderationUndoMachine,
  input: { conversationId: 'c000000001', actionId: 1, summary: 'Emnet er accepteret.' },
  paths: () => [],
  journeys: {
    'undo after a failure, then close': [
      'undo.request',
      'xstate.error.actor.undo:network',
      'undo.request',
      'xstate.error.actor.undo:http500',
      'undo.request',
      'xstate.done.actor.undo',
      'undo.dismiss',
    ],
    'close the offer': ['undo.dismiss'],
    'close after a failure': ['undo.request', 'xstate.error.actor.undo:http500', 'undo.dismiss'],
    'the offer goes by itself before the server stops undoing': ['xstate.after.UNDO_MS'],
  },
  setup: async () => {
    const probe = createSnapshotProbe(moderationUndoMachine.id);
    const session = await createTopicsConversation(server());
    const topic = session.layers[0].topics[0];
    const rendered = renderTopicsAt(session, '', probe.inspect);
    backend.autoRelease('GET /conversations', 'real');
    backend.autoRelease('GET /topicMod/generate', 'real');
    backend.autoRelease('GET /topicMod/topics', 'real');
    backend.autoRelease('GET /topicMod/topics/:key/impact', 'real');
    backend.autoRelease('POST /topicMod/moderate', 'real');
    await expectTopicsScreen();
    const comments = await server().request(
      `/api/v3/topicMod/topics/${encodeURIComponent(topic.topic_key)}/comments?conversation_id=${session.conversationId}`,
      { token: session.token },
    );
    const tids = ((await comments.json()) as { comments: { comment_id: number }[] }).comments.map(
      (c) => c.comment_id,
    );
    const card = (await screen.findByText(topic.topic_name)).closest('li')!;
    await rendered.user.click(within(card).getByRole('button', { name: da.topics.tree.accept }));
    const dialog = await screen.findByRole('dialog');
    await rendered.user.click(
      await within(dialog).findByRole('button', { name: /^Acceptér emnet og/ }),
    );
    await vi.waitFor(() => expect(bar()).not.toBeNull());
    expect(await statuses(session.conversationId, tids)).toEqual(tids.map(() => 1));
    return { ...session, ...rendered, probe, topic, tids };
  },
  teardown: () => cleanup(),
  actual: ({ probe }) => probe.latest(),
  events: {
    'undo.request': {
      exec: ({ user }) =>
        user.click(within(bar()!).getByRole('button', { name: /^(Fortryd|Prøv igen)$/ })),
    },
    'undo.dismiss': {
      exec: ({ user }) => user.click(within(bar()!).getByRole('button', { name: copy.dismiss })),
    },
    'xstate.done.actor.undo': {
      samples: { undone: { output: { restored: 3, skipped: 0 } } },
      exec: () => backend.release(UNDO, 'real'),
    },
    'xstate.error.actor.undo': {
      samples: { http500: faultSamples.http500, network: faultSamples.network },
      exec: (_ctx, _event, step) => backend.release(UNDO, faultReply(step.sample)),
    },
    'xstate.after.UNDO_MS': { exec: advanceDelay },
  },
  states: {
    offered: async ({ topic }) => {
      expect(
        within(bar()!).getByText(new RegExp(`^Emnet "${topic.topic_name}" er accepteret`)),
      ).toBeVisible();
      expect(within(bar()!).getByRole('button', { name: copy.undo })).toBeVisible();
    },
    undoing: async ({ conversationId }) => {
      const request = await backend.waitForRequest(UNDO);
      const body = (await request.request.clone().json()) as Record<string, unknown>;
      expect(body).toMatchObject({
        conversation_id: conversationId,
        action_id: expect.any(Number),
      });
      expect(within(bar()!).getByRole('button', { name: copy.undoing })).toBeVisible();
    },
    failed: async (_ctx, snapshot) => {
      const headline = failureHeadline(snapshot.context.error!, {
        failed: copy.failed,
        network: copy.network,
      });
      expect(await within(bar()!).findByText(new RegExp(`^${headline}`))).toBeVisible();
      expect(within(bar()!).getByRole('button', { name: copy.retry })).toBeVisible();
    },
    undone: async ({ conversationId, tids }) => {
      // Every statement the action accepted is pending again, and the bar says so.
      expect(await within(bar()!).findByText(copy.undone(tids.length, 0))).toBeVisible();
      expect(await statuses(conversationId, tids)).toEqual(tids.map(() => 0));
    },
    dismissed: async () => {
      await vi.waitFor(() => expect(bar()).toBeNull());
    },
  },
  labels: {
    events: {
      'undo.request': "Klik 'Fortryd' (eller 'Prøv igen')",
      'undo.dismiss': "Klik 'Luk'",
      'xstate.done.actor.undo:undone': 'Serveren fortryder handlingen',
      'xstate.error.actor.undo:http500': 'Serveren svarer 500',
      'xstate.error.actor.undo:network': 'Ingen forbindelse til serveren',
      'xstate.after.UNDO_MS': 'Vent 14 minutter',
    },
    states: {
      offered: "'Emnet … er accepteret, og N udsagn er ændret.' med 'Fortryd' og 'Luk'",
      undoing: "'Fortryder …'",
      failed: "'Handlingen kunne ikke fortrydes.' med 'Prøv igen'",
      undone: "'Fortrudt: N udsagn har fået deres tidligere status igen.'",
      dismissed: 'Linjen er væk',
    },
  },
});
