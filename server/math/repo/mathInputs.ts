// What the math reads from the database: a conversation's votes after a given vote_id (in vote_id
// order, the order they were cast) and its statements' moderation. A chunk of votes comes back as
// one text value built in the database: through PGlite's row protocol every row costs tens of
// microseconds of the server's main thread, one string a fraction of that.
//
// The chunk is one call of the database function votes_chunk (migration 063), which walks the
// (zid, vote_id) index with its alternatives switched off: PGlite's planner, without statistics,
// would otherwise read and sort every vote of the conversation for each chunk.
import type { StatementFlags } from '../engine/types';
import type { VoteBatch } from '../service/protocol';
import type { Db } from '../../platform/db';

/**
 * One chunk's votes as typed arrays, in the shape the worker takes them (VoteBatch): no JavaScript
 * number per value for the garbage collector to trace (a full read holds 600,000 votes, and its
 * pauses were felt by the votes answered meanwhile).
 */
export type VoteChunk = VoteBatch;

/** Up to `limit` votes with vote_id > afterId, in vote_id order. */
export async function votesAfter(
  db: Db,
  zid: number,
  afterId: number,
  limit: number,
): Promise<VoteChunk> {
  const { rows } = await db.query<{ votes: string | null }>(
    'SELECT votes_chunk($1, $2, $3) AS votes',
    [zid, afterId, limit],
  );
  return parseVoteChunk(rows[0]?.votes ?? '');
}

/**
 * The rows of the chunk query — `vote_id,pid,tid,vote,created,high_priority` joined by `;` —
 * read digit by digit into typed arrays, without a substring or a number object per value.
 */
export function parseVoteChunk(text: string): VoteChunk {
  let rows = text === '' ? 0 : 1;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 59) rows += 1; // ';'
  const chunk: VoteChunk = {
    voteId: new Float64Array(rows),
    pid: new Int32Array(rows),
    tid: new Int32Array(rows),
    vote: new Int8Array(rows),
    created: new Float64Array(rows),
    important: new Uint8Array(rows),
  };
  const columns = [
    chunk.voteId,
    chunk.pid,
    chunk.tid,
    chunk.vote,
    chunk.created,
    chunk.important,
  ] as const;
  let row = 0;
  let column = 0;
  let value = 0;
  let negative = false;
  let digits = 0;
  const store = () => {
    if (digits === 0 || column >= columns.length) {
      throw new Error(`malformed vote chunk at row ${row}, column ${column}`);
    }
    columns[column][row] = negative ? -value : value;
    value = 0;
    negative = false;
    digits = 0;
  };
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 48 && code <= 57) {
      value = value * 10 + (code - 48);
      digits += 1;
    } else if (code === 45 && digits === 0)
      negative = true; // '-'
    else if (code === 44) {
      store(); // ','
      column += 1;
    } else if (code === 59) {
      store(); // ';'
      if (column !== columns.length - 1) throw new Error(`malformed vote chunk at row ${row}`);
      row += 1;
      column = 0;
    } else throw new Error(`malformed vote chunk at row ${row}: unexpected character`);
  }
  if (rows > 0) {
    store();
    if (column !== columns.length - 1) throw new Error(`malformed vote chunk at row ${row}`);
  }
  return chunk;
}

/**
 * Every statement's moderation as the math takes it, and its meta flag (the math leaves meta
 * statements out). A statement participants cannot see now — rejected, flagged by the automatic
 * moderator and not accepted, or pending under strict moderation (the participants' rule of
 * comments.ts, `active AND mod >= lowestPublicMod`) — goes in as moderated out (-1): its column is
 * zeroed, and the public body leaves it out altogether (docs/math.md#what-the-public-sees).
 */
export async function statementFlags(
  db: Db,
  zid: number,
): Promise<{ statements: StatementFlags[]; strict: boolean }> {
  const { rows } = await db.query<{
    flags: [number, number, boolean][] | null;
    strict: boolean;
  }>(
    `SELECT c.strict_moderation AS strict,
            (SELECT json_agg(json_build_array(
                      k.tid,
                      CASE WHEN k.active AND k.mod >= (CASE WHEN c.strict_moderation THEN 1 ELSE 0 END)
                           THEN k.mod ELSE -1 END,
                      k.is_meta) ORDER BY k.tid)
             FROM comments k WHERE k.zid = c.zid) AS flags
     FROM conversations c WHERE c.zid = $1`,
    [zid],
  );
  return {
    statements: (rows[0]?.flags ?? []).map(([tid, mod, isMeta]) => ({ tid, mod, isMeta })),
    strict: rows[0]?.strict ?? false,
  };
}

/**
 * The conversation's votes epoch (migration 051: bumped whenever votes are deleted), or null when
 * the conversation no longer exists.
 */
export async function votesEpoch(db: Db, zid: number): Promise<number | null> {
  const { rows } = await db.query<{ votes_epoch: number }>(
    'SELECT votes_epoch FROM conversations WHERE zid = $1',
    [zid],
  );
  return rows[0]?.votes_epoch ?? null;
}

/** The votes epoch of each of these conversations that still exists. */
export async function votesEpochs(db: Db, zids: number[]): Promise<Map<number, number>> {
  const { rows } = await db.query<{ zid: number; votes_epoch: number }>(
    'SELECT zid, votes_epoch FROM conversations WHERE zid = ANY($1::int[])',
    [zids],
  );
  return new Map(rows.map((row) => [Number(row.zid), Number(row.votes_epoch)]));
}

/**
 * Conversations whose stored math is behind their votes or moderation, or counts votes deleted
 * since (an older votes epoch), or that have none yet.
 */
export async function conversationsBehind(db: Db): Promise<number[]> {
  const { rows } = await db.query<{ zid: number }>(
    `SELECT c.zid FROM conversations c LEFT JOIN math_results m ON m.zid = c.zid
     WHERE EXISTS (SELECT 1 FROM votes v WHERE v.zid = c.zid AND v.vote_id > COALESCE(m.last_vote_id, 0))
        OR (m.pca2_gzip IS NOT NULL AND m.stability_ms IS NULL)
        OR EXISTS (SELECT 1 FROM comments k WHERE k.zid = c.zid AND k.modified > m.inputs_read_at)
        OR (m.pca2_gzip IS NOT NULL AND m.inputs_strict IS DISTINCT FROM c.strict_moderation)
        OR (m.pca2_gzip IS NOT NULL AND m.votes_epoch <> c.votes_epoch)
     ORDER BY c.zid`,
  );
  return rows.map((row) => row.zid);
}
