import { describe, expect, it } from 'vitest';
import { PARTICIPATION_LIMITS, retryAfterSeconds, SlidingWindowLimiter } from './rateLimit';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('SlidingWindowLimiter', () => {
  const limit = { max: 3, windowMs: 60_000 };

  it('allows max hits in any window and says when the next one is allowed', () => {
    const time = clock();
    const limiter = new SlidingWindowLimiter(time.now);
    expect(limiter.hit('a', limit)).toEqual({ ok: true });
    time.advance(10_000);
    expect(limiter.hit('a', limit)).toEqual({ ok: true });
    time.advance(10_000);
    expect(limiter.hit('a', limit)).toEqual({ ok: true });
    time.advance(5_000);
    // The first hit (25 s ago) leaves the window in 35 s.
    expect(limiter.hit('a', limit)).toEqual({ ok: false, retryAfterMs: 35_000 });
    time.advance(35_000);
    expect(limiter.hit('a', limit)).toEqual({ ok: true });
    expect(limiter.hit('a', limit)).toEqual({ ok: false, retryAfterMs: 10_000 });
  });

  it('slides rather than resetting at fixed minutes, and does not count refused hits', () => {
    const time = clock();
    const limiter = new SlidingWindowLimiter(time.now);
    for (let i = 0; i < 3; i++) limiter.hit('a', limit);
    for (let i = 0; i < 10; i++) {
      time.advance(1_000);
      expect(limiter.hit('a', limit).ok).toBe(false);
    }
    time.advance(50_000);
    expect(limiter.hit('a', limit).ok).toBe(true);
  });

  it('keeps keys apart', () => {
    const limiter = new SlidingWindowLimiter(clock().now);
    for (let i = 0; i < 3; i++) limiter.hit('a', limit);
    expect(limiter.hit('a', limit).ok).toBe(false);
    expect(limiter.hit('b', limit).ok).toBe(true);
  });

  it('forgets idle keys now and then, and on clear()', () => {
    const time = clock();
    const limiter = new SlidingWindowLimiter(time.now);
    for (let i = 0; i < 500; i++) limiter.hit(`old${i}`, limit);
    time.advance(61_000);
    for (let i = 0; i < 500; i++) limiter.hit(`new${i}`, limit);
    expect(limiter.size).toBe(500);
    limiter.clear();
    expect(limiter.size).toBe(0);
  });
});

describe('limits', () => {
  it('are the contract’s: 60 votes, 5 statements, 30 new participants a minute', () => {
    expect(PARTICIPATION_LIMITS).toEqual({
      vote: { max: 60, windowMs: 60_000 },
      comment: { max: 5, windowMs: 60_000 },
      newParticipant: { max: 30, windowMs: 60_000 },
    });
  });

  it('rounds Retry-After up to whole seconds, at least 1', () => {
    expect(retryAfterSeconds(35_000)).toBe(35);
    expect(retryAfterSeconds(34_001)).toBe(35);
    expect(retryAfterSeconds(1)).toBe(1);
    expect(retryAfterSeconds(0)).toBe(1);
  });
});
