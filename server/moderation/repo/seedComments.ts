// SQL for a conversation's seed statements as the configure screen lists them
// (docs/api.md#seed-statements): each with its vote count, and edited or deleted only while nobody
// has voted on it. The vote check and the change run under a lock on the statement's row, which a
// vote's foreign key also takes: a vote arriving meanwhile waits, then finds the new text or no
// statement.
import type { SeedStatement } from '../../../contract/types';
import type { Db } from '../../platform/db';

export async function listSeeds(db: Db, zid: number): Promise<SeedStatement[]> {
  const { rows } = await db.query<{ tid: number; txt: string; created: number; votes: number }>(
    `SELECT c.tid, c.txt, c.created,
            (SELECT count(*) FROM votes v WHERE v.zid = c.zid AND v.tid = c.tid) AS votes
     FROM comments c WHERE c.zid = $1 AND c.is_seed ORDER BY c.tid`,
    [zid],
  );
  return rows.map((row) => ({
    tid: row.tid,
    txt: row.txt,
    created: Number(row.created),
    vote_count: Number(row.votes),
  }));
}

/** Why a seed cannot be changed: there is none with this tid, or someone has voted on it. */
export type SeedChange = 'ok' | 'missing' | 'voted' | 'duplicate';

async function lockSeed(tx: Db, zid: number, tid: number): Promise<SeedChange> {
  const { rows } = await tx.query<{ voted: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM votes v WHERE v.zid = c.zid AND v.tid = c.tid) AS voted
     FROM comments c WHERE c.zid = $1 AND c.tid = $2 AND c.is_seed FOR UPDATE`,
    [zid, tid],
  );
  if (!rows[0]) return 'missing';
  return rows[0].voted ? 'voted' : 'ok';
}

export async function editSeed(db: Db, zid: number, tid: number, txt: string): Promise<SeedChange> {
  return db.transaction(async (tx) => {
    const state = await lockSeed(tx, zid, tid);
    if (state !== 'ok') return state;
    const { rows } = await tx.query(
      'SELECT 1 FROM comments WHERE zid = $1 AND txt = $2 AND tid <> $3',
      [zid, txt, tid],
    );
    if (rows.length > 0) return 'duplicate';
    await tx.query(
      'UPDATE comments SET txt = $3, modified = now_as_millis() WHERE zid = $1 AND tid = $2',
      [zid, tid, txt],
    );
    return 'ok';
  });
}

export async function deleteSeed(db: Db, zid: number, tid: number): Promise<SeedChange> {
  return db.transaction(async (tx) => {
    const state = await lockSeed(tx, zid, tid);
    if (state !== 'ok') return state;
    await tx.query('DELETE FROM comments WHERE zid = $1 AND tid = $2', [zid, tid]);
    return 'ok';
  });
}
