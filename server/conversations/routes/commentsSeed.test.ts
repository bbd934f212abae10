import { describe, expect, it } from 'vitest';
import { createConversationVia, testEngines } from '../../../tests/server/support';
import { postSeed } from '../../../tests/server/support/activity';
import { commentsKit, seedBody } from '../../../tests/server/support/commentsKit';
import { setupTestServer } from '../../../tests/server/support/vitest';

describe.each(testEngines())('POST /comments on $name', (engine) => {
  const server = setupTestServer({ databaseUrl: engine.databaseUrl });
  const db = () => server().db;
  const { setup, post, stored } = commentsKit(server);
  const seed = seedBody;

  describe('POST (seed statement)', () => {
    it('stores a moderator’s seed as accepted, creating their participant record', async () => {
      const { alice, id } = await setup();
      const first = await post(alice.token, seed('  Flere træer på Store Torv  ', id));
      expect(first.status).toBe(200);
      expect(await first.json()).toEqual({ tid: 0, currentPid: 0 });
      expect(await postSeed(server(), alice.token, id, 'Gågaderne skal udvides')).toEqual({
        tid: 1,
        currentPid: 0,
      });
      expect(await stored(id)).toEqual([
        {
          tid: 0,
          pid: 0,
          txt: 'Flere træer på Store Torv',
          mod: 1,
          active: true,
          is_meta: false,
          is_seed: true,
        },
        {
          tid: 1,
          pid: 0,
          txt: 'Gågaderne skal udvides',
          mod: 1,
          active: true,
          is_meta: false,
          is_seed: true,
        },
      ]);
      const conversation = await server().request(`/api/v3/conversations?conversation_id=${id}`);
      expect(await conversation.json()).toMatchObject({ participant_count: 1 });
    });

    it('stores a non-moderator’s statement as pending, never as a seed', async () => {
      const { mallory, id } = await setup();
      const response = await post(mallory.token, seed('Mere parkering tak', id));
      expect(response.status).toBe(200);
      expect(await stored(id)).toMatchObject([{ mod: 0, is_seed: false, active: true }]);
    });

    it('answers 409 for the same text twice, also with other surrounding spaces', async () => {
      const { alice, id } = await setup();
      await postSeed(server(), alice.token, id, 'Flere bænke');
      const again = await post(alice.token, seed(' Flere bænke ', id));
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({
        error: 'polis_err_post_comment_duplicate',
        message: expect.any(String),
        status: 409,
      });
      expect(await stored(id)).toHaveLength(1);
    });

    it('allows the same text in another conversation', async () => {
      const { alice, id } = await setup();
      const other = await createConversationVia(server(), alice.token);
      await postSeed(server(), alice.token, id, 'Flere bænke');
      expect((await post(alice.token, seed('Flere bænke', other.conversation_id))).status).toBe(
        200,
      );
    });

    it('answers 403 in a closed conversation and stores nothing', async () => {
      const { alice, id } = await setup({ is_active: false });
      const response = await post(alice.token, seed('For sent', id));
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error: 'polis_err_conversation_is_closed' });
      expect(await stored(id)).toEqual([]);
    });

    it('answers 401 without a token', async () => {
      const { id } = await setup();
      expect((await post(undefined, seed('Anonym', id))).status).toBe(401);
      expect(await stored(id)).toEqual([]);
    });

    it.each([
      [
        '501 characters',
        (id: string) => seed('x'.repeat(501), id),
        'polis_err_param_parse_failed_txt',
      ],
      ['only whitespace', (id: string) => seed('  \n ', id), 'polis_err_param_parse_failed_txt'],
      [
        'no text',
        (id: string) => ({ conversation_id: id, pid: -1 }),
        'polis_err_param_missing_txt',
      ],
      [
        'a numeric text',
        (id: string) => seed(5 as unknown as string, id),
        'polis_err_param_parse_failed_txt',
      ],
      [
        'is_seed "yes"',
        (id: string) => ({ ...seed('Tekst', id), is_seed: 'yes' }),
        'polis_err_param_parse_failed_is_seed',
      ],
      [
        'pid "x"',
        (id: string) => ({ ...seed('Tekst', id), pid: 'x' }),
        'polis_err_param_parse_failed_pid',
      ],
      [
        'someone else’s pid',
        (id: string) => ({ ...seed('Tekst', id), pid: 5 }),
        'polis_err_param_parse_failed_pid',
      ],
      ['no conversation_id', () => ({ txt: 'Tekst' }), 'polis_err_param_missing_conversation_id'],
    ])('answers 400 for %s and stores nothing', async (_, makeBody, error) => {
      const { alice, id } = await setup();
      const response = await post(alice.token, makeBody(id));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error, message: expect.any(String), status: 400 });
      expect(await stored(id)).toEqual([]);
      expect((await db().query('SELECT pid FROM participants')).rows).toEqual([]);
    });

    it('accepts exactly 500 characters where the conversation allows 500', async () => {
      const { alice, id } = await setup({ comment_max_length: 500 });
      expect((await post(alice.token, seed('ø'.repeat(500), id))).status).toBe(200);
    });
  });
});
