// The bulk recount (withBulkVoteCounts) gives exactly the counters the per-vote triggers keep:
// votes changed, statements nobody voted on, and other conversations left alone, on each engine.
import { describe, expect, it } from 'vitest';
import { testEngines } from '../../../tests/server/support';
import { setupTestServer } from '../../../tests/server/support/vitest';
import type { Db } from '../../platform/db';
import { createConversation } from '../../conversations/repo/conversations';
import { ensureOwner } from '../../demo/writeDemo';
import { withBulkVoteCounts } from './voteCounts';

type Vote = [pid: number, tid: number, vote: -1 | 0 | 1];

/** Votes with changes of mind (a later vote on the same statement replaces the earlier one). */
function someVotes(participants: number, statements: number): Vote[] {
  const votes: Vote[] = [];
  for (let pid = 0; pid < participants; pid++) {
    // The last statement gets no votes at all; participant p skips statement p % 4.
    for (let tid = 0; tid < statements - 1; tid++) {
      if (tid === pid % 4) continue;
      votes.push([pid, tid, ([-1, 0, 1] as const)[(pid * 7 + tid) % 3]]);
      if ((pid + tid) % 5 === 0) votes.push([pid, tid, ([-1, 0, 1] as const)[(pid + tid) % 3]]);
    }
  }
  return votes;
}

async function conversationWith(db: Db, owner: number, statements: number) {
  const { zid } = await createConversation(db, owner, { topic: 'Optælling', is_active: true });
  // participants.uid is unique per conversation: a user each.
  const { rows } = await db.query<{ uid: number }>(
    'INSERT INTO users (created) SELECT 0 FROM generate_series(1, 20) RETURNING uid',
  );
  await db.query(
    `INSERT INTO participants (zid, pid, uid)
     SELECT $1, pid - 1, uid FROM unnest($2::integer[]) WITH ORDINALITY AS u(uid, pid)`,
    [zid, rows.map((row) => row.uid)],
  );
  await db.query(
    `INSERT INTO comments (zid, tid, pid, uid, txt, mod)
     SELECT $1, g, 0, $2, 'Udsagn ' || g, 1 FROM generate_series(0, $3 - 1) g`,
    [zid, owner, statements],
  );
  return zid;
}

async function insertVotes(db: Db, zid: number, votes: Vote[]) {
  // One at a time: a change of mind must come after the vote it replaces.
  for (const [pid, tid, vote] of votes) {
    await db.query('INSERT INTO votes (zid, pid, tid, vote) VALUES ($1, $2, $3, $4)', [
      zid,
      pid,
      tid,
      vote,
    ]);
  }
}

async function counters(db: Db, zid: number) {
  const { rows: counts } = await db.query<{ tid: number; n_votes: number }>(
    'SELECT tid, n_votes FROM comment_vote_counts WHERE zid = $1 ORDER BY tid',
    [zid],
  );
  const { rows: tallies } = await db.query(
    'SELECT tid, agree, disagree, pass FROM comment_vote_tallies WHERE zid = $1 ORDER BY tid',
    [zid],
  );
  return { counts, tallies };
}

describe.each(testEngines())('the bulk recount on $name', (engine) => {
  const server = setupTestServer({ databaseUrl: engine.databaseUrl });

  it('gives the counters the per-vote triggers keep, and touches no other conversation', async () => {
    const db = server().db;
    const owner = await ensureOwner(db, { email: 'ejer@test.local', hname: 'Ejer' });
    const votes = someVotes(20, 8);
    const byTrigger = await conversationWith(db, owner, 8);
    await insertVotes(db, byTrigger, votes);
    const expected = await counters(db, byTrigger);
    expect(expected.counts.at(-1)).toEqual({ tid: 7, n_votes: 0 });
    expect(expected.tallies.some((row) => Number(row.agree) > 0)).toBe(true);

    const bulk = await conversationWith(db, owner, 8);
    await db.transaction((tx) => withBulkVoteCounts(tx, bulk, () => insertVotes(tx, bulk, votes)));
    expect(await counters(db, bulk)).toEqual(expected);
    // A recount with nothing new written changes nothing, here or in the other conversation.
    await db.transaction((tx) => withBulkVoteCounts(tx, bulk, async () => undefined));
    expect(await counters(db, bulk)).toEqual(expected);
    expect(await counters(db, byTrigger)).toEqual(expected);
  });
});
