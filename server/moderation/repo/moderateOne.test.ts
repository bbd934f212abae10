// PUT /comments as one SQL statement (moderateOne.ts): the lock, the comparison, the log entry,
// the change and the duplicate link in one round trip must leave what the transaction left —
// concurrent changes of one statement each logged from the state the one before left, the link
// stored also when the state is unchanged, the log's names, and the tab counts.
import { describe, expect, it } from 'vitest';
import { testEngines } from '../../../tests/server/support';
import { zidOf } from '../../../tests/server/support/activity';
import { commentsKit, seedBody } from '../../../tests/server/support/commentsKit';
import { setupTestServer } from '../../../tests/server/support/vitest';

describe.each(testEngines())('PUT /comments in one statement on $name', (engine) => {
  const server = setupTestServer({ databaseUrl: engine.databaseUrl });
  const db = () => server().db;
  const { setup, post, put } = commentsKit(server);
  const change = (id: string, tid: number, mod: number, more: Record<string, unknown> = {}) => ({
    conversation_id: id,
    tid,
    mod,
    active: true,
    is_meta: false,
    velocity: 1,
    ...more,
  });

  async function conversation(statements: number) {
    const context = await setup();
    for (let i = 0; i < statements; i++) {
      await post(context.alice.token, seedBody(`Udsagn ${i}`, context.id));
    }
    return { ...context, zid: await zidOf(db(), context.id) };
  }

  it('logs 16 concurrent changes of one statement as one chain, counts right', async () => {
    const { alice, id, zid } = await conversation(3);
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => put(alice.token, change(id, 1, i % 2 === 0 ? -1 : 1))),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(16).fill(200));
    const { rows } = await db().query<{ from_mod: number; to_mod: number; change: string }>(
      `SELECT i.from_mod, i.to_mod, a.change FROM moderation_action_items i
       JOIN moderation_actions a ON a.id = i.action_id
       WHERE a.zid = $1 AND a.kind = 'single' ORDER BY a.id`,
      [zid],
    );
    // Each logged change starts where the one before ended, and names what it did.
    let state = 1;
    for (const row of rows) {
      expect(row.from_mod).toBe(state);
      expect(row.to_mod).not.toBe(state);
      expect(row.change).toBe(row.to_mod === 1 ? 'accept' : 'reject');
      state = row.to_mod;
    }
    const ids = (await Promise.all(answers.map((a) => a.json()))).map((b) => b.action_id);
    expect(ids.filter((x) => x !== null)).toHaveLength(rows.length);
    const { rows: stored } = await db().query<{ mod: number }>(
      'SELECT mod FROM comments WHERE zid = $1 AND tid = 1',
      [zid],
    );
    expect(stored[0].mod).toBe(state);
    const { rows: counts } = await db().query(
      'SELECT accepted, pending, rejected FROM conversation_mod_counts WHERE zid = $1',
      [zid],
    );
    expect({ ...counts[0] }).toEqual({
      accepted: state === 1 ? 3 : 2,
      pending: 0,
      rejected: state === 1 ? 0 : 1,
    });
  });

  it('stores the duplicate link with the change, and alone when the state is unchanged', async () => {
    const { alice, id, zid } = await conversation(4);
    const link = async () =>
      (
        await db().query<{ duplicate_of: number | null }>(
          'SELECT duplicate_of FROM comments WHERE zid = $1 AND tid = 3',
          [zid],
        )
      ).rows[0].duplicate_of;
    const first = await put(alice.token, change(id, 3, -1, { duplicate_of: 0 }));
    expect((await first.json()).action_id).toEqual(expect.any(Number));
    expect(await link()).toBe(0);
    const again = await put(alice.token, change(id, 3, -1, { duplicate_of: 1 }));
    expect(await again.json()).toEqual({ action_id: null });
    expect(await link()).toBe(1);
    await put(alice.token, change(id, 3, 1));
    expect(await link()).toBeNull();
  });

  it('names meta and activation changes as the log always has', async () => {
    const { alice, id, zid } = await conversation(2);
    await put(alice.token, change(id, 0, 1, { is_meta: true }));
    await put(alice.token, change(id, 1, 0, { active: false }));
    await put(alice.token, change(id, 1, 0, { active: true }));
    const missing = await put(alice.token, change(id, 9, 1));
    expect(missing.status).toBe(404);
    const { rows } = await db().query<{ change: string; tid: number }>(
      `SELECT a.change, i.tid FROM moderation_actions a
       JOIN moderation_action_items i ON i.action_id = a.id
       WHERE a.zid = $1 AND a.kind = 'single' ORDER BY a.id`,
      [zid],
    );
    expect(rows.map((r) => ({ ...r }))).toEqual([
      { change: 'meta', tid: 0 },
      { change: 'pending', tid: 1 },
      { change: 'activate', tid: 1 },
    ]);
  });
});
