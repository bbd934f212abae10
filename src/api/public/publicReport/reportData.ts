// GET /reportData?report_id=R: the public report (no token). Counts and timestamps may arrive as
// numeric strings (docs/api.md#tolerance); statements come back in tid order. The frozen opinion
// groups and the newer versions: reportMath.ts.
import type { ReportData, ReportStatement } from '../../../../contract/types';
import { apiGetData } from '../../common/client';
import { parsePublishedText, parseRemoved } from '../publishedText';
import { parseNewerVersions, parseReportMath } from './reportMath';
import {
  recordOrEmpty as record,
  toBoolean,
  toCount as count,
  toMod,
  toNumber,
  toStatementRef,
  toText,
  toTimes,
  unexpected,
} from '../../common/tolerance';

function parseReportStatement(value: unknown): ReportStatement {
  const raw = record(value);
  const agrees = count(raw.agrees);
  const disagrees = count(raw.disagrees);
  const passes = count(raw.passes);
  return {
    ...toStatementRef(raw),
    agrees,
    disagrees,
    passes,
    // Never fewer than the parts: the percentages are shares of this number.
    votes: Math.max(count(raw.votes), agrees + disagrees + passes),
    // Upstream's report has no such count: 0 when it is missing.
    important: count(raw.important),
    mod: toMod(raw.mod),
    is_meta: toBoolean(raw.is_meta),
  };
}

export function parseReportData(value: unknown): ReportData {
  const raw = record(value);
  const report = record(raw.report);
  const conversation = record(raw.conversation);
  if (!toText(report.report_id) || !Array.isArray(raw.statements)) {
    throw unexpected('report data', value);
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
    // An older server froze nothing: its figures are from the moment they were read.
    taken_at: toNumber(raw.taken_at, Number.NaN),
    math: parseReportMath(raw.math),
    newer: parseNewerVersions(raw.newer),
    removed: parseRemoved(raw.removed),
    text: parsePublishedText(raw.text),
  };
}

export async function getReportData(reportId: string, signal: AbortSignal): Promise<ReportData> {
  const data = await apiGetData('reportData', { signal, searchParams: { report_id: reportId } });
  return parseReportData(data);
}
