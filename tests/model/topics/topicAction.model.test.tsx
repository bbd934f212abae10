// Model-based test of the topicAction chart (src/machines/topics/topicAction.machine.ts): the dialog a
// topic action opens on /m/{id}/topics, walked through the real tree and dialog against the gated
// backend, which forwards to the real server. The first topic holds one statement the automatic
// moderator flagged and one a person rejected, so the preview has every kind of statement.
import { cleanup, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { TopicImpact } from '../../../src/api/moderation/moderationActions';
import * as da from '../../../src/copy/da';
import { parseTopicLayers } from '../../../src/api/topics/topicParsing';
import { changedCount } from '../../../src/machines/topics/topicImpact';
import { topicActionMachine } from '../../../src/machines/topics/topicAction.machine';
import { failureHeadline } from '../../../src/views/topics/topicText';
import { createGatedBackend } from '../harness/gatedBackend';
import { createSnapshotProbe, defineModelTest } from '../harness/walkModel';
import { setupTestServer } from '../support/app';
import {
  acceptWithVotes,
  anyFaultReply,
  createTopicsConversation,
  expectTopicsScreen,
  faultReply,
  faultSamples,
  renderTopicsAt,
  SLOW,
  unavailableSamples,
} from '../support/topics';

const server = setupTestServer();
const backend = createGatedBackend({ backend: (request) => server().fetch(request) });
const copy = da.topicAction;

const IMPACT = 'GET /topicMod/topics/:key/impact';
const MODERATE = 'POST /topicMod/moderate';

/** The model's stand-in for the preview: one of each kind. */
const IMPACT_SAMPLE: TopicImpact = {
  total: 4,
  unchanged: 0,
  pending: 2,
  flagged: [{ tid: 1, txt: 'Markeret', status: 'pending', votes: 0 }],
  moderated: [{ tid: 2, txt: 'Afvist', status: 'rejected', votes: 0 }],
};
/** Rejecting instead: the moderated statement is accepted and voted on, so it would be hidden. */
const VOTED_SAMPLE: TopicImpact = {
  ...IMPACT_SAMPLE,
  moderated: [{ tid: 2, txt: 'Accepteret', status: 'accepted', votes: 3 }],
};
const INPUT = { conversationId: 'c000000001', topicKey: 't0', topicName: 'Emne' };
const { http500, network } = faultSamples;

const dialog = () => screen.getByRole('dialog');
const confirmButton = () =>
  within(dialog()).getByRole('button', { name: /^(Acceptér|Afvis|Markér) emnet|^Gemmer/ });

defineModelTest({
  name: 'topicAction',
  machine: topicActionMachine,
  inputs: {
    accept: { ...INPUT, action: 'accept' },
    reject: { ...INPUT, action: 'reject' },
  },
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      Object.keys(s.context.chosenFlagged).length,
      s.context.includeModerated,
      s.context.impact === null,
    ]),
  // Every state and transition, and each kind of failure, in a few walks through one dialog each.
  paths: () => [],
  journeys: {
    'choose a flagged statement and the moderated one, then accept': [
      'xstate.done.actor.previewAction:impact',
      'flagged.toggle',
      'moderated.toggle',
      'action.confirm',
      'xstate.done.actor.sendAction',
    ],
    'the preview fails, then works; choices undone; the action fails and is retried': [
      'xstate.error.actor.previewAction:network',
      'action.retry',
      'xstate.done.actor.previewAction:impact',
      'flagged.toggle',
      'flagged.toggle',
      'moderated.toggle',
      'moderated.toggle',
      'action.confirm',
      'xstate.error.actor.sendAction:http500',
      'action.retry',
      'xstate.error.actor.sendAction:statusError',
      'dialog.cancel',
    ],
    'a server without a preview: all statements change, and it cannot moderate topics': [
      'xstate.done.actor.previewAction:unknown',
      'action.confirm',
      'xstate.error.actor.sendAction:storeMissing',
    ],
    'cancel while the preview loads': ['dialog.cancel'],
    'cancel after a failed preview': ['xstate.error.actor.previewAction:http500', 'dialog.cancel'],
    'cancel after looking': ['xstate.done.actor.previewAction:impact', 'dialog.cancel'],
    'reject with the voted statement: asked once more, cancelled, then confirmed': {
      input: 'reject',
      steps: [
        'xstate.done.actor.previewAction:voted',
        'moderated.toggle',
        'action.confirm',
        'xstate.done.actor.removalGuard:cancelled',
        'action.confirm',
        'xstate.done.actor.removalGuard:approved',
        'xstate.done.actor.sendAction',
      ],
    },
  },
  setup: async ({ input }) => {
    const action = input!.action;
    const probe = createSnapshotProbe(topicActionMachine.id);
    // The tree logs a moderation the server cannot do (the unavailable journey): expected here.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const session = await createTopicsConversation(server());
    const topic = session.layers[0].topics[0];
    // One statement of the first topic flagged by the automatic moderator, one rejected by a person.
    const comments = await server().request(
      `/api/v3/topicMod/topics/${encodeURIComponent(topic.topic_key)}/comments?conversation_id=${session.conversationId}`,
      { token: session.token },
    );
    const [flagged, rejected, voted] = (
      (await comments.json()) as { comments: { comment_id: number }[] }
    ).comments;
    // A third accepted and voted on: rejecting the topic with it included hides it.
    await acceptWithVotes(server(), session.conversationId, voted.comment_id);
    const zid = `(SELECT zid FROM zinvites WHERE zinvite = $1)`;
    await server().db.query(`UPDATE comments SET active = false WHERE zid = ${zid} AND tid = $2`, [
      session.conversationId,
      flagged.comment_id,
    ]);
    await server().db.query(`UPDATE comments SET mod = -1 WHERE zid = ${zid} AND tid = $2`, [
      session.conversationId,
      rejected.comment_id,
    ]);
    // The changes above may name the topic anew (a hidden statement is never its name): read it.
    const listed = await server().request(
      `/api/v3/topicMod/topics?conversation_id=${session.conversationId}`,
      { token: session.token },
    );
    const named = parseTopicLayers(await listed.json())[0].topics.find(
      (t) => t.topic_key === topic.topic_key,
    )!;
    const rendered = renderTopicsAt(session, '', probe.inspect);
    backend.autoRelease('GET /conversations', 'real');
    backend.autoRelease('GET /topicMod/generate', 'real');
    backend.autoRelease('GET /topicMod/topics', 'real');
    await expectTopicsScreen();
    const card = (await screen.findByText(named.topic_name, { selector: 'h3' })).closest('li')!;
    const button = action === 'accept' ? da.topics.tree.accept : da.topics.tree.reject;
    await rendered.user.click(within(card).getByRole('button', { name: button }));
    await backend.waitForRequest(IMPACT, SLOW);
    return {
      ...session,
      ...rendered,
      probe,
      topic: named,
      action,
      flaggedTid: flagged.comment_id,
      votedTid: voted.comment_id,
      consoleError,
    };
  },
  teardown: ({ consoleError }) => {
    cleanup();
    consoleError.mockRestore();
  },
  actual: ({ probe }) => probe.latest(),
  events: {
    'xstate.done.actor.previewAction': {
      samples: {
        impact: { output: IMPACT_SAMPLE },
        voted: { output: VOTED_SAMPLE },
        unknown: { output: null },
      },
      // Upstream Polis has no such route: a plain 404.
      exec: (_ctx, _event, step) =>
        backend.release(
          IMPACT,
          step.sample === 'unknown' ? { status: 404, text: 'Cannot GET' } : 'real',
          SLOW,
        ),
    },
    'xstate.error.actor.previewAction': {
      samples: { http500, network },
      exec: (_ctx, _event, step) => backend.release(IMPACT, faultReply(step.sample), SLOW),
    },
    'flagged.toggle': {
      samples: { first: { tid: 1 } },
      exec: ({ user }) => user.click(within(dialog()).getAllByRole('checkbox')[0]),
    },
    'moderated.toggle': {
      exec: ({ user }) =>
        user.click(within(dialog()).getByRole('checkbox', { name: /^Ændr også/ })),
    },
    'action.confirm': { exec: ({ user }) => user.click(confirmButton()) },
    'action.retry': {
      exec: ({ user }, _event, step) =>
        step.from.matches('previewFailed')
          ? user.click(within(dialog()).getByRole('button', { name: copy.retry }))
          : user.click(confirmButton()),
    },
    // (While the action is sent the chart refuses it, and Annullér is disabled: sending.)
    'dialog.cancel': {
      exec: ({ user }) => user.click(within(dialog()).getByRole('button', { name: copy.cancel })),
    },
    'xstate.done.actor.removalGuard': {
      samples: {
        approved: { output: { approved: true } },
        cancelled: { output: { approved: false } },
      },
      exec: async ({ user }, event) => {
        const check = await screen.findByRole('alertdialog');
        const name = event.output.approved ? da.removal.confirm(1) : da.removal.cancel;
        await user.click(within(check).getByRole('button', { name }));
      },
    },
    'xstate.error.actor.removalGuard': {
      skip: 'the confirmation chart has no step that can fail',
    },
    'xstate.done.actor.sendAction': {
      samples: { saved: { output: { moderated_at: 1, actionId: 1, changed: 4 } } },
      exec: () => backend.release(MODERATE, 'real'),
    },
    'xstate.error.actor.sendAction': {
      samples: {
        http500,
        statusError: faultSamples.statusError,
        storeMissing: unavailableSamples.storeMissing,
      },
      exec: (_ctx, _event, step) => backend.release(MODERATE, anyFaultReply(step.sample)),
    },
  },
  states: {
    previewing: async () => {
      expect(await within(dialog()).findByText(copy.previewing)).toBeVisible();
      expect(backend.requests(MODERATE)).toHaveLength(0);
    },
    previewFailed: async (_ctx, snapshot) => {
      const alert = await within(dialog()).findByRole('alert');
      expect(alert).toHaveTextContent(
        failureHeadline(snapshot.context.error!, {
          failed: copy.previewFailed,
          network: copy.network,
        }),
      );
      expect(within(alert).getByRole('button', { name: copy.retry })).toBeVisible();
    },
    choosing: async ({ probe, topic, action }) => {
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(
        screen.getByRole('heading', { name: copy.title(action, topic.topic_name) }),
      ).toBeVisible();
      await vi.waitFor(() => {
        const real = probe.latest()!.context as { impact: TopicImpact | null } & Parameters<
          typeof changedCount
        >[1];
        if (!real.impact) {
          expect(within(dialog()).getByRole('note')).toHaveTextContent(copy.unknownImpact);
          expect(confirmButton()).toHaveTextContent(copy.confirm(action, null));
          return;
        }
        const count = changedCount(real.impact, real);
        // The real preview: the flagged and the rejected statement are named, the rest counted.
        expect(real.impact.flagged).toHaveLength(1);
        expect(real.impact.moderated).toHaveLength(1);
        expect(within(dialog()).getByText(copy.changes(action, count))).toBeVisible();
        expect(confirmButton()).toHaveTextContent(copy.confirm(action, count));
        expect(within(dialog()).getAllByRole('checkbox')[0]).toHaveProperty(
          'checked',
          Object.keys(real.chosenFlagged).length > 0,
        );
      });
    },
    // Rejecting the topic with its accepted, voted statement: that one is named before sending.
    confirmingRemoval: async ({ probe }) => {
      const check = await screen.findByRole('alertdialog');
      const real = probe.latest()!.context as { impact: TopicImpact };
      const voted = real.impact.moderated.filter((s) => s.status === 'accepted');
      expect(check).toHaveAccessibleName(da.removal.title(voted.length));
      for (const statement of voted) {
        expect(
          within(check).getByText(da.removal.statement(statement.tid, statement.txt)),
        ).toBeVisible();
      }
      expect(backend.requests(MODERATE)).toHaveLength(0);
    },
    sending: async ({ flaggedTid, action }, snapshot) => {
      const request = await backend.waitForRequest(MODERATE);
      const body = (await request.request.clone().json()) as Record<string, unknown>;
      if (snapshot.context.impact === null) {
        // Toward a server that could not preview, nothing is promised it would not honour.
        expect(body).not.toHaveProperty('include_flagged');
      } else {
        const chosen = Object.keys(snapshot.context.chosenFlagged).length > 0;
        expect(body).toMatchObject({
          action,
          include_flagged: chosen ? [flaggedTid] : [],
          include_moderated: snapshot.context.includeModerated,
        });
      }
      expect(within(dialog()).getByRole('button', { name: copy.cancel })).toBeDisabled();
      expect(confirmButton()).toHaveTextContent(copy.sending);
    },
    sendFailed: async (_ctx, snapshot) => {
      const alert = await within(dialog()).findByRole('alert');
      expect(alert).toHaveTextContent(
        failureHeadline(snapshot.context.error!, {
          failed: copy.sendFailed,
          network: copy.network,
        }),
      );
    },
    applied: async ({ flaggedTid, votedTid, conversationId, action }) => {
      await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      // The server stored the choice: accepting, the chosen flagged statement is accepted;
      // rejecting with 'Ændr også', the voted statement is rejected.
      const { rows } = await server().db.query<{ mod: number }>(
        `SELECT mod FROM comments WHERE zid = (SELECT zid FROM zinvites WHERE zinvite = $1)
         AND tid = $2`,
        [conversationId, action === 'accept' ? flaggedTid : votedTid],
      );
      expect(rows[0].mod).toBe(action === 'accept' ? 1 : -1);
    },
    unavailable: async () => {
      await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await screen.findByText(da.topics.unavailable.headline)).toBeVisible();
    },
    cancelled: async ({ flaggedTid, conversationId }) => {
      await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const { rows } = await server().db.query<{ mod: number }>(
        `SELECT mod FROM comments WHERE zid = (SELECT zid FROM zinvites WHERE zinvite = $1)
         AND tid = $2`,
        [conversationId, flaggedTid],
      );
      expect(rows[0].mod).toBe(0);
    },
  },
  labels: {
    events: {
      'xstate.done.actor.previewAction:impact':
        'Serveren viser, hvad handlingen ændrer (et markeret og et afvist udsagn)',
      'xstate.done.actor.previewAction:unknown': 'Serveren kender ikke forhåndsvisningen (404)',
      'xstate.error.actor.previewAction:http500': 'Serveren svarer 500 på forhåndsvisningen',
      'xstate.error.actor.previewAction:network': 'Ingen forbindelse til serveren',
      'flagged.toggle:first': 'Sæt/fjern flueben ved det markerede udsagn',
      'moderated.toggle': "Sæt/fjern flueben ved 'Ændr også …'",
      'xstate.done.actor.previewAction:voted':
        'Serveren viser, hvad handlingen ændrer (et markeret og et accepteret udsagn med stemmer)',
      'xstate.done.actor.removalGuard:approved': "Klik 'Skjul udsagnet' i bekræftelsen",
      'xstate.done.actor.removalGuard:cancelled': "Klik 'Annullér' i bekræftelsen",
      'action.confirm': "Klik 'Acceptér emnet og N udsagn'",
      'action.retry': "Klik 'Prøv igen' (eller bekræft igen)",
      'dialog.cancel': "Klik 'Annullér'",
      'xstate.done.actor.sendAction:saved': 'Serveren gemmer handlingen',
      'xstate.error.actor.sendAction:http500': 'Serveren svarer 500 på handlingen',
      'xstate.error.actor.sendAction:statusError':
        "Serveren svarer 200 med fejlen 'Emnejobbet findes ikke'",
      'xstate.error.actor.sendAction:storeMissing':
        'En upstream Polis svarer 503 polis_err_topicMod_moderation_store_missing',
    },
    states: {
      previewing: "'Henter, hvad handlingen ændrer …'",
      previewFailed: "'Det kunne ikke hentes, hvad handlingen ændrer.' med 'Prøv igen'",
      choosing: "'N udsagn bliver accepteret.', de markerede og modererede udsagn at vælge",
      sending: "'Gemmer …'; 'Annullér' er slået fra",
      sendFailed: "'Handlingen blev ikke gemt.' med serverens grund",
      applied: 'Dialogen lukker; serveren har gemt valget',
      unavailable: "Dialogen lukker; 'Emnemoderation er ikke tilgængelig på denne server'",
      cancelled: 'Dialogen lukker; intet er ændret',
      confirmingRemoval:
        "Bekræftelsen 'Skjul et udsagn, som deltagerne har stemt om?' nævner det accepterede udsagn; intet er sendt",
    },
  },
});
