// SQL for the data-protection settings of a conversation (migration 050): when it closed, its
// retention period, when the participants' data was deleted; and the retention job's query.
import type { Db } from '../../platform/db';

export interface RetentionRow {
  closed_at: number | null;
  retention_days: number | null;
  participant_data_deleted_at: number | null;
}

const toNumberOrNull = (value: unknown) => (value === null ? null : Number(value));

export async function readRetention(db: Db, zid: number): Promise<RetentionRow> {
  const { rows } = await db.query<RetentionRow>(
    `SELECT closed_at, retention_days, participant_data_deleted_at FROM conversations
     WHERE zid = $1`,
    [zid],
  );
  const row = rows[0];
  return {
    closed_at: toNumberOrNull(row.closed_at),
    retention_days: toNumberOrNull(row.retention_days),
    participant_data_deleted_at: toNumberOrNull(row.participant_data_deleted_at),
  };
}

export async function setRetentionDays(db: Db, zid: number, days: number | null): Promise<void> {
  await db.query('UPDATE conversations SET retention_days = $2 WHERE zid = $1', [zid, days]);
}

/** Closed conversations whose retention period has run out by `now` and not yet purged. */
export async function conversationsDueForRetention(
  db: Db,
  now: number,
): Promise<{ zid: number; conversation_id: string }[]> {
  const { rows } = await db.query<{ zid: number; conversation_id: string }>(
    `SELECT c.zid, z.zinvite AS conversation_id FROM conversations c
     JOIN zinvites z ON z.zid = c.zid
     WHERE c.retention_days IS NOT NULL AND c.participant_data_deleted_at IS NULL
       AND NOT c.is_active AND c.closed_at IS NOT NULL
       AND c.closed_at + c.retention_days::bigint * 86400000 <= $1
     ORDER BY c.closed_at`,
    [now],
  );
  return rows;
}
