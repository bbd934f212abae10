// SQL that deletes data for good (docs/privacy.md#deleting-a-conversation): a whole conversation
// (the owner's "Slet samtale"), its participants' data when its retention period has run out, and
// one participant's own votes and statements ("Mine data"). Most rows go by ON DELETE CASCADE; the
// ones without a foreign key to the conversation are deleted here by name: votes_latest_unique, the
// jobs and rate-limit rows keyed by the conversation, and the anonymous users behind its
// participants (a users row with neither name nor e-mail, made for this conversation only).
import type { Db } from '../../platform/db';
import { eraseStatementsFromReports } from '../snapshotErasure';

export interface ConversationDataCounts {
  statements: number;
  votes: number;
  participants: number;
  reports: number;
  topics: number;
}

/** What deleting the conversation removes, for the confirmation dialog. */
export async function countConversationData(db: Db, zid: number): Promise<ConversationDataCounts> {
  const { rows } = await db.query<Record<keyof ConversationDataCounts, string | number>>(
    `SELECT (SELECT count(*) FROM comments WHERE zid = $1) AS statements,
            (SELECT count(*) FROM votes WHERE zid = $1) AS votes,
            (SELECT count(*) FROM participants WHERE zid = $1) AS participants,
            (SELECT count(*) FROM reports WHERE zid = $1) AS reports,
            (SELECT count(*) FROM topics WHERE zid = $1) AS topics`,
    [zid],
  );
  const row = rows[0];
  return {
    statements: Number(row.statements),
    votes: Number(row.votes),
    participants: Number(row.participants),
    reports: Number(row.reports),
    topics: Number(row.topics),
  };
}

/** Rows keyed by the conversation that no foreign key reaches: jobs and rate-limit windows. */
async function deleteKeyedRows(db: Db, zid: number, conversationId: string): Promise<void> {
  await db.query('DELETE FROM jobs WHERE key = $1 OR key = $2', [conversationId, String(zid)]);
  await db.query(
    `DELETE FROM rate_limit_windows WHERE key LIKE 'vote:' || $1 || ':%'
       OR key LIKE 'comment:' || $1 || ':%'`,
    [String(zid)],
  );
}

/** The anonymous users among these, unless something else still refers to them. */
async function deleteAnonymousUsers(db: Db, uids: number[]): Promise<void> {
  if (uids.length === 0) return;
  await db.query(
    `DELETE FROM users u WHERE u.uid = ANY($1::int[]) AND u.email IS NULL AND u.hname IS NULL
       AND NOT EXISTS (SELECT 1 FROM participants p WHERE p.uid = u.uid)
       AND NOT EXISTS (SELECT 1 FROM comments c WHERE c.uid = u.uid)
       AND NOT EXISTS (SELECT 1 FROM conversations c WHERE c.owner = u.uid)
       AND NOT EXISTS (SELECT 1 FROM oidc_user_mappings m WHERE m.uid = u.uid)`,
    [uids],
  );
}

async function participantUids(db: Db, zid: number): Promise<number[]> {
  const { rows } = await db.query<{ uid: number }>('SELECT uid FROM participants WHERE zid = $1', [
    zid,
  ]);
  return rows.map((row) => row.uid);
}

/** Deletes the conversation and everything stored about it, in one transaction. */
export async function deleteConversationData(
  db: Db,
  conversation: { zid: number; conversation_id: string },
): Promise<void> {
  const { zid, conversation_id: conversationId } = conversation;
  await db.transaction(async (tx) => {
    const uids = await participantUids(tx, zid);
    await tx.query('DELETE FROM votes_latest_unique WHERE zid = $1', [zid]);
    await tx.query('DELETE FROM conversations WHERE zid = $1', [zid]);
    await deleteKeyedRows(tx, zid, conversationId);
    await deleteAnonymousUsers(tx, uids);
  });
}

/**
 * The retention period ran out: the participants' contributions go — every vote, every statement
 * that is no seed, the participants and their anonymous users, the opinion groups and topics
 * computed from them. The conversation, its seed statements and its published reports stay; the
 * reports were frozen first (server/dataProtection/), so they keep their aggregate figures.
 */
export async function deleteParticipantData(
  db: Db,
  conversation: { zid: number; conversation_id: string },
  now: number,
): Promise<void> {
  const { zid, conversation_id: conversationId } = conversation;
  await db.transaction(async (tx) => {
    const uids = await participantUids(tx, zid);
    await tx.query('DELETE FROM votes_latest_unique WHERE zid = $1', [zid]);
    await tx.query('DELETE FROM votes WHERE zid = $1', [zid]);
    await tx.query('DELETE FROM comments WHERE zid = $1 AND NOT is_seed', [zid]);
    await tx.query(
      `DELETE FROM participants p WHERE p.zid = $1
         AND NOT EXISTS (SELECT 1 FROM comments c WHERE c.zid = p.zid AND c.pid = p.pid)`,
      [zid],
    );
    await tx.query('DELETE FROM math_results WHERE zid = $1', [zid]);
    await tx.query('DELETE FROM topics WHERE zid = $1', [zid]);
    await deleteKeyedRows(tx, zid, conversationId);
    await deleteAnonymousUsers(tx, uids);
    await tx.query('UPDATE conversations SET participant_data_deleted_at = $2 WHERE zid = $1', [
      zid,
      now,
    ]);
  });
}

/**
 * One participant's votes and statements (their right to erasure). Other participants' votes on
 * those statements go with them, and so do the statements' texts in published reports. The
 * participant row itself stays, empty: a pid is never reused, so the token on the participant's
 * device can never come to stand for someone else.
 */
export async function deleteOwnParticipantData(db: Db, zid: number, pid: number): Promise<void> {
  await db.transaction(async (tx) => {
    const own = await tx.query<{ tid: number }>(
      'SELECT tid FROM comments WHERE zid = $1 AND pid = $2',
      [zid, pid],
    );
    await eraseStatementsFromReports(
      tx,
      zid,
      own.rows.map((row) => row.tid),
    );
    await tx.query(
      `DELETE FROM votes_latest_unique v WHERE v.zid = $1 AND (v.pid = $2
         OR v.tid IN (SELECT tid FROM comments WHERE zid = $1 AND pid = $2))`,
      [zid, pid],
    );
    await tx.query('DELETE FROM votes WHERE zid = $1 AND pid = $2', [zid, pid]);
    await tx.query('DELETE FROM comments WHERE zid = $1 AND pid = $2', [zid, pid]);
    // The stored groups hold this participant: the next update starts from nothing and reads
    // every remaining vote (inputs_read_at 0 makes any statement count as changed).
    await tx.query(
      `UPDATE math_results SET state = NULL, last_vote_id = 0, inputs_read_at = 0
       WHERE zid = $1`,
      [zid],
    );
  });
}

export interface OwnVote {
  tid: number;
  txt: string;
  vote: number;
  modified: number;
}

export interface OwnStatement {
  tid: number;
  txt: string;
  mod: number;
  created: number;
}

/** The participant's current votes and their own statements, newest first. */
export async function ownParticipantData(
  db: Db,
  zid: number,
  pid: number,
): Promise<{ votes: OwnVote[]; statements: OwnStatement[] }> {
  const votes = await db.query<OwnVote>(
    `SELECT v.tid, c.txt, v.vote, v.modified FROM votes_latest_unique v
     JOIN comments c ON c.zid = v.zid AND c.tid = v.tid
     WHERE v.zid = $1 AND v.pid = $2 ORDER BY v.modified DESC, v.tid`,
    [zid, pid],
  );
  const statements = await db.query<OwnStatement>(
    `SELECT tid, txt, mod, created FROM comments WHERE zid = $1 AND pid = $2
     ORDER BY created DESC, tid`,
    [zid, pid],
  );
  return {
    votes: votes.rows.map((v) => ({ ...v, modified: Number(v.modified) })),
    statements: statements.rows.map((s) => ({ ...s, created: Number(s.created) })),
  };
}
