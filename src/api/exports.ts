// GET /export/comments.csv and /export/votes.csv (moderators only): a conversation's statements
// and votes up to `until` (ms, exclusive), as CSV attachments fetched with the bearer token.
import { apiGetFile, type ApiFile } from './client';

export type ExportKind = 'comments' | 'votes';

export interface ExportFile {
  kind: ExportKind;
  blob: Blob;
  filename: string;
}

export async function fetchExportFile(
  query: { conversationId: string; kind: ExportKind; until: number },
  signal: AbortSignal,
): Promise<ExportFile> {
  const file: ApiFile = await apiGetFile(`export/${query.kind}.csv`, {
    signal,
    searchParams: { conversation_id: query.conversationId, until: query.until },
  });
  return {
    kind: query.kind,
    blob: file.blob,
    filename: file.filename ?? `raadslag-${query.conversationId}-${query.kind}.csv`,
  };
}
