// One file from the server, saved by the browser, behind one button; the input's `file` says which.
//
// `idle` → `downloading` → `done` | `failed`, both taking the button again. The actor fetches the
// file and hands it to the browser, so the side effect is the actor's and the view only renders.
// Behaviour: docs/behaviour.md#filedownload; diagram: docs/charts/fileDownload.md
import { assign, setup } from 'xstate';
import { fetchConversationArchive } from '../../api/configure/conversationArchive';
import { fetchModerationLogCsv } from '../../api/moderation/moderationLog';
import { fromRequest } from './fromRequest';
import { saveBlob } from './saveBlob';
import { responseProblem, type ResponseProblem } from './responseText';
import { fetchReportDocx } from '../../api/reportText';
import { failTo } from './failTo';

/**
 * The files a button can fetch: GET /conversationArchive, GET /comments/moderationLog?format=csv,
 * GET /reportText/docx (a report version's Word file, docs/api.md#get-reporttextdocx).
 */
const FETCH = {
  archive: (input: FileDownloadInput, signal: AbortSignal) =>
    fetchConversationArchive(input.conversationId, signal),
  moderationLog: (input: FileDownloadInput, signal: AbortSignal) =>
    fetchModerationLogCsv(input.conversationId, signal),
  reportDocx: (input: FileDownloadInput, signal: AbortSignal) =>
    fetchReportDocx(input.reportId ?? '', signal),
} as const;

export type DownloadFile = keyof typeof FETCH;

export interface FileDownloadInput {
  conversationId: string;
  file: DownloadFile;
  /** The report version, for its Word file. */
  reportId?: string;
}

interface FileDownloadContext extends FileDownloadInput {
  /** The name of the file last saved. */
  filename: string | null;
  error: ResponseProblem | null;
}

export type FileDownloadEvent = { type: 'file.download' };

export const fileDownloadMachine = setup({
  types: {
    context: {} as FileDownloadContext,
    events: {} as FileDownloadEvent,
    input: {} as FileDownloadInput,
  },
  actors: {
    downloadFile: fromRequest<string, FileDownloadInput>(async ({ input, signal }) => {
      const file = await FETCH[input.file](input, signal);
      signal.throwIfAborted();
      saveBlob(file.blob, file.filename);
      return file.filename;
    }),
  },
}).createMachine({
  id: 'fileDownload',
  // Where this chart's screens live: docs/charts/README.md lists route and view from here.
  meta: {
    route:
      '/m/:conversationId, /m/:conversationId/comments/log, /m/:conversationId/reports/:reportId',
    view: 'src/views/common/FileDownload.tsx',
  },
  context: ({ input }) => ({ ...input, filename: null, error: null }),
  initial: 'idle',
  states: {
    idle: { on: { 'file.download': 'downloading' } },
    downloading: {
      entry: assign({ error: null }),
      invoke: {
        id: 'downloadFile',
        src: 'downloadFile',
        input: ({ context }) => ({
          conversationId: context.conversationId,
          file: context.file,
          reportId: context.reportId,
        }),
        onDone: { target: 'done', actions: assign({ filename: ({ event }) => event.output }) },
        onError: failTo('failed', 'error', responseProblem),
      },
    },
    done: { on: { 'file.download': 'downloading' } },
    failed: { on: { 'file.download': 'downloading' } },
  },
});
