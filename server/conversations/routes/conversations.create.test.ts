// POST /conversations: a new draft for the caller, and what is refused.
import { describe, expect, it } from 'vitest';
import { BODY_MAX_BYTES, CONVERSATION_ID_PATTERN, TOPIC_MAX } from '../../../contract/limits';
import type { Conversation } from '../../../contract/types';
import { createConversationVia, signIn, testEngines } from '../../../tests/server/support';
import { setupTestServer } from '../../../tests/server/support/vitest';
import { API, conversationsKit } from '../../../tests/server/support/conversationsKit';

describe.each(testEngines())('/conversations on $name', (engine) => {
  const server = setupTestServer({ databaseUrl: engine.databaseUrl });
  const { countConversations, post, getOne } = conversationsKit(server);

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
      const setting = /^polis_err_param_parse_failed_(?!body)(.+)$/.exec(error)?.[1];
      expect(await response.json()).toEqual({
        error,
        message: expect.any(String),
        status: 400,
        ...(setting ? { field: setting } : {}),
      });
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
});
