// The export form on the reports screen: statements and votes as CSV up to the end of the chosen
// day and zone, or Polis's own four files.
//
// `downloading` locks the form; on upstream Polis a download without a report is `needsReport`.
// Behaviour: docs/behaviour.md#exportdownload; diagram: docs/charts/exportDownload.md
import { assign, setup, type SnapshotFrom } from 'xstate';
import { toApiErrorInfo, type ApiErrorInfo } from '../../api/common/apiError';
import {
  fetchExportFile,
  fetchPolisExportFile,
  fetchReportExportFile,
  POLIS_EXPORT_FILES,
  REPORT_EXPORT_FILES,
  type ExportFile,
} from '../../api/reports/exports';
import type { ApiServer } from '../../../contract/types';
import {
  defaultExportFields,
  defaultExportFormat,
  exportUntil,
  withField,
  type ExportFields,
} from './exportRange';
import { allOrAbort } from '../common/allOrAbort';
import { requestActor } from '../common/fromRequest';
import { saveBlob } from '../common/saveBlob';
import { failTo } from '../common/failTo';

interface ExportDownloadContext {
  conversationId: string;
  fields: ExportFields;
  format: ExportFormat;
  /** The names of the files of the last download. */
  saved: string[];
  error: ApiErrorInfo | null;
  /** Which server answers: upstream Polis exports a report's files only. */
  server: ApiServer;
  /** The report whose files upstream Polis exports (chosen by the user). */
  reportId: string | null;
}

export type ExportField = 'year' | 'month' | 'day' | 'offsetMinutes';
/**
 * 'csv': our readable files; 'excel': the same for Danish Excel (';', local time, Danish headers);
 * 'polis': Polis's own export files.
 */
export type ExportFormat = 'csv' | 'excel' | 'polis';

export type ExportDownloadEvent =
  | { type: 'field.change'; field: ExportField; value: number }
  | { type: 'format.change'; format: ExportFormat }
  | { type: 'report.choose'; reportId: string }
  | { type: 'export.download' };

interface DownloadInput {
  conversationId: string;
  until: number;
  format: ExportFormat;
  /** Set on upstream Polis: the report whose four files are fetched. */
  reportId: string | null;
}

/** Fetches every file of the format, then saves them; resolves with the file names. */
export async function downloadExports(input: DownloadInput, signal: AbortSignal) {
  const { conversationId, until, reportId } = input;
  const files: Pick<ExportFile, 'blob' | 'filename'>[] = await allOrAbort(signal, (each) =>
    reportId !== null
      ? REPORT_EXPORT_FILES.map((file) => fetchReportExportFile({ reportId, file }, each))
      : input.format === 'polis'
        ? POLIS_EXPORT_FILES.map((file) =>
            fetchPolisExportFile({ conversationId, file, until }, each),
          )
        : (['comments', 'votes'] as const).map((kind) =>
            fetchExportFile(
              input.format === 'excel'
                ? { conversationId, kind, until, dialect: 'excel-da' }
                : { conversationId, kind, until },
              each,
            ),
          ),
  );
  signal.throwIfAborted();
  for (const file of files) saveBlob(file.blob, file.filename);
  return files.map((file) => file.filename);
}

/** The form's fields: the day and format (by conversation), or the report (upstream). */
const fieldEvents = {
  'field.change': { guard: 'byConversation', actions: 'changeField' },
  'format.change': { guard: 'byConversation', actions: 'changeFormat' },
  'report.choose': { guard: 'byReport', actions: 'chooseReport' },
} as const;
/** Before any download, a download on upstream may still lack its report. */
const firstDownload = [
  { guard: 'needsReport', target: 'needsReport' },
  { target: 'downloading' },
] as const;

export const exportDownloadMachine = setup({
  types: {
    context: {} as ExportDownloadContext,
    events: {} as ExportDownloadEvent,
    input: {} as {
      conversationId: string;
      now?: number;
      server?: ApiServer;
      /** The browser's language (navigator.language): Danish starts in Danish Excel's format. */
      language?: string;
    },
  },
  guards: {
    // Upstream Polis exports by report: without one chosen there is nothing to fetch.
    needsReport: ({ context }) => context.server === 'polis' && context.reportId === null,
    // The report choice exists on upstream only; format and day only where they mean something.
    byReport: ({ context }) => context.server === 'polis',
    byConversation: ({ context }) => context.server !== 'polis',
  },
  actions: {
    changeField: assign({
      fields: ({ context, event }) =>
        event.type === 'field.change'
          ? withField(context.fields, event.field, event.value)
          : context.fields,
    }),
    changeFormat: assign({
      format: ({ context, event }) =>
        event.type === 'format.change' ? event.format : context.format,
    }),
    chooseReport: assign({
      reportId: ({ context, event }) =>
        event.type === 'report.choose' ? event.reportId : context.reportId,
    }),
  },
  actors: {
    downloadExports: requestActor(downloadExports),
  },
}).createMachine({
  id: 'exportDownload',
  // Where this chart's screen lives: docs/charts/README.md lists route and view from here.
  meta: { route: '/m/:conversationId/reports', view: 'src/views/reports/ExportForm.tsx' },
  context: ({ input }) => ({
    conversationId: input.conversationId,
    fields: defaultExportFields(new Date(input.now ?? Date.now()), input.language),
    format: defaultExportFormat(input.language ?? ''),
    saved: [],
    error: null,
    server: input.server ?? 'raadslag',
    reportId: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: { ...fieldEvents, 'export.download': firstDownload },
    },
    downloading: {
      entry: assign({ error: null }),
      invoke: {
        id: 'downloadExports',
        src: 'downloadExports',
        input: ({ context }) => ({
          conversationId: context.conversationId,
          until: exportUntil(context.fields),
          format: context.format,
          reportId: context.server === 'polis' ? context.reportId : null,
        }),
        onDone: { target: 'done', actions: assign({ saved: ({ event }) => event.output }) },
        onError: failTo('failed', 'error', toApiErrorInfo),
      },
    },
    // After a download on upstream a report has been chosen, and a choice is never undone.
    done: {
      on: { ...fieldEvents, 'export.download': 'downloading' },
    },
    failed: {
      on: { ...fieldEvents, 'export.download': 'downloading' },
    },
    // Upstream Polis, and no report chosen: the form says to choose (or create) one.
    needsReport: {
      on: {
        'report.choose': fieldEvents['report.choose'],
        'export.download': firstDownload,
      },
    },
  },
});

type ExportDownloadSnapshot = SnapshotFrom<typeof exportDownloadMachine>;

export const selectExportFields = (s: ExportDownloadSnapshot): ExportFields => s.context.fields;
export const selectExportFormat = (s: ExportDownloadSnapshot): ExportFormat => s.context.format;
export const selectIsDownloading = (s: ExportDownloadSnapshot): boolean => s.matches('downloading');
export const selectSavedFiles = (s: ExportDownloadSnapshot): string[] | null =>
  s.matches('done') ? s.context.saved : null;
export const selectExportError = (s: ExportDownloadSnapshot): ApiErrorInfo | null =>
  s.matches('failed') ? s.context.error : null;
/** Upstream Polis: the form exports a chosen report's files. */
export const selectExportsByReport = (s: ExportDownloadSnapshot): boolean =>
  s.context.server === 'polis';
export const selectExportReport = (s: ExportDownloadSnapshot): string | null => s.context.reportId;
/** A download was asked for without a report: said until one is chosen. */
export const selectNeedsReport = (s: ExportDownloadSnapshot): boolean =>
  s.matches('needsReport') && s.context.reportId === null;
