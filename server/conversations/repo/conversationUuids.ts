// SQL for a conversation's UUID (GET /conversationUuid): made on first ask, the same ever after,
// also when two first asks race (the loser's insert does nothing and both read the winner's).
import { randomUUID } from 'node:crypto';
import type { Db } from '../../platform/db';

export async function conversationUuid(
  db: Db,
  zid: number,
  newUuid: () => string = randomUUID,
): Promise<string> {
  await db.query(
    `INSERT INTO conversation_uuids (zid, uuid) VALUES ($1, $2) ON CONFLICT (zid) DO NOTHING`,
    [zid, newUuid()],
  );
  const { rows } = await db.query<{ uuid: string }>(
    'SELECT uuid::text AS uuid FROM conversation_uuids WHERE zid = $1',
    [zid],
  );
  return rows[0].uuid;
}
