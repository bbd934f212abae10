import { describe, expect, it } from 'vitest';
import { testEngines } from '../../../tests/server/support';
import { topicModSuite } from '../../../tests/server/support/topicModFixture';

describe.each(testEngines())('/topicMod moderation and stats on $name', (engine) => {
  const t = topicModSuite(engine);
  const { db, get, moderate, commentRows, topicsOf, key, setup } = t;

  describe('POST /moderate', () => {
    it('accepts a topic: its unreviewed statements change; flagged and moderated ones keep their state', async () => {
      await setup();
      // tid 0 flagged by the automatic moderator (pending, hidden); tid 1 rejected by a person.
      await db().query('UPDATE comments SET active = false WHERE tid = 0');
      await db().query('UPDATE comments SET mod = -1 WHERE tid = 1');
      const response = await moderate({
        conversation_id: t.cid(),
        topic_key: key(0, 0),
        action: 'accept',
        moderator: 'admin',
      });
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body).toEqual({
        status: 'success',
        message: expect.any(String),
        moderated_at: expect.any(Number),
        comment_count: 2,
        action_id: expect.any(Number),
      });
      expect(await commentRows([0, 1, 2, 3, 4])).toEqual([
        { tid: 0, mod: 0, is_meta: false, active: false },
        { tid: 1, mod: -1, is_meta: false, active: true },
        { tid: 2, mod: 1, is_meta: false, active: true },
        { tid: 3, mod: 1, is_meta: false, active: true },
        { tid: 4, mod: 0, is_meta: false, active: true },
      ]);
      const topic = (await topicsOf()).topics_by_layer['0']['0'];
      expect(topic.moderation).toEqual({
        status: 'accepted',
        moderator: 'alice@test.local', // the signed-in user, not the client's fixed label
        moderated_at: body.moderated_at,
        comment_count: 4,
      });
    });

    it('changes a flagged statement only when named, and a moderated one only when asked', async () => {
      await setup();
      await db().query('UPDATE comments SET active = false WHERE tid IN (0, 2)');
      await db().query('UPDATE comments SET mod = -1 WHERE tid = 1');
      const response = await moderate({
        conversation_id: t.cid(),
        topic_key: key(0, 0),
        action: 'accept',
        include_flagged: [0],
        include_moderated: true,
      });
      expect((await response.json()).comment_count).toBe(3);
      expect(await commentRows([0, 1, 2, 3])).toEqual([
        { tid: 0, mod: 1, is_meta: false, active: true },
        { tid: 1, mod: 1, is_meta: false, active: true },
        { tid: 2, mod: 0, is_meta: false, active: false },
        { tid: 3, mod: 1, is_meta: false, active: true },
      ]);
    });

    it.each([
      ['reject', 'rejected', { mod: -1, is_meta: false }],
      ['meta', 'meta', { mod: 0, is_meta: true }],
    ] as const)(
      '%s on a topic sets status %s and moderates its unreviewed comments',
      async (action, status, effect) => {
        await setup();
        await db().query('UPDATE comments SET mod = 1 WHERE tid = 8');
        expect(
          (await moderate({ conversation_id: t.cid(), topic_key: key(1, 1), action })).status,
        ).toBe(200);
        for (const row of await commentRows([9, 10, 11])) expect(row).toMatchObject(effect);
        // Accepted by a person before: still accepted, still in the conversation.
        expect((await commentRows([8]))[0]).toMatchObject({ mod: 1, is_meta: false });
        expect((await commentRows([7]))[0]).toMatchObject({ mod: 0, is_meta: false });
        expect((await topicsOf()).topics_by_layer['1']['1'].moderation.status).toBe(status);
      },
    );

    it('moderates listed comments (numeric strings tolerated) without touching topic status', async () => {
      await setup();
      const response = await moderate({
        report_id: t.cid(),
        comment_ids: [4, '5', 5],
        action: 'meta',
        moderator: 'admin',
      });
      expect(response.status).toBe(200);
      expect((await response.json()).moderated_at).toEqual(expect.any(Number));
      expect(await commentRows([4, 5, 6])).toEqual([
        { tid: 4, mod: 0, is_meta: true, active: true },
        { tid: 5, mod: 0, is_meta: true, active: true },
        { tid: 6, mod: 0, is_meta: false, active: true },
      ]);
      expect((await topicsOf()).topics_by_layer['0']['1'].moderation.status).toBe('pending');
    });

    it('answers 404 for an unknown topic key, with the key in the message', async () => {
      await setup();
      const response = await moderate({
        conversation_id: t.cid(),
        topic_key: `${t.cid()}#7#7`,
        action: 'accept',
      });
      expect(response.status).toBe(404);
      const body = await response.json();
      expect(body).toMatchObject({ error: 'polis_err_topic_not_found', status: 404 });
      expect(body.message).toContain(`${t.cid()}#7#7`);
    });

    it.each([
      [
        'empty comment_ids',
        { comment_ids: [], action: 'accept' },
        'polis_err_param_parse_failed_comment_ids',
      ],
      [
        'an unknown tid',
        { comment_ids: [0, 99], action: 'accept' },
        'polis_err_param_parse_failed_comment_ids',
      ],
      [
        'a negative tid',
        { comment_ids: [-1], action: 'accept' },
        'polis_err_param_parse_failed_comment_ids',
      ],
      ['no action', { comment_ids: [0] }, 'polis_err_param_missing_action'],
      [
        'an unknown action',
        { comment_ids: [0], action: 'approve' },
        'polis_err_param_parse_failed_action',
      ],
      ['no target', { action: 'accept' }, 'polis_err_param_missing_topic_key'],
      [
        'both targets',
        { topic_key: 'x#0#0', comment_ids: [0], action: 'accept' },
        'polis_err_param_parse_failed_topic_key',
      ],
    ])('answers 400 for %s and writes nothing', async (_, body, error) => {
      await setup();
      const response = await moderate({ conversation_id: t.cid(), ...body });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error, status: 400 });
      expect((await commentRows([0])).map((row) => row.mod)).toEqual([0]);
    });
  });

  describe('GET /stats', () => {
    it('counts topics by status over every layer, or one layer', async () => {
      await setup();
      await moderate({ conversation_id: t.cid(), topic_key: key(0, 0), action: 'accept' });
      await moderate({ conversation_id: t.cid(), topic_key: key(0, 1), action: 'reject' });
      await moderate({ conversation_id: t.cid(), topic_key: key(1, 1), action: 'meta' });
      const stats = async (query = '') =>
        (await (await get(`/stats?conversation_id=${t.cid()}${query}`, t.owner().token)).json())
          .stats;
      expect(await stats()).toEqual({
        total_topics: 5,
        pending: 2,
        accepted: 1,
        rejected: 1,
        meta: 1,
      });
      expect(await stats('&layer_id=0')).toEqual({
        total_topics: 3,
        pending: 1,
        accepted: 1,
        rejected: 1,
        meta: 0,
      });
    });
  });
});
