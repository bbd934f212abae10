// Model-based test of the exportDownload chart (src/machines/exportDownload.machine.ts): every path
// walked through the real export form under the reports at /m/{id}/reports, against the gated
// backend forwarding to the real server's CSV endpoints (our readable files and Polis's format). The browser's side of a Blob download
// (object URL, link click) is stubbed and recorded.
import { screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import * as da from '../../src/copy/da';
import {
  exportDownloadMachine,
  type ExportFormat,
} from '../../src/machines/exportDownload.machine';
import { exportUntil, offsetLabel } from '../../src/machines/rules/exportRange';
import { createGatedBackend } from './harness/gatedBackend';
import { createSnapshotProbe, defineModelTest } from './harness/walkModel';
import { openAdmin, SLOW } from './support/adminArea';
import { apiFaultSamples, failRequest } from './support/apiFaults';
import { setupTestServer } from './support/app';

const server = setupTestServer();
const backend = createGatedBackend({ backend: (request) => server().fetch(request) });

const COMMENTS_CSV = 'GET /export/comments.csv';
const VOTES_CSV = 'GET /export/votes.csv';
const POLIS_FILES = ['summary', 'comments', 'votes', 'participants-votes'];
/** The requests one download makes, the first one first. */
const requestsOf = (format: ExportFormat) =>
  format === 'polis'
    ? POLIS_FILES.map((file) => `GET /export/polis/${file}.csv`)
    : [COMMENTS_CSV, VOTES_CSV];
const savedNames = (format: ExportFormat, id: string) =>
  format === 'polis'
    ? POLIS_FILES.map((file) => `${file}.csv`)
    : [`raadslag-${id}-comments.csv`, `raadslag-${id}-votes.csv`];

interface Saved {
  name: string;
  blob: Blob;
}

/** Records what the chart hands the browser to save. `failNext` makes the next save throw. */
function stubDownloads() {
  const saved: Saved[] = [];
  const blobs = new Map<string, Blob>();
  const state = { failNext: false };
  let n = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    if (state.failNext) {
      state.failNext = false;
      throw new Error('Quota exceeded');
    }
    const url = `blob:test/${++n}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return { saved, state };
}

const form = () => screen.getByRole('region', { name: da.exportForm.heading });
const select = (label: string) => within(form()).getByRole('combobox', { name: label });
const submit = () =>
  within(form()).getByRole('button', {
    name: new RegExp(`${da.exportForm.submit}|${da.exportForm.downloading}`),
  });

defineModelTest({
  name: 'exportDownload',
  machine: exportDownloadMachine,
  input: { conversationId: 'c000000001' },
  serializeState: (s) => JSON.stringify([s.value, s.context.fields.month, s.context.format]),
  journeys: {
    'a refused download, then the files': [
      'field.change:february',
      'export.download',
      'xstate.error.actor.downloadExports:forbidden',
      'export.download',
      'xstate.done.actor.downloadExports:files',
      'export.download',
      'xstate.error.actor.downloadExports:saveFailed',
    ],
    "Polis's four files": [
      'format.change:polis',
      'export.download',
      'xstate.done.actor.downloadExports:files',
      'format.change:csv',
    ],
  },
  setup: async () => {
    const probe = createSnapshotProbe(exportDownloadMachine.id);
    const opened = await openAdmin(server(), '/reports', { inspect: probe.inspect });
    backend.autoRelease('GET /conversations', 'real');
    backend.autoRelease('GET /reports', 'real');
    expect(
      await screen.findByRole('heading', { level: 2, name: da.exportForm.heading }, SLOW),
    ).toBeVisible();
    return { ...opened, probe, downloads: stubDownloads() };
  },
  actual: ({ probe }) => probe.latest(),
  events: {
    'field.change': {
      samples: {
        february: { field: 'month', value: 2 },
        newYork: { field: 'offsetMinutes', value: -300 },
      },
      exec: async ({ user }, event) => {
        const label = event.field === 'month' ? da.exportForm.month : da.exportForm.timezone;
        await user.selectOptions(select(label), String(event.value));
      },
    },
    'format.change': {
      samples: { polis: { format: 'polis' }, csv: { format: 'csv' } },
      exec: async ({ user }, event) => {
        await user.selectOptions(select(da.exportForm.format), event.format);
      },
    },
    'export.download': { exec: ({ user }) => user.click(submit()) },
    'xstate.done.actor.downloadExports': {
      samples: {
        files: {
          output: ['raadslag-c000000001-comments.csv', 'raadslag-c000000001-votes.csv'],
        },
      },
      exec: async ({ probe }) => {
        const format = (probe.latest()?.context as { format: ExportFormat }).format;
        for (const match of requestsOf(format)) await backend.release(match, 'real');
      },
    },
    'xstate.error.actor.downloadExports': {
      samples: {
        http500: apiFaultSamples.http500,
        forbidden: apiFaultSamples.forbidden,
        saveFailed: { error: new Error('Quota exceeded') },
      },
      exec: async ({ downloads, probe }, _event, step) => {
        const format = (probe.latest()?.context as { format: ExportFormat }).format;
        const [first, ...others] = requestsOf(format);
        if (step.sample === 'saveFailed') {
          downloads.state.failNext = true;
          for (const match of [first, ...others]) await backend.release(match, 'real');
          return;
        }
        await failRequest(backend, first, step.sample);
        // The other files' requests are aborted with it.
        for (const match of others) {
          await vi.waitFor(() =>
            expect(backend.requests(match).filter((r) => r.state === 'queued')).toEqual([]),
          );
        }
      },
    },
  },
  states: {
    idle: () => {
      expect(submit()).toHaveTextContent(da.exportForm.submit);
      expect(select(da.exportForm.month)).toBeEnabled();
      expect(backend.requests('/export/*')).toEqual([]);
    },
    downloading: async ({ conversationId }, snapshot) => {
      const { fields, format } = snapshot.context;
      expect(select(da.exportForm.month)).toHaveValue(String(fields.month));
      expect(select(da.exportForm.timezone)).toHaveDisplayValue(offsetLabel(fields.offsetMinutes));
      expect(select(da.exportForm.format)).toHaveValue(format);
      for (const match of requestsOf(format)) {
        const request = await backend.waitForRequest(match);
        expect(request.url.searchParams.get('conversation_id')).toBe(conversationId);
        expect(request.url.searchParams.get('until')).toBe(String(exportUntil(fields)));
        expect(request.request.headers.get('authorization')).toMatch(/^Bearer /);
      }
      expect(submit()).toHaveTextContent(da.exportForm.downloading);
      // The form is locked while the files are fetched.
      expect(select(da.exportForm.month)).toBeDisabled();
    },
    done: async ({ downloads, conversationId }) => {
      // The files of the last download (the format may have been changed since): all four of
      // Polis's files or both readable ones, saved and named in the status line.
      const status = await screen.findByText(/Filerne er hentet/);
      const lastFormat: ExportFormat = status.textContent?.includes('participants-votes.csv')
        ? 'polis'
        : 'csv';
      const names = savedNames(lastFormat, conversationId);
      expect(status).toHaveTextContent(names.join(', '));
      const last = downloads.saved.slice(-names.length);
      expect(last.map((d) => d.name)).toEqual(names);
      for (const file of last) expect((await file.blob.text()).length).toBeGreaterThan(0);
      if (lastFormat === 'polis') {
        // Polis's own header, not our readable one.
        expect(await last[1].blob.text()).toContain('comment-id,author-id,agrees,disagrees');
      }
    },
    failed: async () => {
      expect(await within(form()).findByRole('alert')).toHaveTextContent(/Eksporten mislykkedes/);
      expect(submit()).toHaveTextContent(da.exportForm.submit);
    },
  },
  labels: {
    events: {
      'field.change:february': "Vælg 'februar' under 'Måned'",
      'field.change:newYork': "Vælg 'UTC-0500' under 'Tidszone'",
      'format.change:polis': "Vælg 'Polis-format' under 'Format'",
      'format.change:csv': "Vælg 'CSV til regneark' under 'Format'",
      'export.download': "Klik 'Hent CSV-filer'",
      'xstate.done.actor.downloadExports:files':
        'Serveren sender filerne (CSV: udsagn og stemmer; Polis-format: de fire filer)',
      'xstate.error.actor.downloadExports:http500': 'Serveren svarer 500 på udsagnsfilen',
      'xstate.error.actor.downloadExports:forbidden':
        'Serveren svarer 403 på udsagnsfilen (også på genforsøget)',
      'xstate.error.actor.downloadExports:saveFailed':
        'Serveren sender filerne, men browseren kan ikke gemme dem',
    },
    states: {
      idle: "Knappen 'Hent CSV-filer'; felterne kan ændres; intet hentes",
      downloading: "Knappen viser 'Henter filerne…'; felterne er låst, mens begge filer hentes",
      done: "'Filerne er hentet: raadslag-…-comments.csv, …-votes.csv'; begge filer er gemt",
      failed: "Fejlen 'Eksporten mislykkedes: … Prøv igen.'; knappen 'Hent CSV-filer' igen",
    },
  },
});
