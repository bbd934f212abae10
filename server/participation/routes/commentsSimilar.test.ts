// POST /comments/similar and the Moderér marks: one server, one conversation, the calls in order.
import { describe, expect, it } from 'vitest';
import { testEngines } from '../../../tests/server/support';
import { COMMENTS_API, commentsKit, seedBody } from '../../../tests/server/support/commentsKit';
import { setupTestServer } from '../../../tests/server/support/vitest';

const ORIGINAL = 'Der skal plantes flere træer langs cykelstierne i midtbyen.';
const REJECTED = 'Busserne skal køre gratis i hele kommunen om natten.';
const PARTICIPANT_TEXT = 'Flere træer langs cykelstierne i midtbyen skal plantes';

describe.each(testEngines())('near-duplicates on $name', (engine) => {
  const server = setupTestServer({ databaseUrl: engine.databaseUrl });
  const { setup, post, put } = commentsKit(server);
  const similar = (json: unknown, token?: string) =>
    server().request(`${COMMENTS_API}/similar`, { method: 'POST', json, token });

  it('offers accepted statements only, marks the repeat in Moderér and stores the merge', async () => {
    const { alice, id } = await setup({ strict_moderation: true });
    await post(alice.token, seedBody(ORIGINAL, id));
    await post(alice.token, seedBody(REJECTED, id));
    const db = server().db;
    await db.query('UPDATE comments SET mod = -1 WHERE txt = $1', [REJECTED]);

    // An anonymous participant: the accepted one is offered, with its number and text …
    const close = await similar({ conversation_id: id, txt: PARTICIPANT_TEXT });
    expect(close.status).toBe(200);
    expect(await close.json()).toEqual({
      similar: [{ tid: 0, txt: ORIGINAL, score: expect.any(Number) }],
    });
    // … a rejected statement's text never is, however close.
    const hidden = await similar({
      conversation_id: id,
      txt: 'Gratis busser om natten i hele kommunen',
    });
    expect(await hidden.json()).toEqual({ similar: [] });

    // Sent anyway: pending, and Moderér marks it "Ligner #0".
    const sent = await post(undefined, { conversation_id: id, txt: PARTICIPANT_TEXT });
    expect(sent.status).toBe(200);
    const { tid } = (await sent.json()) as { tid: number };
    const page = await server().request(
      `${COMMENTS_API}?moderation=true&paged=true&mod=0&conversation_id=${id}`,
      { token: alice.token },
    );
    const { comments } = (await page.json()) as { comments: Record<string, unknown>[] };
    expect(comments).toMatchObject([
      { tid, near_duplicate: { tid: 0, txt: ORIGINAL }, duplicate_of: null },
    ]);

    // Rejected as a repeat of #0: the link is stored; a link to a non-accepted one is refused.
    const row = { ...comments[0], mod: -1 };
    const refused = await put(alice.token, { ...row, duplicate_of: 1 });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: 'polis_err_param_parse_failed_duplicate_of',
      message: 'Udsagn #1 er ikke et accepteret udsagn i denne samtale.',
    });
    expect((await put(alice.token, { ...row, duplicate_of: 0 })).status).toBe(200);
    const stored = await db.query('SELECT mod, duplicate_of FROM comments WHERE tid = $1', [tid]);
    expect(stored.rows).toEqual([{ mod: -1, duplicate_of: 0 }]);
    // Accepted after all: the link goes.
    await put(alice.token, { ...row, mod: 1, duplicate_of: 0 });
    const after = await db.query('SELECT duplicate_of FROM comments WHERE tid = $1', [tid]);
    expect(after.rows).toEqual([{ duplicate_of: null }]);
  });

  it('refuses a closed conversation, a bad text and an unknown conversation, in Danish', async () => {
    const { alice, id } = await setup({ is_active: false });
    const closed = await similar({ conversation_id: id, txt: PARTICIPANT_TEXT }, alice.token);
    expect(closed.status).toBe(403);
    expect(await closed.json()).toMatchObject({ error: 'polis_err_conversation_is_closed' });
    const blank = await similar({ conversation_id: id, txt: '   ' });
    expect(blank.status).toBe(400);
    const unknown = await similar({ conversation_id: 'zzzzzzzzzz', txt: PARTICIPANT_TEXT });
    expect(unknown.status).toBe(404);
  });
});
