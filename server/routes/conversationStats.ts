// GET /conversationStats — the monitoring screen's time series. Moderators, or anyone holding a
// report_id of the conversation (a published report shows the same charts).
import { Hono, type Context } from 'hono';
import {
  conversationIdParam,
  loadConversation,
  requireModerator,
} from '../http/conversationAccess';
import type { AppEnv } from '../http/context';
import { paramParseFailed } from '../http/errors';
import { untilParam } from '../http/untilParam';
import { conversationStats } from '../repo/conversationStats';
import type { ConversationRow } from '../repo/conversations';
import { findReport } from '../repo/reports';
import { isReportId } from '../rules/reportId';

const DENIED = {
  error: 'polis_err_conversationStats_need_report_id_or_moderation_permission',
  message: 'Statistikken kræver moderatorrettigheder eller et rapport-id for samtalen.',
};

async function reportGrantsAccess(
  c: Context<AppEnv>,
  reportId: string | undefined,
  conversation: ConversationRow,
): Promise<boolean> {
  if (reportId === undefined || reportId === '') return false;
  if (!isReportId(reportId)) throw paramParseFailed('report_id', 'Ugyldigt rapport-id.');
  const report = await findReport(c.var.db, reportId);
  return report !== null && report.zid === conversation.zid;
}

export function conversationStatsRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/', async (c) => {
    const before = untilParam(c.req.query('until'));
    const conversation = await loadConversation(
      c,
      conversationIdParam(c.req.query('conversation_id')),
    );
    if (!(await reportGrantsAccess(c, c.req.query('report_id'), conversation))) {
      await requireModerator(c, conversation, DENIED);
    }
    return c.json(await conversationStats(c.var.db, conversation.zid, before));
  });

  return routes;
}
