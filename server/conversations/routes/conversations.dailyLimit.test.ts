// One account creates at most CONVERSATIONS_PER_DAY conversations, new or copied, in any 24 hours
// (docs/api.md#post-conversations): the next is refused 429 in Danish with Retry-After and nothing
// is written; concurrent requests count each other; another account is not affected.
import { describe, expect, it } from 'vitest';
import { createConversationVia, signIn, testEngines } from '../../../tests/server/support';
import { setupTestServer } from '../../../tests/server/support/vitest';

const PER_DAY = 3;

describe.each(testEngines())('the daily conversation limit on $name', (engine) => {
  const server = setupTestServer({
    databaseUrl: engine.databaseUrl,
    env: { CONVERSATIONS_PER_DAY: String(PER_DAY) },
  });
  const create = (token: string) =>
    server().request('/api/v3/conversations', { method: 'POST', token, json: {} });
  const owned = async (uid: number) =>
    (
      await server().db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM conversations WHERE owner = $1',
        [uid],
      )
    ).rows[0].n;

  it('refuses the next one in Danish, with Retry-After, and writes nothing', async () => {
    const alice = await signIn(server(), 'alice');
    for (let i = 0; i < PER_DAY; i++) expect((await create(alice.token)).status).toBe(200);
    const refused = await create(alice.token);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(23 * 3600);
    expect(await refused.json()).toEqual({
      error: 'polis_err_conversation_limit',
      status: 429,
      message:
        'Du har oprettet 3 samtaler det seneste døgn, og det er grænsen. ' +
        'Du kan oprette en ny om 24 timer.',
    });
    expect(await owned(alice.user.uid)).toBe(PER_DAY);
    // A copy is a new conversation too.
    const [first] = (
      await server().db.query<{ zinvite: string }>(
        'SELECT zinvite FROM zinvites JOIN conversations USING (zid) WHERE owner = $1 LIMIT 1',
        [alice.user.uid],
      )
    ).rows;
    const copy = await server().request('/api/v3/conversationCopies', {
      method: 'POST',
      token: alice.token,
      json: { conversation_id: first.zinvite },
    });
    expect(copy.status).toBe(429);
    expect(await owned(alice.user.uid)).toBe(PER_DAY);
    // Another account has its own budget.
    const bob = await signIn(server(), 'bob');
    expect((await createConversationVia(server(), bob.token)).conversation_id).toBeTruthy();
  });

  it('counts concurrent requests against each other', async () => {
    const alice = await signIn(server(), 'alice');
    const answers = await Promise.all(Array.from({ length: 8 }, () => create(alice.token)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(PER_DAY).fill(200), ...Array(8 - PER_DAY).fill(429)]);
    expect(await owned(alice.user.uid)).toBe(PER_DAY);
  });

  it('lets conversations older than a day fall out of the count', async () => {
    const alice = await signIn(server(), 'alice');
    for (let i = 0; i < PER_DAY; i++) await create(alice.token);
    await server().db.query(
      'UPDATE conversations SET created = created - 86400001 WHERE owner = $1',
      [alice.user.uid],
    );
    expect((await create(alice.token)).status).toBe(200);
  });
});
