// A participant's erasure ("Mine data", docs/privacy.md#mine-data) reaches the published reports
// too: a frozen report (report_snapshots) keeps the statements' texts as they were, so without this
// the text a participant deleted would still be served by GET /reportData. Their statements leave
// every frozen report of the conversation — the text and each per-statement figure, the groups'
// lists, the consensus and divisive lists and the map. What stays as frozen are the aggregates
// (totals, group sizes, the timelines): counts without a participant number, as the retention
// period keeps them (server/dataProtection/).
import type { Db } from '../platform/db';
import type { FrozenReport } from '../reports/reportSnapshot';

/** The frozen body without these statements. */
export function withoutStatements(body: FrozenReport, tids: ReadonlySet<number>): FrozenReport {
  const kept = <T extends { tid: number }>(list: T[]) => list.filter((s) => !tids.has(s.tid));
  const math = body.math
    ? {
        ...body.math,
        groups: body.math.groups.map((group) => ({
          ...group,
          statements: kept(group.statements),
          important: kept(group.important),
        })),
        consensus: kept(body.math.consensus),
        divisive: kept(body.math.divisive),
        statements: body.math.statements.filter(([tid]) => !tids.has(tid)),
      }
    : null;
  return { ...body, statements: kept(body.statements), math };
}

/** Takes these statements of the conversation out of each of its frozen reports (in `db`'s transaction). */
export async function eraseStatementsFromReports(
  db: Db,
  zid: number,
  tids: number[],
): Promise<void> {
  if (tids.length === 0) return;
  const { rows } = await db.query<{ rid: number; body: string }>(
    `SELECT s.rid, s.body FROM report_snapshots s JOIN reports r ON r.rid = s.rid
     WHERE r.zid = $1 FOR UPDATE OF s`,
    [zid],
  );
  const erased = new Set(tids);
  for (const row of rows) {
    const body = JSON.parse(row.body) as FrozenReport;
    if (!body.statements.some((s) => erased.has(s.tid))) continue;
    await db.query('UPDATE report_snapshots SET body = $2 WHERE rid = $1', [
      row.rid,
      JSON.stringify(withoutStatements(body, erased)),
    ]);
  }
}
