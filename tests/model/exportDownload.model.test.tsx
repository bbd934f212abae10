// Model-based test of the exportDownload chart (src/machines/exportDownload.machine.ts): every path
// walked through the real export form under the reports at /m/{id}/reports, against the gated
// backend forwarding to the real server's CSV endpoints. The browser's side of a Blob download
// (object URL, link click) is stubbed and recorded.
import { screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import * as da from '../../src/copy/da';
import { exportDownloadMachine } from '../../src/machines/exportDownload.machine';
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
  serializeState: (s) => JSON.stringify([s.value, s.context.fields.month]),
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
    'export.download': { exec: ({ user }) => user.click(submit()) },
    'xstate.done.actor.downloadExports': {
      samples: {
        files: {
          output: ['raadslag-c000000001-comments.csv', 'raadslag-c000000001-votes.csv'],
        },
      },
      exec: async () => {
        await backend.release(COMMENTS_CSV, 'real');
        await backend.release(VOTES_CSV, 'real');
      },
    },
    'xstate.error.actor.downloadExports': {
      samples: {
        http500: apiFaultSamples.http500,
        forbidden: apiFaultSamples.forbidden,
        saveFailed: { error: new Error('Quota exceeded') },
      },
      exec: async ({ downloads }, _event, step) => {
        if (step.sample === 'saveFailed') {
          downloads.state.failNext = true;
          await backend.release(COMMENTS_CSV, 'real');
          await backend.release(VOTES_CSV, 'real');
          return;
        }
        await failRequest(backend, COMMENTS_CSV, step.sample);
        // The other file's request is aborted with it.
        await vi.waitFor(() =>
          expect(backend.requests(VOTES_CSV).filter((r) => r.state === 'queued')).toEqual([]),
        );
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
      const { fields } = snapshot.context;
      expect(select(da.exportForm.month)).toHaveValue(String(fields.month));
      expect(select(da.exportForm.timezone)).toHaveDisplayValue(offsetLabel(fields.offsetMinutes));
      for (const match of [COMMENTS_CSV, VOTES_CSV]) {
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
      const status = await screen.findByText(/Filerne er hentet/);
      expect(status).toHaveTextContent(`raadslag-${conversationId}-comments.csv`);
      const last = downloads.saved.slice(-2);
      expect(last.map((d) => d.name)).toEqual([
        `raadslag-${conversationId}-comments.csv`,
        `raadslag-${conversationId}-votes.csv`,
      ]);
      for (const file of last) expect((await file.blob.text()).length).toBeGreaterThan(0);
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
      'export.download': "Klik 'Hent CSV-filer'",
      'xstate.done.actor.downloadExports:files':
        'Serveren sender begge CSV-filer (udsagn og stemmer)',
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
