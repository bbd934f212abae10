// The moderation list at scale (docs/architecture.md#budgets): one conversation of 20,000
// statements — 12,000 accepted, 6,000 pending (one in ten flagged by the automatic moderator, with
// its reason) and 2,000 rejected — by 400 participants who cast 40,000 votes, written straight into
// the database as bench/data.ts writes its data. Deterministic (seeded PRNG).
import type { Db } from '../server/platform/db';
import { createRandom } from '../server/math/engine/random';
import { createConversation } from '../server/conversations/repo/conversations';
import { withBulkVoteCounts } from '../server/participation/repo/voteCounts';

export const MODERATION_SCALE = {
  statements: 20_000,
  participants: 400,
  votesPerParticipant: 100,
} as const;

const DAY = 24 * 60 * 60 * 1000;
const WORDS = [
  'cykelstier',
  'busser',
  'torvet',
  'biblioteket',
  'havnen',
  'legepladser',
  'parkering',
  'skolevejen',
  'træer',
  'letbanen',
  'kulturhuset',
  'støj',
];
const REASONS = ['link', 'offensive', 'caps', 'phone', 'email', 'spam'];

export async function writeModerationScaleData(
  db: Db,
  ownerUid: number,
  now: number,
  /**
   * votes: false leaves out the 40,000 votes (the e2e journey only searches, filters and rejects);
   * statements: fewer statements of the same mix (the 1,000-statement list of bench:moderation).
   */
  options: { votes?: boolean; statements?: number } = {},
): Promise<string> {
  const random = createRandom(20_261_126).next;
  const N = options.statements ?? MODERATION_SCALE.statements;
  const start = now - 30 * DAY;
  const conversation = await createConversation(db, ownerUid, {
    topic: `Bench: moderation af ${N.toLocaleString('da-DK')} udsagn`,
    description: 'Syntetiske data til npm run bench.',
    is_active: true,
  });
  const { zid } = conversation;
  const P = MODERATION_SCALE.participants;
  const created = Array.from({ length: P }, (_, i) => start + i * 60_000);
  const { rows } = await db.query<{ uid: number }>(
    'INSERT INTO users (created) SELECT unnest($1::bigint[]) RETURNING uid',
    [created.slice(1)],
  );
  const uids = [ownerUid, ...rows.map((r) => r.uid).sort((a, b) => a - b)];
  await db.query(
    `INSERT INTO participants (zid, pid, uid, created)
     SELECT $1, pid, uid, created
     FROM unnest($2::integer[], $3::integer[], $4::bigint[]) AS p(pid, uid, created)`,
    [zid, uids.map((_, i) => i), uids, created],
  );

  const c = { tid: [] as number[], pid: [] as number[], txt: [] as string[], at: [] as number[] };
  const state = { mod: [] as number[], active: [] as boolean[], flags: [] as (string | null)[] };
  for (let tid = 0; tid < N; tid++) {
    const w = (k: number) => WORDS[Math.floor(random() * WORDS.length + k) % WORDS.length];
    c.tid.push(tid);
    c.pid.push(tid % P);
    c.txt.push(`${tid + 1}. Mere fokus på ${w(0)} og ${w(1)} frem for ${w(2)} i vores by.`);
    c.at.push(start + Math.floor((tid / N) * 29 * DAY));
    const slot = tid % 10;
    const mod = slot < 6 ? 1 : slot < 9 ? 0 : -1;
    const flagged = mod === 0 && tid % 30 === 7;
    state.mod.push(mod);
    state.active.push(!flagged);
    state.flags.push(flagged ? REASONS[tid % REASONS.length] : null);
  }
  for (let from = 0; from < N; from += 5_000) {
    const to = Math.min(N, from + 5_000);
    await db.query(
      `INSERT INTO comments (zid, tid, pid, uid, txt, created, modified, mod, active, is_seed,
                             lang, flag_reasons)
       SELECT $1, t.tid, t.pid, p.uid, t.txt, t.created, t.created, t.mod, t.active, t.tid < 10,
              'da', CASE WHEN t.flag IS NULL THEN NULL ELSE ARRAY[t.flag] END
       FROM unnest($2::integer[], $3::integer[], $4::text[], $5::bigint[], $6::integer[],
                   $7::boolean[], $8::text[]) AS t(tid, pid, txt, created, mod, active, flag)
       JOIN participants p ON p.zid = $1 AND p.pid = t.pid`,
      [
        zid,
        c.tid.slice(from, to),
        c.pid.slice(from, to),
        c.txt.slice(from, to),
        c.at.slice(from, to),
        state.mod.slice(from, to),
        state.active.slice(from, to),
        state.flags.slice(from, to),
      ],
    );
  }

  if (options.votes !== false) await writeVotes(db, zid, N, now, random);
  await db.query('ANALYZE');
  return conversation.conversation_id;
}

/** Participant p votes on 100 different statements: (53p + 199k) mod N. */
async function writeVotes(db: Db, zid: number, N: number, now: number, random: () => number) {
  const P = MODERATION_SCALE.participants;
  const votes = { pid: [] as number[], tid: [] as number[], vote: [] as number[] };
  for (let pid = 0; pid < P; pid++) {
    for (let k = 0; k < MODERATION_SCALE.votesPerParticipant; k++) {
      votes.pid.push(pid);
      votes.tid.push((53 * pid + 199 * k) % N);
      votes.vote.push(Math.floor(random() * 3) - 1);
    }
  }
  await db.transaction((tx) =>
    withBulkVoteCounts(tx, zid, () =>
      tx.query(
        `INSERT INTO votes (zid, pid, tid, vote, created)
         SELECT $1, pid, tid, vote, $5 FROM unnest($2::integer[], $3::integer[], $4::smallint[])
           AS v(pid, tid, vote)`,
        [zid, votes.pid, votes.tid, votes.vote, now - DAY],
      ),
    ),
  );
}
