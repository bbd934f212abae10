// A statement rejected after a report was published leaves every published version of the
// conversation (docs/behaviour.md#withdrawing-and-correcting-a-report): its text and figures leave
// the frozen body (snapshotErasure.withoutStatements), its sentences leave the written text, and
// the body keeps the moment in `removed`, so the page can say 'Et udsagn er fjernet efter
// offentliggørelsen (dato)' without saying which. The text is searched for the statement's text as
// it is stored, so a version that never showed it still loses the owner's sentences quoting it.
// Runs in the moderation's own transaction.
import type { ReportTextSection } from '../../../contract/reportText';
import type { Db } from '../../platform/db';
import type { FrozenReport } from '../reportSnapshot';
import { withoutStatements } from '../../dataProtection';
import { withoutStatementSentences, type RemovedStatement } from './removal';

export async function removeRejectedFromReports(
  db: Db,
  zid: number,
  tids: readonly number[],
  now: number,
): Promise<void> {
  if (tids.length === 0) return;
  const rejected = new Set(tids);
  const { rows: texts } = await db.query<RemovedStatement>(
    'SELECT tid, txt FROM comments WHERE zid = $1 AND tid = ANY($2::int[])',
    [zid, [...rejected]],
  );
  const { rows } = await db.query<{ rid: number; body: string; sections: string | null }>(
    `SELECT s.rid, s.body, t.sections FROM report_snapshots s JOIN reports r ON r.rid = s.rid
     LEFT JOIN report_texts t ON t.rid = s.rid
     WHERE r.zid = $1 FOR UPDATE OF s`,
    [zid],
  );
  for (const row of rows) {
    const body = JSON.parse(row.body) as FrozenReport;
    const shown = body.statements.some((s) => rejected.has(s.tid));
    const sections =
      row.sections === null ? null : (JSON.parse(row.sections) as ReportTextSection[]);
    // The text as this version froze it too, in case it was written differently then.
    const frozenTexts = body.statements.filter((s) => rejected.has(s.tid));
    const corrected = sections && withoutStatementSentences(sections, [...texts, ...frozenTexts]);
    const textChanged = JSON.stringify(corrected) !== JSON.stringify(sections);
    if (!shown && !textChanged) continue;
    const frozen: FrozenReport = {
      ...(shown ? withoutStatements(body, rejected) : body),
      removed: [...(body.removed ?? []), now],
    };
    await db.query('UPDATE report_snapshots SET body = $2 WHERE rid = $1', [
      row.rid,
      JSON.stringify(frozen),
    ]);
    if (textChanged) {
      await db.query('UPDATE report_texts SET sections = $2, modified = $3 WHERE rid = $1', [
        row.rid,
        JSON.stringify(corrected),
        now,
      ]);
    }
  }
}
