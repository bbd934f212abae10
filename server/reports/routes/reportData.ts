// GET /reportData?report_id=R — the public report: the conversation, its statements with the counts
// of the participants' votes, totals, the participation curve and the opinion groups, as they stood
// when the report was generated (reports/reportSnapshot.ts: frozen, so later votes and moderation do
// not change it), and the conversation's newer reports. Which statements: rules/reportLevel.ts.
// Public, like the report's link; nothing about who voted what.
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/context';
import { HttpError, paramMissing } from '../../platform/http/errors';
import { findReport } from '../repo/reports';
import { readReport } from '../reportSnapshot';
import { publicReport } from '../text/publicReport';
import { isReportId } from '../rules/reportId';
import { reportMessages } from '../messages';

const notFound = () =>
  new HttpError(404, 'polis_err_report_not_found', reportMessages.reportNotFoundAtAddress);

export function reportDataRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/', async (c) => {
    const reportId = c.req.query('report_id');
    if (reportId === undefined || reportId === '') throw paramMissing('report_id');
    if (!isReportId(reportId)) throw notFound();
    const report = await findReport(c.var.db, reportId);
    const body = report && (await readReport(c.var.db, report));
    if (!body) throw notFound();
    return c.json(await publicReport(c.var.db, report.rid, body));
  });

  return routes;
}
