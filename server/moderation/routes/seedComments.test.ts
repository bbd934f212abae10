// /seedComments (docs/api.md#seed-statements) and the conversation's statement limit
// (comment_max_length, migration 059) as POST /comments applies it. One server for the file.
import { describe, expect, it } from 'vitest';
import type { SeedStatement } from '../../../contract/types';
import { postSeed } from '../../../tests/server/support/activity';
import { commentsKit, seedBody } from '../../../tests/server/support/commentsKit';
import { setupTestServer } from '../../../tests/server/support/vitest';

const API = '/api/v3/seedComments';

describe('/seedComments', () => {
  const server = setupTestServer();
  const { setup, post, stored } = commentsKit(server);
  const call = (method: string, token: string | undefined, path: string, json?: unknown) =>
    server().request(`${API}${path}`, { method, token, json });
  const vote = (conversationId: string, tid: number) =>
    server().request('/api/v3/votes', {
      method: 'POST',
      json: { conversation_id: conversationId, tid, vote: 1 },
    });

  it('lists the seeds with their votes, edits and removes one nobody voted on', async () => {
    const { alice, id } = await setup();
    await postSeed(server(), alice.token, id, 'Flere bænke på torvet');
    await postSeed(server(), alice.token, id, 'Færre biler i midtbyen');
    await postSeed(server(), alice.token, id, 'Gratis busser om lørdagen');
    expect((await vote(id, 0)).status).toBe(200);

    const listed = (await (
      await call('GET', alice.token, `?conversation_id=${id}`)
    ).json()) as SeedStatement[];
    expect(listed.map(({ tid, txt, vote_count }) => ({ tid, txt, vote_count }))).toEqual([
      { tid: 0, txt: 'Flere bænke på torvet', vote_count: 1 },
      { tid: 1, txt: 'Færre biler i midtbyen', vote_count: 0 },
      { tid: 2, txt: 'Gratis busser om lørdagen', vote_count: 0 },
    ]);

    const edited = await call('PUT', alice.token, '', {
      conversation_id: id,
      tid: 1,
      txt: '  Færre biler i hele midtbyen ',
    });
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as SeedStatement[])[1].txt).toBe('Færre biler i hele midtbyen');

    const removed = await call('DELETE', alice.token, `?conversation_id=${id}&tid=2`);
    expect(((await removed.json()) as SeedStatement[]).map((s) => s.tid)).toEqual([0, 1]);
    expect((await stored(id)).map((row) => row.txt)).toEqual([
      'Flere bænke på torvet',
      'Færre biler i hele midtbyen',
    ]);
  });

  it('refuses a seed with votes (409, in Danish), a duplicate text, an unknown tid and a stranger', async () => {
    const { alice, mallory, id } = await setup();
    await postSeed(server(), alice.token, id, 'Flere bænke på torvet');
    await postSeed(server(), alice.token, id, 'Færre biler i midtbyen');
    await vote(id, 0);
    const voted = { conversation_id: id, tid: 0, txt: 'Andre ord' };
    for (const response of [
      await call('PUT', alice.token, '', voted),
      await call('DELETE', alice.token, `?conversation_id=${id}&tid=0`),
    ]) {
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({
        error: 'polis_err_seed_comment_has_votes',
        message: 'Der er stemt på startudsagnet, så det kan ikke længere ændres eller slettes.',
      });
    }
    const duplicate = await call('PUT', alice.token, '', {
      conversation_id: id,
      tid: 1,
      txt: 'Flere bænke på torvet',
    });
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toMatchObject({ field: 'txt' });
    expect((await call('DELETE', alice.token, `?conversation_id=${id}&tid=9`)).status).toBe(404);
    expect((await call('DELETE', alice.token, `?conversation_id=${id}&tid=x`)).status).toBe(400);
    expect((await call('DELETE', mallory.token, `?conversation_id=${id}&tid=1`)).status).toBe(403);
    expect((await call('GET', undefined, `?conversation_id=${id}`)).status).toBe(401);
    // Nothing changed.
    expect((await stored(id)).map((row) => row.txt)).toEqual([
      'Flere bænke på torvet',
      'Færre biler i midtbyen',
    ]);
  });

  it('holds participants’ statements, seeds and edits to the conversation’s own limit', async () => {
    const { alice, id } = await setup({ comment_max_length: 20 });
    const read = await server().request(`/api/v3/participationInit?conversation_id=${id}`);
    expect(await read.json()).toMatchObject({ conversation: { comment_max_length: 20 } });
    const tooLong = 'x'.repeat(21);
    const participant = await server().request('/api/v3/comments', {
      method: 'POST',
      json: { conversation_id: id, txt: tooLong },
    });
    expect(participant.status).toBe(400);
    expect(await participant.json()).toMatchObject({
      message: 'Udsagnet er for langt: højst 20 tegn i denne samtale (det har 21).',
    });
    expect((await post(alice.token, seedBody(tooLong, id))).status).toBe(400);
    expect((await post(alice.token, seedBody('x'.repeat(20), id))).status).toBe(200);
    const edit = await call('PUT', alice.token, '', { conversation_id: id, tid: 0, txt: tooLong });
    expect(edit.status).toBe(400);
    expect(await edit.json()).toMatchObject({ field: 'txt' });
  });

  it('stores the limit as a setting (10–500, 140 by default) and refuses others in Danish', async () => {
    const { alice, id } = await setup();
    const read = async () =>
      (await (
        await server().request(`/api/v3/conversations?conversation_id=${id}`, {
          token: alice.token,
        })
      ).json()) as { comment_max_length: number };
    expect((await read()).comment_max_length).toBe(140);
    const save = (value: unknown) =>
      server().request('/api/v3/conversations', {
        method: 'PUT',
        token: alice.token,
        json: { conversation_id: id, comment_max_length: value },
      });
    for (const bad of [9, 501, 140.5, '200', null]) {
      const refused = await save(bad);
      expect(refused.status, String(bad)).toBe(400);
      expect(await refused.json()).toMatchObject({
        field: 'comment_max_length',
        message: 'Maks. længde på udsagn skal være et helt tal mellem 10 og 500 tegn.',
      });
    }
    expect((await save(280)).status).toBe(200);
    expect((await read()).comment_max_length).toBe(280);
  });
});
