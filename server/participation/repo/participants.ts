// SQL for participants. pid is assigned by the participants_assign_pid trigger (0, 1, 2… per
// conversation), so inserts never compute it themselves.
import type { Db } from '../../platform/db';

/** The user's pid in the conversation, creating the participant row on first call. */
export async function ensureParticipant(db: Db, zid: number, uid: number): Promise<number> {
  const inserted = await db.query<{ pid: number }>(
    `INSERT INTO participants (zid, uid) VALUES ($1, $2)
     ON CONFLICT (zid, uid) DO NOTHING RETURNING pid`,
    [zid, uid],
  );
  if (inserted.rows[0]) return inserted.rows[0].pid;
  const { rows } = await db.query<{ pid: number }>(
    'SELECT pid FROM participants WHERE zid = $1 AND uid = $2',
    [zid, uid],
  );
  return rows[0].pid;
}
