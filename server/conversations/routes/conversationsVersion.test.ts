// PUT /conversations with a version (docs/api.md#put-conversations): only what was sent is
// written, a save based on a stale version is refused (409) for a setting changed since — with the
// current values — and goes through for a setting nobody else changed. On PGlite and, when
// DATABASE_URL is set, on PostgreSQL.
import { describe, expect, it } from 'vitest';
import type { Conversation, SettingsConflictBody } from '../../../contract/types';
import { createConversationVia, signIn, testEngines } from '../../../tests/server/support';
import { setupTestServer } from '../../../tests/server/support/vitest';

const API = '/api/v3/conversations';

describe.each(testEngines())('versioned PUT /conversations on $name', (engine) => {
  const server = setupTestServer({ databaseUrl: engine.databaseUrl });

  const put = async (token: string, json: Record<string, unknown>) => {
    const response = await server().request(API, { method: 'PUT', token, json });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const read = async (conversationId: string, token: string) =>
    (await (
      await server().request(`${API}?conversation_id=${conversationId}`, { token })
    ).json()) as Conversation;

  async function fresh() {
    const { token } = await signIn(server(), 'alice');
    const created = await createConversationVia(server(), token, {
      is_draft: true,
      is_active: true,
      topic: 'Cykelstier',
      description: 'Hvor skal de ligge?',
    });
    return { token, conversation: await read(created.conversation_id, token) };
  }

  it('answers the version with the conversation, and counts only saves that change something', async () => {
    const { token, conversation } = await fresh();
    expect(conversation.version).toEqual(expect.any(Number));
    const v = conversation.version!;
    const id = conversation.conversation_id;
    const saved = await put(token, { conversation_id: id, version: v, topic: 'Nyt emne' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ topic: 'Nyt emne', version: v + 1 });
    // The same value again writes nothing.
    const same = await put(token, { conversation_id: id, version: v + 1, topic: 'Nyt emne' });
    expect(same.body).toMatchObject({ topic: 'Nyt emne', version: v + 1 });
  });

  it('two windows changing different settings from the same version both keep their change', async () => {
    const { token, conversation } = await fresh();
    const { conversation_id, version } = conversation;
    // Window A changes the topic; window B, still on the old version, only the description and
    // strict moderation. Nothing B did not change is sent, so A's topic stays.
    expect((await put(token, { conversation_id, version, topic: 'Fra A' })).status).toBe(200);
    const b = await put(token, {
      conversation_id,
      version,
      description: 'Fra B',
      strict_moderation: true,
    });
    expect(b.status).toBe(200);
    expect(await read(conversation_id, token)).toMatchObject({
      topic: 'Fra A',
      description: 'Fra B',
      strict_moderation: true,
      version: version! + 2,
    });
  });

  it('refuses a stale save of a setting changed since with 409 and the current values, writing nothing', async () => {
    const { token, conversation } = await fresh();
    const { conversation_id, version } = conversation;
    await put(token, { conversation_id, version, topic: 'Fra A' });
    const stale = await put(token, {
      conversation_id,
      version,
      topic: 'Fra B',
      description: 'Også fra B',
    });
    expect(stale.status).toBe(409);
    const body = stale.body as unknown as SettingsConflictBody;
    expect(body).toMatchObject({
      error: 'polis_err_conversation_changed',
      message: 'Samtalen er ændret i et andet vindue.',
      status: 409,
      field: 'topic',
      fields: ['topic'],
    });
    expect(body.conversation).toEqual(await read(conversation_id, token));
    expect(body.conversation).toMatchObject({ topic: 'Fra A', version: version! + 1 });
    // Nothing of the refused save was written, the description neither.
    expect((await read(conversation_id, token)).description).toBe('Hvor skal de ligge?');

    // Keeping mine: the same value based on the version the 409 answered goes through.
    const kept = await put(token, {
      conversation_id,
      version: body.conversation.version,
      topic: 'Fra B',
    });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ topic: 'Fra B', version: version! + 2 });
  });

  it('a stale save of the value already stored is no conflict', async () => {
    const { token, conversation } = await fresh();
    const { conversation_id, version } = conversation;
    await put(token, { conversation_id, version, strict_moderation: true });
    const same = await put(token, { conversation_id, version, strict_moderation: true });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ strict_moderation: true, version: version! + 1 });
  });

  it('without a version (upstream clients) saves as before, last write wins', async () => {
    const { token, conversation } = await fresh();
    const { conversation_id, version } = conversation;
    await put(token, { conversation_id, version, topic: 'Fra A' });
    const legacy = await put(token, { ...conversation, version: undefined, topic: 'Gammel' });
    expect(legacy.status).toBe(200);
    expect(legacy.body).toMatchObject({ topic: 'Gammel', version: version! + 2 });
  });

  it('names the field a 400 concerns, in Danish', async () => {
    const { token, conversation } = await fresh();
    const refused = await put(token, {
      conversation_id: conversation.conversation_id,
      version: conversation.version,
      help_color: 'rødlig',
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      error: 'polis_err_param_parse_failed_help_color',
      field: 'help_color',
      message: expect.stringContaining('CSS-farve'),
    });
  });
});
