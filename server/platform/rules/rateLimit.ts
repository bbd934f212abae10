// A sliding-window rate limiter kept in memory (one process; nothing about participants is stored):
// a key may be hit at most `max` times in any `windowMs`. Keys idle for a whole window are swept now
// and then, so memory stays bounded by recent activity.

export interface RateLimit {
  max: number;
  windowMs: number;
}

export type RateLimitResult = { ok: true } | { ok: false; retryAfterMs: number };

/** The participation limits (API contract): per participant, and new participants per IP. */
export interface ParticipationLimits {
  vote: RateLimit;
  comment: RateLimit;
  newParticipant: RateLimit;
}

export const PARTICIPATION_LIMITS: ParticipationLimits = {
  vote: { max: 60, windowMs: 60_000 },
  comment: { max: 5, windowMs: 60_000 },
  newParticipant: { max: 30, windowMs: 60_000 },
};

interface Window {
  hits: number[];
  windowMs: number;
}

const SWEEP_EVERY = 1000;

export class SlidingWindowLimiter {
  private readonly windows = new Map<string, Window>();
  private hitsSinceSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts a hit when allowed; a refused hit is not counted. */
  hit(key: string, limit: RateLimit): RateLimitResult {
    const now = this.now();
    if (++this.hitsSinceSweep >= SWEEP_EVERY) this.sweep(now);
    let window = this.windows.get(key);
    if (!window) {
      window = { hits: [], windowMs: limit.windowMs };
      this.windows.set(key, window);
    }
    window.windowMs = limit.windowMs;
    const since = now - limit.windowMs;
    while (window.hits.length > 0 && window.hits[0] <= since) window.hits.shift();
    if (window.hits.length >= limit.max) {
      return { ok: false, retryAfterMs: window.hits[window.hits.length - limit.max] - since };
    }
    window.hits.push(now);
    return { ok: true };
  }

  /** Keys currently remembered (for tests of the sweep). */
  get size(): number {
    return this.windows.size;
  }

  clear(): void {
    this.windows.clear();
    this.hitsSinceSweep = 0;
  }

  private sweep(now: number): void {
    this.hitsSinceSweep = 0;
    for (const [key, window] of this.windows) {
      const newest = window.hits[window.hits.length - 1];
      if (newest === undefined || newest <= now - window.windowMs) this.windows.delete(key);
    }
  }
}

/** Whole seconds for a Retry-After header, at least 1. */
export function retryAfterSeconds(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 1000));
}
