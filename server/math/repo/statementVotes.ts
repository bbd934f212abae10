// SQL for GET /math/statementVotes: each statement's current votes (votes_latest_unique: a changed
// vote counts once, as changed), every statement with a vote whatever its moderation — the
// moderators see pending and rejected statements too.
import type { VoteSplit } from '../../../contract/statementVotes';
import type { Db } from '../../platform/db';

export async function currentVoteSplits(db: Db, zid: number): Promise<Map<number, VoteSplit>> {
  const { rows } = await db.query<VoteSplit & { tid: number }>(
    `SELECT tid,
            count(*) FILTER (WHERE vote = -1)::integer AS agree,
            count(*) FILTER (WHERE vote = 1)::integer AS disagree,
            count(*) FILTER (WHERE vote = 0)::integer AS pass
     FROM votes_latest_unique WHERE zid = $1
     GROUP BY tid`,
    [zid],
  );
  return new Map(rows.map(({ tid, ...split }) => [tid, split]));
}
