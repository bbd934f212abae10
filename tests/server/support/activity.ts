// Participants, statements and votes for server tests, written straight to the database (there is
// no vote API yet) or, for statements, posted as the admin does.
import type { Db } from '../../../server/platform/db';
import type { TestServer } from './createTestServer';

export interface TestVote {
  pid: number;
  tid: number;
  /** Polis: agree -1, disagree 1, pass 0. */
  vote: -1 | 0 | 1;
  created: number;
}

export async function zidOf(db: Db, conversationId: string): Promise<number> {
  const { rows } = await db.query<{ zid: number }>('SELECT zid FROM zinvites WHERE zinvite = $1', [
    conversationId,
  ]);
  if (!rows[0]) throw new Error(`no conversation ${conversationId}`);
  return rows[0].zid;
}

/** `count` anonymous participants (users without e-mail); returns their pids in order. */
export async function addParticipants(db: Db, zid: number, count: number): Promise<number[]> {
  const pids: number[] = [];
  for (let i = 0; i < count; i++) {
    const { rows } = await db.query<{ pid: number }>(
      `WITH u AS (INSERT INTO users (hname) VALUES (NULL) RETURNING uid)
       INSERT INTO participants (zid, uid) SELECT $1, uid FROM u RETURNING pid`,
      [zid],
    );
    pids.push(rows[0].pid);
  }
  return pids;
}

export async function castVotes(db: Db, zid: number, votes: TestVote[]): Promise<void> {
  if (votes.length === 0) return;
  await db.query(
    `INSERT INTO votes (zid, pid, tid, vote, created)
     SELECT $1, pid, tid, vote, created
     FROM unnest($2::integer[], $3::integer[], $4::smallint[], $5::bigint[])
       AS v(pid, tid, vote, created)`,
    [
      zid,
      votes.map((v) => v.pid),
      votes.map((v) => v.tid),
      votes.map((v) => v.vote),
      votes.map((v) => v.created),
    ],
  );
}

/** Sets a comment's created time (comments get now_as_millis() when posted). */
export async function backdateComment(db: Db, zid: number, tid: number, created: number) {
  await db.query('UPDATE comments SET created = $3 WHERE zid = $1 AND tid = $2', [
    zid,
    tid,
    created,
  ]);
}

/** POST /comments as the admin's seed form does; throws unless 200. */
export async function postSeed(
  server: TestServer,
  token: string,
  conversationId: string,
  txt: string,
): Promise<{ tid: number; currentPid: number }> {
  const response = await server.request('/api/v3/comments', {
    method: 'POST',
    token,
    json: { txt, pid: -1, conversation_id: conversationId, is_seed: true },
  });
  if (response.status !== 200) throw new Error(`post seed: ${await response.text()}`);
  return (await response.json()) as { tid: number; currentPid: number };
}
