// Model-based test of the moderationLog chart (src/machines/moderation/moderationLog.machine.ts): the real
// 'Moderationslog' screen at /m/{id}/comments/log against the gated backend forwarding to the real
// GET /comments/moderationLog. Named journeys reach every state and transition: nothing moderated
// yet; refused (a co-moderator's answer: the server's Danish reason), no connection, then the
// newest page of 21 real actions and, after a failed try, the older one.
import { cleanup, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { ModerationLogPage } from '../../../contract/moderationLog';
import * as da from '../../../src/copy/da';
import { moderationLogMachine } from '../../../src/machines/moderation/moderationLog.machine';
import { problemText } from '../../../src/views/common/problemText';
import { createGatedBackend } from '../harness/gatedBackend';
import { createSnapshotProbe, defineModelTest } from '../harness/walkModel';
import { openAdmin, releaseAsStranger, SLOW } from '../support/adminArea';
import { apiFaultSamples, failRequest } from '../support/apiFaults';
import { OWNER, setupTestServer } from '../support/app';

const server = setupTestServer();
const backend = createGatedBackend({ backend: (request) => server().fetch(request) });
const t = da.moderationLog;
const FIRST_PAGE = 'GET /comments/moderationLog?limit=20';
const MORE = (request: { path: string; url: URL }) =>
  request.path.endsWith('/comments/moderationLog') && request.url.searchParams.has('before');

type Snapshot = SnapshotFrom<typeof moderationLogMachine>;
type Probe = ReturnType<typeof createSnapshotProbe>;

async function real(probe: Probe, expected: Snapshot) {
  await vi.waitFor(() => expect(probe.latest()?.matches(expected.value as never)).toBe(true), {
    timeout: 2000,
  });
  return (probe.latest() as Snapshot).context;
}

/** A model sample: what the chart's guards need to know of a page. */
const page = (next: number | null): { output: ModerationLogPage } => ({
  output: {
    actions: [
      {
        action_id: 1,
        created: 0,
        kind: 'bulk',
        change: 'reject',
        topic_key: null,
        by: { uid: 1, email: null, name: null },
        undoes: null,
        undone_by: null,
        count: 1,
        transitions: [],
        statements: [{ tid: 0, txt: 'Flere bænke' }],
      },
    ],
    next_before: next,
  },
});

/** 21 actions, one more than a page: the seed statement rejected, accepted, rejected, … */
const ACTIONS = 21;

defineModelTest({
  name: 'moderationLog',
  machine: moderationLogMachine,
  input: { conversationId: 'c000000001' },
  paths: () => [],
  journeys: {
    'nothing moderated yet': ['xstate.done.actor.fetchFirstPage:empty'],
    'refused, no connection, then the newest page and the older one': [
      'xstate.error.actor.fetchFirstPage:denied',
      'log.retry',
      'xstate.error.actor.fetchFirstPage:network',
      'log.retry',
      'xstate.done.actor.fetchFirstPage:page',
      'log.more',
      'xstate.error.actor.fetchMore:network',
      'log.more',
      'xstate.done.actor.fetchMore:last',
    ],
    'one statement: a typo is refused beside the field, then nr. 1, then all again': [
      'xstate.done.actor.fetchFirstPage:page',
      'log.filter:typo',
      'log.filter:first',
      'xstate.done.actor.fetchFirstPage:again',
      'log.filter:all',
      'xstate.done.actor.fetchFirstPage:again',
    ],
  },
  setup: async () => {
    const probe = createSnapshotProbe(moderationLogMachine.id);
    const opened = await openAdmin(server(), '/comments/log', {
      inspect: probe.inspect,
      prepare: async ({ conversationId, owner }) => {
        await server().request('/api/v3/comments', {
          method: 'POST',
          token: owner.access_token,
          json: { txt: 'Flere bænke', pid: -1, conversation_id: conversationId, is_seed: true },
        });
      },
    });
    backend.autoRelease('GET /conversations', 'real');
    await screen.findByRole('heading', { level: 1, name: t.heading }, SLOW);
    /** Moderates the seed statement ACTIONS times, as the owner. */
    const moderate = async () => {
      for (let i = 0; i < ACTIONS; i++) {
        await server().request('/api/v3/comments/moderate', {
          method: 'POST',
          token: opened.owner.access_token,
          json: {
            conversation_id: opened.conversationId,
            change: i % 2 === 0 ? 'reject' : 'accept',
            tids: [0],
          },
        });
      }
    };
    return { ...opened, probe, moderate };
  },
  teardown: () => cleanup(),
  actual: ({ probe }) => probe.latest(),
  events: {
    'log.retry': {
      exec: ({ user }) => user.click(screen.getByRole('button', { name: t.retry })),
    },
    'log.more': {
      exec: ({ user }) => user.click(screen.getByRole('button', { name: t.more })),
    },
    'log.filter': {
      samples: { typo: { text: 'tyve' }, first: { text: '1' }, all: { text: '' } },
      exec: async ({ user }, event) => {
        const field = screen.getByRole('textbox', { name: t.filter.label });
        await user.clear(field);
        if (event.text) await user.type(field, event.text);
        await user.click(screen.getByRole('button', { name: t.filter.button }));
      },
    },
    'xstate.done.actor.fetchFirstPage': {
      samples: {
        empty: { output: { actions: [], next_before: null } },
        page: page(2),
        again: page(2),
      },
      // 'page' moderates first; 'again' reads what is there.
      exec: async ({ moderate }, _event, step) => {
        if (step.sample === 'page') await moderate();
        await backend.release(FIRST_PAGE, 'real');
      },
    },
    'xstate.error.actor.fetchFirstPage': {
      samples: { denied: apiFaultSamples.forbidden, network: apiFaultSamples.network },
      exec: async ({ strangerToken }, _event, step) => {
        if (step.sample === 'network') return failRequest(backend, FIRST_PAGE, 'network');
        // A GET refused with 403 is asked once more by the client: both as the server answers Bo.
        const fetch = (request: Request) => server().fetch(request);
        await releaseAsStranger(backend, fetch, strangerToken, FIRST_PAGE);
        await releaseAsStranger(backend, fetch, strangerToken, FIRST_PAGE);
      },
    },
    'xstate.done.actor.fetchMore': {
      samples: { last: page(null) },
      exec: () => backend.release(MORE, 'real'),
    },
    'xstate.error.actor.fetchMore': {
      samples: { network: apiFaultSamples.network },
      exec: () => failRequest(backend, MORE, 'network'),
    },
  },
  states: {
    loading: async (_ctx, snapshot) => {
      const request = await backend.waitForRequest(FIRST_PAGE);
      // With a number, only that statement's actions are asked for (nr. 1 is tid 0).
      const { filter } = snapshot.context;
      expect(request.url.searchParams.get('tid')).toBe(filter === null ? null : String(filter));
      expect(screen.getByText(t.loading)).toBeInTheDocument();
      expect(screen.queryByRole('list', { name: t.listLabel })).not.toBeInTheDocument();
    },
    empty: async () => {
      expect(await screen.findByText(t.empty)).toBeVisible();
      // Nothing to download yet.
      expect(screen.queryByRole('button', { name: t.download.button })).not.toBeInTheDocument();
    },
    failed: async ({ probe }, snapshot) => {
      const { error } = await real(probe, snapshot);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(problemText(t.failed, error!));
      // Refused: the server's own reason; down: no connection.
      expect(alert).toHaveTextContent(
        error!.status === 0
          ? da.errors.network
          : 'Kun samtalens ejer og dens moderatorer kan læse moderationsloggen.',
      );
      expect(within(alert).getByRole('button', { name: t.retry })).toBeVisible();
    },
    loaded: async ({ probe }, snapshot) => {
      const { actions } = await real(probe, snapshot);
      const list = await screen.findByRole('list', { name: t.listLabel });
      const entries = within(list)
        .getAllByRole('listitem')
        .filter((li) => li.parentElement === list);
      expect(entries).toHaveLength(actions.length);
      // Newest first: the 21st action (it rejected the seed again) on top; each says what, how,
      // how many statements, from → to, who and when (Copenhagen).
      const newest = entries[0];
      expect(newest).toHaveTextContent(t.change.reject);
      expect(newest).toHaveTextContent(t.kind.bulk);
      expect(newest).toHaveTextContent(t.count(1));
      expect(newest).toHaveTextContent(t.transition('accepteret', 'afvist', 1));
      expect(newest).toHaveTextContent(t.at(actions[0].created));
      expect(newest).toHaveTextContent(t.by(OWNER.name));
      // Which statement, by number and first words.
      const named = within(newest).getByRole('list', { name: t.statementsLabel });
      expect(named).toHaveTextContent(t.statement(0, 'Flere bænke'));
      // A typed number that is none is refused beside the field; nothing else changes.
      const field = screen.getByRole('textbox', { name: t.filter.label });
      if (snapshot.context.filterRefused) {
        expect(field).toHaveAttribute('aria-invalid', 'true');
        expect(screen.getByRole('alert')).toHaveTextContent(t.filter.refused);
        expect(field).toHaveValue('tyve');
      } else {
        expect(field).not.toHaveAttribute('aria-invalid');
      }
      expect(screen.queryByText(/^Viser kun handlinger/) !== null).toBe(
        snapshot.context.filter !== null,
      );
      expect(entries[1]).toHaveTextContent(t.transition('afvist', 'accepteret', 1));
      expect(screen.getByRole('button', { name: t.download.button })).toBeVisible();
    },
    'loaded.idle': async ({ probe }, snapshot) => {
      const { actions, nextBefore } = await real(probe, snapshot);
      expect(actions).toHaveLength(nextBefore === null ? ACTIONS : 20);
      const more = screen.queryByRole('button', { name: t.more });
      if (nextBefore === null) expect(more).not.toBeInTheDocument();
      else expect(more).toBeVisible();
    },
    'loaded.more': async () => {
      await backend.waitForRequest(MORE);
      expect(screen.getByText(t.loadingMore)).toBeInTheDocument();
    },
    'loaded.moreFailed': async ({ probe }, snapshot) => {
      const { error, actions } = await real(probe, snapshot);
      expect(await screen.findByRole('alert')).toHaveTextContent(problemText(t.moreFailed, error!));
      expect(actions).toHaveLength(20);
      expect(screen.getByRole('button', { name: t.more })).toBeVisible();
    },
  },
  labels: {
    events: {
      'log.retry': "Klik 'Prøv igen'",
      'log.more': "Klik 'Vis flere'",
      'log.filter:typo': "Skriv 'tyve' under 'Vis kun udsagn nr.', og klik 'Vis'",
      'log.filter:first': "Skriv 1 under 'Vis kun udsagn nr.', og klik 'Vis'",
      'log.filter:all': "Tøm feltet 'Vis kun udsagn nr.', og klik 'Vis'",
      'xstate.done.actor.fetchFirstPage:again':
        'Serveren sender loggen (det første udsagns handlinger)',
      'xstate.done.actor.fetchFirstPage:empty': 'Intet er modereret endnu',
      'xstate.done.actor.fetchFirstPage:page': 'De 20 nyeste af 21 handlinger',
      'xstate.error.actor.fetchFirstPage:denied':
        'Afvist: kun ejeren og moderatorerne må læse loggen (du er ingen af dem)',
      'xstate.error.actor.fetchFirstPage:network': 'Ingen forbindelse til serveren',
      'xstate.done.actor.fetchMore:last': 'Den ældste handling',
      'xstate.error.actor.fetchMore:network': 'Ingen forbindelse til serveren',
    },
    states: {
      loading: "'Henter moderationsloggen …'",
      empty: "'Der er ikke modereret noget i samtalen endnu.'",
      failed: "'Moderationsloggen kunne ikke hentes.', hvorfor, og 'Prøv igen'",
      loaded: 'Handlingerne, nyeste først, og Hent log (CSV)',
      'loaded.idle': "'Vis flere', mens der er ældre handlinger",
      'loaded.more': "'Henter flere …'",
      'loaded.moreFailed': "'Flere handlinger kunne ikke hentes.' og 'Vis flere'",
    },
  },
});
