// The topics a report's draft names (docs/behaviour.md#the-reports-written-text): the conversation's
// broadest layer of generated topics that a moderator has not rejected or marked meta, each with the
// number of the report's own statements in it. Topics are not frozen with the figures, so the draft
// reads them when it is built; the saved or published text keeps what it said.
import type { Db } from '../../platform/db';
import type { DraftTopic } from './draftRules';

export async function reportTopics(
  db: Db,
  zid: number,
  shown: ReadonlySet<number>,
): Promise<DraftTopic[]> {
  const { rows } = await db.query<{ topic_name: string; tids: number[] | null }>(
    `SELECT t.topic_name, array_agg(a.tid ORDER BY a.tid) AS tids
     FROM topics t
     JOIN topic_comment_assignments a
       ON a.zid = t.zid AND a.layer_id = t.layer_id AND a.cluster_id = t.cluster_id
     WHERE t.zid = $1 AND t.status IN ('pending', 'accepted')
       AND t.layer_id = (SELECT max(layer_id) FROM topics WHERE zid = $1)
     GROUP BY t.topic_name, t.cluster_id ORDER BY count(*) DESC, t.cluster_id`,
    [zid],
  );
  return rows
    .map((row) => ({
      name: row.topic_name,
      statements: (row.tids ?? []).filter((tid) => shown.has(Number(tid))).length,
    }))
    .filter((topic) => topic.statements > 0)
    .sort((a, b) => b.statements - a.statements);
}
