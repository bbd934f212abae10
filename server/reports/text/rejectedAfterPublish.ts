// A statement rejected after a report was published leaves every published version of the
// conversation (docs/behaviour.md#withdrawing-and-correcting-a-report): its text and figures leave
// the frozen body (snapshotErasure.withoutStatements), its sentences leave the written text, and
// the body keeps the moment in `removed`, so the page can say 'Et udsagn er fjernet efter
// offentliggørelsen (dato)' without saying which. Runs in the moderation's own transaction.
import type { ReportTextSection } from '../../../contract/reportText';
import type { Db } from '../../platform/db';
import type { FrozenReport } from '../reportSnapshot';
import { withoutStatements } from '../../dataProtection';
import { withoutStatementSentences } from './removal';

export async function removeRejectedFromReports(
  db: Db,
  zid: number,
  tids: readonly number[],
  now: number,
): Promise<void> {
  if (tids.length === 0) return;
  const rejected = new Set(tids);
  const { rows } = await db.query<{ rid: number; body: string; sections: string | null }>(
    `SELECT s.rid, s.body, t.sections FROM report_snapshots s JOIN reports r ON r.rid = s.rid
     LEFT JOIN report_texts t ON t.rid = s.rid
     WHERE r.zid = $1 FOR UPDATE OF s`,
    [zid],
  );
  for (const row of rows) {
    const body = JSON.parse(row.body) as FrozenReport;
    if (!body.statements.some((s) => rejected.has(s.tid))) continue;
    const corrected: FrozenReport = {
      ...withoutStatements(body, rejected),
      removed: [...(body.removed ?? []), now],
    };
    await db.query('UPDATE report_snapshots SET body = $2 WHERE rid = $1', [
      row.rid,
      JSON.stringify(corrected),
    ]);
    if (row.sections !== null) {
      const sections = JSON.parse(row.sections) as ReportTextSection[];
      await db.query('UPDATE report_texts SET sections = $2, modified = $3 WHERE rid = $1', [
        row.rid,
        JSON.stringify(withoutStatementSentences(sections, rejected)),
        now,
      ]);
    }
  }
}
