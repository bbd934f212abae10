// GET /reportData?report_id=R: the public report (no token). Counts and timestamps may arrive as
// numeric strings (docs/api.md#tolerance); statements come back in tid order.
import type { ModValue, ReportData, ReportStatement } from '../../contract/types';
import { ApiError } from '../apiError';
import { apiGetData } from '../client';
import { toBoolean, toNumber, toText } from '../tolerance';

type Raw = Record<string, unknown>;

const record = (value: unknown): Raw =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Raw) : {};

const count = (value: unknown) => Math.max(0, Math.round(toNumber(value, 0)));

function toMod(value: unknown): ModValue {
  const mod = toNumber(value, 0);
  return mod === 1 ? 1 : mod === -1 ? -1 : 0;
}

function toTimes(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  return value
    .map((item) => toNumber(item, Number.NaN))
    .filter((ms) => Number.isFinite(ms))
    .sort((a, b) => a - b);
}

export function parseReportStatement(value: unknown): ReportStatement {
  const raw = record(value);
  const agrees = count(raw.agrees);
  const disagrees = count(raw.disagrees);
  const passes = count(raw.passes);
  return {
    tid: toNumber(raw.tid, -1),
    txt: toText(raw.txt),
    agrees,
    disagrees,
    passes,
    // Never fewer than the parts: the percentages are shares of this number.
    votes: Math.max(count(raw.votes), agrees + disagrees + passes),
    mod: toMod(raw.mod),
    is_meta: toBoolean(raw.is_meta),
  };
}

export function parseReportData(value: unknown): ReportData {
  const raw = record(value);
  const report = record(raw.report);
  const conversation = record(raw.conversation);
  if (!toText(report.report_id) || !Array.isArray(raw.statements)) {
    throw new ApiError({
      status: 200,
      statusText: 'OK',
      body: JSON.stringify(value ?? null),
      message: "Unexpected report data in the server's answer",
    });
  }
  const totals = record(raw.totals);
  const stats = record(raw.stats);
  return {
    report: {
      report_id: toText(report.report_id),
      created: toNumber(report.created, Number.NaN),
      mod_level: toNumber(report.mod_level, 0),
    },
    conversation: {
      conversation_id: toText(conversation.conversation_id),
      topic: toText(conversation.topic),
      description: toText(conversation.description),
    },
    totals: {
      participants: count(totals.participants),
      voters: count(totals.voters),
      votes: count(totals.votes),
      statements: count(totals.statements),
    },
    statements: raw.statements
      .map(parseReportStatement)
      .filter((s) => s.tid >= 0)
      .sort((a, b) => a.tid - b.tid),
    stats: {
      firstVoteTimes: toTimes(stats.firstVoteTimes),
      firstCommentTimes: toTimes(stats.firstCommentTimes),
    },
  };
}

export async function getReportData(reportId: string, signal: AbortSignal): Promise<ReportData> {
  const data = await apiGetData('reportData', { signal, searchParams: { report_id: reportId } });
  return parseReportData(data);
}
