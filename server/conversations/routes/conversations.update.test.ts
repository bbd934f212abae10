// PUT /conversations: saving settings, by whom, and what is refused without changing anything.
import { describe, expect, it } from 'vitest';
import { BODY_MAX_BYTES, TOPIC_MAX } from '../../../contract/limits';
import type { Conversation } from '../../../contract/types';
import { createConversationVia, signIn, testEngines } from '../../../tests/server/support';
import { setupTestServer } from '../../../tests/server/support/vitest';
import { ADMIN, conversationsKit } from '../../../tests/server/support/conversationsKit';

describe.each(testEngines())('/conversations on $name', (engine) => {
  const server = setupTestServer({ databaseUrl: engine.databaseUrl });
  const { storedSettings, put, getOne } = conversationsKit(server);

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
        // One save that changed something.
        version: (before.version ?? 0) + 1,
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
      const refusal = (await response.json()) as Record<string, unknown>;
      expect(refusal).toMatchObject({ error, message: expect.any(String), status: 400 });
      // A refused setting is named, so the configure screen shows the reason beside it.
      const setting = /^polis_err_param_parse_failed_(?!conversation_id|body)(.+)$/.exec(
        error,
      )?.[1];
      expect(refusal.field).toBe(setting);
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
