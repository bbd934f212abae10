// A report's figures, frozen (docs/api.md#post-reports): the GET /reportData body is built once —
// when the report is generated, or for a report made before snapshots existed, the first time it is
// read — and stored (report_snapshots). Every later read serves the stored body, so moderation, new
// votes and a math engine that is down change nothing. Only the list of newer versions is read
// live.
import { gunzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Pca2, ReportData } from '../../contract/types';
import type { Db } from '../platform/db';
import { conversationStats, hiddenStatements } from './repo/conversationStats';
import { findConversationByZid } from '../conversations';
import { storedPca2 } from '../math';
import { reportStatements, reportTotals } from './repo/reportData';
import { findReport, type ReportRow } from './repo/reports';
import {
  newerReports,
  readSnapshot,
  storeSnapshot,
  unfrozenReportIds,
} from './repo/reportSnapshots';
import { reportModLevel } from './rules/reportLevel';
import { emptyReportMath, reportMath } from './reportMath';

const gunzipAsync = promisify(gunzip);

export type FrozenReport = Omit<ReportData, 'newer'>;

/** The body as it stands now. Null when the conversation is gone. */
async function buildReport(db: Db, report: ReportRow, now: number): Promise<FrozenReport | null> {
  const conversation = await findConversationByZid(db, report.zid);
  if (!conversation) return null;
  const level = reportModLevel(report.mod_level, conversation);
  const [statements, totals, stats, stored] = await Promise.all([
    reportStatements(db, report.zid, level),
    reportTotals(db, report.zid, level),
    hiddenStatements(db, report.zid, level).then((hidden) =>
      conversationStats(db, report.zid, Number.MAX_SAFE_INTEGER, hidden),
    ),
    storedPca2(db, report.zid),
  ]);
  const shown = new Set(statements.filter((s) => !s.is_meta).map((s) => s.tid));
  const pca2 = stored
    ? (JSON.parse((await gunzipAsync(stored.pca2_gzip)).toString('utf8')) as Pca2)
    : null;
  return {
    report: { report_id: report.report_id, created: report.created, mod_level: level },
    conversation: {
      conversation_id: conversation.conversation_id,
      topic: conversation.topic,
      description: conversation.description,
    },
    totals,
    statements,
    stats: { firstVoteTimes: stats.firstVoteTimes, firstCommentTimes: stats.firstCommentTimes },
    taken_at: now,
    math: pca2
      ? reportMath(pca2, shown, conversation.importance_enabled)
      : emptyReportMath(conversation.importance_enabled),
  };
}

/** Freezes the report's figures now, unless they are frozen already. */
export async function freezeReport(db: Db, report: ReportRow, now = Date.now()): Promise<void> {
  if (await readSnapshot(db, report.rid)) return;
  const body = await buildReport(db, report, now);
  if (body) await storeSnapshot(db, { rid: report.rid, takenAt: now, body: JSON.stringify(body) });
}

/**
 * The frozen body with the newer versions. A report made before snapshots is frozen now, and with
 * it every other such report of the conversation, oldest first: their moments then follow their
 * order, so "newer" means newer figures.
 */
export async function readReport(db: Db, report: ReportRow): Promise<ReportData | null> {
  let text = await readSnapshot(db, report.rid);
  if (!text) {
    for (const reportId of await unfrozenReportIds(db, report.zid)) {
      const row = await findReport(db, reportId);
      if (row) await freezeReport(db, row);
    }
    text = await readSnapshot(db, report.rid);
  }
  if (!text) return null;
  const frozen = JSON.parse(text) as FrozenReport;
  return { ...frozen, newer: await newerReports(db, report) };
}
