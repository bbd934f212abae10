// Model-based test of the exportDownload chart (src/machines/exportDownload.machine.ts): every path
// walked through the real export form under the reports at /m/{id}/reports, against the gated
// backend forwarding to the real server's CSV endpoints (our readable files and Polis's format). The browser's side of a Blob download
// (object URL, link click) is stubbed and recorded. With the input `polis` the app is told (by
// config.json) that upstream Polis answers: the form exports a chosen report's four files from
// /reportExport/{report_id}/…, which our server lacks, so those replies are canned CSV.
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
import { CONFIG, setupTestServer } from './support/app';

const server = setupTestServer();
const backend = createGatedBackend({ backend: (request) => server().fetch(request) });

const COMMENTS_CSV = 'GET /export/comments.csv';
const VOTES_CSV = 'GET /export/votes.csv';
const POLIS_FILES = ['summary', 'comments', 'votes', 'participants-votes'];
/** Upstream Polis's files of a report (docs/upstream.md#export). */
const REPORT_FILES = ['summary', 'comments', 'votes', 'participant-votes'];
const reportRequest = (file: string) => `GET /reportExport/:reportId/${file}.csv`;

/** How the form downloads: by conversation in one of two formats, or (upstream) by report. */
type Mode = ExportFormat | 'report';
const modeOf = (context: { format: ExportFormat; server: string }): Mode =>
  context.server === 'polis' ? 'report' : context.format;

/** The requests one download makes, the first one first. */
const requestsOf = (mode: Mode) =>
  mode === 'report'
    ? REPORT_FILES.map(reportRequest)
    : mode === 'polis'
      ? POLIS_FILES.map((file) => `GET /export/polis/${file}.csv`)
      : [COMMENTS_CSV, VOTES_CSV];
const savedNames = (mode: Mode, id: string, reportId: string) =>
  mode === 'report'
    ? REPORT_FILES.map((file) => `${reportId}-${file}.csv`)
    : mode === 'polis'
      ? POLIS_FILES.map((file) => `${file}.csv`)
      : mode === 'excel'
        ? [`raadslag-${id}-comments-excel-da.csv`, `raadslag-${id}-votes-excel-da.csv`]
        : [`raadslag-${id}-comments.csv`, `raadslag-${id}-votes.csv`];
/** Upstream's answer for a report file: CSV, no file name given. */
const REPORT_CSV = {
  status: 200,
  text: 'comment-id,comment\n0,Havnen\n',
  headers: { 'content-type': 'text/csv' },
};
const currentMode = (probe: { latest: () => { context: unknown } | undefined }) =>
  modeOf(probe.latest()?.context as { format: ExportFormat; server: string });

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
    name: new RegExp(
      `${da.exportForm.submit}|${da.exportForm.byReport.submit}|${da.exportForm.downloading}`,
    ),
  });

defineModelTest({
  name: 'exportDownload',
  machine: exportDownloadMachine,
  inputs: {
    raadslag: { conversationId: 'c000000001' },
    polis: { conversationId: 'c000000001', server: 'polis' },
  },
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.fields.month,
      s.context.format,
      s.context.server,
      s.context.reportId !== null,
    ]),
  // Twenty-two generated paths walked what the journeys below walk in seven.
  paths: () => [],
  journeys: {
    'a failed download, changes after it, a retry, changes after the files': {
      input: 'raadslag',
      steps: [
        'export.download',
        'xstate.error.actor.downloadExports:http500',
        'field.change:february',
        'format.change:polis',
        'export.download',
        'xstate.done.actor.downloadExports:files',
        'field.change:february',
        'format.change:excel',
        'export.download',
        'xstate.done.actor.downloadExports:files',
      ],
    },
    'upstream: a report chosen before, after a failure and after the files': {
      input: 'polis',
      steps: [
        'report.choose',
        'export.download',
        'xstate.error.actor.downloadExports:http500',
        'report.choose',
        'export.download',
        'xstate.done.actor.downloadExports:files',
        'report.choose',
        'export.download',
        'xstate.done.actor.downloadExports:files',
      ],
    },
    'upstream: asked twice without a report': {
      input: 'polis',
      steps: ['export.download', 'export.download'],
    },
    'upstream: no report chosen, then one chosen and its four files': {
      input: 'polis',
      steps: [
        'export.download',
        'report.choose',
        'export.download',
        'xstate.done.actor.downloadExports:files',
      ],
    },
    'a refused download, then the files': {
      input: 'raadslag',
      steps: [
        'field.change:february',
        'export.download',
        'xstate.error.actor.downloadExports:forbidden',
        'export.download',
        'xstate.done.actor.downloadExports:files',
        'export.download',
        'xstate.error.actor.downloadExports:saveFailed',
      ],
    },
    "Polis's four files": {
      input: 'raadslag',
      steps: [
        'format.change:polis',
        'export.download',
        'xstate.done.actor.downloadExports:files',
        'format.change:csv',
      ],
    },
    'the files for Danish Excel': {
      input: 'raadslag',
      steps: ['format.change:excel', 'export.download', 'xstate.done.actor.downloadExports:files'],
    },
  },
  setup: async ({ inputName }) => {
    const probe = createSnapshotProbe(exportDownloadMachine.id);
    const byReport = inputName === 'polis';
    let reportId = '';
    const opened = await openAdmin(server(), '/reports', {
      inspect: probe.inspect,
      config: byReport ? { ...CONFIG, apiServer: 'polis' } : undefined,
      // Upstream exports a report's files: the conversation has one report to choose.
      prepare: async (session) => {
        if (!byReport) return;
        const token = session.owner.access_token;
        const path = `/api/v3/reports?conversation_id=${session.conversationId}`;
        await server().request('/api/v3/reports', {
          method: 'POST',
          token,
          json: { conversation_id: session.conversationId },
        });
        const [report] = (await (await server().request(path, { token })).json()) as {
          report_id: string;
        }[];
        reportId = report.report_id;
      },
    });
    backend.autoRelease('GET /conversations', 'real');
    backend.autoRelease('GET /reports', 'real');
    expect(
      await screen.findByRole('heading', { level: 2, name: da.exportForm.heading }, SLOW),
    ).toBeVisible();
    if (byReport) {
      // The report list has arrived when its option is there.
      await within(form()).findByRole('option', { name: /oprettet/ }, SLOW);
    }
    return { ...opened, probe, byReport, reportId, downloads: stubDownloads() };
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
      samples: { polis: { format: 'polis' }, excel: { format: 'excel' }, csv: { format: 'csv' } },
      exec: async ({ user }, event) => {
        await user.selectOptions(select(da.exportForm.format), event.format);
      },
    },
    'export.download': { exec: ({ user }) => user.click(submit()) },
    'report.choose': {
      samples: { theReport: { reportId: 'r1' } },
      exec: async ({ user, reportId }) => {
        await user.selectOptions(select(da.exportForm.byReport.report), reportId);
      },
    },
    'xstate.done.actor.downloadExports': {
      samples: {
        files: {
          output: ['raadslag-c000000001-comments.csv', 'raadslag-c000000001-votes.csv'],
        },
      },
      exec: async ({ probe }) => {
        const mode = currentMode(probe);
        for (const match of requestsOf(mode)) {
          await backend.release(match, mode === 'report' ? REPORT_CSV : 'real');
        }
      },
    },
    'xstate.error.actor.downloadExports': {
      samples: {
        http500: apiFaultSamples.http500,
        forbidden: apiFaultSamples.forbidden,
        saveFailed: { error: new Error('Quota exceeded') },
      },
      exec: async ({ downloads, probe }, _event, step) => {
        const mode = currentMode(probe);
        const [first, ...others] = requestsOf(mode);
        if (step.sample === 'saveFailed') {
          downloads.state.failNext = true;
          for (const match of [first, ...others]) {
            await backend.release(match, mode === 'report' ? REPORT_CSV : 'real');
          }
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
    idle: ({ byReport }) => {
      expect(backend.requests('/export/*')).toEqual([]);
      if (byReport) {
        // Upstream: the report to choose, and no date or format (its files have neither).
        expect(submit()).toHaveTextContent(da.exportForm.byReport.submit);
        expect(select(da.exportForm.byReport.report)).toBeEnabled();
        expect(within(form()).queryByRole('combobox', { name: da.exportForm.month })).toBeNull();
        return;
      }
      expect(submit()).toHaveTextContent(da.exportForm.submit);
      expect(select(da.exportForm.month)).toBeEnabled();
    },
    needsReport: async ({ reportId }, snapshot) => {
      if (snapshot.context.reportId === null) {
        expect(await within(form()).findByRole('alert')).toHaveTextContent(
          da.exportForm.byReport.needsReport,
        );
      } else {
        expect(select(da.exportForm.byReport.report)).toHaveValue(reportId);
      }
      expect(backend.requests('/reportExport/*')).toEqual([]);
    },
    downloading: async ({ conversationId, byReport, reportId }, snapshot) => {
      const { fields, format } = snapshot.context;
      if (byReport) {
        for (const match of requestsOf('report')) {
          const request = await backend.waitForRequest(match);
          expect(request.url.pathname).toContain(`/reportExport/${reportId}/`);
          expect(request.request.headers.get('authorization')).toMatch(/^Bearer /);
        }
        expect(submit()).toHaveTextContent(da.exportForm.downloading);
        expect(select(da.exportForm.byReport.report)).toBeDisabled();
        return;
      }
      expect(select(da.exportForm.month)).toHaveValue(String(fields.month));
      expect(select(da.exportForm.timezone)).toHaveDisplayValue(offsetLabel(fields.offsetMinutes));
      expect(select(da.exportForm.format)).toHaveValue(format);
      for (const match of requestsOf(format)) {
        const request = await backend.waitForRequest(match);
        expect(request.url.searchParams.get('conversation_id')).toBe(conversationId);
        expect(request.url.searchParams.get('until')).toBe(String(exportUntil(fields)));
        expect(request.url.searchParams.get('dialect')).toBe(
          format === 'excel' ? 'excel-da' : null,
        );
        expect(request.request.headers.get('authorization')).toMatch(/^Bearer /);
      }
      expect(submit()).toHaveTextContent(da.exportForm.downloading);
      // The form is locked while the files are fetched.
      expect(select(da.exportForm.month)).toBeDisabled();
    },
    done: async ({ downloads, conversationId, byReport, reportId }) => {
      // The files of the last download (the format may have been changed since): all four of
      // Polis's files or both readable ones, saved and named in the status line.
      const status = await screen.findByText(/Filerne er hentet/);
      const lastFormat: Mode = byReport
        ? 'report'
        : status.textContent?.includes('participants-votes.csv')
          ? 'polis'
          : status.textContent?.includes('-excel-da.csv')
            ? 'excel'
            : 'csv';
      const names = savedNames(lastFormat, conversationId, reportId);
      expect(status).toHaveTextContent(names.join(', '));
      const last = downloads.saved.slice(-names.length);
      expect(last.map((d) => d.name)).toEqual(names);
      for (const file of last) expect((await file.blob.text()).length).toBeGreaterThan(0);
      if (lastFormat === 'polis') {
        // Polis's own header, not our readable one.
        expect(await last[1].blob.text()).toContain('comment-id,author-id,agrees,disagrees');
      }
      if (lastFormat === 'excel') {
        // Danish Excel's file: semicolons and Danish column names (bytes: server/reports/routes/export.test.ts).
        expect(await last[0].blob.text()).toContain('Udsagn nr.;Oprettet;Tekst;Moderation');
      }
    },
    failed: async ({ byReport }, snapshot) => {
      const alert = await within(form()).findByRole('alert');
      expect(alert).toHaveTextContent(/Eksporten mislykkedes/);
      // The reason is Danish whatever the server answered (no English status text).
      const error = snapshot.context.error;
      if (error && error.status > 0) {
        expect(alert).toHaveTextContent(da.exportForm.reason(error.status));
      }
      expect(submit()).toHaveTextContent(
        byReport ? da.exportForm.byReport.submit : da.exportForm.submit,
      );
    },
  },
  labels: {
    events: {
      'field.change:february': "Vælg 'februar' under 'Måned'",
      'field.change:newYork': "Vælg 'UTC-0500' under 'Tidszone'",
      'format.change:polis': "Vælg 'Polis-format' under 'Format'",
      'format.change:csv': "Vælg 'CSV, standard' under 'Format'",
      'format.change:excel': "Vælg 'CSV til dansk Excel' under 'Format'",
      'export.download': "Klik 'Hent CSV-filer' (upstream: 'Hent rapportens filer')",
      'report.choose': "Vælg rapporten under 'Rapport' (kun når serveren er upstream Polis)",
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
      failed: "Fejlen 'Eksporten mislykkedes: … Prøv igen.' med en dansk grund; knappen igen",
      needsReport:
        "Upstream Polis uden valgt rapport: 'Vælg en rapport, før filerne hentes.'; intet hentes",
    },
  },
});
