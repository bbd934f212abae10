// A topic action's preview, its undo, and both in the moderation log (migrations 031, 035).
import { describe, expect, it } from 'vitest';
import { testEngines } from '../../../tests/server/support';
import { topicModSuite } from '../../../tests/server/support/topicModFixture';

describe.each(testEngines())('moderation preview, undo and log on $name', (engine) => {
  const t = topicModSuite(engine);
  const { db, get, moderate, commentRows, topicsOf, key, setup } = t;
  const undo = (json: unknown) =>
    t.server().request('/api/v3/topicMod/undo', { method: 'POST', token: t.owner().token, json });
  const log = () =>
    t.server().request(`/api/v3/comments/moderationLog?conversation_id=${t.cid()}`, {
      token: t.owner().token,
    });

  it('previews what a topic action changes: unreviewed, flagged (named), moderated, unchanged', async () => {
    await setup();
    await db().query('UPDATE comments SET active = false WHERE tid = 0');
    await db().query('UPDATE comments SET mod = -1 WHERE tid = 1');
    await db().query('UPDATE comments SET mod = 1 WHERE tid = 2');
    const key00 = encodeURIComponent(key(0, 0));
    const response = await get(
      `/topics/${key00}/impact?conversation_id=${t.cid()}&action=accept`,
      t.owner().token,
    );
    expect(response.status).toBe(200);
    const { impact } = await response.json();
    expect(impact).toMatchObject({ total: 4, unchanged: 1, pending: 1 });
    // Each with its votes: the dialog names accepted ones with votes before hiding them.
    expect(impact.flagged).toEqual([
      { tid: 0, txt: expect.any(String), status: 'pending', votes: 0 },
    ]);
    expect(impact.moderated).toEqual([
      { tid: 1, txt: expect.any(String), status: 'rejected', votes: 0 },
    ]);
    // A preview writes nothing.
    expect((await commentRows([3]))[0].mod).toBe(0);
    const bad = await get(
      `/topics/${key00}/impact?conversation_id=${t.cid()}&action=approve`,
      t.owner().token,
    );
    expect(bad.status).toBe(400);
  });

  it('undoes a topic action: statements and verdict back, once, and not over a later change', async () => {
    await setup();
    await db().query('UPDATE comments SET mod = -1 WHERE tid = 1');
    const done = await (
      await moderate({ conversation_id: t.cid(), topic_key: key(0, 0), action: 'accept' })
    ).json();
    // Someone rejects tid 3 after the topic action: the undo must leave that decision alone.
    await moderate({ conversation_id: t.cid(), comment_ids: [3], action: 'reject' });

    const response = await undo({ conversation_id: t.cid(), action_id: done.action_id });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ restored: 2, skipped: 1 });
    expect((await commentRows([0, 1, 2, 3])).map((row) => row.mod)).toEqual([0, -1, 0, -1]);
    expect((await topicsOf()).topics_by_layer['0']['0'].moderation.status).toBe('pending');

    const again = await undo({ conversation_id: t.cid(), action_id: done.action_id });
    expect(again.status).toBe(409);
    expect((await again.json()).error).toBe('polis_err_moderation_already_undone');
    expect((await undo({ conversation_id: t.cid(), action_id: 999999 })).status).toBe(404);
    expect((await undo({ conversation_id: t.cid(), action_id: 'x' })).status).toBe(400);
    // The action's number as a string is refused as every other field's would be.
    const later = await (
      await moderate({ conversation_id: t.cid(), comment_ids: [4], action: 'reject' })
    ).json();
    const loose = await undo({ conversation_id: t.cid(), action_id: String(later.action_id) });
    expect(loose.status).toBe(400);
    expect(await loose.json()).toMatchObject({ error: 'polis_err_param_parse_failed_action_id' });
  });

  it('refuses an undo after the window', async () => {
    await setup();
    const done = await (
      await moderate({ conversation_id: t.cid(), comment_ids: [5], action: 'reject' })
    ).json();
    await db().query('UPDATE moderation_actions SET created = created - 16 * 60 * 1000');
    const response = await undo({ conversation_id: t.cid(), action_id: done.action_id });
    expect(response.status).toBe(409);
    expect((await response.json()).error).toBe('polis_err_moderation_undo_expired');
    expect((await commentRows([5]))[0].mod).toBe(-1);
  });

  it('logs a topic action and its undo in the moderation log', async () => {
    await setup();
    const done = await (
      await moderate({ conversation_id: t.cid(), topic_key: key(0, 0), action: 'meta' })
    ).json();
    await undo({ conversation_id: t.cid(), action_id: done.action_id });
    const { actions } = await (await log()).json();
    expect(actions[0]).toMatchObject({ kind: 'undo', undoes: done.action_id });
    expect(actions[1]).toMatchObject({
      action_id: done.action_id,
      kind: 'topic',
      change: 'meta',
      undone_by: actions[0].action_id,
      by: { email: 'alice@test.local' },
    });
    expect(actions[1].items.map((item: { tid: number }) => item.tid)).toEqual([0, 1, 2, 3]);
  });
});
