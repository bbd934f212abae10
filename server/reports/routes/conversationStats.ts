// GET /conversationStats — the monitoring screen's time series. Moderators, or anyone holding a
// report_id of the conversation (a published report shows the same charts); with a report_id the
// series count only the statements that report shows, and the votes on them.
import { Hono, type Context } from 'hono';
import { conversationIdParam, loadConversation, requireModerator } from '../../conversations';
import type { AppEnv } from '../../platform/http/context';
import { paramParseFailed } from '../../platform/http/errors';
import { untilParam } from '../../platform/http/untilParam';
import { conversationStats, hiddenStatements } from '../repo/conversationStats';
import type { ConversationRow } from '../../conversations';
import { findReport, type ReportRow } from '../repo/reports';
import { reportModLevel } from '../rules/reportLevel';
import { isReportId } from '../rules/reportId';
import { reportMessages } from '../messages';
import { reportIdInvalid } from '../../platform/messages';

const DENIED = {
  error: 'polis_err_conversationStats_need_report_id_or_moderation_permission',
  message: reportMessages.statsDenied,
};

/** The report the id names, when it is one of this conversation's; null otherwise. */
async function reportOf(
  c: Context<AppEnv>,
  reportId: string | undefined,
  conversation: ConversationRow,
): Promise<ReportRow | null> {
  if (reportId === undefined || reportId === '') return null;
  if (!isReportId(reportId)) throw paramParseFailed('report_id', reportIdInvalid);
  const report = await findReport(c.var.db, reportId);
  return report !== null && report.zid === conversation.zid ? report : null;
}

export function conversationStatsRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/', async (c) => {
    const before = untilParam(c.req.query('until'));
    const conversation = await loadConversation(
      c,
      conversationIdParam(c.req.query('conversation_id')),
    );
    const report = await reportOf(c, c.req.query('report_id'), conversation);
    if (!report) await requireModerator(c, conversation, DENIED);
    const hidden = report
      ? await hiddenStatements(
          c.var.db,
          conversation.zid,
          reportModLevel(report.mod_level, conversation),
        )
      : [];
    return c.json(await conversationStats(c.var.db, conversation.zid, before, hidden));
  });

  return routes;
}
