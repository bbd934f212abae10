// GET /participationInit, GET /nextComment and POST /votes, as the participation page calls them.
import { describe, expect, it } from 'vitest';
import { testEngines } from '../../../tests/server/support';
import { zidOf } from '../../../tests/server/support/activity';
import { participationKit } from '../../../tests/server/support/participationKit';
import { setupTestServer } from '../../../tests/server/support/vitest';

const SEEDS = ['Flere træer på torvet', 'Færre biler i midtbyen', 'Gratis bybusser'];

describe.each(testEngines())('participation on $name', (engine) => {
  const server = setupTestServer({ databaseUrl: engine.databaseUrl });
  const kit = participationKit(server);
  const latestVotes = async (id: string) =>
    (
      await server().db.query(
        'SELECT pid, tid, vote FROM votes_latest_unique WHERE zid = $1 ORDER BY pid, tid',
        [await zidOf(server().db, id)],
      )
    ).rows;

  describe('GET /participationInit', () => {
    it('gives the public settings, no participant and the first statement to a newcomer', async () => {
      const { id } = await kit.setup(SEEDS);
      const { status, body } = await kit.init(id);
      expect(status).toBe(200);
      expect(body).toEqual({
        conversation: {
          conversation_id: id,
          topic: 'Byens træer',
          description: 'Hvad skal der ske med træerne?',
          is_active: true,
          is_draft: false,
          write_type: 1,
          vis_type: 0,
          help_bgcolor: 'default',
          help_color: 'default',
          strict_moderation: false,
          importance_enabled: false,
          comment_max_length: 140,
          closes_at: null,
          report_id: null,
        },
        participant: null,
        nextComment: { tid: expect.any(Number), txt: expect.any(String), remaining: 3, total: 3 },
        votedCount: 0,
      });
      expect(SEEDS[body.nextComment!.tid]).toBe(body.nextComment!.txt);
    });

    it('knows a returning participant and what they have voted on', async () => {
      const { id } = await kit.setup(SEEDS);
      const { token, pid } = await kit.newParticipant(id, 1);
      const { body } = await kit.init(id, token);
      expect(body.participant).toEqual({ pid });
      expect(body.votedCount).toBe(1);
      expect(body.nextComment).toMatchObject({ remaining: 2, total: 3 });
      expect(body.nextComment!.tid).not.toBe(1);
    });

    it('treats a token for another conversation, a forged one or an admin token as none', async () => {
      const { alice, id } = await kit.setup(SEEDS);
      const other = await kit.setup(['Andet'], { topic: 'Andet' });
      const { token } = await kit.newParticipant(other.id, 0);
      const foreign = await kit.init(id, token);
      expect(foreign.status).toBe(200);
      expect(foreign.body).toMatchObject({ participant: null, votedCount: 0 });
      for (const bad of ['x.y.z', alice.token]) {
        expect((await kit.init(id, bad)).body.participant).toBeNull();
      }
    });

    it('answers 404 for an unknown conversation and 400 for a malformed id', async () => {
      const unknown = await kit.init('zzzzzzzzzz');
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({
        error: 'polis_err_conversation_not_found',
        message: expect.stringMatching(/findes ikke/),
        status: 404,
      });
      expect((await kit.init('NOT-AN-ID')).status).toBe(400);
    });

    it('shows no owner, e-mail, participant count or other participants', async () => {
      const { id } = await kit.setup(SEEDS);
      await kit.newParticipant(id, 0);
      const text = JSON.stringify((await kit.init(id)).body);
      for (const leak of ['owner', 'email', 'alice', 'participant_count', 'pid', 'uid']) {
        expect(text).not.toContain(leak);
      }
    });

    it('has no next statement when there are none, and writes nothing', async () => {
      const { id } = await kit.setup();
      expect((await kit.init(id)).body).toMatchObject({ nextComment: null, votedCount: 0 });
      expect((await server().db.query('SELECT pid FROM participants')).rows).toEqual([]);
    });
  });

  describe('GET /nextComment', () => {
    it('never serves a statement twice, least-voted first, then {}', async () => {
      const { id } = await kit.setup(SEEDS);
      // Two others voted on tid 0, one on tid 1: a newcomer gets tid 2, then 1, then 0.
      await kit.newParticipant(id, 0);
      const second = await kit.newParticipant(id, 0);
      await kit.vote(second.token, { conversation_id: id, tid: 1, vote: 1 });
      const { token } = await kit.newParticipant(id, 2, 0);
      expect((await kit.next(id, token)).body).toEqual({
        tid: 1,
        txt: SEEDS[1],
        remaining: 2,
        total: 3,
      });
      const afterOne = await kit.vote(token, { conversation_id: id, tid: 1, vote: -1 });
      expect(afterOne.body.nextComment).toEqual({ tid: 0, txt: SEEDS[0], remaining: 1, total: 3 });
      const done = await kit.vote(token, { conversation_id: id, tid: 0, vote: 1 });
      expect(done.body.nextComment).toEqual({});
      expect((await kit.next(id, token)).body).toEqual({});
    });

    it('serves only accepted statements under strict moderation, and never inactive ones', async () => {
      const { alice, id } = await kit.setup(['Accepteret']);
      const pending = await kit.statement(undefined, { conversation_id: id, txt: 'Afventer' });
      const { token } = await kit.newParticipant(id, 0);
      const zid = await zidOf(server().db, id);
      await server().db.query('UPDATE comments SET active = false WHERE zid = $1 AND tid = 0', [
        zid,
      ]);
      // Inactive tid 0 is gone; the pending statement is visible without strict moderation.
      expect((await kit.next(id, token)).body).toMatchObject({ tid: pending.body.tid, total: 1 });
      await kit.configure(alice.token, id, { strict_moderation: true });
      expect((await kit.next(id, token)).body).toEqual({});
      expect((await kit.init(id)).body.nextComment).toBeNull();
    });

    it('answers 404 for an unknown conversation', async () => {
      expect((await kit.next('zzzzzzzzzz')).status).toBe(404);
    });
  });

  describe('POST /votes', () => {
    it('makes an anonymous participant on the first vote and returns its token', async () => {
      const { id } = await kit.setup(SEEDS);
      const first = await kit.vote(undefined, { conversation_id: id, tid: 0, vote: -1 });
      expect(first.status).toBe(200);
      expect(first.body).toEqual({
        currentPid: 1, // pid 0 is Alice, who wrote the seeds
        nextComment: { tid: expect.any(Number), txt: expect.any(String), remaining: 2, total: 3 },
        auth: { token: expect.any(String) },
      });
      const token = first.body.auth!.token;
      expect(await server().participation.tokens.verify(token)).toEqual({
        conversation_id: id,
        pid: 1,
      });
      const again = await kit.vote(token, { conversation_id: id, tid: 1, vote: 1 });
      expect(again.body).toEqual({ currentPid: 1, nextComment: expect.any(Object) });
      expect(await latestVotes(id)).toEqual([
        { pid: 1, tid: 0, vote: -1 },
        { pid: 1, tid: 1, vote: 1 },
      ]);
      // Nothing about the participant but the anonymous id: a user row without name or e-mail.
      const { rows } = await server().db.query(
        `SELECT u.hname, u.email FROM participants p JOIN users u ON u.uid = p.uid
         WHERE p.pid = 1`,
      );
      expect(rows).toEqual([{ hname: null, email: null }]);
    });

    it('changes a vote: a new row in the history, the latest counts', async () => {
      const { id } = await kit.setup(SEEDS);
      const { token, pid } = await kit.newParticipant(id, 0, -1);
      await kit.vote(token, { conversation_id: id, tid: 0, vote: 1 });
      await kit.vote(token, { conversation_id: id, tid: 0, vote: 0 });
      expect(await latestVotes(id)).toEqual([{ pid, tid: 0, vote: 0 }]);
      const history = await server().db.query('SELECT vote FROM votes ORDER BY created');
      expect(history.rows.map((r) => r.vote)).toEqual([-1, 1, 0]);
    });

    it('answers 403 in a closed conversation and stores nothing', async () => {
      const { alice, id } = await kit.setup(SEEDS);
      await kit.configure(alice.token, id, { is_active: false });
      const closed = await kit.vote(undefined, { conversation_id: id, tid: 0, vote: -1 });
      expect(closed.status).toBe(403);
      expect(closed.body).toEqual({
        error: 'polis_err_conversation_is_closed',
        message: expect.stringMatching(/lukket/),
        status: 403,
      });
      expect(await latestVotes(id)).toEqual([]);
      expect((await server().db.query('SELECT pid FROM participants')).rows).toHaveLength(1);
    });

    it.each([
      [{ tid: 0, vote: 2 }, 'polis_err_param_parse_failed_vote'],
      [{ tid: 0, vote: 'agree' }, 'polis_err_param_parse_failed_vote'],
      [{ tid: 0 }, 'polis_err_param_missing_vote'],
      [{ tid: 'x', vote: 1 }, 'polis_err_param_parse_failed_tid'],
      [{ tid: 99, vote: 1 }, 'polis_err_param_parse_failed_tid'],
    ])('answers 400 to %j', async (fields, error) => {
      const { id } = await kit.setup(SEEDS);
      const refused = await kit.vote(undefined, { conversation_id: id, ...fields });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ error, message: expect.any(String), status: 400 });
      expect(await latestVotes(id)).toEqual([]);
    });

    it.each([
      ['a newcomer', false],
      ['a returning participant', true],
    ])(
      'answers 400 to %s voting on a statement nobody sees, storing nothing',
      async (_, returning) => {
        const { alice, id } = await kit.setup(['Synlig']);
        const voter = returning ? await kit.newParticipant(id, 0, 1) : null;
        const before = await latestVotes(id);
        const pending = await kit.statement(undefined, { conversation_id: id, txt: 'Afventer' });
        await kit.configure(alice.token, id, { strict_moderation: true });
        const refused = await kit.vote(voter?.token, {
          conversation_id: id,
          tid: pending.body.tid,
          vote: 1,
        });
        expect(refused.status).toBe(400);
        expect(refused.body.error).toBe('polis_err_param_parse_failed_tid');
        // Nothing new but the pending statement's author agreeing with it.
        const after = await latestVotes(id);
        expect(after.filter((row) => row.tid !== pending.body.tid)).toEqual(before);
        expect(after.filter((row) => row.tid === pending.body.tid)).toHaveLength(1);
      },
    );

    it("answers 403 to a vote on one's own statement, keeping the author's agree", async () => {
      const { id } = await kit.setup(['Synlig']);
      const first = await kit.statement(undefined, { conversation_id: id, txt: 'Mit eget' });
      const { tid } = first.body;
      const token = first.body.auth!.token;
      for (const vote of [1, 0, -1]) {
        const refused = await kit.vote(token, { conversation_id: id, tid, vote });
        expect(refused.status).toBe(403);
        expect(refused.body).toEqual({
          error: 'polis_err_vote_own_comment',
          message: expect.stringMatching(/dit eget udsagn/),
          status: 403,
        });
      }
      // Stored with the statement, as Polis stores it: the author's agree, and nothing after it.
      expect(await latestVotes(id)).toEqual([{ pid: 1, tid, vote: -1 }]);
      const history = await server().db.query('SELECT vote FROM votes WHERE tid = $1', [tid]);
      expect(history.rows).toEqual([{ vote: -1 }]);
      // Everyone else votes on it as on any statement; its author on the others.
      const other = await kit.vote(undefined, { conversation_id: id, tid, vote: 1 });
      expect(other.status).toBe(200);
      expect((await kit.vote(token, { conversation_id: id, tid: 0, vote: 1 })).status).toBe(200);
    });

    it('lets a token whose participant is gone vote as a new participant', async () => {
      const { id } = await kit.setup(SEEDS);
      const { token, pid } = await kit.newParticipant(id, 0, 1);
      // No product path removes a participant row (the /myData erasure keeps it, emptied); a
      // database restored from an older backup can lack one that a token still names.
      await server().db.query('DELETE FROM participants WHERE pid = $1', [pid]);
      const again = await kit.vote(token, { conversation_id: id, tid: 1, vote: -1 });
      expect(again.status).toBe(200);
      // A new participant, so a new token (pids are per conversation: the freed one may be reused).
      expect(again.body.auth?.token).toEqual(expect.any(String));
      const theirs = (await latestVotes(id)).filter((row) => row.pid === again.body.currentPid);
      expect(theirs).toContainEqual({ pid: again.body.currentPid, tid: 1, vote: -1 });
    });

    it('answers 404 for an unknown conversation', async () => {
      const unknown = await kit.vote(undefined, { conversation_id: 'zzzzzzzzzz', tid: 0, vote: 1 });
      expect(unknown.status).toBe(404);
    });
  });
});
