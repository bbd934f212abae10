// Security matrix (docs/api.md#throttling): the participation limits counted in the database
// (several instances on PostgreSQL) give an attacker no write amplification. A participant who
// keeps voting past the limit is refused with 429, Retry-After and the Danish message; the refused
// votes store nothing and add no counter rows (one row per key and window, its count stopping at
// the limit); new participants from one address are limited the same way; no client address is
// stored. Both engines run the shared limiter's SQL here (a real PGlite server keeps the limits in
// memory instead).
import { describe, expect, it } from 'vitest';
import { testEngines } from '../support';
import { participationKit } from '../support/participationKit';
import { setupTestServer } from '../support/vitest';

const LIMITS = {
  vote: { max: 5, windowMs: 60_000 },
  newParticipant: { max: 3, windowMs: 60_000 },
};
// Early in a fixed window, so no test crosses into the next one.
const NOW = 1_800_000_000_000 + 1_000;

describe.each(testEngines())('shared rate limits on $name', (engine) => {
  const server = setupTestServer({
    databaseUrl: engine.databaseUrl,
    participation: { sharedLimits: true, limits: LIMITS, now: () => NOW },
  });
  const kit = participationKit(server);

  async function counters() {
    const { rows } = await server().db.query<{ key: string; count: number }>(
      'SELECT key, count FROM rate_limit_windows ORDER BY count',
    );
    return rows;
  }

  it('refused votes past the limit store nothing and add no counter rows', async () => {
    const { id } = await kit.setup(['Flere træer i byen']);
    const tid = (await kit.init(id)).body.nextComment!.tid!;
    const { token, pid } = await kit.newParticipant(id, tid);
    for (let i = 1; i < LIMITS.vote.max; i++) {
      expect((await kit.vote(token, { conversation_id: id, tid, vote: 1 })).status).toBe(200);
    }
    const before = await counters();
    for (let i = 0; i < 20; i++) {
      const refused = await kit.vote(token, { conversation_id: id, tid, vote: 1 });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('59');
      expect(refused.body.message).toBe(
        'Du har stemt mange gange på kort tid. Vent 59 sekunder og prøv igen.',
      );
    }
    expect(await counters()).toEqual(before);
    expect(before.map((row) => row.count)).toEqual([1, LIMITS.vote.max]);
    const { rows } = await server().db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM votes v JOIN zinvites z USING (zid) WHERE z.zinvite = $1 AND v.pid = $2',
      [id, pid],
    );
    expect(rows[0].n).toBe(LIMITS.vote.max);
  });

  it('new participants from one address are limited without storing the address', async () => {
    const { id } = await kit.setup(['Flere træer i byen']);
    const tid = (await kit.init(id)).body.nextComment!.tid!;
    for (let i = 0; i < LIMITS.newParticipant.max; i++) await kit.newParticipant(id, tid);
    const refused = await kit.vote(undefined, { conversation_id: id, tid, vote: 0 });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Der er kommet mange nye deltagere fra din forbindelse/);
    const keys = (await counters()).map((row) => row.key);
    expect(keys.every((key) => /^[\w-]{43}$/.test(key))).toBe(true);
    expect(keys.join(' ')).not.toMatch(/unknown|participant|\d+\.\d+/);
  });
});
