// GET /reportData?report_id=R — the public report: the conversation, its statements with the counts
// of the participants' current votes, totals and the participation curve. Which statements:
// rules/reportLevel.ts. Public, like the report's link; nothing about who voted what.
import { Hono } from 'hono';
import type { ReportData } from '../../src/contract/types';
import type { AppEnv } from '../http/context';
import { HttpError, paramMissing } from '../http/errors';
import { conversationStats } from '../repo/conversationStats';
import { findConversationByZid } from '../repo/conversations';
import { reportStatements, reportTotals } from '../repo/reportData';
import { findReport } from '../repo/reports';
import { isReportId } from '../rules/reportId';
import { reportModLevel } from '../rules/reportLevel';

const notFound = () =>
  new HttpError(
    404,
    'polis_err_report_not_found',
    'Rapporten findes ikke. Tjek at adressen er skrevet rigtigt.',
  );

export function reportDataRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/', async (c) => {
    const reportId = c.req.query('report_id');
    if (reportId === undefined || reportId === '') throw paramMissing('report_id');
    if (!isReportId(reportId)) throw notFound();
    const { db } = c.var;
    const report = await findReport(db, reportId);
    const conversation = report && (await findConversationByZid(db, report.zid));
    if (!report || !conversation) throw notFound();
    const level = reportModLevel(report.mod_level, conversation);
    const [statements, totals, stats] = await Promise.all([
      reportStatements(db, report.zid, level),
      reportTotals(db, report.zid, level),
      conversationStats(db, report.zid, Number.MAX_SAFE_INTEGER),
    ]);
    const body: ReportData = {
      report: { report_id: report.report_id, created: report.created, mod_level: level },
      conversation: {
        conversation_id: conversation.conversation_id,
        topic: conversation.topic,
        description: conversation.description,
      },
      totals,
      statements,
      stats: { firstVoteTimes: stats.firstVoteTimes, firstCommentTimes: stats.firstCommentTimes },
    };
    return c.json(body);
  });

  return routes;
}
