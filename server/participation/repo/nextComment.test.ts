// The next statement, chosen in SQL from counters kept by triggers (migration 040): pick order,
// the draw among the tied, what counts as shown, and that the counters always equal a fresh count.
import { describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db';
import { migrate, readMigrations } from '../../platform/db/migrate';
import { openPglite } from '../../platform/db/pglite';
import { testEngines } from '../../../tests/server/support';
import { setupTestServer } from '../../../tests/server/support/vitest';
import { createConversation } from '../../conversations/repo/conversations';
import { chooseNextComment } from './nextComment';
import { ensureParticipant } from './participants';
import { insertVote } from './participation';
import { ensureOwner } from '../../demo/writeDemo';

interface Fixture {
  zid: number;
  /** pid of a new participant (its own anonymous user). */
  participant(): Promise<number>;
  /** A statement with these settings; returns its tid. */
  statement(txt: string, settings?: { mod?: -1 | 0 | 1; active?: boolean }): Promise<number>;
  vote(pid: number, tid: number, vote?: -1 | 0 | 1): Promise<void>;
}

async function fixture(db: Db): Promise<Fixture> {
  const owner = { uid: await ensureOwner(db, { email: 'ejer@test.local', hname: 'Ejer' }) };
  const { zid } = await createConversation(db, owner.uid, { topic: 'T' });
  const ownerPid = await ensureParticipant(db, zid, owner.uid);
  const participant = async () => {
    const { rows } = await db.query<{ uid: number }>(
      'INSERT INTO users (hname, email) VALUES (NULL, NULL) RETURNING uid',
    );
    return ensureParticipant(db, zid, rows[0].uid);
  };
  return {
    zid,
    participant,
    async statement(txt, settings = {}) {
      const { rows } = await db.query<{ tid: number }>(
        `INSERT INTO comments (zid, pid, uid, txt, mod, active) VALUES ($1, $2, $3, $4, $5, $6)
         RETURNING tid`,
        [zid, ownerPid, owner.uid, txt, settings.mod ?? 1, settings.active ?? true],
      );
      return rows[0].tid;
    },
    vote: (pid, tid, vote = -1) => insertVote(db, { zid, pid, tid, vote }),
  };
}

/** Each statement's kept count, and a fresh count of its current votes. */
async function keptAndCounted(db: Db, zid: number) {
  const { rows } = await db.query<{ tid: number; kept: number; counted: number }>(
    `SELECT n.tid, n.n_votes AS kept,
            (SELECT count(*) FROM votes_latest_unique v WHERE v.zid = n.zid AND v.tid = n.tid)::integer
              AS counted
     FROM comment_vote_counts n WHERE n.zid = $1 ORDER BY n.tid`,
    [zid],
  );
  return rows;
}

describe.each(testEngines())('next statement on $name', (engine) => {
  const server = setupTestServer({ databaseUrl: engine.databaseUrl });
  const db = () => server().db;

  it('serves the least-voted statement the participant has not voted on', async () => {
    const f = await fixture(db());
    const tids = [];
    for (const txt of ['a', 'b', 'c', 'd']) tids.push(await f.statement(txt));
    const others = await Promise.all([1, 2, 3, 4, 5].map(() => f.participant()));
    // Votes: a 5, b 2, c 3, d 4.
    for (const [tid, n] of [
      [tids[0], 5],
      [tids[1], 2],
      [tids[2], 3],
      [tids[3], 4],
    ] as const) {
      for (const pid of others.slice(0, n)) await f.vote(pid, tid);
    }
    const me = await f.participant();
    await f.vote(me, tids[1]);
    expect(await chooseNextComment(db(), f.zid, 0, me, () => 0.99)).toEqual({
      next: { tid: tids[2], txt: 'c', remaining: 3, total: 4 },
      votedCount: 1,
    });
    // Nobody in particular: the least voted of all — b and c, at 3 each now; the draw from point 0
    // takes the first of them (without a fixed draw this was a coin toss).
    expect((await chooseNextComment(db(), f.zid, 0, null, () => 0)).next?.tid).toBe(tids[1]);
  });

  it('draws among equally few from a random point, wrapping round', async () => {
    const f = await fixture(db());
    for (const txt of ['a', 'b', 'c', 'd', 'e']) await f.statement(txt); // tids 0…4
    const other = await f.participant();
    await f.vote(other, 0);
    await f.vote(other, 3);
    // Tied at no votes: 1, 2 and 4. The random point is ⌊r · 5⌋.
    const pick = async (r: number) =>
      (await chooseNextComment(db(), f.zid, 0, null, () => r)).next?.tid;
    expect(await pick(0)).toBe(1);
    expect(await pick(0.3)).toBe(1);
    expect(await pick(0.5)).toBe(2);
    expect(await pick(0.6)).toBe(4);
    expect(await pick(0.99)).toBe(4);
    // Tied: 1 and 2. Nothing tied at or after point 4: round to the first.
    await f.vote(other, 4);
    expect(await pick(0.99)).toBe(1);
  });

  it('has nothing when every shown statement is voted on, and counts what was', async () => {
    const f = await fixture(db());
    const a = await f.statement('a');
    const b = await f.statement('b');
    const me = await f.participant();
    await f.vote(me, a);
    await f.vote(me, b, 0);
    expect(await chooseNextComment(db(), f.zid, 0, me)).toEqual({ next: null, votedCount: 2 });
    // A conversation without statements.
    const empty = await createConversation(db(), 1, {});
    expect(await chooseNextComment(db(), empty.zid, 0, null)).toEqual({
      next: null,
      votedCount: 0,
    });
  });

  it('shows accepted statements, pending ones only without strict moderation, never hidden ones', async () => {
    const f = await fixture(db());
    const accepted = await f.statement('accepteret');
    const pending = await f.statement('afventer', { mod: 0 });
    await f.statement('afvist', { mod: -1 });
    await f.statement('markeret', { mod: 1, active: false });
    const me = await f.participant();
    await f.vote(me, accepted);
    expect(await chooseNextComment(db(), f.zid, 0, me)).toEqual({
      next: { tid: pending, txt: 'afventer', remaining: 1, total: 2 },
      votedCount: 1,
    });
    expect(await chooseNextComment(db(), f.zid, 1, me)).toEqual({ next: null, votedCount: 1 });
    // Moderation moves a statement between levels, and the totals follow.
    await db().query('UPDATE comments SET mod = 1 WHERE zid = $1 AND tid = $2', [f.zid, pending]);
    expect(await chooseNextComment(db(), f.zid, 1, me)).toEqual({
      next: { tid: pending, txt: 'afventer', remaining: 1, total: 2 },
      votedCount: 1,
    });
    await db().query('UPDATE comments SET active = false WHERE zid = $1 AND tid = $2', [
      f.zid,
      accepted,
    ]);
    expect(await chooseNextComment(db(), f.zid, 1, me)).toEqual({
      next: { tid: pending, txt: 'afventer', remaining: 1, total: 1 },
      votedCount: 0,
    });
  });

  it('keeps every count equal to a fresh count: new votes add, changed votes do not', async () => {
    const f = await fixture(db());
    const tids = [];
    for (const txt of ['a', 'b', 'c']) tids.push(await f.statement(txt));
    const pids = await Promise.all([1, 2, 3].map(() => f.participant()));
    for (const [i, pid] of pids.entries()) {
      for (const tid of tids.slice(0, i + 1)) await f.vote(pid, tid, 1);
    }
    await f.vote(pids[0], tids[0], -1); // changed, still one current vote
    await f.vote(pids[2], tids[2], 0);
    const rows = await keptAndCounted(db(), f.zid);
    expect(rows.map((row) => row.kept)).toEqual(rows.map((row) => row.counted));
    expect(rows.map((row) => row.kept)).toEqual([3, 2, 1]);
    // Deleting a statement takes its counts along; deleting the conversation takes the rest.
    await db().query('DELETE FROM comments WHERE zid = $1 AND tid = $2', [f.zid, tids[2]]);
    expect(await chooseNextComment(db(), f.zid, 0, null)).toMatchObject({ next: { total: 2 } });
    await db().query('DELETE FROM conversations WHERE zid = $1', [f.zid]);
    const { rows: left } = await db().query(
      `SELECT (SELECT count(*) FROM comment_vote_counts WHERE zid = $1) AS counts,
              (SELECT count(*) FROM conversation_shown_counts WHERE zid = $1) AS totals`,
      [f.zid],
    );
    expect(left).toEqual([{ counts: 0, totals: 0 }]);
  });
});

describe('migration 040 on a database with votes', () => {
  it('counts what was there before it', { timeout: 60_000 }, async () => {
    const all = await readMigrations();
    const { db } = await openPglite(null);
    try {
      await migrate(
        db,
        all.filter((m) => m.version < '040'),
      );
      const f = await fixture(db);
      const a = await f.statement('a');
      const b = await f.statement('b', { mod: 0 });
      await f.statement('c', { mod: -1 });
      const pids = await Promise.all([1, 2].map(() => f.participant()));
      for (const pid of pids) await f.vote(pid, a);
      await f.vote(pids[0], b);
      await migrate(db, all);
      expect(await keptAndCounted(db, f.zid)).toEqual([
        { tid: a, kept: 2, counted: 2 },
        { tid: b, kept: 1, counted: 1 },
        { tid: 2, kept: 0, counted: 0 },
      ]);
      expect(await chooseNextComment(db, f.zid, 0, pids[1])).toEqual({
        next: { tid: b, txt: 'b', remaining: 1, total: 2 },
        votedCount: 1,
      });
    } finally {
      await db.close();
    }
  });
});
