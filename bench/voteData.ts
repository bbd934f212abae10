// Synthetic data for the vote path of the benchmark (docs/deploy.md#sizing): conversations that
// differ only in how many statements they have (50 and 2,000), each with the same 400 earlier
// participants and 16,000 earlier votes, so the vote path is compared at equal history. Written
// straight into the database before the server starts; deterministic (seeded PRNG).
import type { Db } from '../server/platform/db';
import { createRandom } from '../server/math/engine/random';
import { ensureOwner } from '../server/demo/writeDemo';
import { createConversation } from '../server/conversations/repo/conversations';

export const VOTE_BENCH_EMAIL = 'bench-votes@raadslag.dk';
export const VOTE_SIZES = {
  statementCounts: [50, 2_000],
  participants: 400,
  votesPerParticipant: 40,
} as const;

export interface VoteBenchConversation {
  conversationId: string;
  statements: number;
}

const DAY = 24 * 60 * 60 * 1000;
const WORDS = ['cykelstier', 'busser', 'torvet', 'biblioteket', 'havnen', 'parkering', 'skoler'];

/** One conversation with `statements` accepted statements and the shared vote history. */
async function voteConversation(
  db: Db,
  ownerUid: number,
  statements: number,
  now: number,
): Promise<VoteBenchConversation> {
  const random = createRandom(20_261_117 + statements).next;
  const start = now - 14 * DAY;
  const conversation = await createConversation(db, ownerUid, {
    topic: `Bench: stemmer med ${statements.toLocaleString('da-DK')} udsagn`,
    description: 'Syntetiske data til npm run bench.',
    is_active: true,
  });
  const { zid } = conversation;
  const P = VOTE_SIZES.participants;
  const { rows } = await db.query<{ uid: number }>(
    'INSERT INTO users (created) SELECT unnest($1::bigint[]) RETURNING uid',
    [Array.from({ length: P - 1 }, (_, i) => start + i * 1_000)],
  );
  const uids = [ownerUid, ...rows.map((row) => row.uid).sort((a, b) => a - b)];
  await db.query(
    `INSERT INTO participants (zid, pid, uid, created)
     SELECT $1, pid, uid, $4 FROM unnest($2::integer[], $3::integer[]) AS p(pid, uid)`,
    [zid, uids.map((_, i) => i), uids, start],
  );
  await db.query(
    `INSERT INTO comments (zid, tid, pid, uid, txt, created, modified, mod)
     SELECT $1, tid, 0, $2, txt, $3, $3, 1 FROM unnest($4::integer[], $5::text[]) AS t(tid, txt)`,
    [
      zid,
      ownerUid,
      start,
      Array.from({ length: statements }, (_, tid) => tid),
      Array.from(
        { length: statements },
        (_, tid) => `${tid + 1}. Flere ${WORDS[tid % WORDS.length]} i bymidten (${tid}).`,
      ),
    ],
  );
  // Participant p votes on V different statements: (7p + k·step) mod N, k = 0…V−1.
  const V = Math.min(VOTE_SIZES.votesPerParticipant, statements);
  const step = statements > V ? Math.floor(statements / V) : 1;
  const votes = { pid: [] as number[], tid: [] as number[], vote: [] as number[] };
  for (let pid = 0; pid < P; pid++) {
    for (let k = 0; k < V; k++) {
      votes.pid.push(pid);
      votes.tid.push((7 * pid + k * step) % statements);
      votes.vote.push(Math.floor(random() * 3) - 1);
    }
  }
  for (let from = 0; from < votes.pid.length; from += 20_000) {
    const to = from + 20_000;
    await db.query(
      `INSERT INTO votes (zid, pid, tid, vote, created)
       SELECT $1, pid, tid, vote, $5 FROM unnest($2::integer[], $3::integer[], $4::smallint[])
         AS v(pid, tid, vote)`,
      [
        zid,
        votes.pid.slice(from, to),
        votes.tid.slice(from, to),
        votes.vote.slice(from, to),
        start,
      ],
    );
  }
  return { conversationId: conversation.conversation_id, statements };
}

export async function writeVoteBenchData(
  db: Db,
  now = Date.now(),
): Promise<VoteBenchConversation[]> {
  const ownerUid = await ensureOwner(db, { email: VOTE_BENCH_EMAIL, hname: 'Bench Stemmer' });
  const made: VoteBenchConversation[] = [];
  for (const statements of VOTE_SIZES.statementCounts) {
    made.push(await voteConversation(db, ownerUid, statements, now));
  }
  // As a running database would be: vacuumed and analysed since the history was written.
  await db.exec('VACUUM ANALYZE');
  return made;
}
