// A withdrawn report version answers no public call that names it
// (docs/api.md#withdrawn-report-versions): every public read taking a `report_id` — the report
// itself, the report by id (which would hand out the conversation id), the report's charts and
// the opinion groups upstream's report client fetches with it — answers 410 with one Danish
// sentence and no figures. Mounted by the router before those routes; a missing or malformed id
// is left to the route's own answer.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../platform/http/context';
import { HttpError } from '../../platform/http/errors';
import { isWithdrawn } from '../repo/reports';
import { isReportId } from '../rules/reportId';
import { reportMessages } from '../messages';

export const withdrawnReport = () =>
  new HttpError(410, 'polis_err_report_withdrawn', reportMessages.withdrawn);

/** The public reads that take a report_id; the router mounts refuseWithdrawnReport on each. */
export const PUBLIC_REPORT_READS = ['/reportData', '/reports', '/conversationStats', '/math/pca2'];

export function refuseWithdrawnReport(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const reportId = c.req.method === 'GET' ? c.req.query('report_id') : undefined;
    if (reportId !== undefined && isReportId(reportId)) {
      if (await isWithdrawn(c.var.db, reportId)) throw withdrawnReport();
    }
    await next();
  };
}
