// 'Hent alt om samtalen (JSON)' in the owner's data section of the configure screen (issue 19):
// everything stored about the conversation as one file, for an access request or an archive.
//
// `idle` → `downloading` (the actor fetches GET /conversationArchive and hands the file to the
// browser: the side effect lives in the actor, so the view only renders) → `done` with the file's
// name, or `failed` with the reason; both take the button again.
//
// Diagram: docs/charts/archiveDownload.md
import { assign, setup } from 'xstate';
import { fetchConversationArchive } from '../api/conversationArchive';
import { fromRequest } from './actors/fromRequest';
import { saveBlob } from './effects/saveBlob';
import { responseProblem, type ResponseProblem } from './rules/responseText';

export interface ArchiveDownloadInput {
  conversationId: string;
}

interface ArchiveDownloadContext {
  conversationId: string;
  /** The name of the file last saved. */
  filename: string | null;
  error: ResponseProblem | null;
}

export type ArchiveDownloadEvent = { type: 'archive.download' };

export const archiveDownloadMachine = setup({
  types: {
    context: {} as ArchiveDownloadContext,
    events: {} as ArchiveDownloadEvent,
    input: {} as ArchiveDownloadInput,
  },
  actors: {
    downloadArchive: fromRequest<string, { conversationId: string }>(async ({ input, signal }) => {
      const file = await fetchConversationArchive(input.conversationId, signal);
      signal.throwIfAborted();
      saveBlob(file.blob, file.filename);
      return file.filename;
    }),
  },
}).createMachine({
  id: 'archiveDownload',
  // Where this chart's screen lives: docs/charts/README.md lists route and view from here.
  meta: { route: '/m/:conversationId', view: 'src/views/configure/ArchiveDownload.tsx' },
  context: ({ input }) => ({ conversationId: input.conversationId, filename: null, error: null }),
  initial: 'idle',
  states: {
    idle: { on: { 'archive.download': 'downloading' } },
    downloading: {
      entry: assign({ error: null }),
      invoke: {
        id: 'downloadArchive',
        src: 'downloadArchive',
        input: ({ context }) => ({ conversationId: context.conversationId }),
        onDone: { target: 'done', actions: assign({ filename: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => responseProblem(event.error) }),
        },
      },
    },
    done: { on: { 'archive.download': 'downloading' } },
    failed: { on: { 'archive.download': 'downloading' } },
  },
});
