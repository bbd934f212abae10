import { describe, expect, it } from 'vitest';
import { createConversationVia, signIn, testEngines } from '../../tests/server/support';
import { setupTestServer } from '../../tests/server/support/vitest';
import { insertStatements } from './insertStatements';
import { runTopicPipeline, TooFewStatementsError, UnknownConversationError } from './pipeline';
import { sampleStatements } from './sampleStatements';

describe.each(testEngines())('runTopicPipeline on $name', (engine) => {
  const server = setupTestServer({ databaseUrl: engine.databaseUrl });
  const db = () => server().db;

  async function conversationWith(texts: string[]): Promise<string> {
    const { token } = await signIn(server(), 'alice');
    const { conversation_id } = await createConversationVia(server(), token);
    await insertStatements(db(), conversation_id, texts);
    return conversation_id;
  }
  const count = async (table: string) =>
    Number((await db().query<{ n: number }>(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);
  const snapshot = async () => ({
    topics: (
      await db().query(
        `SELECT topic_key, topic_name, layer_id, cluster_id, status, moderator, moderated_at
         FROM topics ORDER BY topic_key`,
      )
    ).rows,
    assignments: (
      await db().query(
        'SELECT layer_id, cluster_id, tid, weight FROM topic_comment_assignments ORDER BY layer_id, tid',
      )
    ).rows,
    positions: (await db().query('SELECT tid, umap_x, umap_y FROM comment_positions ORDER BY tid'))
      .rows,
  });

  it('writes topics, an assignment per statement and layer, and a position per statement', async () => {
    const cid = await conversationWith(sampleStatements(60));
    const summary = await runTopicPipeline(db(), cid, { seed: 5 });
    expect(summary).toMatchObject({
      conversationId: cid,
      statementCount: 60,
      layers: [
        { layer: 0, topics: 12 },
        { layer: 1, topics: 5 },
        { layer: 2, topics: 2 },
      ],
    });
    expect(await count('topics')).toBe(19);
    expect(await count('topic_comment_assignments')).toBe(180);
    expect(await count('comment_positions')).toBe(60);
    const { topics } = await snapshot();
    for (const topic of topics as { topic_key: string; layer_id: number; cluster_id: number }[]) {
      expect(topic.topic_key).toBe(`${cid}#${topic.layer_id}#${topic.cluster_id}`);
    }
  });

  it('leaves rejected statements out', async () => {
    const cid = await conversationWith(sampleStatements(30));
    await db().query('UPDATE comments SET mod = -1 WHERE tid < 5');
    const summary = await runTopicPipeline(db(), cid);
    expect(summary.statementCount).toBe(25);
    const { rows } = await db().query('SELECT tid FROM topic_comment_assignments WHERE tid < 5');
    expect(rows).toEqual([]);
  });

  it('reruns to the same result and keeps the moderation of surviving topics', async () => {
    const cid = await conversationWith(sampleStatements(50));
    await runTopicPipeline(db(), cid, { seed: 2 });
    await db().query(
      `UPDATE topics SET status = 'accepted', moderator = 'alice@test.local', moderated_at = 42
       WHERE topic_key = $1`,
      [`${cid}#1#0`],
    );
    const before = await snapshot();
    await runTopicPipeline(db(), cid, { seed: 2 });
    expect(await snapshot()).toEqual(before);
    expect(before.topics).toContainEqual(
      expect.objectContaining({ topic_key: `${cid}#1#0`, status: 'accepted', moderated_at: 42 }),
    );
  });

  it('keeps a verdict only where the topic still means the same statements', async () => {
    const cid = await conversationWith(sampleStatements(50));
    await runTopicPipeline(db(), cid, { seed: 2 });
    await db().query(`UPDATE topics SET status = 'meta', moderated_at = 1`);
    const membersByKey = (rows: Record<string, unknown>[]) => {
      const members = new Map<string, Set<unknown>>();
      for (const row of rows) {
        const key = `${cid}#${row.layer_id}#${row.cluster_id}`;
        members.set(key, (members.get(key) ?? new Set()).add(row.tid));
      }
      return members;
    };
    const before = membersByKey((await snapshot()).assignments);

    await insertStatements(db(), cid, sampleStatements(80).slice(50));
    await runTopicPipeline(db(), cid, { seed: 2 });
    const { topics, assignments } = await snapshot();
    expect(assignments).toHaveLength(80 * 3);
    const after = membersByKey(assignments);
    const statuses = new Set<string>();
    for (const topic of topics as { topic_key: string; status: string }[]) {
      statuses.add(topic.status);
      const old = before.get(topic.topic_key);
      const now = after.get(topic.topic_key)!;
      const shared = old ? [...now].filter((tid) => old.has(tid)).length : 0;
      const overlap = old ? shared / (old.size + now.size - shared) : 0;
      // A kept verdict means at least half the statements are the same ones; a new topic is pending.
      expect(topic.status).toBe(overlap >= 0.5 ? 'meta' : 'pending');
    }
    expect(statuses).toEqual(new Set(['meta', 'pending']));
  });

  it('refuses under 10 statements and writes nothing, nor deletes an earlier model', async () => {
    const cid = await conversationWith(sampleStatements(12));
    await runTopicPipeline(db(), cid);
    const before = await snapshot();
    await db().query('UPDATE comments SET mod = -1 WHERE tid < 3');
    await expect(runTopicPipeline(db(), cid)).rejects.toThrow(TooFewStatementsError);
    expect(await snapshot()).toEqual(before);

    const other = await conversationWith([]);
    await insertStatements(db(), other, ['Et udsagn om parker', 'Et andet om busser']);
    await expect(runTopicPipeline(db(), other)).rejects.toThrow(/mindst 10/);
  });

  it('refuses an unknown conversation', async () => {
    await expect(runTopicPipeline(db(), 'zzzzzzzzzz')).rejects.toThrow(UnknownConversationError);
  });
});
