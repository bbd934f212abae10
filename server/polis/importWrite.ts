// Writes a checked import plan (importPlan.ts) as a new conversation of `ownerUid`, all or nothing:
// one transaction, so a failure half-way leaves no trace. Bulk statements with arrays unnested in
// the database (as the demo seed does), votes in chunks in the plan's order — vote_id then follows
// the timestamp order, which is the order the math reads them in. Each participant gets an
// anonymous user of its own, except the owner's stand-in for statements without an author.
import type { Db } from '../platform/db';
import { createConversation } from '../conversations/repo/conversations';
import { withBulkVoteCounts } from '../participation/repo/voteCounts';
import type { ImportPlan } from './importPlan';

/** Rows per statement: one chunk holds the request thread a fraction of a second on PGlite. */
const VOTE_CHUNK = 2_000;

export interface ImportedConversation {
  zid: number;
  conversation_id: string;
  participants: number;
  comments: number;
  votes: number;
}

/**
 * Between chunks the process answers its other requests (/healthz among them): on PGlite the
 * database runs in this thread.
 */
const pause = () => new Promise((resolve) => setImmediate(resolve));

async function writeWithin(tx: Db, ownerUid: number, plan: ImportPlan) {
  const { zid, conversation_id } = await createConversation(tx, ownerUid, {
    topic: plan.topic,
    description: plan.description,
  });
  const anonymous = plan.participants.filter((p) => p.pid !== plan.ownerPid);
  const uidOf = new Map<number, number>();
  for (let start = 0; start < anonymous.length; start += VOTE_CHUNK) {
    const part = anonymous.slice(start, start + VOTE_CHUNK);
    const { rows: users } = await tx.query<{ uid: number }>(
      `INSERT INTO users (created) SELECT unnest($1::bigint[]) RETURNING uid`,
      [part.map((p) => p.created)],
    );
    part.forEach((p, i) => uidOf.set(p.pid, users[i].uid));
    await pause();
  }
  if (plan.ownerPid !== null) uidOf.set(plan.ownerPid, ownerUid);
  for (let start = 0; start < plan.participants.length; start += VOTE_CHUNK) {
    const part = plan.participants.slice(start, start + VOTE_CHUNK);
    await tx.query(
      `INSERT INTO participants (zid, pid, uid, created)
       SELECT $1, pid, uid, created FROM unnest($2::integer[], $3::integer[], $4::bigint[])
         AS p(pid, uid, created)`,
      [zid, part.map((p) => p.pid), part.map((p) => uidOf.get(p.pid)), part.map((p) => p.created)],
    );
    await pause();
  }
  const c = plan.comments;
  await tx.query(
    `INSERT INTO comments (zid, tid, pid, uid, txt, created, modified, mod, is_meta, is_seed)
     SELECT $1, t.tid, t.pid, p.uid, t.txt, t.created, t.created, t.mod, t.is_meta,
            t.pid = $8
     FROM unnest($2::integer[], $3::integer[], $4::text[], $5::bigint[], $6::integer[],
                 $7::boolean[]) AS t(tid, pid, txt, created, mod, is_meta)
     JOIN participants p ON p.zid = $1 AND p.pid = t.pid`,
    [
      zid,
      c.map((x) => x.tid),
      c.map((x) => x.pid),
      c.map((x) => x.txt),
      c.map((x) => x.created),
      c.map((x) => x.mod),
      c.map((x) => x.isMeta),
      plan.ownerPid ?? -1,
    ],
  );
  // Counted once at the end, not once per vote (the same mechanism the demo seed uses).
  const { votes } = plan;
  await withBulkVoteCounts(tx, zid, async () => {
    for (let start = 0; start < votes.pid.length; start += VOTE_CHUNK) {
      const end = start + VOTE_CHUNK;
      const part = <T extends Int32Array | Int8Array | Float64Array>(column: T) =>
        Array.from(column.subarray(start, end));
      await tx.query(
        `INSERT INTO votes (zid, pid, tid, vote, created)
         SELECT $1, pid, tid, vote, created
         FROM unnest($2::integer[], $3::integer[], $4::smallint[], $5::bigint[])
           WITH ORDINALITY AS v(pid, tid, vote, created, n)
         ORDER BY n`,
        [zid, part(votes.pid), part(votes.tid), part(votes.vote), part(votes.created)],
      );
      await pause();
    }
  });
  return {
    zid,
    conversation_id,
    participants: plan.participants.length,
    comments: plan.comments.length,
    votes: plan.votes.pid.length,
  };
}

export async function writeImport(
  db: Db,
  ownerUid: number,
  plan: ImportPlan,
): Promise<ImportedConversation> {
  return db.transaction((tx) => writeWithin(tx, ownerUid, plan));
}
