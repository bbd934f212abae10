import { describe, expect, it } from 'vitest';
import { createConversationVia, signIn, testEngines } from '../../../tests/server/support';
import { insertStatements } from '../insertStatements';
import { runTopicPipeline } from '../pipeline';
import { sampleStatements } from '../sampleStatements';
import { ADMIN, topicModSuite } from '../../../tests/server/support/topicModFixture';

describe.each(testEngines())('/topicMod reads and access on $name', (engine) => {
  const t = topicModSuite(engine);
  const { db, get, moderate, commentRows, topicsOf, key, setup } = t;

  describe('reads', () => {
    it('GET /topics groups topics by layer and cluster, with comment counts', async () => {
      await setup();
      const response = await get(`/topics?conversation_id=${t.cid()}`, t.owner().token);
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body).toMatchObject({ status: 'success', message: expect.any(String) });
      expect(Object.keys(body.topics_by_layer)).toEqual(['0', '1']);
      expect(Object.keys(body.topics_by_layer['0'])).toEqual(['0', '1', '2']);
      // Named by its most typical statement (weights tie here: the lowest tids), the pipeline's
      // keywords beside (docs/api.md#get-topicmodtopics).
      expect(body.topics_by_layer['1']['0']).toEqual({
        topic_key: key(1, 0),
        topic_name: 'Udsagn nummer 0 om emne 0',
        keywords: 'Emne 1.0',
        typical: [0, 1, 2].map((tid) => ({
          tid,
          txt: `Udsagn nummer ${tid} om emne ${Math.floor(tid / 4)}`,
        })),
        model_name: 'test-model',
        created_at: 1_700_000_000_000,
        layer_id: 1,
        cluster_id: 0,
        moderation: { status: 'pending', moderator: null, moderated_at: null, comment_count: 8 },
      });
    });

    it('GET /topics names a topic by the statement nearest its centre, never a rejected one', async () => {
      await setup();
      await db().query(
        `UPDATE topic_comment_assignments SET weight = 0.9 WHERE tid = 5 AND layer_id = 1`,
      );
      await db().query(
        `UPDATE topic_comment_assignments SET weight = 0.8 WHERE tid = 6 AND layer_id = 1`,
      );
      await db().query('UPDATE comments SET mod = -1 WHERE tid = 5');
      const body = await (await get(`/topics?conversation_id=${t.cid()}`, t.owner().token)).json();
      const topic = body.topics_by_layer['1']['0'];
      expect(topic.typical.map((s: { tid: number }) => s.tid)).toEqual([6, 0, 1]);
      expect(topic.topic_name).toBe('Udsagn nummer 6 om emne 1');
    });

    it('GET /topics answers an empty map when the pipeline has not run', async () => {
      const alice = await signIn(t.server(), 'alice');
      const { conversation_id } = await createConversationVia(t.server(), alice.token);
      const body = await (
        await get(`/topics?conversation_id=${conversation_id}`, alice.token)
      ).json();
      expect(body).toMatchObject({ status: 'success', topics_by_layer: {} });
      expect(body.message).toContain('generere dem på siden Emner');
    });

    it('GET comments of a URI-encoded key: labels, positions, and null for non-finite ones', async () => {
      await setup();
      await db().query('UPDATE comments SET mod = -1 WHERE tid = 8');
      await db().query('UPDATE comments SET mod = 1, is_meta = true WHERE tid = 9');
      await db().query('UPDATE comments SET mod = 1 WHERE tid = 10');
      const path = `/topics/${encodeURIComponent(key(0, 2))}/comments?conversation_id=${t.cid()}&report_id=${t.cid()}`;
      const response = await get(path, t.owner().token);
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body.status).toBe('success');
      expect(body.comments).toEqual([
        {
          comment_id: 8,
          comment_text: 'Udsagn nummer 8 om emne 2',
          cluster_id: 2,
          layer_id: 0,
          umap_x: 8,
          umap_y: -8,
          moderation_status: 'rejected',
          votes: 0,
        },
        expect.objectContaining({ comment_id: 9, moderation_status: 'meta' }),
        expect.objectContaining({
          comment_id: 10,
          umap_x: null,
          umap_y: null,
          moderation_status: 'accepted',
        }),
        expect.objectContaining({
          comment_id: 11,
          umap_x: null,
          umap_y: null,
          moderation_status: 'pending',
        }),
      ]);
    });

    it('GET comments of an unknown key answers 404 with a clear message', async () => {
      await setup();
      const response = await get(
        `/topics/${encodeURIComponent(`${t.cid()}#0#99`)}/comments?report_id=${t.cid()}`,
        t.owner().token,
      );
      expect(response.status).toBe(404);
      const body = await response.json();
      expect(body).toMatchObject({ error: 'polis_err_topic_not_found', status: 404 });
      expect(body.message).toContain(`${t.cid()}#0#99`);
    });

    it('GET /proximity filters by layer and never emits a non-finite position', async () => {
      await setup();
      const points = async (layer: string) => {
        const response = await get(
          `/proximity?report_id=${t.cid()}&layer_id=${layer}`,
          t.owner().token,
        );
        expect(response.status).toBe(200);
        const body = await response.json();
        expect(body.status).toBe('success');
        return body.proximity_data as Record<string, number | string>[];
      };
      const layer1 = await points('1');
      expect(layer1.map((p) => p.comment_id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(layer1.every((p) => p.layer_id === 1)).toBe(true);
      expect(layer1[9]).toEqual({
        comment_id: 9,
        umap_x: 9,
        umap_y: -9,
        cluster_id: 1,
        layer_id: 1,
        weight: 0.25,
        moderation_status: 'pending',
        comment_text: 'Udsagn nummer 9 om emne 2',
      });
      const all = await points('all');
      expect(all).toHaveLength(20);
      expect(all.every((p) => Number.isFinite(p.umap_x) && Number.isFinite(p.umap_y))).toBe(true);
      expect(await points('2')).toEqual([]);

      const bad = await get(`/proximity?report_id=${t.cid()}&layer_id=x`, t.owner().token);
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ error: 'polis_err_param_parse_failed_layer_id' });
    });

    it('accepts the conversation as report_id, or a real report id', async () => {
      await setup();
      expect((await get(`/stats?report_id=${t.cid()}`, t.owner().token)).status).toBe(200);
      await db().query(
        `INSERT INTO reports (report_id, zid) SELECT 'rabcdefghij0123456789', zid FROM zinvites
         WHERE zinvite = $1`,
        [t.cid()],
      );
      const viaReport = await get('/stats?report_id=rabcdefghij0123456789', t.owner().token);
      expect(viaReport.status).toBe(200);
      expect((await viaReport.json()).stats.total_topics).toBe(5);
      expect((await get('/stats?report_id=rzzzzzzzzzzzzzzzzzzzz', t.owner().token)).status).toBe(
        400,
      );
      expect((await get('/stats', t.owner().token)).status).toBe(400);
    });

    it('answers 304 to a matching If-None-Match', async () => {
      await setup();
      const first = await get(`/topics?conversation_id=${t.cid()}`, t.owner().token);
      const tag = first.headers.get('ETag');
      expect(tag).toBeTruthy();
      const again = await get(`/topics?conversation_id=${t.cid()}`, t.owner().token, {
        headers: { 'If-None-Match': tag! },
      });
      expect(again.status).toBe(304);
    });
  });

  describe('access', () => {
    const reads = () => [
      `/topics?conversation_id=${t.cid()}`,
      `/topics/${encodeURIComponent(key(0, 0))}/comments?report_id=${t.cid()}`,
      `/stats?conversation_id=${t.cid()}`,
      `/proximity?report_id=${t.cid()}&layer_id=0`,
    ];
    const writes = () => [
      { conversation_id: t.cid(), topic_key: key(0, 0), action: 'accept', moderator: 'admin' },
      {
        conversation_id: t.cid(),
        report_id: t.cid(),
        comment_ids: [0, 1],
        action: 'reject',
        moderator: 'admin',
      },
    ];

    it('answers 403 to a signed-in non-moderator on every read and write, and writes nothing', async () => {
      await setup();
      const stranger = await signIn(t.server(), 'stranger');
      for (const path of reads()) {
        const response = await get(path, stranger.token);
        expect(response.status, path).toBe(403);
        expect(await response.json()).toMatchObject({
          error: 'polis_err_topic_moderation_permission',
        });
      }
      for (const body of writes()) {
        expect((await moderate(body, stranger.token)).status).toBe(403);
      }
      expect((await commentRows([0, 1])).map((row) => row.mod)).toEqual([0, 0]);
      expect((await topicsOf()).topics_by_layer['0']['0'].moderation.status).toBe('pending');
    });

    it('answers 401 without a token', async () => {
      await setup();
      for (const path of reads()) expect((await get(path)).status, path).toBe(401);
      const response = await t.server().request('/api/v3/topicMod/moderate', {
        method: 'POST',
        json: writes()[0],
      });
      expect(response.status).toBe(401);
    });

    it('lets a server administrator read and moderate', async () => {
      await setup();
      const admin = await signIn(t.server(), 'admin', { email: ADMIN, siteAdmin: true });
      for (const path of reads()) expect((await get(path, admin.token)).status, path).toBe(200);
      expect((await moderate(writes()[0], admin.token)).status).toBe(200);
      expect((await topicsOf()).topics_by_layer['0']['0'].moderation.moderator).toBe(ADMIN);
    });
  });

  it('serves what the real pipeline wrote', async () => {
    await setup({ seed: false });
    await insertStatements(db(), t.cid(), sampleStatements(40));
    await runTopicPipeline(db(), t.cid(), { seed: 3 });
    const { topics_by_layer: layers } = await topicsOf();
    expect(Object.keys(layers)).toEqual(['0', '1', '2']);
    for (const layer of Object.values(layers)) {
      const total = Object.values(layer).reduce(
        (sum, topic) => sum + Number(topic.moderation.comment_count),
        0,
      );
      expect(total).toBe(40);
    }
    const all = await (
      await get(`/proximity?report_id=${t.cid()}&layer_id=all`, t.owner().token)
    ).json();
    expect(all.proximity_data).toHaveLength(120);
  });
});
