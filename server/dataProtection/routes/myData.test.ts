// "Mine data" (docs/privacy.md#mine-data): a participant sees their own votes and statements with
// their own token, changes a vote (the latest counts, in the math too) and deletes everything of
// theirs, their statements' texts in published reports included; nobody else's token reaches it,
// and a closed conversation still answers access and erasure.
import { describe, expect, it } from 'vitest';
import type { MyData } from '../../../contract/dataProtection';
import type { Pca2 } from '../../../contract/types';
import { mathKit } from '../../../tests/server/support/mathKit';
import { populatedConversation } from '../../../tests/server/support/dataProtectionKit';
import { participationKit } from '../../../tests/server/support/participationKit';
import { setupTestServer } from '../../../tests/server/support/vitest';

const API = '/api/v3/myData';

describe('/myData', () => {
  const server = setupTestServer();
  const kit = participationKit(server);
  const math = mathKit(server);
  const mine = async (id: string, token?: string) => {
    const response = await server().request(`${API}?conversation_id=${id}`, { token });
    return { status: response.status, body: (await response.json()) as MyData };
  };
  const erase = (id: string, token?: string) =>
    server().request(`${API}?conversation_id=${id}`, { method: 'DELETE', token });
  /** Agrees and disagrees on a statement in the stored math result (all base clusters). */
  const mathVotes = async (id: string, tid: number) => {
    await server().math.flush();
    const pca2 = (await math.pca2(id)).body as Pca2;
    const base = pca2['votes-base'][String(tid)];
    const sum = (values: number[] | undefined) => (values ?? []).reduce((a, b) => a + b, 0);
    return { agree: sum(base?.A), disagree: sum(base?.D) };
  };

  it('shows only the caller’s own votes and statements; changing a vote counts the latest', async () => {
    const { id, first, second, ownTid } = await populatedConversation(server());
    const own = await mine(id, first.token);
    expect(own.status).toBe(200);
    expect(own.body.is_active).toBe(true);
    // Statement 1 was voted disagree, then agree: the latest is the vote.
    expect(own.body.votes.map((v) => [v.tid, v.vote]).sort()).toEqual(
      [
        [0, -1],
        [1, -1],
        [ownTid, -1],
      ].sort(),
    );
    expect(own.body.statements).toEqual([
      expect.objectContaining({ tid: ownTid, txt: 'Mit eget udsagn' }),
    ]);
    const others = await mine(id, second.token);
    expect(others.body.statements).toEqual([]);
    expect(others.body.votes.map((v) => v.tid).sort()).toEqual([1, ownTid].sort());

    expect(await mathVotes(id, 1)).toEqual({ agree: 1, disagree: 1 });
    await kit.vote(first.token, { conversation_id: id, tid: 1, vote: 1 });
    expect((await mine(id, first.token)).body.votes.find((v) => v.tid === 1)?.vote).toBe(1);
    expect(await mathVotes(id, 1)).toEqual({ agree: 0, disagree: 2 });
  });

  it('refuses without the participant’s own token for this conversation', async () => {
    const { id, alice, first } = await populatedConversation(server());
    const other = await kit.setup(['Andet frø']);
    const elsewhere = await kit.newParticipant(other.id, 0);
    for (const token of [undefined, alice.token, elsewhere.token, 'ikke.et.token']) {
      const read = await mine(id, token);
      expect(read.status).toBe(401);
      expect(read.body).toMatchObject({ error: 'polis_err_participant_token_required' });
      expect((await erase(id, token)).status).toBe(401);
    }
    expect((await mine(id, first.token)).body.votes).toHaveLength(3);
  });

  it('deletes everything of the caller’s, also once closed; others’ votes on it go too', async () => {
    const { id, alice, first, second, zid } = await populatedConversation(server());
    await kit.configure(alice.token, id, { is_active: false });
    // Closed: access and erasure still work, a changed vote does not.
    expect((await mine(id, first.token)).body.is_active).toBe(false);
    const change = await kit.vote(first.token, { conversation_id: id, tid: 0, vote: 1 });
    expect(change.status).toBe(403);

    expect(await mathVotes(id, 0)).toEqual({ agree: 1, disagree: 0 });
    /** What the published report (frozen when it was generated) says of their statement. */
    const reported = async () => {
      const { rows } = await server().db.query<{ body: string }>(
        'SELECT s.body FROM report_snapshots s JOIN reports r USING (rid) WHERE r.zid = $1',
        [zid],
      );
      return rows.map((row) => row.body.includes('Mit eget udsagn'));
    };
    expect(await reported()).toEqual([true]);
    const response = await erase(id, first.token);
    expect(response.status).toBe(200);
    expect((await mine(id, first.token)).body).toMatchObject({ votes: [], statements: [] });
    const { rows } = await server().db.query<{ n: string | number }>(
      `SELECT (SELECT count(*) FROM votes WHERE zid = $1 AND pid = $2)
            + (SELECT count(*) FROM votes_latest_unique WHERE zid = $1 AND pid = $2)
            + (SELECT count(*) FROM comments WHERE zid = $1 AND pid = $2) AS n`,
      [zid, first.pid],
    );
    expect(Number(rows[0].n)).toBe(0);
    expect(await reported()).toEqual([false]);
    // The second participant's vote on the deleted statement went with it.
    expect((await mine(id, second.token)).body.votes.map((v) => v.tid)).toEqual([1]);
    // The math forgets the deleted votes.
    expect(await mathVotes(id, 0)).toEqual({ agree: 0, disagree: 0 });
  });
});
