// Throttling for sign-in, sign-up, password reset, one-time links and the access code, with the
// counters in the database (throttle_counters), so they hold across restarts and across instances
// that share it. Fixed windows: a counter per (what, window); a request is refused while the
// current window's count has reached the limit. What is counted — an e-mail address, a client
// address — is stored only as an HMAC with a server secret.
import type { Db } from '../platform/db';
import { cachedSecret, hmacHex } from '../platform/auth/secrets';

export interface ThrottleRule {
  /** What kind of attempt, e.g. 'signin:account'. Part of the key. */
  name: string;
  /** Who or what is counted: an e-mail address, a client address, both joined. */
  subject: string;
  max: number;
  windowMs: number;
}

export type ThrottleResult = { ok: true } | { ok: false; retryAfterMs: number };

const SWEEP_EVERY = 200;

export interface Throttle {
  /** Refused when any rule's window is full; counts nothing. */
  check(rules: ThrottleRule[]): Promise<ThrottleResult>;
  /** Counts one attempt against every rule; refused when that fills any of them past its max. */
  hit(rules: ThrottleRule[]): Promise<ThrottleResult>;
  /** Forgets the counters of these rules' current windows (after a successful sign-in). */
  clear(rules: ThrottleRule[]): Promise<void>;
}

export function createThrottle(db: Db, now: () => number = Date.now): Throttle {
  const secret = cachedSecret(db, 'throttle-keys');
  let hitsSinceSweep = 0;

  const slot = async (rule: ThrottleRule) => {
    const t = now();
    const windowStart = Math.floor(t / rule.windowMs) * rule.windowMs;
    return {
      key: hmacHex(await secret(), `${rule.name}\u0000${rule.subject}`),
      windowStart,
      expires: windowStart + rule.windowMs,
      retryAfterMs: windowStart + rule.windowMs - t,
    };
  };

  const sweep = async () => {
    if (++hitsSinceSweep < SWEEP_EVERY) return;
    hitsSinceSweep = 0;
    await db.query('DELETE FROM throttle_counters WHERE expires < $1', [now()]);
  };

  return {
    async check(rules) {
      let retryAfterMs = 0;
      for (const rule of rules) {
        const s = await slot(rule);
        const { rows } = await db.query<{ hits: number }>(
          'SELECT hits FROM throttle_counters WHERE key = $1 AND window_start = $2',
          [s.key, s.windowStart],
        );
        if ((rows[0]?.hits ?? 0) >= rule.max) retryAfterMs = Math.max(retryAfterMs, s.retryAfterMs);
      }
      return retryAfterMs > 0 ? { ok: false, retryAfterMs } : { ok: true };
    },
    async hit(rules) {
      await sweep();
      let retryAfterMs = 0;
      for (const rule of rules) {
        const s = await slot(rule);
        const { rows } = await db.query<{ hits: number }>(
          `INSERT INTO throttle_counters (key, window_start, hits, expires) VALUES ($1, $2, 1, $3)
           ON CONFLICT (key, window_start) DO UPDATE SET hits = throttle_counters.hits + 1
           RETURNING hits`,
          [s.key, s.windowStart, s.expires],
        );
        if (rows[0].hits > rule.max) retryAfterMs = Math.max(retryAfterMs, s.retryAfterMs);
      }
      return retryAfterMs > 0 ? { ok: false, retryAfterMs } : { ok: true };
    },
    async clear(rules) {
      for (const rule of rules) {
        const s = await slot(rule);
        await db.query('DELETE FROM throttle_counters WHERE key = $1 AND window_start = $2', [
          s.key,
          s.windowStart,
        ]);
      }
    },
  };
}

/** "Vent 15 minutter" / "Vent 40 sekunder": the wait in Danish, rounded up. */
export function danishWait(retryAfterMs: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  if (seconds < 90) return `${seconds} sekund${seconds === 1 ? '' : 'er'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minut${minutes === 1 ? '' : 'ter'}`;
}
