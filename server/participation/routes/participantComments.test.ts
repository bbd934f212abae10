// POST /comments from participants, the automatic moderator, and the statements reaching the
// moderators' lists (GET /comments?moderation=true&mod=0) and being accepted.
import { describe, expect, it } from 'vitest';
import { testEngines } from '../../../tests/server/support';
import { zidOf } from '../../../tests/server/support/activity';
import { commentsKit } from '../../../tests/server/support/commentsKit';
import { participationKit } from '../../../tests/server/support/participationKit';
import { setupTestServer } from '../../../tests/server/support/vitest';

describe.each(testEngines())('participants’ statements on $name', (engine) => {
  const server = setupTestServer({ databaseUrl: engine.databaseUrl });
  const kit = participationKit(server);
  const comments = commentsKit(server);
  const post = (token: string | undefined, id: string, txt: unknown, extra = {}) =>
    kit.statement(token, { conversation_id: id, txt, ...extra });

  it('stores a new participant’s statement as pending with their agree vote', async () => {
    const { id } = await kit.setup(['Seed']);
    const first = await post(undefined, id, '  Flere bænke ved søen  ');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ tid: 1, currentPid: 1, auth: { token: expect.any(String) } });
    const { token } = first.body.auth!;
    const second = await post(token, id, 'Flere cykelstier', { pid: -1 });
    expect(second.body).toEqual({ tid: 2, currentPid: 1 });
    expect(await post(token, id, 'Mere grønt', { pid: 1 })).toMatchObject({ status: 200 });
    expect((await comments.stored(id)).slice(1, 3)).toEqual([
      {
        tid: 1,
        pid: 1,
        txt: 'Flere bænke ved søen',
        mod: 0,
        active: true,
        is_meta: false,
        is_seed: false,
      },
      {
        tid: 2,
        pid: 1,
        txt: 'Flere cykelstier',
        mod: 0,
        active: true,
        is_meta: false,
        is_seed: false,
      },
    ]);
    const votes = await server().db.query(
      'SELECT pid, tid, vote FROM votes_latest_unique WHERE zid = $1 ORDER BY tid',
      [await zidOf(server().db, id)],
    );
    expect(votes.rows).toEqual([
      { pid: 1, tid: 1, vote: -1 },
      { pid: 1, tid: 2, vote: -1 },
      { pid: 1, tid: 3, vote: -1 },
    ]);
    // Their own statements are never served back to them; others get them.
    expect((await kit.next(id, token)).body).toMatchObject({ tid: 0, remaining: 1, total: 4 });
    expect((await kit.next(id)).body).toMatchObject({ remaining: 4 });
  });

  it.each([
    ['141 characters', 'x'.repeat(141), 'polis_err_param_parse_failed_txt'],
    ['only spaces', '   ', 'polis_err_param_parse_failed_txt'],
    ['a number', 5, 'polis_err_param_parse_failed_txt'],
    ['no text', undefined, 'polis_err_param_missing_txt'],
  ])('answers 400 for %s and stores nothing', async (_, txt, error) => {
    const { id } = await kit.setup();
    const refused = await post(undefined, id, txt);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error, message: expect.any(String), status: 400 });
    expect(await comments.stored(id)).toEqual([]);
    expect((await server().db.query('SELECT pid FROM participants')).rows).toEqual([]);
  });

  it('accepts exactly 140 characters', async () => {
    const { id } = await kit.setup();
    expect((await post(undefined, id, 'æ'.repeat(140))).status).toBe(200);
  });

  it('answers 400 for someone else’s pid', async () => {
    const { id } = await kit.setup(['Seed']);
    const refused = await post(undefined, id, 'Hej', { pid: 0 });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('polis_err_param_parse_failed_pid');
  });

  it('answers 409 for a duplicate and makes no participant for it', async () => {
    const { id } = await kit.setup(['Flere træer']);
    const duplicate = await post(undefined, id, ' Flere træer ');
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({
      error: 'polis_err_post_comment_duplicate',
      message: expect.any(String),
      status: 409,
    });
    expect((await server().db.query('SELECT pid FROM participants')).rows).toHaveLength(1);
  });

  it('answers 403 when closed or when writing is off', async () => {
    const { alice, id } = await kit.setup();
    await kit.configure(alice.token, id, { write_type: 0 });
    const noWriting = await post(undefined, id, 'Hej');
    expect(noWriting.status).toBe(403);
    expect(noWriting.body).toMatchObject({ error: 'polis_err_comment_writing_disabled' });
    await kit.configure(alice.token, id, { is_active: false, write_type: 1 });
    expect((await post(undefined, id, 'Hej')).body).toMatchObject({
      error: 'polis_err_conversation_is_closed',
      status: 403,
    });
    expect(await comments.stored(id)).toEqual([]);
  });

  it('answers 404 for an unknown conversation', async () => {
    expect((await post(undefined, 'zzzzzzzzzz', 'Hej')).status).toBe(404);
  });

  it('still needs a signed-in moderator for seeds', async () => {
    const { id } = await kit.setup();
    const { token } = (await post(undefined, id, 'Min første')).body.auth!;
    for (const caller of [undefined, token]) {
      const refused = await post(caller, id, 'Seed', { is_seed: true, pid: -1 });
      expect(refused.status).toBe(401);
    }
  });

  it('lets the automatic moderator flag links and slurs: pending, inactive, hidden', async () => {
    const { alice, id } = await kit.setup();
    const link = await post(undefined, id, 'Læs mere på www.eksempel.dk');
    const slur = await post(undefined, id, 'Politikerne er 1d10ter');
    const clean = await post(undefined, id, 'Flere træer på torvet');
    const pending = await comments.list(alice.token, id, '0');
    expect(pending.map(({ tid, txt, mod, active }) => ({ tid, txt, mod, active }))).toEqual([
      { tid: link.body.tid, txt: 'Læs mere på www.eksempel.dk', mod: 0, active: false },
      { tid: slur.body.tid, txt: 'Politikerne er 1d10ter', mod: 0, active: false },
      { tid: clean.body.tid, txt: 'Flere træer på torvet', mod: 0, active: true },
    ]);
    // Only the clean one is served to participants.
    expect((await kit.init(id)).body.nextComment).toMatchObject({ tid: clean.body.tid, total: 1 });
  });

  it('publishes a flagged statement once a moderator accepts it (active true)', async () => {
    const { alice, id } = await kit.setup();
    const flagged = await post(undefined, id, 'Se kommune.dk');
    const [listed] = await comments.list(alice.token, id, '0');
    expect(listed).toMatchObject({ tid: flagged.body.tid, active: false });
    const accepted = await comments.put(alice.token, { ...listed, mod: 1 });
    expect(accepted.status).toBe(200);
    expect(await comments.list(alice.token, id, '1')).toMatchObject([{ active: true, mod: 1 }]);
    expect((await kit.next(id)).body).toMatchObject({ tid: flagged.body.tid });
  });

  it('flags a signed-in non-moderator’s statement the same way', async () => {
    const { id } = await kit.setup();
    const mallory = await comments.setup();
    const response = await comments.post(mallory.mallory.token, {
      conversation_id: id,
      txt: 'Idiot',
    });
    expect(response.status).toBe(200);
    expect(await comments.stored(id)).toMatchObject([{ mod: 0, active: false }]);
  });
});
