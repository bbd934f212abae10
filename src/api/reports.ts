// /reports: a conversation's reports (moderators) and creating one. Parsing per
// docs/api.md#tolerance: `created` may be a number or a numeric string; an unreadable one stays NaN
// so the view shows '' for it (formatReportTime), never 1970.
import type { Report } from '../contract/types';
import { ApiError } from './apiError';
import { apiGetData, apiSend } from './client';
import { toNullableText, toNumber, toText } from './tolerance';

type Raw = Record<string, unknown>;

export function parseReport(value: unknown): Report {
  const raw = (value && typeof value === 'object' ? value : {}) as Raw;
  return {
    report_id: toText(raw.report_id),
    created: toNumber(raw.created, Number.NaN),
    modified: toNumber(raw.modified, Number.NaN),
    conversation_id: toText(raw.conversation_id),
    report_name: toNullableText(raw.report_name),
    mod_level: toNumber(raw.mod_level, 0),
  };
}

export function parseReportList(value: unknown): Report[] {
  const list = Array.isArray(value)
    ? value
    : value && typeof value === 'object' && Array.isArray((value as Raw).reports)
      ? ((value as Raw).reports as unknown[])
      : null;
  if (!list) {
    throw new ApiError({
      status: 200,
      statusText: 'OK',
      body: JSON.stringify(value ?? null),
      message: "Unexpected report list in the server's answer",
    });
  }
  return list.map(parseReport).filter((report) => report.report_id !== '');
}

export async function listReports(conversationId: string, signal: AbortSignal): Promise<Report[]> {
  const data = await apiGetData('reports', {
    signal,
    searchParams: { conversation_id: conversationId },
  });
  return parseReportList(data);
}

/** POST /reports. The answer is `{}` upstream: the caller re-fetches the list. */
export async function createReport(conversationId: string, signal: AbortSignal): Promise<void> {
  await apiSend('post', 'reports', { signal, json: { conversation_id: conversationId } });
}
