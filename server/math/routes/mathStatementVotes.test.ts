// GET /math/statementVotes: each statement's current votes and each group's split, for the
// moderation rows; moderators only. One server for the file (PGlite; the PostgreSQL run is the
// server suite's).
import { describe, expect, it } from 'vitest';
import type { StatementVotes } from '../../../contract/statementVotes';
import { signIn } from '../../../tests/server/support';
import { CAMP_STATEMENTS, mathKit } from '../../../tests/server/support/mathKit';
import { setupTestServer } from '../../../tests/server/support/vitest';

describe('GET /math/statementVotes', () => {
  const server = setupTestServer();
  const kit = mathKit(server);
  const read = async (id: string, token?: string) => {
    const response = await server().request(`/api/v3/math/statementVotes?conversation_id=${id}`, {
      token,
    });
    return { status: response.status, body: (await response.json()) as StatementVotes };
  };

  it('gives each statement its votes, and no groups before the math has run', async () => {
    const { id, alice } = await kit.conversation();
    const voter = await kit.participation.newParticipant(id, 0, -1);
    await kit.participation.vote(voter.token, { conversation_id: id, tid: 1, vote: 0 });
    const { status, body } = await read(id, alice.token);
    expect(status).toBe(200);
    expect(body).toEqual({
      conversation_id: id,
      math_tick: 0,
      groups: [],
      statements: {
        0: { agree: 1, disagree: 0, pass: 0, groups: {} },
        1: { agree: 0, disagree: 0, pass: 1, groups: {} },
      },
    });
  });

  it('splits each statement by the groups of the stored result; a later vote counts in all only', async () => {
    const { id, zid, alice } = await kit.conversation();
    await kit.plantCamps(zid, 8);
    await server().math.catchUp();
    await server().math.flush();
    const voter = await kit.participation.newParticipant(id, 4, 0);
    const { body } = await read(id, alice.token);
    expect(body.math_tick).toBeGreaterThan(0);
    expect(body.groups).toEqual([
      { id: expect.any(Number), size: 8 },
      { id: expect.any(Number), size: 8 },
    ]);
    const [first, second] = body.groups.map((group) => String(group.id));
    for (let tid = 0; tid < CAMP_STATEMENTS.length; tid++) {
      const statement = body.statements[tid];
      // The stored result does not have the newest pass yet; the totals do.
      expect(statement.agree + statement.disagree + statement.pass).toBe(tid === 4 ? 17 : 16);
      expect(statement.agree).toBe(8);
      // Two opposed camps: one group all agrees, the other all disagrees, on every statement.
      const splits = [statement.groups[first], statement.groups[second]];
      expect(splits.map((s) => s.agree).sort()).toEqual([0, 8]);
      expect(splits.map((s) => s.disagree).sort()).toEqual([0, 8]);
      expect(splits.every((s) => s.pass === 0)).toBe(true);
    }
    expect(voter.pid).toBeGreaterThanOrEqual(0);
  });

  it('refuses anyone but a moderator, with the reason in Danish (an unknown conversation: 404)', async () => {
    const { id } = await kit.conversation();
    const voter = await kit.participation.newParticipant(id, 0, -1);
    const bob = await signIn(server(), 'bob');
    expect((await read(id)).status).toBe(401);
    expect((await read(id, voter.token)).status).toBe(401);
    const refused = await read(id, bob.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      error: 'polis_err_statement_votes_need_moderation_permission',
      message: expect.stringMatching(/moderatorrettigheder/),
    });
    expect((await read('zzzzzzzzzz', bob.token)).status).toBe(404);
  });
});
