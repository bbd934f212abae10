import { describe, expect, it } from 'vitest';
import { createConversationVia, signIn, testEngines } from '../../../tests/server/support';
import { setupTestServer } from '../../../tests/server/support/vitest';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe.each(testEngines())('/conversationUuid on $name', (engine) => {
  const server = setupTestServer({ databaseUrl: engine.databaseUrl });
  const ask = (id: string, token?: string) =>
    server().request(`/api/v3/conversationUuid?conversation_id=${id}`, { token });

  it('makes a UUID on first ask and gives the same one after, also to racing asks', async () => {
    const { token } = await signIn(server(), 'alice');
    const { conversation_id } = await createConversationVia(server(), token);
    const answers = await Promise.all([ask(conversation_id, token), ask(conversation_id, token)]);
    const bodies = await Promise.all(answers.map((a) => a.json()));
    expect(bodies[0].conversation_uuid).toMatch(UUID);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(await (await ask(conversation_id, token)).json()).toEqual(bodies[0]);
    const other = await createConversationVia(server(), token);
    expect(await (await ask(other.conversation_id, token)).json()).not.toEqual(bodies[0]);
  });

  it('answers 403 to another user, 401 without a token, 404 for an unknown conversation', async () => {
    const alice = await signIn(server(), 'alice');
    const mallory = await signIn(server(), 'mallory');
    const { conversation_id } = await createConversationVia(server(), alice.token);
    const denied = await ask(conversation_id, mallory.token);
    expect(denied.status).toBe(403);
    expect(await denied.json()).toMatchObject({
      error: 'polis_err_get_conversation_uuid_permissions',
    });
    expect((await ask(conversation_id)).status).toBe(401);
    expect((await ask('zzzzzzzzzz', alice.token)).status).toBe(404);
    expect((await server().db.query('SELECT zid FROM conversation_uuids')).rows).toEqual([]);
  });
});
