import { describe, expect, it } from 'vitest';
import type { Comment } from '../../../contract/types';
import { signIn, testEngines } from '../../../tests/server/support';
import { postSeed } from '../../../tests/server/support/activity';
import {
  commentsKit,
  COMMENTS_API,
  moderationListQuery,
  seedBody,
} from '../../../tests/server/support/commentsKit';
import { setupTestServer } from '../../../tests/server/support/vitest';

const ADMIN = 'admin@test.local';

describe.each(testEngines())('GET /comments on $name', (engine) => {
  const server = setupTestServer({ databaseUrl: engine.databaseUrl });
  const db = () => server().db;
  const { setup, post, put, list } = commentsKit(server);
  const seed = seedBody;

  describe('GET (moderation lists)', () => {
    async function withThreeStates() {
      const context = await setup();
      const { alice, mallory, id } = context;
      await postSeed(server(), alice.token, id, 'Accepteret');
      await post(mallory.token, seed('Afventer', id));
      await post(mallory.token, seed('Bliver afvist', id));
      await put(alice.token, {
        conversation_id: id,
        tid: 2,
        mod: -1,
        active: true,
        is_meta: false,
        velocity: 1,
      });
      return context;
    }

    it('lists each state for a moderator, sorted by tid, in the contract shape', async () => {
      const { alice, id } = await withThreeStates();
      const accepted = await list(alice.token, id, '1');
      expect(accepted).toEqual([
        {
          txt: 'Accepteret',
          tid: 0,
          pid: 0,
          created: expect.any(Number),
          mod: 1,
          active: true,
          is_meta: false,
          is_seed: true,
          velocity: 1,
          lang: null,
          quote_src_url: null,
          conversation_id: id,
        },
      ]);
      expect((await list(alice.token, id, '0')).map((c) => c.txt)).toEqual(['Afventer']);
      expect((await list(alice.token, id, '-1')).map((c) => c.txt)).toEqual(['Bliver afvist']);
    });

    it('pages with limit and offset', async () => {
      const { alice, id } = await setup();
      for (const txt of ['a', 'b', 'c', 'd']) await postSeed(server(), alice.token, id, txt);
      const page = await server().request(`${moderationListQuery(id, '1')}&limit=2&offset=1`, {
        token: alice.token,
      });
      expect(((await page.json()) as Comment[]).map((c) => c.tid)).toEqual([1, 2]);
    });

    it('lets an administrator read the lists', async () => {
      const { id } = await withThreeStates();
      const admin = await signIn(server(), 'admin', { email: ADMIN, siteAdmin: true });
      expect(await list(admin.token, id, '0')).toHaveLength(1);
    });

    it('answers 403 to another user and 401 without a token', async () => {
      const { mallory, id } = await withThreeStates();
      const denied = await server().request(moderationListQuery(id, '0'), { token: mallory.token });
      expect(denied.status).toBe(403);
      expect(await denied.json()).toMatchObject({ error: 'polis_err_get_comments_permissions' });
      expect((await server().request(moderationListQuery(id, '0'))).status).toBe(401);
    });

    it('answers 400 for mod=7 and 404 for an unknown conversation', async () => {
      const { alice, id } = await setup();
      const bad = await server().request(moderationListQuery(id, '7'), { token: alice.token });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ error: 'polis_err_param_parse_failed_mod' });
      const unknown = await server().request(moderationListQuery('zzzzzzzzzz', '1'), {
        token: alice.token,
      });
      expect(unknown.status).toBe(404);
    });

    it('tags the list and answers 304 until it changes', async () => {
      const { alice, id } = await withThreeStates();
      const first = await server().request(moderationListQuery(id, '0'), { token: alice.token });
      const tag = first.headers.get('ETag');
      expect(tag).toBeTruthy();
      const again = await server().request(moderationListQuery(id, '0'), {
        token: alice.token,
        headers: { 'If-None-Match': tag! },
      });
      expect(again.status).toBe(304);
      await put(alice.token, {
        conversation_id: id,
        tid: 1,
        mod: 1,
        active: true,
        is_meta: false,
        velocity: 1,
      });
      const changed = await server().request(moderationListQuery(id, '0'), {
        token: alice.token,
        headers: { 'If-None-Match': tag! },
      });
      expect(changed.status).toBe(200);
      expect(await changed.json()).toEqual([]);
    });

    it('shows participants, without a token, the visible comments only', async () => {
      const { alice, id } = await withThreeStates();
      await postSeed(server(), alice.token, id, 'Flagget');
      await db().query('UPDATE comments SET active = false, mod = 0 WHERE txt = $1', ['Flagget']);
      const open = await server().request(`${COMMENTS_API}?conversation_id=${id}`);
      expect(open.status).toBe(200);
      expect(((await open.json()) as Comment[]).map((c) => c.txt)).toEqual([
        'Accepteret',
        'Afventer',
      ]);
      const onlyAccepted = await server().request(`${COMMENTS_API}?conversation_id=${id}&mod=1`);
      expect(((await onlyAccepted.json()) as Comment[]).map((c) => c.txt)).toEqual(['Accepteret']);
      await server().request('/api/v3/conversations', {
        method: 'PUT',
        token: alice.token,
        json: { conversation_id: id, strict_moderation: true },
      });
      const strict = await server().request(`${COMMENTS_API}?conversation_id=${id}`);
      expect(((await strict.json()) as Comment[]).map((c) => c.txt)).toEqual(['Accepteret']);
    });
  });
});
