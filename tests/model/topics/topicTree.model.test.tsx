// Model-based test of the topicTree chart (src/machines/topics/topicTree.machine.ts): every
// path walked through the real topics tree at /m/{id}/topics, against the gated backend that
// forwards to the real server, whose own pipeline generated the topics. Failures are canned
// (500, network, upstream's 200 `{ status: 'error' }`), and so is upstream's empty `{ topics: [] }`.
// A topic action opens its dialog (the topicAction chart, with a model test of its own): here the
// dialog is only driven to each of its three endings — applied, unavailable, cancelled.
import { typicalToShow } from '../../../src/views/topics/topicText';
import { cleanup, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { TopicList } from '../../../src/api/topics/topics';
import type { TopicLayer } from '../../../src/api/topics/topicParsing';
import type { Topic } from '../../../contract/types';
import * as da from '../../../src/copy/da';
import { appEvents } from '../../../src/machines/common/appEvents';
import { visibleLayers } from '../../../src/machines/topics/topics';
import { topicTreeMachine } from '../../../src/machines/topics/topicTree.machine';
import type { TopicActionOutput } from '../../../src/machines/topics/topicAction.machine';
import { noticeText, treeFailureText } from '../../../src/views/topics/topicText';
import { createGatedBackend } from '../harness/gatedBackend';
import { advanceDelay, createSnapshotProbe, defineModelTest } from '../harness/walkModel';
import { setupTestServer } from '../support/app';
import {
  createTopicsConversation,
  expectTopicsScreen,
  anyFaultReply,
  faultReply,
  faultSamples,
  renderTopicsAt,
  SLOW,
  unavailableSamples,
} from '../support/topics';

const server = setupTestServer();
const backend = createGatedBackend({ backend: (request) => server().fetch(request) });
const t = da.topics.tree;

const TOPICS = 'GET /topicMod/topics';
const MODERATE = 'POST /topicMod/moderate';
const IMPACT = 'GET /topicMod/topics/:key/impact';

/** The model's stand-in for the server's topics: what matters is that there are some. */
const modelTopic = (key: string, layer: number, cluster: number): Topic => ({
  topic_key: key,
  topic_name: `Emne ${key}`,
  keywords: '',
  typical: [],
  model_name: 'raadslag-tfidf-kmeans-umap v1',
  created_at: 1,
  layer_id: layer,
  cluster_id: cluster,
  moderation: { status: 'pending', moderator: null, moderated_at: null, comment_count: 3 },
});
const SOME_LAYERS: TopicLayer[] = [
  { layer: 0, topics: [modelTopic('t0', 0, 0), modelTopic('t1', 0, 1)] },
  { layer: 1, topics: [modelTopic('t2', 1, 0)] },
];
const SOME: TopicList = { layers: SOME_LAYERS, moderationAvailable: true };
/** Newer upstream without its topic store: the topics, marked `moderation_available: false`. */
const READ_ONLY: TopicList = { layers: SOME_LAYERS, moderationAvailable: false };

/** The server's real topics, marked as upstream marks them when it cannot moderate them. */
const readOnlyReply = async (request: Request) => {
  const real = (await (await server().fetch(request)).json()) as Record<string, unknown>;
  return Response.json({ ...real, moderation_available: false });
};

const ACTION_LABEL = { accept: t.accept, reject: t.reject, meta: t.meta } as const;
const dialog = () => screen.getByRole('dialog');
const APPLIED: TopicActionOutput = {
  outcome: 'applied',
  reply: { moderated_at: 1, actionId: 1, changed: 1 },
  topicKey: 't0',
  action: 'accept',
  topicName: 'Emne t0',
};

/** The first card whose button for `label` is enabled: that is the one clicked. */
function firstEnabled(label: string): HTMLElement {
  const button = screen
    .getAllByRole('button', { name: label })
    .find((b) => !(b as HTMLButtonElement).disabled);
  if (!button) throw new Error(`no enabled "${label}" button`);
  return button;
}

defineModelTest({
  name: 'topicTree',
  machine: topicTreeMachine,
  input: { conversationId: 'c000000001' },
  // States are told apart by their value: which topic or layer is shown does not change what the
  // chart can do next (the guard on moderation is checked against the real buttons instead).
  // Whether the server can moderate is part of the state: it decides what the cards offer.
  serializeState: (s) => JSON.stringify([s.value, s.context.moderationAvailable]),
  // Fifteen generated paths (each building a topic tree on the server, ~3 s) covered nothing the
  // journeys below do not: they walk every state and transition.
  paths: () => [],
  journeys: {
    'a conversation without topics': ['xstate.done.actor.fetchTopics:none'],
    'a read-only server; after an undo the topics are gone': [
      'xstate.done.actor.fetchTopics:readOnly',
      'moderation.undone',
      'xstate.done.actor.fetchTopics:none',
    ],
    'from a failed reload straight to another action, then cancelled': [
      'xstate.done.actor.fetchTopics:some',
      'moderation.undone',
      'xstate.error.actor.fetchTopics:http500',
      'topic.moderate:accept',
      'xstate.done.actor.topicAction:cancelled',
    ],
    'new topics from Generér emner replace the tree': [
      'xstate.done.actor.fetchTopics:some',
      'topics.generated',
      'xstate.done.actor.fetchTopics:some',
    ],
    'retry after a failure': [
      'xstate.error.actor.fetchTopics:network',
      'topics.retry',
      'xstate.done.actor.fetchTopics:some',
    ],
    'upstream without its topic store: the first action says so, and the buttons go': [
      'xstate.done.actor.fetchTopics:some',
      'topic.moderate:accept',
      'xstate.done.actor.topicAction:unavailable',
      'notice.dismiss',
      'layer.select:all',
    ],
    'moderate each way, the list reloading after each': [
      'xstate.done.actor.fetchTopics:some',
      'topic.moderate:accept',
      'xstate.done.actor.topicAction:applied',
      'xstate.done.actor.fetchTopics:some',
      'topic.moderate:reject',
      'xstate.done.actor.topicAction:applied',
      'xstate.done.actor.fetchTopics:some',
      'topic.moderate:meta',
      'xstate.done.actor.topicAction:applied',
      'xstate.done.actor.fetchTopics:some',
    ],
    'a dialog cancelled changes nothing; an undo elsewhere reloads the tree': [
      'xstate.done.actor.fetchTopics:some',
      'topic.moderate:reject',
      'xstate.done.actor.topicAction:cancelled',
      'moderation.undone',
      'xstate.done.actor.fetchTopics:some',
      'topic.moderate:reject',
      'xstate.done.actor.topicAction:applied',
      'moderation.undone',
      'xstate.done.actor.fetchTopics:some',
    ],
    'the reload after a moderation fails; the notice goes by itself': [
      'xstate.done.actor.fetchTopics:some',
      'layer.select:all',
      'topic.toggle:first',
      'topic.moderate:meta',
      'xstate.done.actor.topicAction:applied',
      'xstate.error.actor.fetchTopics:http500',
      'xstate.after.NOTICE_MS',
      'layer.select:one',
    ],
  },
  setup: async () => {
    const probe = createSnapshotProbe(topicTreeMachine.id);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const session = await createTopicsConversation(server());
    const rendered = renderTopicsAt(session, '', probe.inspect);
    backend.autoRelease('GET /conversations', 'real');
    // 'Find emner' under the tree asks how the last run stands (its own chart: topicGenerate).
    backend.autoRelease('GET /topicMod/generate', 'real');
    await expectTopicsScreen();
    await backend.waitForRequest(TOPICS, SLOW);
    return { ...session, ...rendered, probe, consoleError };
  },
  teardown: ({ consoleError }) => {
    cleanup();
    consoleError.mockRestore();
  },
  actual: ({ probe }) => probe.latest(),
  events: {
    'layer.select': {
      samples: { all: { layer: 'all' }, one: { layer: 1 } },
      exec: ({ user }, event) =>
        user.click(
          screen.getByRole('button', {
            name: event.layer === 'all' ? t.allLayers : t.layer(event.layer),
          }),
        ),
    },
    'topic.toggle': {
      samples: { first: { topicKey: 't0' } },
      exec: ({ user }) =>
        user.click(screen.getAllByRole('button', { name: /^(Vis|Skjul) detaljer om / })[0]),
    },
    'topic.moderate': {
      samples: {
        accept: { topicKey: 't0', action: 'accept' },
        reject: { topicKey: 't0', action: 'reject' },
        meta: { topicKey: 't0', action: 'meta' },
      },
      exec: ({ user }, event) => user.click(firstEnabled(ACTION_LABEL[event.action])),
    },
    'topics.retry': {
      exec: ({ user }) => user.click(screen.getByRole('button', { name: da.topics.retry })),
    },
    'notice.dismiss': {
      exec: ({ user }) => user.click(screen.getByRole('button', { name: da.topics.dismiss })),
    },
    // Sent by the topicGenerate chart when a run is done (tests/model/topics/topicGenerate.model.test).
    'topics.generated': {
      samples: { done: { conversationId: 'c000000001' } },
      exec: ({ conversationId }) => {
        appEvents.send({ type: 'topics.generated', conversationId });
      },
    },
    'xstate.done.actor.listenForGeneratedTopics': null,
    'xstate.error.actor.listenForGeneratedTopics': null,
    // Sent by the moderationUndo chart after 'Fortryd' (tests/model/topics/moderationUndo.model.test).
    'moderation.undone': {
      samples: { done: { conversationId: 'c000000001' } },
      exec: ({ conversationId }) => {
        appEvents.send({ type: 'moderation.undone', conversationId });
      },
    },
    'xstate.done.actor.listenForUndo': null,
    'xstate.error.actor.listenForUndo': null,
    'xstate.done.actor.fetchTopics': {
      samples: {
        some: { output: SOME },
        readOnly: { output: READ_ONLY },
        none: { output: { layers: [], moderationAvailable: true } },
      },
      exec: (_ctx, event, step) =>
        backend.release(
          TOPICS,
          step.sample === 'readOnly'
            ? readOnlyReply
            : event.output.layers.length
              ? 'real'
              : { status: 200, json: { topics: [] } },
          SLOW,
        ),
    },
    'xstate.error.actor.fetchTopics': {
      samples: faultSamples,
      exec: (_ctx, _event, step) => backend.release(TOPICS, faultReply(step.sample), SLOW),
    },
    // The dialog handles its own failures (its model test); it never ends in an error.
    'xstate.error.actor.topicAction': null,
    // The dialog's three endings, driven through the real dialog against the real preview.
    'xstate.done.actor.topicAction': {
      samples: {
        applied: { output: APPLIED },
        unavailable: {
          output: { outcome: 'unavailable', error: unavailableSamples.storeMissing.error },
        },
        cancelled: { output: { outcome: 'cancelled' } },
      },
      exec: async ({ user }, _event, step) => {
        await backend.release(IMPACT, 'real', SLOW);
        await within(dialog()).findAllByText(/bliver|kun emnets status/);
        if (step.sample === 'cancelled') {
          await user.click(within(dialog()).getByRole('button', { name: da.topicAction.cancel }));
          return;
        }
        await user.click(
          within(dialog()).getByRole('button', { name: /^(Acceptér|Afvis|Markér)/ }),
        );
        await backend.release(
          MODERATE,
          step.sample === 'unavailable' ? anyFaultReply('storeMissing') : 'real',
        );
      },
    },
    'xstate.after.NOTICE_MS': { exec: advanceDelay },
  },
  states: {
    loading: async () => {
      await backend.waitForRequest(TOPICS, SLOW);
      expect(await screen.findByText(t.loading)).toBeVisible();
    },
    failed: async (_ctx, snapshot) => {
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(
        da.topics.errorLine(treeFailureText(snapshot.context.loadError!, 'raadslag')),
      );
      expect(within(alert).getByRole('button', { name: da.topics.retry })).toBeVisible();
    },
    empty: async () => {
      expect(await screen.findByText(t.empty)).toBeVisible();
      expect(screen.getByText(t.emptyHint)).toBeVisible();
      // No command for an operator: the button finds the topics from here.
      expect(screen.getByRole('button', { name: da.topicGenerate.generate })).toBeVisible();
      expect(screen.queryByText(/npm run topics/)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: t.allLayers })).not.toBeInTheDocument();
    },
    // Every ready state: the screen shows the real chart's tree, layer choice and toggles.
    ready: async ({ probe }) => {
      await vi.waitFor(() => {
        const real = probe.latest()!.context;
        const shown = visibleLayers(real.layers, real.layer);
        const headings = screen
          .getAllByRole('heading', { level: 2 })
          .filter((h) => !h.closest('[role="dialog"]'))
          .map((h) => h.textContent)
          .filter((text) => text !== da.topicGenerate.title);
        expect(headings).toEqual(shown.map((l) => t.layerHeading(l.layer, l.topics.length)));
        const pressed = screen.getAllByRole('button', { pressed: true }).map((b) => b.textContent);
        expect(pressed).toEqual([real.layer === 'all' ? t.allLayers : t.layer(real.layer)]);
        const first = shown[0].topics[0];
        // The card reads as a topic: its name, the keywords beneath, its typical statements;
        // layer and cluster only behind 'Detaljer'.
        const card = screen
          .getAllByRole('heading', { level: 3, name: first.topic_name || t.unnamed })[0]
          .closest('li')!;
        if (first.keywords && first.keywords !== first.topic_name) {
          expect(within(card).getByText(first.keywords)).toBeVisible();
        }
        const typical = within(card).queryByRole('list', { name: t.typicalLabel });
        expect(typical ? within(typical).getAllByRole('listitem').length : 0).toBe(
          typicalToShow(first.topic_name, first.typical).length,
        );
        expect(
          within(card).queryByText(t.cardPosition(first.layer_id, first.cluster_id)) !== null,
        ).toBe(Boolean(real.expanded[first.topic_key]));
        expect(within(card).getByText(t.status(first.moderation.status))).toBeVisible();
        const toggle = within(card).getByRole('button', { name: /detaljer om/ });
        expect(toggle).toHaveAttribute(
          'aria-expanded',
          String(Boolean(real.expanded[first.topic_key])),
        );
        // A server that cannot moderate topics: said once, and no card offers an action.
        if (!real.moderationAvailable) {
          expect(screen.getByRole('note')).toHaveTextContent(da.topics.unavailable.headline);
          expect(within(card).queryByRole('button', { name: t.accept })).not.toBeInTheDocument();
          return;
        }
        expect(screen.queryByRole('note')).not.toBeInTheDocument();
        // After an applied action the bar says what was done and offers 'Fortryd'.
        if (real.lastAction) {
          const summary = da.moderationUndo.summary(
            real.lastAction.action,
            real.lastAction.topicName,
            real.lastAction.changed,
          );
          const bar = screen.getByText(summary).closest<HTMLElement>('[role="status"]')!;
          expect(within(bar).getByRole('button', { name: da.moderationUndo.undo })).toBeVisible();
        }
        // The button of the status the topic already has is disabled (docs/behaviour.md#topictree).
        const own = { accepted: t.accept, rejected: t.reject, meta: t.meta, pending: null }[
          first.moderation.status
        ];
        for (const label of [t.accept, t.reject, t.meta]) {
          const button = within(card).getByRole('button', { name: label });
          if (label === own) expect(button).toBeDisabled();
          else expect(button).toBeEnabled();
        }
      });
    },
    'ready.idle': async () => {
      await vi.waitFor(() => {
        expect(screen.queryByText(t.busy)).not.toBeInTheDocument();
        // The notice's 'Luk' is gone ('Fortryd' has a 'Luk' of its own).
        const noticeButtons = screen
          .queryAllByRole('button', { name: da.topics.dismiss })
          .filter((button) => !button.closest('.undo-bar'));
        expect(noticeButtons).toHaveLength(0);
      });
    },
    'ready.confirming': async ({ conversationId }, snapshot) => {
      // The dialog asks the server what the action would change before anything is sent.
      const request = await backend.waitForRequest(IMPACT, SLOW);
      expect(request.url.searchParams.get('conversation_id')).toBe(conversationId);
      expect(request.url.searchParams.get('action')).toBe(snapshot.context.moderation!.action);
      expect(await screen.findByRole('dialog')).toBeVisible();
      expect(backend.requests(MODERATE).filter((r) => r.state !== 'released')).toHaveLength(0);
    },
    'ready.reloading': async () => {
      await backend.waitForRequest(TOPICS, SLOW);
    },
    'ready.noticed': async ({ consoleError }, snapshot) => {
      const notice = snapshot.context.notice!;
      expect(await screen.findByText(noticeText(notice, 'raadslag'))).toBeVisible();
      if (notice.step === 'moderate') {
        // Moderation failures are logged.
        expect(consoleError).toHaveBeenCalledWith(
          notice.failure.kind === 'network'
            ? 'Network error during moderation'
            : 'Moderation failed',
          expect.anything(),
        );
      }
    },
  },
  labels: {
    events: {
      'layer.select:all': "Klik 'Alle lag'",
      'layer.select:one': "Klik 'Lag 1'",
      'topic.toggle:first': "Klik 'Vis detaljer om …' på det første emne",
      'topic.moderate:accept': "Klik 'Acceptér' på det første emne, hvor knappen er aktiv",
      'topic.moderate:reject': "Klik 'Afvis' på det første emne, hvor knappen er aktiv",
      'topic.moderate:meta': "Klik 'Metadata' på det første emne, hvor knappen er aktiv",
      'topics.retry': "Klik 'Prøv igen'",
      'topics.generated:done': "'Generér emner' er færdig (besked fra topicGenerate)",
      'notice.dismiss': "Klik 'Luk' på beskeden",
      'xstate.done.actor.fetchTopics:some': 'Serveren sender emnerne (lag 0 og 1)',
      'xstate.done.actor.fetchTopics:none': 'Serveren sender ingen emner',
      'xstate.error.actor.fetchTopics:http500': 'Serveren svarer 500 på emnerne',
      'xstate.error.actor.fetchTopics:network': 'Ingen forbindelse til serveren',
      'xstate.error.actor.fetchTopics:statusError':
        "Serveren svarer 200 med fejlen 'Emnejobbet findes ikke'",
      'xstate.done.actor.topicAction:applied':
        "I dialogen: klik 'Acceptér/Afvis/Markér emnet …'; serveren gemmer",
      'xstate.done.actor.topicAction:unavailable':
        'I dialogen: bekræft; upstream Polis svarer 503 polis_err_topicMod_moderation_store_missing',
      'xstate.done.actor.topicAction:cancelled': "I dialogen: klik 'Annullér'",
      'moderation.undone:done': "'Fortryd' er lykkedes (besked fra moderationUndo)",
      'xstate.done.actor.fetchTopics:readOnly':
        'Serveren sender emnerne med moderation_available: false',
      'xstate.after.NOTICE_MS': 'Vent 6 sekunder',
    },
    states: {
      loading: "'Henter emner…'",
      failed:
        "'Fejl: …' (serverens besked eller 'Emnerne kunne ikke hentes, fordi …') med 'Prøv igen'",
      empty: "'Samtalen har ingen emner endnu.' og kommandoen 'npm run topics -- …'",
      ready:
        "'Lag N (M emner)' for de valgte lag; kortene med 'Status: …' og 'Acceptér'/'Afvis'/'Metadata'",
      'ready.idle': "Intet 'Gemmer…' og ingen besked",
      'ready.confirming': 'Dialogen viser, hvad handlingen ændrer; intet er sendt endnu',
      'ready.reloading': 'Emnerne hentes igen',
      'ready.noticed':
        "Beskeden fx 'Afvis mislykkedes: …' eller 'Ændringen er gemt, men listen kunne ikke genindlæses: …'",
    },
  },
});
