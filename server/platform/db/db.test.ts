// The database layer on every engine: migrations, the Polis-style counters kept by triggers, the
// vote history, transactions, and number parsing.
import { describe, expect, it } from 'vitest';
import { insertComment, type DuplicateScope } from '../../moderation/repo/comments';
import { createConversation } from '../../conversations/repo/conversations';
import { ensureParticipant } from '../../participation/repo/participants';
import { createUserForSubject } from '../auth/users';
import { testEngines } from '../../../tests/server/support';
import { setupTestServer } from '../../../tests/server/support/vitest';
import type { Db } from './index';
import { migrate, readMigrations } from './migrate';

async function userAndConversation(db: Db) {
  const user = await newSubject(db, 's1', 'ejer@test.local', 'Ejer');
  const { zid } = await createConversation(db, user.uid, { topic: 'T' });
  return { uid: user.uid, zid };
}

async function newSubject(db: Db, sub: string, email: string, hname: string) {
  const user = await createUserForSubject(db, { issuer: 'https://idp.test', sub, email, hname });
  if (!user) throw new Error(`${email} exists already`);
  return user;
}

async function newUser(db: Db, n: number) {
  return (await newSubject(db, `u${n}`, `u${n}@test.local`, `U${n}`)).uid;
}

describe.each(testEngines())('database on $name', (engine) => {
  const server = setupTestServer({ databaseUrl: engine.databaseUrl });
  const db = () => server().db;

  it('reports its engine', () => {
    expect(db().engine).toBe(engine.name);
  });

  it('records every migration once, and migrating again applies nothing', async () => {
    const { rows } = await db().query<{ version: string }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(rows.map((row) => row.version)).toEqual((await readMigrations()).map((m) => m.version));
    expect(await migrate(db())).toEqual([]);
  });

  it('returns int8 (counts, ms timestamps) as numbers', async () => {
    const { rows } = await db().query<{ n: unknown; t: unknown }>(
      'SELECT count(*) AS n, now_as_millis() AS t FROM users',
    );
    expect(rows[0].n).toBe(0);
    expect(typeof rows[0].t).toBe('number');
    expect(Math.abs((rows[0].t as number) - Date.now())).toBeLessThan(60_000);
  });

  it('numbers participants 0, 1, 2… per conversation, also when they arrive at once', async () => {
    const { zid } = await userAndConversation(db());
    const other = await createConversation(db(), 1, {});
    const uids = await Promise.all(Array.from({ length: 8 }, (_, i) => newUser(db(), i)));
    const pids = await Promise.all(uids.map((uid) => ensureParticipant(db(), zid, uid)));
    expect([...pids].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(await ensureParticipant(db(), other.zid, uids[3])).toBe(0);
    // Asking again returns the same pid.
    expect(await ensureParticipant(db(), zid, uids[5])).toBe(pids[5]);
  });

  it('numbers comments 0, 1, 2… per conversation and refuses duplicate text', async () => {
    const { uid, zid } = await userAndConversation(db());
    const pid = await ensureParticipant(db(), zid, uid);
    const insert = (txt: string, scope: DuplicateScope = { all: true }) =>
      db().transaction((tx) =>
        insertComment(
          tx,
          { zid, pid, uid, txt, mod: 0, active: true, is_seed: false, flag_reasons: null },
          scope,
        ),
      );
    const tids = await Promise.all(['a', 'b', 'c'].map((t) => insert(t)));
    expect([...tids].sort()).toEqual([0, 1, 2]);
    // Two posts of one new text at once: the lock on the text lets only one of them in.
    const twins = await Promise.all([insert('d'), insert('d')]);
    expect(twins.filter((tid) => tid === null)).toHaveLength(1);
    expect(await insert('a')).toBeNull();
    // A participant's duplicate is one they can see: 'a' rejected is no duplicate to them.
    await db().query("UPDATE comments SET mod = -1 WHERE zid = $1 AND txt = 'a'", [zid]);
    expect(await insert('a', { all: false, lowestMod: 0 })).toBe(4);
    expect(await insert('b', { all: false, lowestMod: 0 })).toBeNull();
  });

  it('keeps every vote and the latest vote per participant and comment', async () => {
    const { uid, zid } = await userAndConversation(db());
    const pid = await ensureParticipant(db(), zid, uid);
    await db().query('INSERT INTO comments (zid, pid, uid, txt) VALUES ($1, $2, $3, $4)', [
      zid,
      pid,
      uid,
      'udsagn',
    ]);
    for (const vote of [-1, 1, 0]) {
      await db().query('INSERT INTO votes (zid, pid, tid, vote) VALUES ($1, $2, 0, $3)', [
        zid,
        pid,
        vote,
      ]);
    }
    const history = await db().query('SELECT vote FROM votes WHERE zid = $1', [zid]);
    const latest = await db().query<{ vote: number }>(
      'SELECT vote FROM votes_latest_unique WHERE zid = $1',
      [zid],
    );
    expect(history.rows).toHaveLength(3);
    expect(latest.rows).toEqual([{ vote: 0 }]);
  });

  it('commits a transaction that succeeds and rolls back one that throws', async () => {
    await db().transaction(async (tx) => {
      await tx.query("INSERT INTO users (email, hname) VALUES ('a@test.local', 'A')");
    });
    await expect(
      db().transaction(async (tx) => {
        await tx.query("INSERT INTO users (email, hname) VALUES ('b@test.local', 'B')");
        // Nested calls join the outer transaction.
        await tx.transaction(async (inner) => {
          await inner.query("INSERT INTO users (email, hname) VALUES ('c@test.local', 'C')");
        });
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    const { rows } = await db().query<{ email: string }>('SELECT email FROM users');
    expect(rows.map((row) => row.email)).toEqual(['a@test.local']);
  });

  it('enforces the public id format and lower-case e-mail', async () => {
    const { zid } = await userAndConversation(db());
    await expect(
      db().query("INSERT INTO zinvites (zid, zinvite) VALUES ($1, 'NOT-VALID')", [zid]),
    ).rejects.toThrow();
    await expect(
      db().query("INSERT INTO users (email) VALUES ('Upper@Test.local')"),
    ).rejects.toThrow();
  });

  it('draws another conversation id when the first collides', async () => {
    const { uid } = await userAndConversation(db());
    const first = await createConversation(db(), uid, {}, () => 'aaaaaaaaaa');
    const ids = ['aaaaaaaaaa', 'bbbbbbbbbb'];
    const second = await createConversation(db(), uid, {}, () => ids.shift()!);
    expect(first.conversation_id).toBe('aaaaaaaaaa');
    expect(second.conversation_id).toBe('bbbbbbbbbb');
  });
});
