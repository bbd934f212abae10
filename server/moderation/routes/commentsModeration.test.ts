import { describe, expect, it } from 'vitest';
import { signIn, testEngines } from '../../../tests/server/support';
import { commentsKit, seedBody } from '../../../tests/server/support/commentsKit';
import { setupTestServer } from '../../../tests/server/support/vitest';

const ADMIN = 'admin@test.local';

describe.each(testEngines())('PUT /comments on $name', (engine) => {
  const server = setupTestServer({ databaseUrl: engine.databaseUrl });
  const db = () => server().db;
  const { setup, post, put, list, stored } = commentsKit(server);
  const seed = seedBody;

  describe('PUT (accept, reject, meta)', () => {
    async function withPending() {
      const context = await setup();
      await post(context.mallory.token, seed('Til moderation', context.id));
      const [comment] = await list(context.alice.token, context.id, '0');
      return { ...context, comment };
    }

    it('accepts, rejects and toggles meta, answering the logged action', async () => {
      const { alice, id, comment } = await withPending();
      const accepted = await put(alice.token, { ...comment, mod: 1 });
      expect(accepted.status).toBe(200);
      expect(await accepted.json()).toEqual({ action_id: expect.any(Number) });
      expect(await stored(id)).toMatchObject([{ mod: 1, active: true, is_meta: false }]);
      await put(alice.token, { ...comment, mod: -1 });
      expect(await stored(id)).toMatchObject([{ mod: -1 }]);
      await put(alice.token, { ...comment, mod: -1, is_meta: true });
      expect(await stored(id)).toMatchObject([{ mod: -1, is_meta: true }]);
    });

    it('lets an administrator moderate another user’s conversation', async () => {
      const { id, comment } = await withPending();
      const admin = await signIn(server(), 'admin', { email: ADMIN, siteAdmin: true });
      expect((await put(admin.token, { ...comment, mod: -1 })).status).toBe(200);
      expect(await stored(id)).toMatchObject([{ mod: -1 }]);
    });

    it('clears the automatic moderator’s flag when accepting', async () => {
      const { alice, id, comment } = await withPending();
      await db().query('UPDATE comments SET active = false');
      await put(alice.token, { ...comment, active: false, mod: 1 });
      expect(await stored(id)).toMatchObject([{ mod: 1, active: true }]);
    });

    it('answers 403 to another user and 401 without a token, changing nothing', async () => {
      const { mallory, id, comment } = await withPending();
      const denied = await put(mallory.token, { ...comment, mod: 1 });
      expect(denied.status).toBe(403);
      expect(await denied.json()).toEqual({
        error: 'polis_err_update_comment_auth',
        message: expect.any(String),
        status: 403,
      });
      expect((await put(undefined, { ...comment, mod: 1 })).status).toBe(401);
      expect(await stored(id)).toMatchObject([{ mod: 0 }]);
    });

    it.each([
      ['no tid', { tid: undefined }, 'polis_err_param_missing_tid'],
      ['no velocity', { velocity: undefined }, 'polis_err_param_missing_velocity'],
      ['mod 7', { mod: 7 }, 'polis_err_param_parse_failed_mod'],
      ['tid "0"', { tid: '0' }, 'polis_err_param_parse_failed_tid'],
      ['active "true"', { active: 'true' }, 'polis_err_param_parse_failed_active'],
      ['is_meta 1', { is_meta: 1 }, 'polis_err_param_parse_failed_is_meta'],
    ])('answers 400 for %s, changing nothing', async (_, change, error) => {
      const { alice, id, comment } = await withPending();
      const response = await put(alice.token, { ...comment, mod: 1, ...change });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error, status: 400 });
      expect(await stored(id)).toMatchObject([{ mod: 0 }]);
    });

    it('answers 404 for an unknown tid', async () => {
      const { alice, comment } = await withPending();
      const response = await put(alice.token, { ...comment, tid: 99, mod: 1 });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: 'polis_err_param_parse_failed_tid' });
    });
  });
});
