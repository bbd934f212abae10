// Model-based test of the topicComments chart (src/machines/topics/topicComments.machine.ts): every
// path walked through the real topic-comments screen at /m/{id}/topics/topic/{key}, against the
// gated backend that forwards to the real server (topics from its own pipeline). A row is selected
// by a click on its text, by Space or by Enter; select-all toggles all; a bulk action sends the
// selected ids with the label 'admin', then the list reloads and the selection clears.
import { cleanup, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { TopicComment } from '../../../contract/types';
import * as da from '../../../src/copy/da';
import {
  selectedIds,
  topicCommentsMachine,
} from '../../../src/machines/topics/topicComments.machine';
import { failureHeadline, noticeText, statusLabel } from '../../../src/views/topics/topicText';
import { createGatedBackend } from '../harness/gatedBackend';
import { advanceDelay, createSnapshotProbe, defineModelTest } from '../harness/walkModel';
import { setupTestServer } from '../support/app';
import {
  acceptWithVotes,
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
const t = da.topics.comments;

const COMMENTS = 'GET /topicMod/topics/:key/comments';
const MODERATE = 'POST /topicMod/moderate';

const modelComment = (id: number): TopicComment => ({
  comment_id: id,
  comment_text: `Udsagn ${id}`,
  cluster_id: 0,
  layer_id: 0,
  umap_x: 1,
  umap_y: 2,
  moderation_status: 'pending',
  votes: 0,
});
/** The model's stand-in: two comments, of which the steps toggle only the first. */
const SOME = [modelComment(101), modelComment(102)];
/** The same, the first accepted with votes: hiding it is confirmed first. */
const VOTED = [{ ...modelComment(101), moderation_status: 'accepted' as const, votes: 3 }, SOME[1]];
/** The tids of a topic's statements, as the server lists them. */
async function topicTids(conversationId: string, topicKey: string): Promise<number[]> {
  const { rows } = await server().db.query<{ tid: number }>(
    `SELECT a.tid FROM topic_comment_assignments a JOIN zinvites z ON z.zid = a.zid
     WHERE z.zinvite = $1 AND a.layer_id = $2 AND a.cluster_id = $3`,
    [conversationId, ...topicKey.split('#').slice(1).map(Number)],
  );
  return rows.map((row) => row.tid);
}

type SelectionContext = {
  comments: TopicComment[];
  selected: Record<number, true>;
  moderationAvailable: boolean;
};
const BULK_LABEL = { accept: t.accept, reject: t.reject, meta: t.meta } as const;

const rows = () => within(screen.getByRole('list', { name: t.listLabel })).getAllByRole('listitem');
const rowBox = (row: HTMLElement) => within(row).getByRole('checkbox');
const selectAll = () => screen.getByRole('checkbox', { name: /^Vælg alle/ });

defineModelTest({
  name: 'topicComments',
  machine: topicCommentsMachine,
  input: { conversationId: 'c000000001', topicKey: 'c000000001#0#0' },
  // The value and whether none, some or all comments are selected: that is what the guards see.
  serializeState: (s) => {
    const selected = selectedIds(s.context.comments, s.context.selected).length;
    const bucket =
      selected === 0 ? 'none' : selected === s.context.comments.length ? 'all' : 'some';
    return JSON.stringify([s.value, bucket, s.context.moderationAvailable]);
  },
  // The generated paths (one per transition, each building a topic tree on the server) took 105 s;
  // the journeys below walk every state and transition, so only they run.
  paths: () => [],
  journeys: {
    'retry after a failure': [
      'xstate.error.actor.fetchComments:statusError',
      'comments.retry',
      'xstate.done.actor.fetchComments:some',
    ],
    'select by keyboard, all, none; bulk accept; the selection clears': [
      'xstate.done.actor.fetchComments:some',
      'selection.toggle:space',
      'selection.toggle:enter',
      'selection.toggleAll',
      'selection.toggleAll',
      'selection.toggleAll',
      'selection.apply:accept',
      'xstate.done.actor.moderateComments',
      'xstate.done.actor.fetchComments:some',
    ],
    'a refused bulk action keeps the selection; reject then succeeds': [
      'xstate.done.actor.fetchComments:some',
      'selection.toggle:click',
      'selection.apply:meta',
      'xstate.error.actor.moderateComments:network',
      'selection.toggleAll',
      'selection.apply:reject',
      'xstate.done.actor.moderateComments',
      'xstate.done.actor.fetchComments:some',
    ],
    'upstream without its topic store: the bulk action says so, and the buttons go': [
      'xstate.done.actor.fetchComments:some',
      'selection.toggle:click',
      'selection.apply:accept',
      'xstate.error.actor.moderateComments:storeMissing',
      'notice.dismiss',
      'selection.toggleAll',
    ],
    'a topic without statements': ['xstate.done.actor.fetchComments:none'],
    'the last statements leave the topic; the selection can change while a notice shows': [
      'xstate.done.actor.fetchComments:some',
      'selection.toggle:click',
      'selection.apply:reject',
      'xstate.error.actor.moderateComments:network',
      'selection.toggle:click',
      'selection.toggle:space',
      'notice.dismiss',
      'selection.apply:accept',
      'xstate.done.actor.moderateComments',
      'xstate.done.actor.fetchComments:none',
    ],
    'every kind of failure is named': [
      'xstate.error.actor.fetchComments:http500',
      'comments.retry',
      'xstate.error.actor.fetchComments:network',
      'comments.retry',
      'xstate.done.actor.fetchComments:some',
      'selection.toggle:click',
      'selection.apply:reject',
      'xstate.error.actor.moderateComments:http500',
      'notice.dismiss',
      'selection.apply:meta',
      'xstate.error.actor.moderateComments:statusError',
      'notice.dismiss',
      'selection.apply:accept',
      'xstate.error.actor.moderateComments:storeError',
    ],
    'a voted statement: Afvis valgte asks first; cancelled, confirmed, then undone': [
      'xstate.done.actor.fetchComments:voted',
      'selection.toggle:click',
      'selection.apply:reject',
      'xstate.done.actor.removalGuard:cancelled',
      'selection.apply:meta',
      'xstate.done.actor.removalGuard:approved',
      'xstate.done.actor.moderateComments',
      'xstate.done.actor.fetchComments:voted',
      'moderation.undone',
      'xstate.done.actor.fetchComments:voted',
    ],
    'a voted statement after a failure: the confirmation is asked from the notice too': [
      'xstate.done.actor.fetchComments:voted',
      'selection.toggle:click',
      'selection.apply:accept',
      'xstate.error.actor.moderateComments:network',
      'selection.apply:reject',
      'xstate.done.actor.removalGuard:cancelled',
    ],
    'the reload fails; the notice goes by itself': [
      'xstate.done.actor.fetchComments:some',
      'selection.toggle:click',
      'selection.apply:meta',
      'xstate.done.actor.moderateComments',
      'xstate.error.actor.fetchComments:http500',
      'xstate.after.NOTICE_MS',
    ],
  },
  setup: async () => {
    const probe = createSnapshotProbe(topicCommentsMachine.id);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const session = await createTopicsConversation(server());
    // The layer-0 topic with the most comments (the model needs at least two).
    const topic = [...session.layers[0].topics].sort(
      (a, b) => (b.moderation.comment_count ?? 0) - (a.moderation.comment_count ?? 0),
    )[0];
    expect(topic.moderation.comment_count).toBeGreaterThanOrEqual(SOME.length);
    const rendered = renderTopicsAt(
      session,
      `/topic/${encodeURIComponent(topic.topic_key)}`,
      probe.inspect,
    );
    backend.autoRelease('GET /conversations', 'real');
    await expectTopicsScreen();
    await backend.waitForRequest(COMMENTS, SLOW);
    // The topic's first statement, made accepted and voted on when a step's sample says so.
    const first = Math.min(...(await topicTids(session.conversationId, topic.topic_key)));
    return {
      ...session,
      ...rendered,
      first,
      voted: false,
      topicKey: topic.topic_key,
      topicName: topic.topic_name,
      probe,
      consoleError,
    };
  },
  teardown: ({ consoleError }) => {
    cleanup();
    consoleError.mockRestore();
  },
  actual: ({ probe }) => probe.latest(),
  events: {
    'selection.toggle': {
      samples: {
        click: { commentId: 101 },
        space: { commentId: 101 },
        enter: { commentId: 101 },
      },
      exec: async ({ user }, event, step) => {
        // The row in the same place as the model's comment.
        const index = step.from.context.comments.findIndex((c) => c.comment_id === event.commentId);
        const row = rows()[index];
        if (step.sample === 'click') {
          await user.click(row.querySelector('.topic-comment__text')!);
        } else {
          rowBox(row).focus();
          await user.keyboard(step.sample === 'space' ? ' ' : '{Enter}');
        }
      },
    },
    'selection.toggleAll': { exec: ({ user }) => user.click(selectAll()) },
    'selection.apply': {
      samples: {
        accept: { action: 'accept' },
        reject: { action: 'reject' },
        meta: { action: 'meta' },
      },
      exec: ({ user }, event) =>
        user.click(screen.getByRole('button', { name: BULK_LABEL[event.action] })),
    },
    'comments.retry': {
      exec: ({ user }) => user.click(screen.getByRole('button', { name: da.topics.retry })),
    },
    'notice.dismiss': {
      exec: ({ user }) => user.click(screen.getByRole('button', { name: da.topics.dismiss })),
    },
    'xstate.done.actor.fetchComments': {
      samples: {
        some: { output: { comments: SOME, topicName: 'Emnets navn' } },
        voted: { output: { comments: VOTED, topicName: 'Emnets navn' } },
        none: { output: { comments: [], topicName: null } },
      },
      exec: async (ctx, event, step) => {
        if (step.sample === 'voted' && !ctx.voted) {
          await acceptWithVotes(server(), ctx.conversationId, ctx.first);
          ctx.voted = true;
        }
        await backend.release(
          COMMENTS,
          event.output.comments.length
            ? 'real'
            : { status: 200, json: { status: 'success', comments: [] } },
          SLOW,
        );
      },
    },
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
    'xstate.done.actor.listenForUndo': null,
    'xstate.error.actor.listenForUndo': null,
    // 'Fortryd' on the notice: the moderationUndo chart undoes and tells the hub.
    'moderation.undone': {
      samples: { this: { conversationId: 'c000000001' } },
      exec: async ({ user }) => {
        const notice = screen
          .getAllByRole('status')
          .find((element) => element.classList.contains('undo-notice'))!;
        await user.click(within(notice).getByRole('button', { name: da.moderationUndo.undo }));
        await backend.release('POST /topicMod/undo', 'real');
      },
    },
    'xstate.error.actor.fetchComments': {
      samples: faultSamples,
      exec: (_ctx, _event, step) => backend.release(COMMENTS, faultReply(step.sample), SLOW),
    },
    'xstate.done.actor.moderateComments': {
      samples: { saved: { output: { moderated_at: 1, actionId: 1, changed: 1 } } },
      exec: () => backend.release(MODERATE, 'real'),
    },
    'xstate.error.actor.moderateComments': {
      samples: { ...faultSamples, ...unavailableSamples },
      exec: (_ctx, _event, step) => backend.release(MODERATE, anyFaultReply(step.sample)),
    },
    'xstate.after.NOTICE_MS': { exec: advanceDelay },
  },
  states: {
    loading: async () => {
      await backend.waitForRequest(COMMENTS, SLOW);
      expect(await screen.findByText(t.loading)).toBeVisible();
    },
    failed: async (_ctx, snapshot) => {
      const error = snapshot.context.loadError!;
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(failureHeadline(error, t));
      if (error.message) expect(alert).toHaveTextContent(error.message);
      expect(within(alert).getByRole('button', { name: da.topics.retry })).toBeVisible();
    },
    empty: async () => {
      expect(await screen.findByText(t.empty)).toBeVisible();
      expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    },
    // Every ready state: the rows, the selection and the bulk buttons follow the real chart.
    ready: async ({ probe, topicName }) => {
      expect(screen.getByRole('link', { name: t.back })).toBeVisible();
      await vi.waitFor(() => {
        // The heading names the topic the server named, not its key.
        expect(screen.getByRole('heading', { name: t.heading(topicName) })).toBeVisible();
        const real = probe.latest()!.context as SelectionContext;
        const count = selectedIds(real.comments, real.selected).length;
        expect(screen.getByText(t.count(real.comments.length))).toBeVisible();
        expect(selectAll()).toHaveAccessibleName(t.selectAll(count));
        expect(selectAll()).toHaveProperty('checked', count === real.comments.length);
        const shown = rows();
        expect(shown).toHaveLength(real.comments.length);
        real.comments.forEach((comment, i) => {
          expect(shown[i]).toHaveTextContent(t.number(comment.comment_id));
          if (comment.votes !== null) expect(shown[i]).toHaveTextContent(t.votes(comment.votes));
          expect(rowBox(shown[i])).toHaveProperty(
            'checked',
            Boolean(real.selected[comment.comment_id]),
          );
          expect(shown[i]).toHaveTextContent(comment.comment_text);
          // The model's numbers are behind 'Detaljer'.
          expect(within(shown[i]).getByText(t.details)).toBeVisible();
          expect(shown[i]).toHaveTextContent(statusLabel(comment.moderation_status));
        });
        // A server that cannot moderate topics: said, and no bulk action is offered.
        if (!real.moderationAvailable) {
          expect(screen.getByRole('note')).toHaveTextContent(da.topics.unavailable.headline);
          expect(screen.queryByRole('button', { name: BULK_LABEL.accept })).toBeNull();
          return;
        }
        for (const label of Object.values(BULK_LABEL)) {
          const button = screen.getByRole('button', { name: label });
          if (count === 0) expect(button).toBeDisabled();
          else expect(button).toBeEnabled();
        }
      });
    },
    'ready.idle': async ({ probe }) => {
      await vi.waitFor(() => {
        expect(screen.queryByText(t.applying)).not.toBeInTheDocument();
        expect(document.querySelector('.topic-notice__body')).toBeNull();
        expect(screen.queryByRole('alertdialog')).toBeNull();
        // After a logged action: what was done, with 'Fortryd', fixed in view (undoNotice.css).
        const last = (
          probe.latest()!.context as { lastAction: { action: 'accept'; changed: number } | null }
        ).lastAction;
        const notice = document.querySelector('.undo-notice');
        if (last) {
          // Before an undo what was done; after it what the undo did.
          const text = notice?.textContent ?? '';
          const summary = da.moderationUndo.statements(last.action, last.changed);
          expect(text.startsWith(summary) || text.startsWith('Fortrudt: ')).toBe(true);
          expect(notice).toHaveAttribute('role', 'status');
        } else {
          expect(notice).toBeNull();
        }
      });
    },
    // 'Afvis valgte' on voted, accepted statements: they are named before anything is sent.
    'ready.confirmingRemoval': async ({ probe }) => {
      const dialog = await screen.findByRole('alertdialog');
      const real = probe.latest()!.context as SelectionContext;
      const hidden = real.comments.filter(
        (c) => real.selected[c.comment_id] && c.moderation_status === 'accepted',
      );
      expect(dialog).toHaveAccessibleName(da.removal.title(hidden.length));
      for (const comment of hidden) {
        expect(
          within(dialog).getByText(da.removal.statement(comment.comment_id, comment.comment_text)),
        ).toBeVisible();
      }
      expect(backend.requests(MODERATE).filter((r) => r.state === 'queued')).toHaveLength(0);
    },
    'ready.applying': async ({ conversationId, probe }, snapshot) => {
      const request = await backend.waitForRequest(MODERATE);
      const body = (await request.request.clone().json()) as Record<string, unknown>;
      const real = probe.latest()!.context as SelectionContext;
      expect(body).toEqual({
        conversation_id: conversationId,
        report_id: conversationId,
        comment_ids: selectedIds(real.comments, real.selected),
        action: snapshot.context.action,
        moderator: 'admin',
      });
      expect(await screen.findByText(t.applying)).toBeVisible();
    },
    'ready.reloading': async () => {
      await backend.waitForRequest(COMMENTS, SLOW);
      // After the action the selection is cleared (docs/behaviour.md#topiccomments).
      expect(selectAll()).toHaveAccessibleName(t.selectAll(0));
    },
    'ready.noticed': async ({ consoleError }, snapshot) => {
      const notice = snapshot.context.notice!;
      expect(await screen.findByText(noticeText(notice, 'raadslag'))).toBeVisible();
      if (notice.step === 'moderate') {
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
      'selection.toggle:click': 'Klik på teksten i den første række',
      'selection.toggle:space': 'Sæt fokus på den første rækkes afkrydsning, og tryk mellemrum',
      'selection.toggle:enter': 'Sæt fokus på den første rækkes afkrydsning, og tryk Enter',
      'selection.toggleAll': "Klik 'Vælg alle (N valgt)'",
      'selection.apply:accept': "Klik 'Acceptér valgte'",
      'selection.apply:reject': "Klik 'Afvis valgte'",
      'selection.apply:meta': "Klik 'Markér som metadata'",
      'comments.retry': "Klik 'Prøv igen'",
      'notice.dismiss': "Klik 'Luk' på beskeden",
      'xstate.done.actor.fetchComments:some': 'Serveren sender emnets udsagn',
      'xstate.done.actor.fetchComments:none': 'Serveren sender ingen udsagn',
      'xstate.error.actor.fetchComments:http500': 'Serveren svarer 500 på udsagnene',
      'xstate.error.actor.fetchComments:network': 'Ingen forbindelse til serveren',
      'xstate.error.actor.fetchComments:statusError':
        "Serveren svarer 200 med fejlen 'Emnejobbet findes ikke'",
      'xstate.done.actor.moderateComments:saved': 'Serveren gemmer modereringen',
      'xstate.error.actor.moderateComments:http500': 'Serveren svarer 500 på modereringen',
      'xstate.error.actor.moderateComments:network': 'Ingen forbindelse til serveren',
      'xstate.error.actor.moderateComments:storeError':
        "Upstream Polis uden emnelager svarer 200 med 'Error applying moderation action'",
      'xstate.error.actor.moderateComments:storeMissing':
        'En nyere upstream Polis svarer 503 polis_err_topicMod_moderation_store_missing',
      'xstate.error.actor.moderateComments:statusError':
        "Serveren svarer 200 med fejlen 'Emnejobbet findes ikke'",
      'xstate.after.NOTICE_MS': 'Vent 6 sekunder',
      'xstate.done.actor.fetchComments:voted':
        'Serveren sender emnets udsagn; det første er accepteret og har stemmer',
      'xstate.done.actor.removalGuard:approved': "Klik 'Skjul udsagnet' i bekræftelsen",
      'xstate.done.actor.removalGuard:cancelled': "Klik 'Annullér' i bekræftelsen",
      'moderation.undone:this': "Klik 'Fortryd' på beskeden nederst i vinduet",
    },
    states: {
      loading: "'Henter emnets udsagn…'",
      failed:
        "'Udsagnene kunne ikke hentes' (eller 'Udsagnene kunne ikke hentes, fordi der ikke er forbindelse til serveren') med 'Prøv igen'",
      empty: "'Emnet har ingen udsagn.'; ingen afkrydsninger",
      ready:
        "'Emne: …', 'N udsagn', rækkerne med 'ID: …' og status; knapperne aktive kun ved et valg",
      'ready.idle':
        "Intet 'Gemmer…' og ingen fejl; efter en handling 'N udsagn er …' med 'Fortryd'",
      'ready.confirmingRemoval':
        "Bekræftelsen 'Skjul et udsagn, som deltagerne har stemt om?' nævner udsagnet; intet er sendt",
      'ready.applying': "'Gemmer…', mens handlingen sendes for de valgte udsagn",
      'ready.reloading': "Udsagnene hentes igen; 'Vælg alle (0 valgt)'",
      'ready.noticed':
        "Beskeden fx 'Metadata mislykkedes: …' eller 'Ændringen er gemt, men listen kunne ikke genindlæses: …'",
    },
  },
});
