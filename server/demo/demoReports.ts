// The demo's report versions, frozen at their own moments: a report seeded "5 days in" shows the
// votes, statements and opinion groups of day 5, not those of the day the demo was first opened
// (docs/api.md#get-reportdata: a report made before snapshots is otherwise frozen when first read,
// and all three would then show the same figures). Built from the plan, which knows when every
// vote was cast; the moderation is the plan's (the demo has no moderation history).
import type { Pca2, ReportStatement } from '../../contract/types';
import type { Db } from '../platform/db';
import type { FrozenReport } from '../reports';
import { reportMath } from '../reports';
import { buildPca2Response } from '../math';
import { updateMath } from '../math';
import { voteColumns } from '../math';
import { conversationStats, hiddenStatements } from '../reports';
import { findReport } from '../reports';
import { storeSnapshot } from '../reports';
import type { DemoPlan } from './plan';

/** What the demo's reports show: accepted statements (it is strictly moderated). */
const shownAt = (c: DemoPlan['comments'][number]) => c.mod >= 1 && (c.active || c.mod === 1);

function bodyAt(
  plan: DemoPlan,
  at: number,
): Omit<FrozenReport, 'report' | 'conversation' | 'stats'> {
  const comments = plan.comments.filter((c) => c.created <= at);
  const votes = plan.votes.filter((v) => v.created <= at).sort((a, b) => a.created - b.created);
  const latest = new Map<string, (typeof votes)[number]>();
  for (const v of votes) latest.set(`${v.pid}:${v.tid}`, v);
  const shown = comments.filter(shownAt);
  const shownTids = new Set(shown.filter((c) => !c.is_meta).map((c) => c.tid));
  const statements: ReportStatement[] = shown.map((c) => {
    const own = [...latest.values()].filter((v) => v.tid === c.tid);
    return {
      tid: c.tid,
      txt: c.txt,
      agrees: own.filter((v) => v.vote === -1).length,
      disagrees: own.filter((v) => v.vote === 1).length,
      passes: own.filter((v) => v.vote === 0).length,
      votes: own.length,
      important: 0,
      mod: c.mod as ReportStatement['mod'],
      is_meta: c.is_meta,
    };
  });
  const current = [...latest.values()].filter((v) => shown.some((c) => c.tid === v.tid));
  // The math as it stood: every statement participants could not see then counted as moderated out.
  const { result } = updateMath({
    votes: voteColumns(votes),
    statements: comments.map((c) => ({
      tid: c.tid,
      mod: shownAt(c) ? c.mod : -1,
      isMeta: c.is_meta,
    })),
  });
  const pca2 = {
    ...buildPca2Response(result, 1),
    raadslag: {
      computed_at: at,
      vote_count: votes.length,
      groups_reason: result.groupClusters.length ? null : 'no_differences',
      importance: { all: {}, groups: {} },
    },
  } as unknown as Pca2;
  return {
    totals: {
      participants: plan.participants.filter((p) => p.created <= at).length,
      voters: new Set(current.map((v) => v.pid)).size,
      votes: current.length,
      statements: shown.length,
    },
    statements,
    taken_at: at,
    math: reportMath(pca2, shownTids, false),
  };
}

/** Freezes each seeded report with the figures of its own moment. */
export async function freezeDemoReports(
  db: Db,
  conversation: { zid: number; conversation_id: string; topic: string; description: string },
  plan: DemoPlan,
  reportIds: readonly string[],
): Promise<void> {
  const hidden = await hiddenStatements(db, conversation.zid, 1);
  for (const reportId of reportIds) {
    const report = await findReport(db, reportId);
    if (!report) continue;
    const at = report.created;
    const stats = await conversationStats(db, conversation.zid, at, hidden);
    const body: FrozenReport = {
      report: { report_id: report.report_id, created: report.created, mod_level: 1 },
      conversation: {
        conversation_id: conversation.conversation_id,
        topic: conversation.topic,
        description: conversation.description,
      },
      ...bodyAt(plan, at),
      stats: { firstVoteTimes: stats.firstVoteTimes, firstCommentTimes: stats.firstCommentTimes },
    };
    await storeSnapshot(db, { rid: report.rid, takenAt: at, body: JSON.stringify(body) });
  }
}
