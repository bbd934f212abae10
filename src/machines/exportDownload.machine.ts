// The export form on the reports screen: comments and votes as CSV files, up to the end of the
// chosen day in the chosen zone — or, with the Polis format chosen, Polis's own four files.
//
// `idle`, `done` and `failed` all take `field.change`, `format.change` and `export.download`;
// `downloading` locks the form. `downloadExports` fetches both files through the API client (bearer token) and hands
// them to the browser as Blob downloads: the side effect lives in the actor, so the view only
// renders.
//
// Behaviour: docs/behaviour.md#exportdownload
// Diagram: docs/charts/exportDownload.md
import { assign, setup, type SnapshotFrom } from 'xstate';
import { toApiErrorInfo, type ApiErrorInfo } from '../api/apiError';
import {
  fetchExportFile,
  fetchPolisExportFile,
  POLIS_EXPORT_FILES,
  type ExportFile,
} from '../api/exports';
import {
  defaultExportFields,
  exportUntil,
  withField,
  type ExportFields,
} from './rules/exportRange';
import { allOrAbort } from './actors/allOrAbort';
import { fromRequest } from './actors/fromRequest';
import { saveBlob } from './effects/saveBlob';

interface ExportDownloadContext {
  conversationId: string;
  fields: ExportFields;
  format: ExportFormat;
  /** The names of the files of the last download. */
  saved: string[];
  error: ApiErrorInfo | null;
}

export type ExportField = 'year' | 'month' | 'day' | 'offsetMinutes';
/** 'csv': our readable files; 'polis': Polis's own export files. */
export type ExportFormat = 'csv' | 'polis';

export type ExportDownloadEvent =
  | { type: 'field.change'; field: ExportField; value: number }
  | { type: 'format.change'; format: ExportFormat }
  | { type: 'export.download' };

interface DownloadInput {
  conversationId: string;
  until: number;
  format: ExportFormat;
}

/** Fetches every file of the format, then saves them; resolves with the file names. */
export async function downloadExports(input: DownloadInput, signal: AbortSignal) {
  const { conversationId, until } = input;
  const files: Pick<ExportFile, 'blob' | 'filename'>[] = await allOrAbort(signal, (each) =>
    input.format === 'polis'
      ? POLIS_EXPORT_FILES.map((file) =>
          fetchPolisExportFile({ conversationId, file, until }, each),
        )
      : (['comments', 'votes'] as const).map((kind) =>
          fetchExportFile({ conversationId, kind, until }, each),
        ),
  );
  signal.throwIfAborted();
  for (const file of files) saveBlob(file.blob, file.filename);
  return files.map((file) => file.filename);
}

export const exportDownloadMachine = setup({
  types: {
    context: {} as ExportDownloadContext,
    events: {} as ExportDownloadEvent,
    input: {} as { conversationId: string; now?: number },
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
  },
  actors: {
    downloadExports: fromRequest<string[], DownloadInput>(({ input, signal }) =>
      downloadExports(input, signal),
    ),
  },
}).createMachine({
  id: 'exportDownload',
  // Where this chart's screen lives: docs/charts/README.md lists route and view from here.
  meta: { route: '/m/:conversationId/reports', view: 'src/views/reports/ExportForm.tsx' },
  context: ({ input }) => ({
    conversationId: input.conversationId,
    fields: defaultExportFields(new Date(input.now ?? Date.now())),
    format: 'csv',
    saved: [],
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'export.download': 'downloading',
        'field.change': { actions: 'changeField' },
        'format.change': { actions: 'changeFormat' },
      },
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
        }),
        onDone: { target: 'done', actions: assign({ saved: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => toApiErrorInfo(event.error) }),
        },
      },
    },
    done: {
      on: {
        'export.download': 'downloading',
        'field.change': { actions: 'changeField' },
        'format.change': { actions: 'changeFormat' },
      },
    },
    failed: {
      on: {
        'export.download': 'downloading',
        'field.change': { actions: 'changeField' },
        'format.change': { actions: 'changeFormat' },
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
