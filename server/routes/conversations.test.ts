import { describe, expect, it } from 'vitest';
import { BODY_MAX_BYTES, CONVERSATION_ID_PATTERN, TOPIC_MAX } from '../../src/contract/limits';
import type { Conversation, ConversationListItem } from '../../src/contract/types';
import { ensureParticipant } from '../repo/participants';
import { createConversationVia, signIn, testEngines } from '../testing';
import { setupTestServer } from '../testing/vitest';

const ADMIN = 'admin@test.local';
const API = '/api/v3/conversations';

describe.each(testEngines())('/conversations on $name', (engine) => {
  const server = setupTestServer({ databaseUrl: engine.databaseUrl });
  const db = () => server().db;

  const countConversations = async () =>
    (await db().query('SELECT zid FROM conversations')).rows.length;
  const storedSettings = async (conversationId: string) =>
    (
      await db().query(
        `SELECT c.topic, c.description, c.vis_type, c.help_color, c.is_active, c.modified
         FROM conversations c JOIN zinvites z ON z.zid = c.zid WHERE z.zinvite = $1`,
        [conversationId],
      )
    ).rows[0];
  const zidOf = async (conversationId: string) =>
    (
      await db().query<{ zid: number }>('SELECT zid FROM zinvites WHERE zinvite = $1', [
        conversationId,
      ])
    ).rows[0].zid;

  const post = (token: string | undefined, init: { json?: unknown; body?: string }) =>
    server().request(API, { method: 'POST', token, ...init });
  const put = (token: string | undefined, init: { json?: unknown; body?: string }) =>
    server().request(API, { method: 'PUT', token, ...init });
  const getOne = (conversationId: string, token?: string) =>
    server().request(`${API}?conversation_id=${conversationId}`, { token });
  const getList = (token?: string, query = 'include_all_conversations_i_am_in=true') =>
    server().request(`${API}?${query}`, { token });

  describe('POST', () => {
    it('creates a draft owned by the caller and answers { url, conversation_id }', async () => {
      const { token, user } = await signIn(server(), 'owner');
      const response = await post(token, { json: { is_draft: true, is_active: true } });
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(Object.keys(body).sort()).toEqual(['conversation_id', 'url']);
      expect(body.conversation_id).toMatch(CONVERSATION_ID_PATTERN);
      expect(body.url).toBe(`http://test.local/${body.conversation_id}`);

      const read = (await (await getOne(body.conversation_id, token)).json()) as Conversation;
      expect(read).toMatchObject({
        owner: user.uid,
        is_owner: true,
        is_draft: true,
        is_active: true,
        topic: '',
        description: '',
      });
    });

    it('takes an optional topic and description', async () => {
      const { token } = await signIn(server(), 'owner');
      const conversation = await createConversationVia(server(), token, {
        is_draft: true,
        is_active: true,
        topic: 'Byens parker',
        description: 'Hvad skal vi bruge dem til?',
      });
      expect(conversation).toMatchObject({
        topic: 'Byens parker',
        description: 'Hvad skal vi bruge dem til?',
      });
    });

    it('answers 401 without a token and creates nothing', async () => {
      expect((await post(undefined, { json: { is_draft: true } })).status).toBe(401);
      expect(await countConversations()).toBe(0);
    });

    it.each([
      ['malformed JSON', '{"is_draft": tru', 'polis_err_param_parse_failed_body'],
      ['a JSON array', '[1, 2]', 'polis_err_param_parse_failed_body'],
      ['a string for a boolean', '{"is_draft": "yes"}', 'polis_err_param_parse_failed_is_draft'],
      [
        'a topic over the limit',
        JSON.stringify({ topic: 'x'.repeat(TOPIC_MAX + 1) }),
        'polis_err_param_parse_failed_topic',
      ],
    ])('answers 400 for %s and creates nothing', async (_, body, error) => {
      const { token } = await signIn(server(), 'owner');
      const response = await post(token, { body });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error, message: expect.any(String), status: 400 });
      expect(await countConversations()).toBe(0);
    });

    it('answers 413 for a body over 1 MB and creates nothing', async () => {
      const { token } = await signIn(server(), 'owner');
      const body = JSON.stringify({ is_draft: true, description: 'x'.repeat(BODY_MAX_BYTES) });
      const response = await post(token, { body });
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({
        error: 'polis_err_body_too_large',
        status: 413,
      });
      // Also when the size is declared up front.
      const declared = await server().request(API, {
        method: 'POST',
        token,
        body,
        headers: { 'Content-Length': String(Buffer.byteLength(body)) },
      });
      expect(declared.status).toBe(413);
      expect(await countConversations()).toBe(0);
    });
  });

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
    it('returns every setting, readable without a token', async () => {
      const { token, user } = await signIn(server(), 'alice', { name: 'Alice Ejer' });
      const { conversation_id } = await createConversationVia(server(), token);
      const response = await getOne(conversation_id);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        conversation_id,
        topic: '',
        description: '',
        is_active: true,
        is_draft: true,
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
        is_owner: false,
        is_mod: false,
        ownername: 'Alice Ejer',
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

  describe('PUT', () => {
    it('saves the fields present and returns the object as GET does', async () => {
      const { token } = await signIn(server(), 'alice');
      const before = await createConversationVia(server(), token);
      // The client sends the whole metadata object with the changed field.
      const response = await put(token, {
        json: { ...before, topic: 'Nyt emne', help_color: '#112233', vis_type: 1 },
      });
      expect(response.status).toBe(200);
      const after = (await response.json()) as Conversation;
      expect(after).toEqual({
        ...before,
        topic: 'Nyt emne',
        help_color: '#112233',
        vis_type: 1,
        modified: expect.any(Number),
      });
      expect(after.modified).toBeGreaterThanOrEqual(before.modified);
      expect(await (await getOne(before.conversation_id, token)).json()).toEqual(after);
    });

    it('stores blank or "default" help colours as null and reads them back as "default"', async () => {
      const { token } = await signIn(server(), 'alice');
      const { conversation_id } = await createConversationVia(server(), token);
      await put(token, { json: { conversation_id, help_color: '#abc', help_bgcolor: '#def' } });
      const response = await put(token, {
        json: { conversation_id, help_color: '', help_bgcolor: 'default' },
      });
      expect(await response.json()).toMatchObject({
        help_color: 'default',
        help_bgcolor: 'default',
      });
      expect((await storedSettings(conversation_id)).help_color).toBeNull();
    });

    it('lets an administrator save another user’s conversation', async () => {
      const alice = await signIn(server(), 'alice');
      const admin = await signIn(server(), 'admin', { email: ADMIN, siteAdmin: true });
      const { conversation_id } = await createConversationVia(server(), alice.token);
      const response = await put(admin.token, { json: { conversation_id, is_active: false } });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        is_active: false,
        is_owner: false,
        is_mod: true,
      });
    });

    it('answers 403 for another user’s conversation and changes nothing', async () => {
      const alice = await signIn(server(), 'alice');
      const mallory = await signIn(server(), 'mallory');
      const { conversation_id } = await createConversationVia(server(), alice.token, {
        topic: 'Mit',
      });
      const before = await storedSettings(conversation_id);
      const response = await put(mallory.token, { json: { conversation_id, topic: 'Hacked' } });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        error: 'polis_err_update_conversation_permission',
        message: expect.any(String),
        status: 403,
      });
      expect(await storedSettings(conversation_id)).toEqual(before);
    });

    it('answers 401 without, with an expired and with a forged token, changing nothing', async () => {
      const { token } = await signIn(server(), 'alice');
      const { conversation_id } = await createConversationVia(server(), token, { topic: 'Mit' });
      const before = await storedSettings(conversation_id);
      const json = { conversation_id, topic: 'Ændret' };
      for (const bad of [
        undefined,
        await server().mintExpiredToken({ sub: 'alice' }),
        await server().mintForgedToken({ sub: 'alice' }),
      ]) {
        expect((await put(bad, { json })).status).toBe(401);
      }
      expect(await storedSettings(conversation_id)).toEqual(before);
    });

    it.each([
      ['malformed JSON', () => '{"topic": ', 'polis_err_param_parse_failed_body'],
      [
        'topic over 1000',
        (id: string) => ({ conversation_id: id, topic: 'x'.repeat(TOPIC_MAX + 1) }),
        'polis_err_param_parse_failed_topic',
      ],
      [
        'vis_type 7',
        (id: string) => ({ conversation_id: id, vis_type: 7 }),
        'polis_err_param_parse_failed_vis_type',
      ],
      [
        'write_type "1"',
        (id: string) => ({ conversation_id: id, write_type: '1' }),
        'polis_err_param_parse_failed_write_type',
      ],
      [
        'is_active "yes"',
        (id: string) => ({ conversation_id: id, is_active: 'yes' }),
        'polis_err_param_parse_failed_is_active',
      ],
      [
        'a long colour',
        (id: string) => ({ conversation_id: id, help_color: '#'.repeat(21) }),
        'polis_err_param_parse_failed_help_color',
      ],
      ['no conversation_id', () => ({ topic: 'x' }), 'polis_err_param_missing_conversation_id'],
      [
        'a malformed conversation_id',
        () => ({ conversation_id: 'NOPE', topic: 'x' }),
        'polis_err_param_parse_failed_conversation_id',
      ],
      [
        'a numeric conversation_id',
        () => ({ conversation_id: 1234567890, topic: 'x' }),
        'polis_err_param_parse_failed_conversation_id',
      ],
    ])('answers 400 for %s and changes nothing', async (_, makeBody, error) => {
      const { token } = await signIn(server(), 'alice');
      const { conversation_id } = await createConversationVia(server(), token, { topic: 'Mit' });
      const before = await storedSettings(conversation_id);
      const body = makeBody(conversation_id);
      const response = await put(token, typeof body === 'string' ? { body } : { json: body });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error, message: expect.any(String), status: 400 });
      expect(await storedSettings(conversation_id)).toEqual(before);
    });

    it('answers 404 for an unknown conversation', async () => {
      const { token } = await signIn(server(), 'alice');
      const response = await put(token, { json: { conversation_id: 'zzzzzzzzzz', topic: 'x' } });
      expect(response.status).toBe(404);
    });

    it('answers 413 for a body over 1 MB and changes nothing', async () => {
      const { token } = await signIn(server(), 'alice');
      const { conversation_id } = await createConversationVia(server(), token, { topic: 'Mit' });
      const before = await storedSettings(conversation_id);
      const response = await put(token, {
        json: { conversation_id, topic: 'Stor', description: 'x'.repeat(BODY_MAX_BYTES) },
      });
      expect(response.status).toBe(413);
      expect(await storedSettings(conversation_id)).toEqual(before);
    });
  });
});
