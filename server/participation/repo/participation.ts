// SQL for anonymous participation: participants without any personal data (a users row with neither
// name nor e-mail, as Polis's anonymous users), their votes, and what a participant has left to vote
// on. Votes are stored the Polis way (agree -1, disagree 1, pass 0); the votes trigger keeps
// votes_latest_unique, whose row is the vote that counts.
import type { VoteValue } from '../../../contract/types';
import type { Db } from '../../platform/db';

export interface ParticipantRef {
  pid: number;
  uid: number;
}

/** A new anonymous participant of the conversation: a fresh user row, then the participant row. */
export async function createAnonymousParticipant(db: Db, zid: number): Promise<ParticipantRef> {
  const { rows } = await db.query<ParticipantRef>(
    `WITH u AS (INSERT INTO users (hname, email) VALUES (NULL, NULL) RETURNING uid)
     INSERT INTO participants (zid, uid) SELECT $1, uid FROM u RETURNING pid, uid`,
    [zid],
  );
  return rows[0];
}

/** The participant, if the conversation has one with this pid. */
export async function findParticipant(
  db: Db,
  zid: number,
  pid: number,
): Promise<ParticipantRef | null> {
  const { rows } = await db.query<ParticipantRef>(
    'SELECT pid, uid FROM participants WHERE zid = $1 AND pid = $2',
    [zid, pid],
  );
  return rows[0] ?? null;
}

export async function insertVote(
  db: Db,
  vote: { zid: number; pid: number; tid: number; vote: VoteValue; highPriority?: boolean },
): Promise<void> {
  await db.query(
    'INSERT INTO votes (zid, pid, tid, vote, high_priority) VALUES ($1, $2, $3, $4, $5)',
    [vote.zid, vote.pid, vote.tid, vote.vote, vote.highPriority ?? false],
  );
}

/** Visible to participants: active, and mod at least `lowestMod` (1 under strict moderation). */
export async function isVisibleComment(
  db: Db,
  zid: number,
  tid: number,
  lowestMod: number,
): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM comments WHERE zid = $1 AND tid = $2 AND active AND mod >= $3',
    [zid, tid, lowestMod],
  );
  return rows.length > 0;
}
