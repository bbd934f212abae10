// /reportText: a report version's written text — read (the draft until saved), save with the version
// it was based on, publish, withdraw — and its Word file (docs/api.md#report-text). Owner only; this
// server's calls (upstream Polis has no report text). A 409 that carries the text as it is now
// becomes a ReportTextConflict, so the editor can show both versions.
import type { ReportTextBody, ReportTextKey, ReportTextSection } from '../../contract/reportText';
import { ApiError, isApiError } from './common/apiError';
import { apiGetData, apiGetFile, apiSend } from './common/client';
import { recordOrEmpty, toNumber, toText } from './common/tolerance';

const KEYS = new Set<ReportTextKey>([
  'summary',
  'groups',
  'consensus',
  'divisive',
  'importance',
  'topics',
  'method',
]);

function parseSection(value: unknown): ReportTextSection | null {
  const raw = recordOrEmpty(value);
  const key = toText(raw.key) as ReportTextKey;
  if (!KEYS.has(key)) return null;
  const paragraphs = Array.isArray(raw.paragraphs)
    ? raw.paragraphs.filter((p): p is string => typeof p === 'string')
    : [];
  return { key, heading: toText(raw.heading), paragraphs };
}

const nullableTime = (value: unknown) =>
  value === null || value === undefined ? null : toNumber(value, Number.NaN);

export function parseReportText(value: unknown): ReportTextBody {
  const raw = recordOrEmpty(value);
  const sections = Array.isArray(raw.sections) ? raw.sections.map(parseSection) : [];
  return {
    report_id: toText(raw.report_id),
    sections: sections.filter((s): s is ReportTextSection => s !== null),
    version: toNumber(raw.version, 0),
    published_at: nullableTime(raw.published_at),
    withdrawn_at: nullableTime(raw.withdrawn_at),
  };
}

/** 409: the text was saved elsewhere meanwhile; `current` is the text as it is now. */
export class ReportTextConflict extends ApiError {
  constructor(
    base: ApiError,
    readonly current: ReportTextBody,
  ) {
    super(ApiError.initOf(base));
  }
}

export const isReportTextConflict = (error: unknown): error is ReportTextConflict =>
  error instanceof ReportTextConflict;

function conflictOf(error: unknown): unknown {
  if (!isApiError(error) || error.status !== 409) return error;
  try {
    const body = recordOrEmpty(JSON.parse(error.body));
    return body.current ? new ReportTextConflict(error, parseReportText(body.current)) : error;
  } catch {
    return error;
  }
}

export async function getReportText(reportId: string, signal: AbortSignal) {
  const data = await apiGetData('reportText', { signal, searchParams: { report_id: reportId } });
  return parseReportText(data);
}

export async function saveReportText(
  input: { reportId: string; version: number; sections: ReportTextSection[] },
  signal: AbortSignal,
): Promise<ReportTextBody> {
  try {
    const json = { report_id: input.reportId, version: input.version, sections: input.sections };
    return parseReportText(await apiSend('put', 'reportText', { signal, json }));
  } catch (error) {
    throw conflictOf(error);
  }
}

export async function publishReportText(
  input: { reportId: string; version: number },
  signal: AbortSignal,
): Promise<ReportTextBody> {
  const json = { report_id: input.reportId, version: input.version };
  return parseReportText(await apiSend('post', 'reportText/publish', { signal, json }));
}

export async function withdrawReport(reportId: string, signal: AbortSignal) {
  const json = { report_id: reportId };
  return parseReportText(await apiSend('post', 'reportText/withdraw', { signal, json }));
}

/** GET /reportText/docx: the Word file, named raadslag-{emne}-{dato}.docx by the server. */
export async function fetchReportDocx(
  reportId: string,
  signal: AbortSignal,
): Promise<{ blob: Blob; filename: string }> {
  const file = await apiGetFile('reportText/docx', {
    signal,
    searchParams: { report_id: reportId },
  });
  return { blob: file.blob, filename: file.filename ?? `raadslag-${reportId}.docx` };
}
