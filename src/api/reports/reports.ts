// /reports: a conversation's reports (moderators) and creating one. Parsing per
// docs/api.md#tolerance: `created` may be a number or a numeric string; an unreadable one stays NaN
// so the view shows '' for it (formatReportTime), never 1970.
import type { Report } from '../../../contract/types';
import { apiGetData, apiSend, forConversation } from '../common/client';
import { listOf, recordOrEmpty, toNullableText, toNumber, toText } from '../common/tolerance';

function parseReport(value: unknown): Report {
  const raw = recordOrEmpty(value);
  return {
    report_id: toText(raw.report_id),
    created: toNumber(raw.created, Number.NaN),
    modified: toNumber(raw.modified, Number.NaN),
    conversation_id: toText(raw.conversation_id),
    report_name: toNullableText(raw.report_name),
    mod_level: toNumber(raw.mod_level, 0),
  };
}

function parseReportList(value: unknown): Report[] {
  return listOf(value, 'reports', 'report list')
    .map(parseReport)
    .filter((report) => report.report_id !== '');
}

export async function listReports(conversationId: string, signal: AbortSignal): Promise<Report[]> {
  const data = await apiGetData('reports', forConversation(conversationId, signal));
  return parseReportList(data);
}

/** POST /reports. The answer is `{}` upstream: the caller re-fetches the list. */
export async function createReport(conversationId: string, signal: AbortSignal): Promise<void> {
  await apiSend('post', 'reports', { signal, json: { conversation_id: conversationId } });
}
