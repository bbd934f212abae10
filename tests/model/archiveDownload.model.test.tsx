// Model-based test of the archiveDownload chart (src/machines/archiveDownload.machine.ts): 'Hent
// alt om samtalen (JSON)' in the owner's data section of the real configure screen, against the
// gated backend forwarding to the real GET /conversationArchive. The file the browser is handed is
// read back: the server's archive of this conversation, its seed statement included.
import { cleanup, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import * as da from '../../src/copy/da';
import { archiveDownloadMachine } from '../../src/machines/archiveDownload.machine';
import { problemText } from '../../src/views/common/problemText';
import { createGatedBackend } from './harness/gatedBackend';
import { createSnapshotProbe, defineModelTest } from './harness/walkModel';
import { expectConfigureScreen, openAdmin } from './support/adminArea';
import { apiFaultSamples, failRequest } from './support/apiFaults';
import { setupTestServer } from './support/app';

const server = setupTestServer();
const backend = createGatedBackend({ backend: (request) => server().fetch(request) });
const copy = da.conversationData.archive;

type Snapshot = SnapshotFrom<typeof archiveDownloadMachine>;
type Probe = ReturnType<typeof createSnapshotProbe>;

async function real(probe: Probe, expected: Snapshot) {
  await vi.waitFor(() => expect(probe.latest()?.value).toEqual(expected.value), { timeout: 2000 });
  return (probe.latest() as Snapshot).context;
}

/** What the chart hands the browser to save (jsdom has no downloads). */
function stubDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size + 1}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return saved;
}

const SEED = 'Flere bænke på torvet';

defineModelTest({
  name: 'archiveDownload',
  machine: archiveDownloadMachine,
  input: { conversationId: 'c000000001' },
  serializeState: (s) => JSON.stringify(s.value),
  paths: () => [],
  journeys: {
    'no connection, then the archive, then again': [
      'archive.download',
      'xstate.error.actor.downloadArchive:network',
      'archive.download',
      'xstate.done.actor.downloadArchive',
      'archive.download',
      'xstate.done.actor.downloadArchive',
    ],
  },
  setup: async () => {
    const probe = createSnapshotProbe(archiveDownloadMachine.id);
    const opened = await openAdmin(server(), '', { inspect: probe.inspect });
    backend.autoRelease('GET /conversations', 'real');
    // The configure screen lists the seed statements too (seedList): not this chart's concern.
    backend.autoRelease('GET /seedComments', 'real');
    await expectConfigureScreen();
    await server().request('/api/v3/comments', {
      method: 'POST',
      token: opened.owner.access_token,
      json: { txt: SEED, pid: -1, conversation_id: opened.conversationId, is_seed: true },
    });
    return { ...opened, probe, saved: stubDownloads() };
  },
  teardown: () => {
    vi.restoreAllMocks();
    cleanup();
  },
  actual: ({ probe }) => probe.latest(),
  events: {
    'archive.download': {
      exec: ({ user }) => user.click(screen.getByRole('button', { name: copy.button })),
    },
    'xstate.done.actor.downloadArchive': {
      samples: { saved: { output: 'raadslag-c000000001-arkiv.json' } },
      exec: () => backend.release('GET /conversationArchive', 'real'),
    },
    'xstate.error.actor.downloadArchive': {
      samples: { network: apiFaultSamples.network },
      exec: (_ctx, _event, step) => failRequest(backend, 'GET /conversationArchive', step.sample),
    },
  },
  states: {
    idle: ({ saved }) => {
      expect(screen.getByRole('button', { name: copy.button })).toBeVisible();
      expect(saved).toHaveLength(0);
    },
    downloading: async () => {
      await backend.waitForRequest('GET /conversationArchive');
      expect(screen.getByText(copy.downloading)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: copy.button })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    },
    done: async ({ probe, saved, conversationId }, snapshot) => {
      const { filename } = await real(probe, snapshot);
      expect(filename).toBe(`raadslag-${conversationId}-arkiv.json`);
      expect(screen.getByText(copy.done(filename!))).toBeVisible();
      // The file saved is the server's archive of this conversation, the seed statement in it.
      const file = saved.at(-1)!;
      expect(file.name).toBe(filename);
      const archive = JSON.parse(await file.blob.text()) as {
        conversation_id: string;
        tables: { comments: { txt: string }[] };
      };
      expect(archive.conversation_id).toBe(conversationId);
      expect(archive.tables.comments.map((c) => c.txt)).toEqual([SEED]);
    },
    failed: async ({ probe, saved }, snapshot) => {
      const { error } = await real(probe, snapshot);
      expect(screen.getByRole('alert')).toHaveTextContent(problemText(copy.failed, error!));
      expect(saved).toHaveLength(0);
    },
  },
  labels: {
    events: {
      'archive.download': "Klik 'Hent alt om samtalen (JSON)'",
      'xstate.done.actor.downloadArchive:saved': 'Serveren sender arkivet; browseren gemmer det',
      'xstate.error.actor.downloadArchive:network': 'Ingen forbindelse til serveren',
    },
    states: {
      idle: "Knappen 'Hent alt om samtalen (JSON)'",
      downloading: "'Henter arkivet …'",
      done: "'Arkivet er hentet som raadslag-…-arkiv.json.'",
      failed: "'Arkivet kunne ikke hentes.' og hvorfor",
    },
  },
});
