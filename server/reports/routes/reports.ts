// GET, POST /reports — a conversation's reports (moderators), one report by its public id (anyone),
// and creating a report, which freezes its figures (a new version is a new report).
import { Hono } from 'hono';
import {
  conversationIdParam,
  loadConversation,
  loadBodyConversationAsUser,
  requireModerator,
} from '../../conversations';
import type { AppEnv } from '../../platform/http/context';
import { HttpError, paramParseFailed } from '../../platform/http/errors';
import { toReport } from '../present/reports';
import { createReport, findReport, listReports } from '../repo/reports';
import { freezeReport } from '../reportSnapshot';
import { isReportId } from '../rules/reportId';
import { reportMessages } from '../messages';
import { reportIdInvalid } from '../../platform/messages';

const LIST_DENIED = {
  error: 'polis_err_get_reports_permissions',
  message: reportMessages.listDenied,
};
const CREATE_DENIED = {
  error: 'polis_err_post_reports_permissions',
  message: reportMessages.createDenied,
};

export function reportsRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/', async (c) => {
    const reportId = c.req.query('report_id');
    const conversationId = c.req.query('conversation_id');
    if (reportId !== undefined && conversationId !== undefined) {
      throw new HttpError(
        400,
        'polis_err_get_reports_should_not_specify_both_report_id_and_conversation_id',
        reportMessages.reportAndConversation,
      );
    }
    if (reportId !== undefined) {
      if (!isReportId(reportId)) throw paramParseFailed('report_id', reportIdInvalid);
      const report = await findReport(c.var.db, reportId);
      if (!report) {
        throw new HttpError(
          404,
          'polis_err_param_parse_failed_report_id',
          reportMessages.reportNotFound,
        );
      }
      return c.json([toReport(report)]);
    }
    const conversation = await loadConversation(c, conversationIdParam(conversationId));
    await requireModerator(c, conversation, LIST_DENIED);
    const rows = await listReports(c.var.db, conversation.zid);
    return c.json(rows.map(toReport));
  });

  routes.post('/', async (c) => {
    const { conversation } = await loadBodyConversationAsUser(c);
    await requireModerator(c, conversation, CREATE_DENIED);
    // A report is frozen as it is made (reports/reportSnapshot.ts): a newer version is a new report.
    const reportId = await c.var.db.transaction(async (tx) => {
      const id = await createReport(tx, conversation.zid);
      const report = await findReport(tx, id);
      if (report) await freezeReport(tx, report);
      return id;
    });
    // Upstream answers {}: the client re-fetches the list; report_id is this server's convenience.
    return c.json({ report_id: reportId });
  });

  return routes;
}
