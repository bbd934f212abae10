// Model-based test of the fileDownload chart (src/machines/common/fileDownload.machine.ts) through both
// of its buttons, against the gated backend forwarding to the real server: 'Hent alt om samtalen
// (JSON)' in the owner's data section of the configure screen (GET /conversationArchive), and
// 'Hent log (CSV)' on the moderation log (GET /comments/moderationLog?format=csv). The file the
// browser is handed is read back: the server's archive with the seed statement in it, and the
// log's CSV with the rejection of that statement.
import { cleanup, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import * as da from '../../../src/copy/da';
import {
  fileDownloadMachine,
  type DownloadFile,
} from '../../../src/machines/common/fileDownload.machine';
import { problemText } from '../../../src/views/common/problemText';
import { createGatedBackend } from '../harness/gatedBackend';
import { createSnapshotProbe, defineModelTest } from '../harness/walkModel';
import { expectConfigureScreen, openAdmin, SLOW } from '../support/adminArea';
import { apiFaultSamples, failRequest } from '../support/apiFaults';
import { setupTestServer } from '../support/app';

const server = setupTestServer();
const backend = createGatedBackend({ backend: (request) => server().fetch(request) });

const COPY = {
  archive: da.conversationData.archive,
  moderationLog: da.moderationLog.download,
  reportDocx: da.reportText.word,
};
/** The request each button makes. */
const REQUEST: Record<DownloadFile, string> = {
  archive: 'GET /conversationArchive',
  moderationLog: 'GET /comments/moderationLog?format=csv',
  reportDocx: 'GET /reportText/docx',
};

type Snapshot = SnapshotFrom<typeof fileDownloadMachine>;
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
  name: 'fileDownload',
  machine: fileDownloadMachine,
  inputs: {
    archive: { conversationId: 'c000000001', file: 'archive' },
    moderationLog: { conversationId: 'c000000001', file: 'moderationLog' },
    reportDocx: { conversationId: 'c000000001', file: 'reportDocx', reportId: 'r1' },
  },
  serializeState: (s) => JSON.stringify(s.value),
  paths: () => [],
  journeys: {
    'archive: no connection, then the archive, then again': {
      input: 'archive',
      steps: [
        'file.download',
        'xstate.error.actor.downloadFile:network',
        'file.download',
        'xstate.done.actor.downloadFile',
        'file.download',
        'xstate.done.actor.downloadFile',
      ],
    },
    'Word: the report version as .docx': {
      input: 'reportDocx',
      steps: ['file.download', 'xstate.done.actor.downloadFile'],
    },
    'moderation log: no connection, then the CSV': {
      input: 'moderationLog',
      steps: [
        'file.download',
        'xstate.error.actor.downloadFile:network',
        'file.download',
        'xstate.done.actor.downloadFile',
      ],
    },
  },
  setup: async ({ input }) => {
    const file = input!.file;
    const probe = createSnapshotProbe(fileDownloadMachine.id);
    let reportId = '';
    const path = () =>
      file === 'archive' ? '' : file === 'reportDocx' ? `/reports/${reportId}` : '/comments/log';
    const opened = await openAdmin(server(), path, {
      inspect: probe.inspect,
      prepare: async ({ conversationId, owner }) => {
        const request = (path: string, json: unknown) =>
          server().request(`/api/v3/${path}`, { method: 'POST', token: owner.access_token, json });
        if (file === 'reportDocx') {
          const made = await request('reports', { conversation_id: conversationId });
          reportId = ((await made.json()) as { report_id: string }).report_id;
        }
        await request('comments', {
          txt: SEED,
          pid: -1,
          conversation_id: conversationId,
          is_seed: true,
        });
        // The log gets one action: the owner rejects the seed statement.
        if (file === 'moderationLog') {
          await request('comments/moderate', {
            conversation_id: conversationId,
            change: 'reject',
            tids: [0],
          });
        }
      },
    });
    backend.autoRelease('GET /conversations', 'real');
    if (file === 'reportDocx') {
      // The editor's text (the reportText chart's): not this chart's concern.
      backend.autoRelease('GET /reportText', 'real');
      await screen.findByRole('button', { name: COPY.reportDocx.button }, SLOW);
    } else if (file === 'archive') {
      // The configure screen lists the seed statements too (seedList): not this chart's concern.
      backend.autoRelease('GET /seedComments', 'real');
      await expectConfigureScreen();
    } else {
      // The log's first page (the moderationLog chart's): not this chart's concern.
      backend.autoRelease('GET /comments/moderationLog?limit=20', 'real');
      await screen.findByRole('button', { name: COPY.moderationLog.button }, SLOW);
    }
    return { ...opened, file, copy: COPY[file], probe, saved: stubDownloads() };
  },
  teardown: () => {
    vi.restoreAllMocks();
    cleanup();
  },
  actual: ({ probe }) => probe.latest(),
  events: {
    'file.download': {
      exec: ({ user, copy }) => user.click(screen.getByRole('button', { name: copy.button })),
    },
    'xstate.done.actor.downloadFile': {
      samples: { saved: { output: 'raadslag-c000000001-arkiv.json' } },
      exec: ({ file }) => backend.release(REQUEST[file], 'real'),
    },
    'xstate.error.actor.downloadFile': {
      samples: { network: apiFaultSamples.network },
      exec: ({ file }, _event, step) => failRequest(backend, REQUEST[file], step.sample),
    },
  },
  states: {
    idle: ({ saved, copy }) => {
      expect(screen.getByRole('button', { name: copy.button })).toBeVisible();
      expect(saved).toHaveLength(0);
    },
    downloading: async ({ file, copy }) => {
      await backend.waitForRequest(REQUEST[file]);
      expect(screen.getByText(copy.downloading)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: copy.button })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    },
    done: async ({ probe, saved, conversationId, file, copy }, snapshot) => {
      const { filename } = await real(probe, snapshot);
      const name =
        file === 'archive'
          ? `raadslag-${conversationId}-arkiv.json`
          : file === 'reportDocx'
            ? /^raadslag-cykelstier-i-midtbyen-\d{4}-\d{2}-\d{2}\.docx$/
            : `raadslag-${conversationId}-moderationslog.csv`;
      expect(filename).toMatch(name);
      expect(screen.getByText(copy.done(filename!))).toBeVisible();
      const saving = saved.at(-1)!;
      expect(saving.name).toBe(filename);
      if (file === 'reportDocx') {
        // A Word file is a zip: it starts with 'PK'.
        const head = new Uint8Array(await saving.blob.slice(0, 2).arrayBuffer());
        expect(String.fromCharCode(...head)).toBe('PK');
        return;
      }
      const text = await saving.blob.text();
      if (file === 'archive') {
        // The server's archive of this conversation, the seed statement in it.
        const archive = JSON.parse(text) as {
          conversation_id: string;
          tables: { comments: { txt: string }[] };
        };
        expect(archive.conversation_id).toBe(conversationId);
        expect(archive.tables.comments.map((c) => c.txt)).toEqual([SEED]);
      } else {
        // The log as the owner opens it in a spreadsheet: Danish headings, the rejection.
        const lines = text
          .replace(/^\uFEFF/u, '')
          .trim()
          .split('\r\n');
        expect(lines[0]).toBe('handling,tidspunkt,moderator,art,udsagn,tekst,fra,til,fortrudt_af');
        expect(lines).toHaveLength(2);
        expect(lines[1]).toContain(`,flere på én gang,0,${SEED},accepteret,afvist,`);
      }
    },
    failed: async ({ probe, saved, copy }, snapshot) => {
      const { error } = await real(probe, snapshot);
      expect(screen.getByRole('alert')).toHaveTextContent(problemText(copy.failed, error!));
      expect(saved).toHaveLength(0);
    },
  },
  labels: {
    events: {
      'file.download':
        "Klik 'Hent alt om samtalen (JSON)', 'Hent log (CSV)' eller 'Hent som Word (.docx)'",
      'xstate.done.actor.downloadFile:saved': 'Serveren sender filen; browseren gemmer den',
      'xstate.error.actor.downloadFile:network': 'Ingen forbindelse til serveren',
    },
    states: {
      idle: "Knappen 'Hent alt om samtalen (JSON)' eller 'Hent log (CSV)'",
      downloading: "'Henter arkivet …' eller 'Henter loggen …'",
      done: "'Arkivet er hentet som …' eller 'Loggen er hentet som …'",
      failed: "'Arkivet kunne ikke hentes.' eller 'Loggen kunne ikke hentes.' og hvorfor",
    },
  },
});
