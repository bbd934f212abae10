// Statements written straight into a conversation (as its owner's participant record), for the
// pipeline's tests, timing runs and demo data — no HTTP, no seed-comment rules.
import type { Db } from '../platform/db';
import { ensureParticipant } from '../participation/repo/participants';

interface InsertStatementsOptions {
  /** -1 rejected, 0 pending (default), 1 accepted. */
  mod?: -1 | 0 | 1;
}

/** Inserts the texts in order; returns their tids. */
export async function insertStatements(
  db: Db,
  conversationId: string,
  texts: string[],
  { mod = 0 }: InsertStatementsOptions = {},
): Promise<number[]> {
  const { rows } = await db.query<{ zid: number; owner: number }>(
    'SELECT c.zid, c.owner FROM conversations c JOIN zinvites z ON z.zid = c.zid WHERE z.zinvite = $1',
    [conversationId],
  );
  if (!rows[0]) throw new Error(`insertStatements: no conversation ${conversationId}`);
  const { zid, owner } = rows[0];
  const pid = await ensureParticipant(db, zid, owner);
  const tids: number[] = [];
  // One at a time: the tid trigger numbers them in this order.
  for (const txt of texts) {
    const inserted = await db.query<{ tid: number }>(
      'INSERT INTO comments (zid, pid, uid, txt, mod) VALUES ($1, $2, $3, $4, $5) RETURNING tid',
      [zid, pid, owner, txt, mod],
    );
    tids.push(inserted.rows[0].tid);
  }
  return tids;
}
