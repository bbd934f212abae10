// How many statements of a conversation wait for moderation (mod 0): the admin sidebar's count
// beside 'Moderér'. One index range on comments (zid, mod, tid).
import type { Db } from '../../platform/db';

export async function countWaiting(db: Db, zid: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*) AS n FROM comments WHERE zid = $1 AND mod = 0',
    [zid],
  );
  return Number(rows[0]?.n ?? 0);
}
