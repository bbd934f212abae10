// The participation rate limiters behind rateLimit() (http/participant.ts). On PGlite (one process)
// the sliding window in memory (rules/rateLimit.ts) is the whole truth. On PostgreSQL several
// instances serve one participant, so the counts live in the database (migration 044), counted once
// across every instance (docs/deploy.md#several-instances-on-postgresql).
//
// The shared limiter counts in fixed windows (the window's start is now rounded down to windowMs):
// one upsert per hit, no history of hits to keep. A key may therefore reach up to 2 × max across a
// window boundary, never more than max inside one window. A refused hit is not counted and writes
// no new row version (the upsert's WHERE leaves the row as it is), so an attacker hammering past
// the limit costs an index lookup and a row lock, not a growing table; the upsert runs exactly
// where the memory limiter counted before (after the request was validated and the conversation
// found).
//
// Keys are stored as a keyed hash (HMAC with the participant secret every instance shares): the
// new-participant limit is keyed by client address, and addresses are not to be kept in the
// database, not even reversibly hashed (an unkeyed hash of an IPv4 address is found by trying all).
import { createHmac } from 'node:crypto';
import type { Db } from '../db';
import type { CountedWindow } from '../../participation';
import { SlidingWindowLimiter, type RateLimit, type RateLimitResult } from '../rules/rateLimit';

export interface RateLimiter {
  readonly shared: boolean;
  /**
   * Counts a hit when allowed. `db` is where a shared limiter counts: pass the transaction the
   * request is in, if any, so the request never waits for a second pooled connection.
   */
  hit(key: string, limit: RateLimit, db: Db): Promise<RateLimitResult>;
  /**
   * A shared limiter's row for this hit, for a statement that counts it itself (cast_vote, the
   * vote in one round trip); null for a limiter in memory, whose hit() is called instead.
   */
  windowFor(key: string, limit: RateLimit): CountedWindow | null;
  /** Forgets every count this process keeps (test servers between tests). */
  clear(): void;
}

export function memoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const limiter = new SlidingWindowLimiter(now);
  return {
    shared: false,
    hit: async (key, limit) => limiter.hit(key, limit),
    windowFor: () => null,
    clear: () => limiter.clear(),
  };
}

/** `keySecret`: the secret every instance shares (the participant tokens'), for hashing keys. */
export function databaseRateLimiter(
  keySecret: Uint8Array,
  now: () => number = Date.now,
): RateLimiter {
  const hashed = (key: string) =>
    createHmac('sha256', keySecret).update(`rate-limit:${key}`).digest('base64url');
  const windowFor = (key: string, limit: RateLimit, at: number): CountedWindow => {
    const windowStart = Math.floor(at / limit.windowMs) * limit.windowMs;
    return {
      key: hashed(key),
      windowStart,
      windowEnd: windowStart + limit.windowMs,
      max: limit.max,
      at,
    };
  };
  return {
    shared: true,
    async hit(key, limit, db) {
      const window = windowFor(key, limit, now());
      const { rows } = await db.query<{ count: number }>(
        `INSERT INTO rate_limit_windows AS w (key, window_start, window_end, count)
         VALUES ($1, $2, $3, 1)
         ON CONFLICT (key, window_start) DO UPDATE SET count = w.count + 1 WHERE w.count < $4
         RETURNING count`,
        [window.key, window.windowStart, window.windowEnd, window.max],
      );
      if (rows.length > 0 && limit.max > 0) return { ok: true };
      return { ok: false, retryAfterMs: window.windowEnd - window.at };
    },
    windowFor: (key, limit) => windowFor(key, limit, now()),
    clear: () => undefined,
  };
}

/** Deletes windows that have ended (the recurring maintenance job; lazily, never on a request). */
export async function deleteEndedRateLimitWindows(
  db: Db,
  at: number = Date.now(),
): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `WITH gone AS (DELETE FROM rate_limit_windows WHERE window_end <= $1 RETURNING 1)
     SELECT count(*)::int AS n FROM gone`,
    [at],
  );
  return rows[0]?.n ?? 0;
}
