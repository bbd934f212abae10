// GET /export/comments.csv and /export/votes.csv (moderators only): a conversation's statements
// and votes up to `until` (ms, exclusive), as CSV attachments fetched with the bearer token — and
// the same as Polis's own four files, GET /export/polis/<file>.csv (docs/api.md#polis-export-files).
// Upstream Polis has none of these: it exports a report's files, GET
// /reportExport/{report_id}/<file>.csv (docs/upstream.md#export).
import { apiGetFile, type ApiFile } from '../common/client';

export type ExportKind = 'comments' | 'votes';

export interface ExportFile {
  kind: ExportKind;
  blob: Blob;
  filename: string;
}

/** Polis's export files, named as Polis names them. */
export const POLIS_EXPORT_FILES = ['summary', 'comments', 'votes', 'participants-votes'] as const;
export type PolisExportFile = (typeof POLIS_EXPORT_FILES)[number];

export async function fetchPolisExportFile(
  query: { conversationId: string; file: PolisExportFile; until: number },
  signal: AbortSignal,
): Promise<{ blob: Blob; filename: string }> {
  const file: ApiFile = await apiGetFile(`export/polis/${query.file}.csv`, {
    signal,
    searchParams: { conversation_id: query.conversationId, until: query.until },
  });
  return { blob: file.blob, filename: file.filename ?? `${query.file}.csv` };
}

/** `excel-da`: the same files for Danish Excel (';', local time, Danish headers). */
export type ExportDialect = 'excel-da';

export async function fetchExportFile(
  query: { conversationId: string; kind: ExportKind; until: number; dialect?: ExportDialect },
  signal: AbortSignal,
): Promise<ExportFile> {
  const { conversationId, kind, until, dialect } = query;
  const file: ApiFile = await apiGetFile(`export/${kind}.csv`, {
    signal,
    searchParams: dialect
      ? { conversation_id: conversationId, until, dialect }
      : { conversation_id: conversationId, until },
  });
  const suffix = dialect ? `-${dialect}` : '';
  return {
    kind,
    blob: file.blob,
    filename: file.filename ?? `raadslag-${conversationId}-${kind}${suffix}.csv`,
  };
}

/** Upstream Polis's export files of a report (it has no export by conversation). */
export const REPORT_EXPORT_FILES = ['summary', 'comments', 'votes', 'participant-votes'] as const;
export type ReportExportFile = (typeof REPORT_EXPORT_FILES)[number];

export async function fetchReportExportFile(
  query: { reportId: string; file: ReportExportFile },
  signal: AbortSignal,
): Promise<{ blob: Blob; filename: string }> {
  const file: ApiFile = await apiGetFile(
    `reportExport/${encodeURIComponent(query.reportId)}/${query.file}.csv`,
    { signal },
  );
  return { blob: file.blob, filename: file.filename ?? `${query.reportId}-${query.file}.csv` };
}
