// The reports screen's test data: reports as the chart's sample outputs, and a way to give the
// test server's conversation exactly that many reports before a list request is answered (the
// newest go first, as if someone deleted them; missing ones are created).
import type { Report } from '../../../contract/types';
import type { TestServer } from '../../server/support';
import { zidOf } from '../../server/support/activity';
import { createReport } from '../../../server/reports/repo/reports';

const report = (n: number): Report => ({
  report_id: `r${String(n).padStart(20, '0')}`,
  created: 1_700_000_000_000 + n * 60_000,
  modified: 1_700_000_000_000 + n * 60_000,
  conversation_id: 'c000000001',
  report_name: null,
  mod_level: -2,
});

/** n reports, newest first (as the server lists them). */
export const reports = (n: number): Report[] => Array.from({ length: n }, (_, i) => report(n - i));

export async function keepReports(server: TestServer, conversationId: string, count: number) {
  const zid = await zidOf(server.db, conversationId);
  const { rows } = await server.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM reports WHERE zid = $1',
    [zid],
  );
  const have = rows[0].n;
  if (have > count) {
    await server.db.query(
      `DELETE FROM reports WHERE rid IN (
         SELECT rid FROM reports WHERE zid = $1 ORDER BY created DESC, rid DESC LIMIT $2)`,
      [zid, have - count],
    );
  }
  for (let i = have; i < count; i++) await createReport(server.db, zid);
}
