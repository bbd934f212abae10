// Security rows for saving settings with a version (docs/api.md#put-conversations): what an
// attacker or a stale window sends to PUT /conversations. A stale version never overwrites another
// window's change; another owner's conversation is refused before any version is looked at (no
// conflict answer leaks its current values); a version of the wrong type is a 400 naming the
// field; none of them writes anything.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConversationVia, signIn } from '../support';
import { createTestServer, type TestServer } from '../support/createTestServer';

const API = '/api/v3/conversations';

let server: TestServer;
let owner: string;
let mallory: string;

beforeAll(async () => {
  server = await createTestServer();
  owner = (await signIn(server, 'owner')).token;
  mallory = (await signIn(server, 'mallory')).token;
});

afterAll(async () => {
  await server?.close();
});

const put = (token: string, json: unknown) => server.request(API, { method: 'PUT', token, json });

async function stored(conversationId: string) {
  const { rows } = await server.db.query<Record<string, unknown>>(
    `SELECT c.topic, c.description, c.version, c.setting_versions, c.modified
     FROM conversations c JOIN zinvites z ON z.zid = c.zid WHERE z.zinvite = $1`,
    [conversationId],
  );
  return rows[0];
}

async function conversationWithHistory() {
  const { conversation_id } = await createConversationVia(server, owner, {
    topic: 'Ejerens emne',
    description: 'Ejerens beskrivelse',
  });
  // Version 1 → 2: the topic changed once.
  const saved = await put(owner, { conversation_id, version: 1, topic: 'Ændret emne' });
  expect(saved.status).toBe(200);
  return conversation_id;
}

describe('PUT /conversations with a version', () => {
  it('stale version: refused with 409 for the changed setting, nothing written', async () => {
    const id = await conversationWithHistory();
    const before = await stored(id);
    const response = await put(owner, { conversation_id: id, version: 1, topic: 'Overskriv' });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: 'polis_err_conversation_changed' });
    expect(await stored(id)).toEqual(before);
  });

  it("another owner's conversation: 403 before any version check, no current values leak", async () => {
    const id = await conversationWithHistory();
    const before = await stored(id);
    for (const version of [1, 2, 999]) {
      const response = await put(mallory, { conversation_id: id, version, topic: 'Kapret' });
      expect(response.status).toBe(403);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body.error).toBe('polis_err_update_conversation_permission');
      expect(body).not.toHaveProperty('conversation');
      expect(JSON.stringify(body)).not.toContain('Ændret emne');
    }
    expect(await stored(id)).toEqual(before);
  });

  it.each([
    ['a string', '2'],
    ['a negative number', -1],
    ['a fraction', 1.5],
    ['an object', { $gt: 0 }],
    ['an array', [2]],
    ['a boolean', true],
    ['too large', Number.MAX_SAFE_INTEGER + 2],
  ])('version as %s: 400 naming the field, nothing written', async (_, version) => {
    const id = await conversationWithHistory();
    const before = await stored(id);
    const response = await put(owner, { conversation_id: id, version, topic: 'Nyt' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: 'polis_err_param_parse_failed_version',
      field: 'version',
      status: 400,
    });
    expect(await stored(id)).toEqual(before);
  });

  it('setting_versions cannot be written through the request', async () => {
    const id = await conversationWithHistory();
    const response = await put(owner, {
      conversation_id: id,
      version: 2,
      setting_versions: { topic: 0 },
      description: 'Ny beskrivelse',
    });
    expect(response.status).toBe(200);
    // The topic still counts as changed at version 2: a save based on version 1 stays refused.
    expect((await stored(id)).setting_versions).toMatchObject({ topic: 2, description: 3 });
    const stale = await put(owner, { conversation_id: id, version: 1, topic: 'Overskriv' });
    expect(stale.status).toBe(409);
  });
});
