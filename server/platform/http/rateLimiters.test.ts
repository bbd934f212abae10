// The shared rate limiter (migration 044) on both engines' SQL: two limiters on one database — two
// instances — count one key once; the hit past the limit is refused with the time left in the
// window and is not counted; keys are stored hashed, never as a client address; a new window starts from zero; the memory limiter keeps its own count.
import { describe, expect, it } from 'vitest';
import { testEngines } from '../../../tests/server/support';
import { setupTestServer } from '../../../tests/server/support/vitest';
import {
  databaseRateLimiter,
  deleteEndedRateLimitWindows,
  memoryRateLimiter,
} from './rateLimiters';

const LIMIT = { max: 3, windowMs: 60_000 };

describe.each(testEngines())('the shared rate limiter on $name', (engine) => {
  const server = setupTestServer({ databaseUrl: engine.databaseUrl });

  it('counts a key once across two instances and refuses at the same count as one', async () => {
    const { db } = server();
    let at = 1_800_000_000_000 + 10_000; // 10 s into a window
    const now = () => at;
    const secret = new Uint8Array(32).fill(7);
    const instances = [databaseRateLimiter(secret, now), databaseRateLimiter(secret, now)];
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await instances[i % 2].hit('vote:1:7', LIMIT, db));
    expect(results.map((result) => result.ok)).toEqual([true, true, true, false, false]);
    expect(results[3]).toEqual({ ok: false, retryAfterMs: 50_000 });

    // One instance alone refuses the same hit.
    const alone = memoryRateLimiter(now);
    const single = [];
    for (let i = 0; i < 5; i++) single.push((await alone.hit('vote:1:7', LIMIT, db)).ok);
    expect(single).toEqual(results.map((result) => result.ok));

    // Refused hits were not counted; the key is stored hashed; another key is its own.
    const stored = await db.query<{ key: string; count: number }>(
      'SELECT key, count FROM rate_limit_windows',
    );
    expect(stored.rows).toEqual([{ key: expect.stringMatching(/^[\w-]{43}$/), count: 3 }]);
    expect(await instances[0].hit('vote:1:8', LIMIT, db)).toEqual({ ok: true });

    // The next window starts from zero; the ended one is swept.
    at += 50_000;
    expect(await instances[1].hit('vote:1:7', LIMIT, db)).toEqual({ ok: true });
    expect(await deleteEndedRateLimitWindows(db, at)).toBe(2);
    const left = await db.query<{ count: number }>('SELECT count FROM rate_limit_windows');
    expect(left.rows).toEqual([{ count: 1 }]);
  });

  it('keeps no client address in the database: keys are a hash keyed by the shared secret', async () => {
    const { db } = server();
    const address = '203.0.113.7';
    await databaseRateLimiter(new Uint8Array(32).fill(1)).hit(`participant:${address}`, LIMIT, db);
    await databaseRateLimiter(new Uint8Array(32).fill(2)).hit(`participant:${address}`, LIMIT, db);
    const { rows } = await db.query<{ key: string }>('SELECT key FROM rate_limit_windows');
    expect(rows).toHaveLength(2); // another secret, another key
    for (const { key } of rows) expect(key).not.toContain(address);
  });

  it('counts inside the caller’s transaction, and forgets a count that was rolled back', async () => {
    const { db } = server();
    const limiter = databaseRateLimiter(new Uint8Array(32), () => 1_800_000_000_000);
    await expect(
      db.transaction(async (tx) => {
        expect(await limiter.hit('comment:1:1', LIMIT, tx)).toEqual({ ok: true });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const { rows } = await db.query('SELECT * FROM rate_limit_windows');
    expect(rows).toEqual([]);
  });
});
