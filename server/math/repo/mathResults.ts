// SQL for math_results (migration 020): one row per conversation with the last stored result, what
// it was computed from, and how the last run went. math_tick only grows (a trigger checks).
import type { Db } from '../../platform/db';

export interface MathRunInputs {
  math_tick: number;
  state: string | null;
  last_vote_id: number;
  inputs_read_at: number | null;
  has_result: boolean;
  stability_done: boolean;
  /** The votes epoch the stored result was computed at (migration 051). */
  votes_epoch: number;
  /** Strict moderation as it was when the stored result read the statements (migration 070). */
  inputs_strict: boolean | null;
}

export async function mathRunInputs(db: Db, zid: number): Promise<MathRunInputs | null> {
  const { rows } = await db.query<MathRunInputs>(
    `SELECT math_tick, state, last_vote_id, inputs_read_at, votes_epoch, inputs_strict,
            pca2_gzip IS NOT NULL AS has_result, stability_ms IS NOT NULL AS stability_done
     FROM math_results WHERE zid = $1`,
    [zid],
  );
  return rows[0] ?? null;
}

/**
 * Votes or moderation newer than the stored result, votes deleted since it was computed (`epoch`,
 * the conversation's votes epoch now), or its stability step still to do.
 */
export async function hasNewInputs(
  db: Db,
  zid: number,
  stored: MathRunInputs,
  epoch: number,
): Promise<boolean> {
  if (stored.votes_epoch !== epoch) return true;
  if (stored.has_result && !stored.stability_done) return true;
  const { rows } = await db.query<{ changed: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM votes WHERE zid = $1 AND vote_id > $2)
         OR EXISTS (SELECT 1 FROM comments WHERE zid = $1 AND modified > $3)
         OR EXISTS (SELECT 1 FROM conversations
                    WHERE zid = $1 AND strict_moderation IS DISTINCT FROM $4) AS changed`,
    [zid, stored.last_vote_id, stored.inputs_read_at ?? 0, stored.inputs_strict],
  );
  return rows[0].changed;
}

export async function markRunning(db: Db, zid: number, now: number): Promise<void> {
  await db.query(
    `INSERT INTO math_results (zid, running_since) VALUES ($1, $2)
     ON CONFLICT (zid) DO UPDATE SET running_since = EXCLUDED.running_since`,
    [zid, now],
  );
}

export interface StoredMap {
  mathTick: number;
  pca2Gzip: Uint8Array;
  /** What the public reads (migration 070); null: pca2Gzip itself. */
  publicPca2Gzip: Uint8Array | null;
  /** The participants' map and placement basis (migration 080). */
  participantGzip: Uint8Array;
  /** The conversation's strict moderation when the statements were read (migration 070). */
  inputsStrict: boolean;
  state: string;
  voteCount: number;
  lastVoteId: number;
  inputsReadAt: number;
  /** The conversation's votes epoch read before the votes were. */
  votesEpoch: number;
  participants: number;
  inConv: number;
  groups: number;
  groupsReason: string | null;
  computedAt: number;
  mapMs: number;
}

/**
 * The bytes as a Uint8Array of this realm: zlib's Buffer is not `instanceof Uint8Array` under the
 * SPA's jsdom tests (another realm's global), and PGlite then refuses it for bytea. No copy.
 */
const asBytes = (bytes: Uint8Array) =>
  new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export async function storeMap(db: Db, zid: number, map: StoredMap): Promise<void> {
  await db.query(
    `UPDATE math_results SET math_tick = $2, pca2_gzip = $3, state = $4, vote_count = $5,
            last_vote_id = $6, inputs_read_at = $7, participants = $8, in_conv = $9, groups = $10,
            groups_reason = $11, computed_at = $12, map_ms = $13, stability_ari = NULL,
            stability_ms = NULL, failures = 0, last_error = NULL, last_failed_at = NULL,
            retry_at = NULL, votes_epoch = $14, public_pca2_gzip = $15, inputs_strict = $16,
            participant_gzip = $17
     WHERE zid = $1`,
    [
      zid,
      map.mathTick,
      asBytes(map.pca2Gzip),
      map.state,
      map.voteCount,
      map.lastVoteId,
      map.inputsReadAt,
      map.participants,
      map.inConv,
      map.groups,
      map.groupsReason,
      map.computedAt,
      map.mapMs,
      map.votesEpoch,
      map.publicPca2Gzip && asBytes(map.publicPca2Gzip),
      map.inputsStrict,
      asBytes(map.participantGzip),
    ],
  );
}

export async function storeStability(
  db: Db,
  zid: number,
  stability: {
    mathTick: number;
    pca2Gzip: Uint8Array;
    publicPca2Gzip: Uint8Array | null;
    ari: number | null;
    ms: number;
  },
): Promise<void> {
  await db.query(
    `UPDATE math_results SET math_tick = $2, pca2_gzip = $3, stability_ari = $4, stability_ms = $5,
            running_since = NULL, public_pca2_gzip = $6
     WHERE zid = $1`,
    [
      zid,
      stability.mathTick,
      asBytes(stability.pca2Gzip),
      stability.ari,
      stability.ms,
      stability.publicPca2Gzip && asBytes(stability.publicPca2Gzip),
    ],
  );
}

/** Ends a run without a new result (nothing new, or after a failure is recorded). */
export async function clearRunning(db: Db, zid: number): Promise<void> {
  await db.query('UPDATE math_results SET running_since = NULL WHERE zid = $1', [zid]);
}

export async function recordFailure(
  db: Db,
  zid: number,
  failure: { error: string; at: number; retryAt: number },
): Promise<void> {
  await db.query(
    `UPDATE math_results SET failures = failures + 1, last_error = $2, last_failed_at = $3,
            retry_at = $4, running_since = NULL
     WHERE zid = $1`,
    [zid, failure.error.slice(0, 1000), failure.at, failure.retryAt],
  );
}

/**
 * The stored result's tick and when it was computed (together they name one stored body; null
 * before the first result), since when a run is under way (null when none is), and whether votes
 * came in after the stored result (votes_zid_vote_id_idx: a look at the newest few): one read for
 * every poll of the map.
 */
export async function mathTick(
  db: Db,
  zid: number,
): Promise<{
  stamp: { math_tick: number; computed_at: number } | null;
  runningSince: number | null;
  newVotes: boolean;
}> {
  const { rows } = await db.query<{
    math_tick: number;
    computed_at: number;
    has_result: boolean;
    running_since: number | null;
    new_votes: boolean;
  }>(
    `SELECT m.math_tick, m.computed_at, m.pca2_gzip IS NOT NULL AS has_result, m.running_since,
            EXISTS (SELECT 1 FROM votes v
                    WHERE v.zid = $1 AND v.vote_id > COALESCE(m.last_vote_id, 0)) AS new_votes
     FROM (SELECT 1) AS one LEFT JOIN math_results m ON m.zid = $1`,
    [zid],
  );
  const row = rows[0];
  return {
    stamp: row.has_result ? { math_tick: row.math_tick, computed_at: row.computed_at } : null,
    runningSince: row.running_since,
    newVotes: row.new_votes,
  };
}

/**
 * The stored body: every statement (moderators, reports, archives), or with `audience: 'public'`
 * only those participants could see at the update (GET /math/pca2; migration 070).
 */
export async function storedPca2(
  db: Db,
  zid: number,
  audience: 'moderators' | 'public' = 'moderators',
): Promise<{ math_tick: number; computed_at: number; pca2_gzip: Uint8Array } | null> {
  const { rows } = await db.query<{
    math_tick: number;
    computed_at: number;
    pca2_gzip: Uint8Array;
  }>(
    `SELECT math_tick, computed_at,
            ${audience === 'public' ? 'COALESCE(public_pca2_gzip, pca2_gzip)' : 'pca2_gzip'} AS pca2_gzip
     FROM math_results WHERE zid = $1 AND pca2_gzip IS NOT NULL`,
    [zid],
  );
  return rows[0] ?? null;
}

/** Which participants' map is stored (its moment and the tick now), without its bytes. */
export async function participantMapStamp(
  db: Db,
  zid: number,
): Promise<{ math_tick: number; computed_at: number } | null> {
  const { rows } = await db.query<{ math_tick: number; computed_at: number }>(
    `SELECT math_tick, computed_at FROM math_results
     WHERE zid = $1 AND participant_gzip IS NOT NULL`,
    [zid],
  );
  return rows[0] ?? null;
}

/** The stored participants' map and placement basis (migration 080), gzip-compressed JSON. */
export async function participantMapBytes(
  db: Db,
  zid: number,
): Promise<{ computed_at: number; participant_gzip: Uint8Array } | null> {
  const { rows } = await db.query<{ computed_at: number; participant_gzip: Uint8Array }>(
    `SELECT computed_at, participant_gzip FROM math_results
     WHERE zid = $1 AND participant_gzip IS NOT NULL`,
    [zid],
  );
  return rows[0] ?? null;
}

export interface MathStatusRow {
  math_tick: number;
  has_result: boolean;
  computed_at: number | null;
  vote_count: number;
  participants: number;
  in_conv: number;
  groups: number;
  groups_reason: string | null;
  stability_ari: number | null;
  stability_done: boolean;
  running_since: number | null;
  failures: number;
  last_failed_at: number | null;
  retry_at: number | null;
  /** Votes or moderation newer than the stored result. */
  behind: boolean;
  /** Any vote at all (a conversation without votes has nothing to compute). */
  has_votes: boolean;
}

export async function mathStatusRow(db: Db, zid: number): Promise<MathStatusRow> {
  const { rows } = await db.query<MathStatusRow>(
    `SELECT COALESCE(m.math_tick, 0) AS math_tick, m.pca2_gzip IS NOT NULL AS has_result,
            m.computed_at, COALESCE(m.vote_count, 0) AS vote_count,
            COALESCE(m.participants, 0) AS participants, COALESCE(m.in_conv, 0) AS in_conv,
            COALESCE(m.groups, 0) AS groups, m.groups_reason, m.stability_ari,
            m.stability_ms IS NOT NULL AS stability_done, m.running_since,
            COALESCE(m.failures, 0) AS failures, m.last_failed_at, m.retry_at,
            EXISTS (SELECT 1 FROM votes v WHERE v.zid = c.zid AND v.vote_id > COALESCE(m.last_vote_id, 0))
              OR EXISTS (SELECT 1 FROM comments k WHERE k.zid = c.zid AND k.modified > m.inputs_read_at)
              OR (m.pca2_gzip IS NOT NULL AND m.votes_epoch <> c.votes_epoch)
              OR (m.pca2_gzip IS NOT NULL AND m.inputs_strict IS DISTINCT FROM c.strict_moderation)
              AS behind,
            EXISTS (SELECT 1 FROM votes v WHERE v.zid = c.zid) AS has_votes
     FROM conversations c LEFT JOIN math_results m ON m.zid = c.zid
     WHERE c.zid = $1`,
    [zid],
  );
  return rows[0];
}
