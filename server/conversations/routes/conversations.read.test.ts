// GET /conversations: the caller's list, and one conversation's settings, public by design.
import { describe, expect, it } from 'vitest';
import type { Conversation, ConversationListItem } from '../../../contract/types';
import { ensureParticipant } from '../repo/participants';
import { createConversationVia, signIn, testEngines } from '../../../tests/server/support';
import { setupTestServer } from '../../../tests/server/support/vitest';
import { ADMIN, conversationsKit } from '../../../tests/server/support/conversationsKit';

describe.each(testEngines())('/conversations on $name', (engine) => {
  const server = setupTestServer({ databaseUrl: engine.databaseUrl });
  const { db, zidOf, getOne, getList } = conversationsKit(server);

  describe('GET list', () => {
    it('answers 401 without a token', async () => {
      expect((await getList()).status).toBe(401);
    });

    it("lists the caller's conversations newest first, not other people's", async () => {
      const alice = await signIn(server(), 'alice');
      const bob = await signIn(server(), 'bob');
      const first = await createConversationVia(server(), alice.token, { topic: 'Første' });
      const second = await createConversationVia(server(), alice.token, { topic: 'Anden' });
      await createConversationVia(server(), bob.token, { topic: 'Bobs' });

      const response = await getList(alice.token);
      expect(response.status).toBe(200);
      const items = (await response.json()) as ConversationListItem[];
      expect(items.map((item) => item.topic)).toEqual(['Anden', 'Første']);
      expect(items[1]).toEqual({
        conversation_id: first.conversation_id,
        topic: 'Første',
        description: '',
        parent_url: null,
        participant_count: 0,
        is_owner: true,
        is_mod: true,
        is_active: true,
        is_draft: false,
        created: first.created,
        modified: first.modified,
        url: `http://test.local/${first.conversation_id}`,
        waiting_count: 0,
        last_activity: first.modified,
        closes_at: null,
        archived_at: null,
      });
      expect(items[0].conversation_id).toBe(second.conversation_id);
    });

    it('counts participants and, with the flag, includes conversations the caller takes part in', async () => {
      const alice = await signIn(server(), 'alice');
      const bob = await signIn(server(), 'bob');
      const bobs = await createConversationVia(server(), bob.token, { topic: 'Bobs' });
      const zid = await zidOf(bobs.conversation_id);
      await ensureParticipant(db(), zid, alice.user.uid);
      await ensureParticipant(db(), zid, bob.user.uid);

      const withFlag = (await (await getList(alice.token)).json()) as ConversationListItem[];
      expect(withFlag).toHaveLength(1);
      expect(withFlag[0]).toMatchObject({
        topic: 'Bobs',
        participant_count: 2,
        is_owner: false,
        is_mod: false,
      });

      const withoutFlag = await getList(alice.token, 'include_all_conversations_i_am_in=false');
      expect(await withoutFlag.json()).toEqual([]);
    });

    it('shows an administrator every conversation, as moderator', async () => {
      const bob = await signIn(server(), 'bob');
      await createConversationVia(server(), bob.token, { topic: 'Bobs' });
      const admin = await signIn(server(), 'admin', { email: ADMIN, siteAdmin: true });
      const items = (await (await getList(admin.token)).json()) as ConversationListItem[];
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({ topic: 'Bobs', is_owner: false, is_mod: true });
    });

    it('answers 400 for a flag that is not a boolean', async () => {
      const { token } = await signIn(server(), 'alice');
      const response = await getList(token, 'include_all_conversations_i_am_in=maybe');
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: 'polis_err_param_parse_failed_include_all_conversations_i_am_in',
      });
    });
  });

  describe('GET one', () => {
    it('returns every setting of an open conversation, readable without a token', async () => {
      const { token, user } = await signIn(server(), 'alice', { name: 'Alice Ejer' });
      const { conversation_id } = await createConversationVia(server(), token, {
        is_draft: false,
        is_active: true,
      });
      const response = await getOne(conversation_id);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        conversation_id,
        topic: '',
        description: '',
        is_active: true,
        is_draft: false,
        is_anon: true,
        importance_enabled: false,
        vis_type: 0,
        write_type: 1,
        help_type: 1,
        strict_moderation: false,
        help_bgcolor: 'default',
        help_color: 'default',
        bgcolor: null,
        parent_url: null,
        participant_count: 0,
        owner: user.uid,
        created: expect.any(Number),
        modified: expect.any(Number),
        version: 1,
        is_owner: false,
        is_mod: false,
        ownername: 'Alice Ejer',
        // Read without a token: no moderation queue count (moderators only).
        closes_at: null,
        archived_at: null,
        comment_max_length: 140,
      });
    });

    it('tells the owner, an administrator and a stranger apart', async () => {
      const alice = await signIn(server(), 'alice');
      const stranger = await signIn(server(), 'stranger');
      const admin = await signIn(server(), 'admin', { email: ADMIN, siteAdmin: true });
      const { conversation_id } = await createConversationVia(server(), alice.token);
      const viewAs = async (token: string) => {
        const body = (await (await getOne(conversation_id, token)).json()) as Conversation;
        return { is_owner: body.is_owner, is_mod: body.is_mod };
      };
      expect(await viewAs(alice.token)).toEqual({ is_owner: true, is_mod: true });
      expect(await viewAs(admin.token)).toEqual({ is_owner: false, is_mod: true });
      expect(await viewAs(stranger.token)).toEqual({ is_owner: false, is_mod: false });
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      const unknown = await getOne('zzzzzzzzzz');
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toMatchObject({
        error: 'polis_err_param_parse_failed_conversation_id',
        status: 404,
      });
      for (const malformed of ['ABCDEFGHIJ', 'short', '', 'abc%27--xx']) {
        const response = await getOne(malformed);
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({
          error: 'polis_err_param_parse_failed_conversation_id',
        });
      }
    });

    it('answers 401 when a token is present but bad, although the call is public', async () => {
      const { token } = await signIn(server(), 'alice');
      const { conversation_id } = await createConversationVia(server(), token);
      const expired = await server().mintExpiredToken({ sub: 'alice' });
      const forged = await server().mintForgedToken({ sub: 'alice' });
      expect((await getOne(conversation_id, expired)).status).toBe(401);
      expect((await getOne(conversation_id, forged)).status).toBe(401);
    });
  });
});
