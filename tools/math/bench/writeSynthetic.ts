// A synthetic conversation (syntheticConversation.ts) straight into the database, pids and tids as
// generated, for the benches that need one behind a real server: the vote probe of `npm run
// math:bench` and `npm run bench:votes -- --participants N` (docs/deploy.md#sizing).
import type { Db } from '../../../server/platform/db';
import type { MathInput } from '../../../server/math/engine/types';
import { ensureOwner } from '../../../server/demo/writeDemo';
import { createConversation } from '../../../server/conversations/repo/conversations';
import { withBulkVoteCounts } from '../../../server/participation/repo/voteCounts';

const CHUNK = 20_000;

/** The synthetic conversation straight into the database: pids and tids as in the files. */
export async function writeSynthetic(
  db: Db,
  input: MathInput,
  log: (line: string) => void = () => {},
): Promise<{ zid: number; id: string }> {
  const { votes, statements } = input;
  const ownerUid = await ensureOwner(db, { email: 'bench-math@raadslag.dk', hname: 'Bench Math' });
  const conversation = await createConversation(db, ownerUid, {
    topic: 'Bench: meningsgrupper under afstemning',
    description: 'Syntetiske data til npm run math:bench.',
    is_active: true,
  });
  const { zid } = conversation;
  const start = Math.floor(votes.created[0]) - 1000;
  const participants = votes.pid.reduce((most, pid) => Math.max(most, pid), -1) + 1;
  const { rows } = await db.query<{ uid: number }>(
    'INSERT INTO users (created) SELECT unnest($1::bigint[]) RETURNING uid',
    [Array.from({ length: participants }, () => start)],
  );
  const uids = rows.map((row) => row.uid).sort((a, b) => a - b);
  await db.query(
    `INSERT INTO participants (zid, pid, uid, created)
     SELECT $1, pid, uid, $4 FROM unnest($2::integer[], $3::integer[]) AS p(pid, uid)`,
    [zid, uids.map((_, i) => i), uids, start],
  );
  await db.query(
    `INSERT INTO comments (zid, tid, pid, uid, txt, created, modified, mod)
     SELECT $1, tid, 0, $2, 'Udsagn ' || (tid + 1), $3, $3, mod
     FROM unnest($4::integer[], $5::smallint[]) AS t(tid, mod)`,
    [zid, uids[0], start, statements.map((s) => s.tid), statements.map((s) => s.mod)],
  );
  // The per-vote counter trigger is switched off for the load and the counts made once at the
  // end (withBulkVoteCounts, as the Polis import does): 600k trigger runs took most of 14 minutes.
  await db.transaction((tx) =>
    withBulkVoteCounts(tx, zid, async () => {
      for (let from = 0; from < votes.pid.length; from += CHUNK) {
        const to = Math.min(votes.pid.length, from + CHUNK);
        await tx.query(
          `INSERT INTO votes (zid, pid, tid, vote, created)
           SELECT $1, pid, tid, vote, created
           FROM unnest($2::integer[], $3::integer[], $4::smallint[], $5::bigint[])
             AS v(pid, tid, vote, created)`,
          [
            zid,
            Array.from(votes.pid.subarray(from, to)),
            Array.from(votes.tid.subarray(from, to)),
            Array.from(votes.vote.subarray(from, to)),
            Array.from(votes.created.subarray(from, to), Math.round), // whole ms, as stored
          ],
        );
        if ((from / CHUNK) % 5 === 4) log(`${to} of ${votes.pid.length} votes written`);
      }
      log('recounting the statements’ counters');
    }),
  );
  log('VACUUM ANALYZE');
  // As a running database would be: vacuumed and analysed since the history was written.
  await db.exec('VACUUM ANALYZE');
  return { zid, id: conversation.conversation_id };
}
