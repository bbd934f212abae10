// A statement participants may not see — rejected, flagged by the automatic moderator, pending under
// strict moderation — leaves no trace in any answer a participant or a report reader gets: not its
// text, not its tid, not its votes in a count (docs/api.md#hidden-statements). Each kind carries
// votes (cast while it was shown), which is what used to leak through the public math and stats.
import { describe, expect, it } from 'vitest';
import type { StatementVotes } from '../../../contract/statementVotes';
import type { ParticipantMap, Pca2 } from '../../../contract/types';
import { testEngines } from '../support';
import { castVotes } from '../support/activity';
import { CAMP_STATEMENTS, mathKit } from '../support/mathKit';
import { setupTestServer } from '../support/vitest';

/** An id far from the camp statements' 0–5, so that a number in an answer is not taken for it. */
const HIDDEN_TID = 4711;
const HIDDEN_TEXT = 'Hemmelig plan om en parkeringskælder under domkirken';
const PER_CAMP = 8;
const VISIBLE_VOTES = 2 * PER_CAMP * CAMP_STATEMENTS.length;

type Kind = 'rejected' | 'flagged' | 'strict-pending';

/** Every place in a JSON value where the hidden statement shows: its text, its tid as key or id. */
function traces(value: unknown, path = '$'): string[] {
  if (typeof value === 'string') return value.includes('parkeringskælder') ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => traces(item, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const here = `${path}.${key}`;
    const found = key === String(HIDDEN_TID) ? [here] : [];
    const isTid = key === 'tid' || key === 'tids' || key === 'comment_ids';
    if (isTid && (item === HIDDEN_TID || (Array.isArray(item) && item.includes(HIDDEN_TID)))) {
      found.push(here);
    }
    return [...found, ...traces(item, here)];
  });
}

describe.each(testEngines())('hidden statements on $name', (engine) => {
  const server = setupTestServer({ databaseUrl: engine.databaseUrl });
  const kit = mathKit(server);
  const api = (path: string, init: { token?: string; json?: unknown; method?: string } = {}) =>
    server().request(`/api/v3${path}`, {
      method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
      token: init.token,
      json: init.json,
    });

  /** Alice's conversation: two voting camps, and the hidden statement with votes from both. */
  async function conversationWith(kind: Kind) {
    const { alice, id, zid } = await kit.conversation();
    const { campA, campB } = await kit.plantCamps(zid, PER_CAMP);
    const [mod, active] =
      kind === 'rejected' ? [-1, true] : kind === 'flagged' ? [0, false] : [0, true];
    const { rows } = await server().db.query<{ pid: number; uid: number }>(
      'SELECT pid, uid FROM participants WHERE zid = $1 ORDER BY pid LIMIT 1',
      [zid],
    );
    await server().db.query(
      `INSERT INTO comments (zid, tid, pid, uid, txt, mod, active) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [zid, HIDDEN_TID, rows[0].pid, rows[0].uid, HIDDEN_TEXT, mod, active],
    );
    const later = Date.UTC(2025, 1, 1);
    await castVotes(server().db, zid, [
      ...campA.map((pid, i) => ({ pid, tid: HIDDEN_TID, vote: -1 as const, created: later + i })),
      ...campB.map((pid, i) => ({ pid, tid: HIDDEN_TID, vote: 1 as const, created: later + i })),
    ]);
    await server().math.catchUp();
    await server().math.flush();
    if (kind === 'strict-pending') {
      // Shown while moderation was not strict (the votes above), hidden from the switch on.
      await kit.participation.configure(alice.token, id, { strict_moderation: true });
      await server().math.flush();
    }
    return { alice, id, zid };
  }

  it.each<Kind>(['rejected', 'flagged', 'strict-pending'])(
    'a %s statement is in no public answer',
    async (kind) => {
      const { alice, id } = await conversationWith(kind);
      const found: Record<string, string[]> = {};
      const look = (route: string, body: unknown) => {
        const where = traces(body);
        if (where.length > 0) found[route] = where;
      };

      // The opinion groups, as stored bytes (gzip) and as JSON.
      const plain = (await kit.pca2(id)).body!;
      const zipped = (await kit.pca2(id, { headers: { 'Accept-Encoding': 'gzip' } })).body!;
      look('GET /math/pca2', plain);
      look('GET /math/pca2 (gzip)', zipped);
      expect(plain.tids.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5]);
      expect(plain['n-cmts']).toBe(CAMP_STATEMENTS.length);
      const counted = (body: Pca2) =>
        Object.values(body['user-vote-counts']).reduce((sum, n) => sum + n, 0);
      expect(counted(plain)).toBe(VISIBLE_VOTES);
      expect(plain.raadslag.vote_count).toBe(VISIBLE_VOTES);
      expect(plain.pca.center).toHaveLength(CAMP_STATEMENTS.length);
      expect(plain.pca['comment-extremity']).toHaveLength(CAMP_STATEMENTS.length);

      // The participants' map: the groups' statements and the majority view, as the page reads it.
      const participantMap = await api(`/math/participantMap?conversation_id=${id}`);
      expect(participantMap.status).toBe(200);
      const mapBody = (await participantMap.json()) as ParticipantMap;
      look('GET /math/participantMap', mapBody);
      expect(mapBody.groups.length).toBe(2);
      expect(mapBody.groups.flatMap((g) => g.statements).length).toBeGreaterThan(0);

      // The participation page: first answer, the statements, each next statement until none.
      const voter = await kit.participation.newParticipant(id, 0, -1);
      look('GET /participationInit', (await kit.participation.init(id, voter.token)).body);
      look('GET /comments', await (await api(`/comments?conversation_id=${id}`)).json());
      for (let i = 0; i < CAMP_STATEMENTS.length + 1; i++) {
        const next = await kit.participation.next(id, voter.token);
        look(`GET /nextComment #${i}`, next.body);
        const tid = (next.body as { tid?: number }).tid;
        if (tid === undefined) break;
        await kit.participation.vote(voter.token, { conversation_id: id, tid, vote: 0 });
      }
      look('GET /conversations', await (await api(`/conversations?conversation_id=${id}`)).json());
      look(
        'POST /comments/similar',
        await (
          await api('/comments/similar', {
            token: voter.token,
            json: { conversation_id: id, txt: 'En plan om parkeringskælder under domkirken' },
          })
        ).json(),
      );
      // A vote on it is refused exactly as a vote on a statement that does not exist.
      const onHidden = await kit.participation.vote(voter.token, {
        conversation_id: id,
        tid: HIDDEN_TID,
        vote: -1,
      });
      const onNothing = await kit.participation.vote(voter.token, {
        conversation_id: id,
        tid: HIDDEN_TID + 1,
        vote: -1,
      });
      expect([onHidden.status, onHidden.body]).toEqual([onNothing.status, onNothing.body]);

      // A published report at its default level, and the statistics its readers may fetch.
      const report = await api('/reports', { token: alice.token, json: { conversation_id: id } });
      const { report_id: reportId } = (await report.json()) as { report_id: string };
      look('GET /reportData', await (await api(`/reportData?report_id=${reportId}`)).json());
      const stats = (await (
        await api(`/conversationStats?conversation_id=${id}&report_id=${reportId}`)
      ).json()) as { commentTimes: number[]; voteTimes: number[] };
      look('GET /conversationStats', stats);
      expect(stats.commentTimes).toHaveLength(CAMP_STATEMENTS.length);
      // The planted votes, the voter's first vote and one pass on each other shown statement.
      expect(stats.voteTimes).toHaveLength(VISIBLE_VOTES + CAMP_STATEMENTS.length);

      expect(found).toEqual({});
    },
  );

  it.each<Kind>(['rejected', 'flagged', 'strict-pending'])(
    "a %s statement's text is no duplicate to a participant, but is to a moderator",
    async (kind) => {
      const { alice, id } = await conversationWith(kind);
      const voter = await kit.participation.newParticipant(id, 0, -1);
      // A new statement, not a 409 that would tell of the hidden one.
      const posted = await kit.participation.statement(voter.token, {
        conversation_id: id,
        txt: HIDDEN_TEXT,
      });
      expect(posted.status).toBe(200);
      expect(posted.body.tid).toBeGreaterThan(HIDDEN_TID);
      // A moderator sees every statement: to them it is a duplicate.
      const seeded = await api('/comments', {
        token: alice.token,
        json: { conversation_id: id, txt: HIDDEN_TEXT, is_seed: true },
      });
      expect(seeded.status).toBe(409);
    },
  );

  it('keeps the hidden statement in the moderators’ figures, split by group', async () => {
    const { alice, id } = await conversationWith('rejected');
    const response = await api(`/math/statementVotes?conversation_id=${id}`, {
      token: alice.token,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as StatementVotes;
    const groups = Object.values(body.statements[String(HIDDEN_TID)].groups);
    expect(groups).toHaveLength(2);
    expect(groups.map((split) => split.agree + split.disagree).sort()).toEqual([
      PER_CAMP,
      PER_CAMP,
    ]);
  });

  it('answers a duplicate of a shown statement 409 to a participant', async () => {
    const { id } = await conversationWith('rejected');
    const voter = await kit.participation.newParticipant(id, 0, -1);
    const again = await kit.participation.statement(voter.token, {
      conversation_id: id,
      txt: CAMP_STATEMENTS[2],
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Samtalen har allerede et udsagn med denne tekst.');
  });
});
