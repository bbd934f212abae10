// Reads the votes the math worker does not hold yet, in small chunks, and before each chunk lets
// the requests being answered go first (db.whenIdle), so participants' votes are answered while a
// large conversation is read: PGlite runs in this thread, one statement at a time, and a vote's
// few statements would otherwise each wait behind a chunk (p99 135 ms against 38 ms idle in
// `npm run math:bench`). The chunks are sized to take about CHUNK_TARGET_MS each. On PostgreSQL
// they wait for the requests and stay that small too: the database process reading them takes one
// of few cores, and 2,000-vote chunks read back to back doubled the vote p99 of an update
// (docs/math.md#the-vote-while-the-map-is-computed).
//
// vote_id is assigned when a vote is inserted, and on PostgreSQL a vote inserted earlier may commit
// later than one we have already read. So on PostgreSQL each read starts LATE_COMMIT_WINDOW ids
// before the last one held and skips the ids it already has. On PGlite statements run one at a time
// and commit in id order: no window needed.
import type { Db } from '../../platform/db';
import { votesAfter, type VoteChunk } from '../repo/mathInputs';
import type { VoteBatch } from './protocol';
import type { HeldVotes } from './runner';

export const CHUNK_VOTES = 2000;
/**
 * On PGlite a chunk holds this thread while it runs, and a request that arrives meanwhile waits for
 * it; on PostgreSQL it holds a core a request needs. Chunks are sized to take about this long (from CHUNK_VOTES_START, within MIN_CHUNK_VOTES …
 * CHUNK_VOTES), whatever the machine's speed. A vote takes some 6–13 ms here; with 1 ms chunks
 * a vote answered during a full read waits about as long as an idle one at the median (math:bench:
 * 7.1 against 6.8 ms; 2 ms chunks gave 9.9 against 6.6), at the cost of a longer read.
 */
export const CHUNK_TARGET_MS = 1;
export const CHUNK_VOTES_START = 500;
export const MIN_CHUNK_VOTES = 100;
export const LATE_COMMIT_WINDOW = 1000;
/** The longest a chunk waits for the requests: under constant load the reading still moves on. */
export const MAX_WAIT_FOR_REQUESTS_MS = 100;

export interface NewVotes {
  batch: VoteBatch;
  /** What the worker holds once it has the batch. */
  held: HeldVotes;
  /** True when the batch holds every vote (the worker held nothing). */
  reset: boolean;
}

/**
 * The next chunk's size after one of `size` votes took `tookMs`: scaled towards CHUNK_TARGET_MS, at
 * most doubled or halved at a time (one slow chunk, a pause for garbage collection, should not
 * swing it), within MIN_CHUNK_VOTES … CHUNK_VOTES.
 */
export function nextChunkSize(size: number, tookMs: number): number {
  const scaled = size * (CHUNK_TARGET_MS / Math.max(tookMs, 0.01));
  const damped = Math.min(size * 2, Math.max(size / 2, scaled));
  return Math.round(Math.min(CHUNK_VOTES, Math.max(MIN_CHUNK_VOTES, damped)));
}

/**
 * `epoch` is the conversation's votes epoch, read before the votes: the held votes carry it, so a
 * deletion that commits while we read makes the next update start over.
 */
export async function readNewVotes(
  db: Db,
  zid: number,
  held: HeldVotes | null,
  epoch: number,
): Promise<NewVotes> {
  const postgres = db.engine === 'postgres';
  const heldLast = held?.lastVoteId ?? 0;
  const heldRecent = held?.recentIds ?? new Set<number>();
  let after = Math.max(0, heldLast - (postgres && held ? LATE_COMMIT_WINDOW : 0));
  const chunks: VoteChunk[] = [];
  let size = CHUNK_VOTES_START;
  for (;;) {
    await db.whenIdle?.(MAX_WAIT_FOR_REQUESTS_MS);
    const started = performance.now();
    const chunk = await votesAfter(db, zid, after, size);
    if (chunk.voteId.length > 0) {
      chunks.push(chunk);
      after = chunk.voteId[chunk.voteId.length - 1];
    }
    if (chunk.voteId.length < size) break;
    size = nextChunkSize(size, performance.now() - started);
  }

  let total = 0;
  for (const chunk of chunks) total += chunk.voteId.length;
  const batch: VoteBatch = {
    voteId: new Float64Array(total),
    pid: new Int32Array(total),
    tid: new Int32Array(total),
    vote: new Int8Array(total),
    created: new Float64Array(total),
    important: new Uint8Array(total),
  };
  let n = 0;
  let lastVoteId = heldLast;
  for (const chunk of chunks) {
    for (let i = 0; i < chunk.voteId.length; i++) {
      const id = chunk.voteId[i];
      if (id <= heldLast && heldRecent.has(id)) continue;
      batch.voteId[n] = id;
      batch.pid[n] = chunk.pid[i];
      batch.tid[n] = chunk.tid[i];
      batch.vote[n] = chunk.vote[i];
      batch.created[n] = chunk.created[i];
      batch.important[n] = chunk.important[i];
      n++;
      if (id > lastVoteId) lastVoteId = id;
    }
  }
  // The ids a later read's window can return again (chunks come in id order, so the tail).
  const recentIds = new Set<number>();
  if (postgres) {
    const floor = lastVoteId - LATE_COMMIT_WINDOW;
    for (const id of heldRecent) if (id > floor) recentIds.add(id);
    for (let i = n - 1; i >= 0 && batch.voteId[i] > floor; i--) recentIds.add(batch.voteId[i]);
  }
  const trimmed: VoteBatch = {
    voteId: batch.voteId.slice(0, n),
    pid: batch.pid.slice(0, n),
    tid: batch.tid.slice(0, n),
    vote: batch.vote.slice(0, n),
    created: batch.created.slice(0, n),
    important: batch.important.slice(0, n),
  };
  return {
    batch: trimmed,
    held: { lastVoteId, count: (held?.count ?? 0) + n, recentIds, epoch },
    reset: held === null,
  };
}
