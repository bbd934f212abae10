// moderateAndLog writes the change, its log entry and the entry's items in one statement
// (docs/upstream.md#speed-beside-upstream): concurrent moderations of one conversation must still
// each leave their state, exactly one action with its items, and the tab counts right.
import { describe, expect, it } from 'vitest';
import { testEngines } from '../../../tests/server/support';
import { zidOf } from '../../../tests/server/support/activity';
import { commentsKit, seedBody } from '../../../tests/server/support/commentsKit';
import { setupTestServer } from '../../../tests/server/support/vitest';

describe.each(testEngines())('moderateAndLog on $name', (engine) => {
  const server = setupTestServer({ databaseUrl: engine.databaseUrl });
  const { setup, post, put } = commentsKit(server);

  it('logs each of 12 concurrent accepts and rejects with its items and counts', async () => {
    const { alice, id } = await setup();
    for (let i = 0; i < 12; i++) await post(alice.token, seedBody(`Udsagn ${i}`, id));
    const zid = await zidOf(server().db, id);
    await server().db.query('UPDATE comments SET mod = 0 WHERE zid = $1', [zid]);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, tid) =>
        put(alice.token, {
          conversation_id: id,
          tid,
          mod: tid % 3 === 0 ? -1 : 1,
          active: true,
          is_meta: false,
          velocity: 1,
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    const ids = await Promise.all(answers.map(async (a) => (await a.json()).action_id as number));
    const { rows: items } = await server().db.query<{ action_id: string; tid: number }>(
      `SELECT i.action_id::text, i.tid, i.from_mod, i.to_mod FROM moderation_action_items i
       JOIN moderation_actions a ON a.id = i.action_id
       WHERE a.zid = $1 AND a.kind = 'single' ORDER BY i.tid`,
      [zid],
    );
    expect(items).toEqual(
      Array.from({ length: 12 }, (_, tid) => ({
        action_id: String(ids[tid]),
        tid,
        from_mod: 0,
        to_mod: tid % 3 === 0 ? -1 : 1,
      })),
    );
    const { rows: counts } = await server().db.query(
      'SELECT accepted, pending, rejected FROM conversation_mod_counts WHERE zid = $1',
      [zid],
    );
    const { rows: stored } = await server().db.query(
      `SELECT count(*) FILTER (WHERE mod = 1)::int AS accepted,
              count(*) FILTER (WHERE mod = 0)::int AS pending,
              count(*) FILTER (WHERE mod = -1)::int AS rejected
       FROM comments WHERE zid = $1`,
      [zid],
    );
    expect(stored).toEqual([{ accepted: 8, pending: 0, rejected: 4 }]);
    expect(counts.map((r) => ({ ...r }))).toEqual(stored);
  });
});
