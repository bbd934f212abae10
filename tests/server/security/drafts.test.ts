// A draft is its moderators' until it opens (docs/api.md#drafts): whoever knows or guesses its id
// learns only that it is not open yet — not its topic, description or seed statements — from every
// public route. Its owner and named moderators read it as before.
import { describe, expect, it } from 'vitest';
import { addModerator } from '../../../server/conversations/repo/conversationModerators';
import { createConversationVia, signIn, testEngines } from '../support';
import { postSeed } from '../support/activity';
import { setupTestServer } from '../support/vitest';

const TOPIC = 'Hemmeligt udkast om skolelukninger';
const DESCRIPTION = 'Byrådet overvejer at lukke Nordskolen';
const SEED = 'Nordskolen bør lukke i 2028';

/** Everywhere the draft's own words show in a JSON answer. */
function ownWords(value: unknown, path = '$'): string[] {
  if (typeof value === 'string') {
    return [TOPIC, DESCRIPTION, SEED].some((text) => value.includes(text)) ? [path] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => ownWords(item, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => ownWords(item, `${path}.${key}`));
}

describe.each(testEngines())('drafts on $name', (engine) => {
  const server = setupTestServer({ databaseUrl: engine.databaseUrl });
  const get = (path: string, token?: string) => server().request(`/api/v3${path}`, { token });

  async function draft() {
    const alice = await signIn(server(), 'alice');
    const { conversation_id: id } = await createConversationVia(server(), alice.token, {
      is_draft: true,
      is_active: true,
      topic: TOPIC,
      description: DESCRIPTION,
    });
    await postSeed(server(), alice.token, id, SEED);
    return { alice, id };
  }

  it('answers a stranger and an anonymous reader only that it is not open yet', async () => {
    const { id } = await draft();
    const stranger = await signIn(server(), 'stranger');
    for (const token of [undefined, stranger.token]) {
      const init = await get(`/participationInit?conversation_id=${id}`, token);
      expect(init.status).toBe(200);
      const body = (await init.json()) as {
        conversation: { is_draft: boolean; topic: string };
        nextComment: unknown;
      };
      expect(body.conversation.is_draft).toBe(true);
      expect(body.nextComment).toBeNull();
      expect(ownWords(body)).toEqual([]);

      // The conversation's settings: that it is a draft, not what its owner wrote.
      const one = await get(`/conversations?conversation_id=${id}`, token);
      expect(one.status).toBe(200);
      const settings = (await one.json()) as { is_draft: boolean; is_mod: boolean };
      expect([settings.is_draft, settings.is_mod]).toEqual([true, false]);
      expect(ownWords(settings)).toEqual([]);

      for (const path of [
        `/comments?conversation_id=${id}`,
        `/nextComment?conversation_id=${id}`,
        `/math/pca2?conversation_id=${id}`,
        `/math/participantMap?conversation_id=${id}`,
      ]) {
        const response = await get(path, token);
        const refusal = (await response.json()) as { error: string; message: string };
        expect([path, response.status, refusal.error]).toEqual([
          path,
          403,
          'polis_err_conversation_is_draft',
        ]);
        expect(refusal.message).toMatch(/ikke åbnet endnu/u);
        expect(ownWords(refusal)).toEqual([]);
      }
    }
  });

  it('reads as before to its owner and a named moderator, and to everyone once open', async () => {
    const { alice, id } = await draft();
    const moderator = await signIn(server(), 'mona', { email: 'mona@example.dk' });
    const { rows } = await server().db.query<{ zid: number }>(
      'SELECT zid FROM zinvites WHERE zinvite = $1',
      [id],
    );
    await addModerator(server().db, {
      zid: rows[0].zid,
      email: 'mona@example.dk',
      addedBy: alice.user.uid,
    });
    for (const token of [alice.token, moderator.token]) {
      const one = await get(`/conversations?conversation_id=${id}`, token);
      expect(((await one.json()) as { topic: string }).topic).toBe(TOPIC);
      const comments = await get(`/comments?conversation_id=${id}`, token);
      expect(ownWords(await comments.json())).toEqual(['$[0].txt']);
    }

    const opened = await server().request('/api/v3/conversations', {
      method: 'PUT',
      token: alice.token,
      json: { conversation_id: id, is_draft: false },
    });
    expect(opened.status).toBe(200);
    const init = await get(`/participationInit?conversation_id=${id}`);
    const body = (await init.json()) as { conversation: { topic: string }; nextComment: unknown };
    expect(body.conversation.topic).toBe(TOPIC);
    expect(ownWords(body.nextComment)).toEqual(['$.txt']);
    expect((await get(`/conversations?conversation_id=${id}`)).status).toBe(200);
  });
});
