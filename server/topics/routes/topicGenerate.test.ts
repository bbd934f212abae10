// 'Generér emner' on the server: POST /topicMod/generate queues one run of the topic pipeline
// (the `topics` job, in a worker thread), GET follows it, and the topics appear. One engine only:
// the jobs table is covered on both by jobs/runner.test.ts.
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../tests/server/support';
import { topicModSuite } from '../../../tests/server/support/topicModFixture';
import { insertStatements } from '../insertStatements';
import { sampleStatements } from '../sampleStatements';

interface RunBody {
  status: string;
  run: { state: string; finished_at: number | null; error: string | null };
}

describe('/topicMod/generate', () => {
  const t = topicModSuite({ name: 'pglite', databaseUrl: undefined });
  const generate = (token = t.owner().token) =>
    t.server().request('/api/v3/topicMod/generate', {
      method: 'POST',
      token,
      json: { conversation_id: t.cid() },
    });
  const runOf = async (): Promise<RunBody['run']> =>
    (
      (await (
        await t.get(`/generate?conversation_id=${t.cid()}`, t.owner().token)
      ).json()) as RunBody
    ).run;

  it('says at once, in Danish, that there are too few statements, and queues nothing', async () => {
    await t.setup({ seed: false });
    await insertStatements(t.db(), t.cid(), sampleStatements(6));
    const response = await generate();
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: 'polis_err_topics_too_few',
      message: expect.stringMatching(/^Der skal være mindst 10 udsagn med ord.*samtalen har 6\./),
    });
    expect(await runOf()).toEqual({ state: 'none', finished_at: null, error: null });
  });

  it('is for the conversation’s moderators only (401, 403)', async () => {
    await t.setup({ seed: false });
    await insertStatements(t.db(), t.cid(), sampleStatements(12));
    const stranger = await signIn(t.server(), 'stranger');
    expect((await generate('')).status).toBe(401);
    expect((await generate(stranger.token)).status).toBe(403);
    const read = await t.get(`/generate?conversation_id=${t.cid()}`, stranger.token);
    expect(read.status).toBe(403);
    expect(await runOf()).toMatchObject({ state: 'none' });
  });

  it('runs once for 40 statements while the server keeps answering, and the topics appear', async () => {
    await t.setup({ seed: false });
    await insertStatements(t.db(), t.cid(), sampleStatements(40));
    const first = await generate();
    expect(first.status).toBe(202);
    expect(((await first.json()) as RunBody).run.state).toMatch(/^(queued|running)$/);
    // Asked again while it runs: the same run, never a second one.
    const again = await generate();
    expect(again.status).toBe(202);

    // The model is computed in a worker: requests are answered meanwhile.
    let answeredWhileRunning = 0;
    let run = await runOf();
    while (run.state === 'queued' || run.state === 'running') {
      const stats = await t.get(`/stats?conversation_id=${t.cid()}`, t.owner().token);
      expect(stats.status).toBe(200);
      if (run.state === 'running') answeredWhileRunning += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
      run = await runOf();
    }
    expect(run).toMatchObject({ state: 'done', error: null, finished_at: expect.any(Number) });
    expect(answeredWhileRunning).toBeGreaterThan(0);

    const topics = await (
      await t.get(`/topics?conversation_id=${t.cid()}`, t.owner().token)
    ).json();
    expect(Object.keys(topics.topics_by_layer)).toEqual(['0', '1', '2']);
    const { rows } = await t
      .db()
      .query<{ n: number }>(
        "SELECT count(*)::int AS n FROM jobs WHERE kind = 'topics' AND key = $1",
        [t.cid()],
      );
    expect(rows[0].n).toBe(1);
  }, 60_000);
});
