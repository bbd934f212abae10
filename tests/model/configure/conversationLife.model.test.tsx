// Model-based test of the conversationLife chart (src/machines/configure/conversationLife.machine.ts): the
// owner's 'Kopiér og arkivér' section of the real configure screen at /m/{id}, against the gated
// backend forwarding to the real server. A copy lands on its own configure screen with the notice,
// and the database holds its seed statement and none of the original's votes; archiving and
// restoring are read back from the server's list.
import { cleanup, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { Conversation } from '../../../contract/types';
import * as da from '../../../src/copy/da';
import { conversationLifeMachine } from '../../../src/machines/configure/conversationLife.machine';
import { problemText } from '../../../src/views/common/problemText';
import { createGatedBackend } from '../harness/gatedBackend';
import { createSnapshotProbe, defineModelTest } from '../harness/walkModel';
import { expectConfigureScreen, openAdmin } from '../support/adminArea';
import { apiFaultSamples, failRequest } from '../support/apiFaults';
import { setupTestServer } from '../support/app';

const server = setupTestServer();
const backend = createGatedBackend({ backend: (request) => server().fetch(request) });
const copy = da.conversationLife;
const SEED = 'Flere bænke på torvet';

type Snapshot = SnapshotFrom<typeof conversationLifeMachine>;
type Probe = ReturnType<typeof createSnapshotProbe>;

/**
 * Follows the first conversationLife chart only: after a copy, the copy's configure screen starts
 * a chart of its own, and the steps are about the original's.
 */
function createFirstChartProbe(): Probe {
  const probe = createSnapshotProbe(conversationLifeMachine.id);
  let first: string | undefined;
  return {
    latest: probe.latest,
    inspect: (event) => {
      if (event.type !== '@xstate.snapshot') return;
      const machine = (event.snapshot as { machine?: { id: string } }).machine;
      if (machine?.id !== conversationLifeMachine.id) return;
      first ??= event.actorRef.sessionId;
      if (event.actorRef.sessionId === first) probe.inspect(event);
    },
  };
}

async function real(probe: Probe, expected: Snapshot) {
  await vi.waitFor(() => expect(probe.latest()?.value).toEqual(expected.value), { timeout: 2000 });
  return (probe.latest() as Snapshot).context;
}

const archivedAnswer = (archived_at: number | null) => ({
  output: { archived_at } as Conversation,
});
const archiveButton = () =>
  screen.getByRole('button', {
    name: new RegExp(`^(${copy.archive.button}|${copy.archive.restore}|${copy.archive.working})$`),
  });

defineModelTest({
  name: 'conversationLife',
  machine: conversationLifeMachine,
  input: { conversationId: 'c000000001', archivedAt: null },
  serializeState: (s) => JSON.stringify(s.value),
  paths: () => [],
  journeys: {
    'archive, restore, then no connection': [
      'archive.toggle',
      'xstate.done.actor.setArchived:archived',
      'archive.toggle',
      'xstate.done.actor.setArchived:restored',
      'archive.toggle',
      'xstate.error.actor.setArchived:network',
    ],
    'a copy fails, then lands on the copy': [
      'copy.start',
      'xstate.error.actor.copyConversation:network',
      'copy.start',
      'xstate.done.actor.copyConversation',
    ],
  },
  setup: async () => {
    const probe = createFirstChartProbe();
    const opened = await openAdmin(server(), '', {
      inspect: probe.inspect,
      prepare: async (session) => {
        // A seed (copied) and a participant's vote on it (not copied).
        const asOwner = { token: session.owner.access_token };
        const id = session.conversationId;
        await server().request('/api/v3/comments', {
          method: 'POST',
          ...asOwner,
          json: { txt: SEED, pid: -1, conversation_id: id, is_seed: true },
        });
        await server().request('/api/v3/conversations', {
          method: 'PUT',
          ...asOwner,
          json: { conversation_id: id, is_draft: false },
        });
        await server().request('/api/v3/votes', {
          method: 'POST',
          json: { conversation_id: id, tid: 0, vote: -1 },
        });
      },
    });
    backend.autoRelease('GET /conversations', 'real');
    // The configure screen lists the seed statements too (seedList): not this chart's concern.
    backend.autoRelease('GET /seedComments', 'real');
    await expectConfigureScreen();
    const archivedAt = async () => {
      const list = (await (
        await server().request('/api/v3/conversations', { token: opened.owner.access_token })
      ).json()) as { conversation_id: string; archived_at: number | null }[];
      return list.find((item) => item.conversation_id === opened.conversationId)!.archived_at;
    };
    return { ...opened, probe, archivedAt };
  },
  teardown: () => cleanup(),
  actual: ({ probe }) => probe.latest(),
  events: {
    'copy.start': {
      exec: ({ user }) => user.click(screen.getByRole('button', { name: copy.copy.button })),
    },
    'archive.toggle': { exec: ({ user }) => user.click(archiveButton()) },
    'xstate.done.actor.copyConversation': {
      samples: { copied: { output: 'c000000002' } },
      exec: () => backend.release('POST /conversationCopies', 'real'),
    },
    'xstate.error.actor.copyConversation': {
      samples: { network: apiFaultSamples.network },
      exec: (_ctx, _event, step) => failRequest(backend, 'POST /conversationCopies', step.sample),
    },
    'xstate.done.actor.setArchived': {
      samples: { archived: archivedAnswer(1), restored: archivedAnswer(null) },
      exec: (_ctx, _event, step) =>
        backend.release(
          step.sample === 'archived'
            ? 'POST /archivedConversations'
            : 'DELETE /archivedConversations',
          'real',
        ),
    },
    'xstate.error.actor.setArchived': {
      samples: { network: apiFaultSamples.network },
      exec: (_ctx, _event, step) =>
        failRequest(backend, 'POST /archivedConversations', step.sample),
    },
  },
  states: {
    ready: async ({ probe, archivedAt }, snapshot) => {
      const context = await real(probe, snapshot);
      expect(screen.getByRole('heading', { name: copy.heading })).toBeVisible();
      // What the server holds is what the section says.
      expect(await archivedAt()).toBe(context.archivedAt);
      expect(archiveButton()).toHaveTextContent(
        context.archivedAt === null ? copy.archive.button : copy.archive.restore,
      );
      if (context.archivedAt !== null) {
        expect(screen.getByText(copy.archive.isArchived(context.archivedAt))).toBeVisible();
      }
      if (context.archiveDone) {
        expect(
          screen.getByText(
            context.archivedAt === null ? copy.archive.restored : copy.archive.archived,
          ),
        ).toHaveAttribute('role', 'status');
      }
      if (context.failed) {
        expect(screen.getByRole('alert')).toHaveTextContent(
          problemText(copy[context.failed.action].failed, context.failed.problem),
        );
      }
    },
    copying: async () => {
      await backend.waitForRequest('POST /conversationCopies');
      expect(screen.getByRole('button', { name: copy.copy.copying })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    },
    archiving: async () => {
      await backend.waitForRequest('/archivedConversations');
      expect(screen.getByRole('button', { name: copy.archive.working })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    },
    copied: async ({ probe, conversationId, router }, snapshot) => {
      const { copyId } = await real(probe, snapshot);
      // The copy's own configure screen, saying it is a copy (and a draft).
      await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/m/${copyId}`));
      expect(await screen.findByText(copy.copiedNotice)).toBeVisible();
      await expectConfigureScreen();
      expect(screen.getByRole('button', { name: da.draft.open })).toBeVisible();
      const statements = async (id: string) =>
        (
          await server().db.query<{ txt: string; votes: number }>(
            `SELECT c.txt, (SELECT count(*)::int FROM votes v WHERE v.zid = c.zid) AS votes
             FROM comments c JOIN zinvites z ON z.zid = c.zid WHERE z.zinvite = $1`,
            [id],
          )
        ).rows;
      expect(await statements(copyId!)).toEqual([{ txt: SEED, votes: 0 }]);
      expect(await statements(conversationId)).toEqual([{ txt: SEED, votes: 1 }]);
    },
  },
  labels: {
    events: {
      'copy.start': "Klik 'Kopiér samtale'",
      'archive.toggle': "Klik 'Arkivér' eller 'Gendan'",
      'xstate.done.actor.copyConversation:copied': 'Serveren laver kopien',
      'xstate.error.actor.copyConversation:network': 'Ingen forbindelse til serveren',
      'xstate.done.actor.setArchived:archived': 'Serveren arkiverer samtalen',
      'xstate.done.actor.setArchived:restored': 'Serveren gendanner samtalen',
      'xstate.error.actor.setArchived:network': 'Ingen forbindelse til serveren',
    },
    states: {
      ready: "'Kopiér samtale' og 'Arkivér'/'Gendan'; hvad der skete, eller hvorfor ikke",
      copying: "'Kopierer …'",
      archiving: "'Gemmer …'",
      copied: 'Kopiens konfigurationsside med beskeden om, at den er en kopi',
    },
  },
});
