import { describe, expect, it } from 'vitest';
import { VerifiedTokens } from './verifiedTokens';

describe('VerifiedTokens', () => {
  it('answers with the claims until the token expires, then forgets it', () => {
    let now = 1_000;
    const tokens = new VerifiedTokens<{ pid: number }>(10, () => now);
    tokens.set('a', { pid: 1 }, 2_000);
    expect(tokens.get('a')).toEqual({ pid: 1 });
    now = 2_000;
    expect(tokens.get('a')).toBeUndefined();
    expect(tokens.size).toBe(0);
  });

  it('keeps no token that has already expired', () => {
    const tokens = new VerifiedTokens<{ pid: number }>(10, () => 5_000);
    tokens.set('old', { pid: 1 }, 5_000);
    tokens.set('nan', { pid: 2 }, Number.NaN);
    expect(tokens.size).toBe(0);
  });

  it('holds at most its capacity, dropping the least recently used', () => {
    const tokens = new VerifiedTokens<{ pid: number }>(2, () => 0);
    tokens.set('a', { pid: 1 }, 10);
    tokens.set('b', { pid: 2 }, 10);
    expect(tokens.get('a')).toEqual({ pid: 1 }); // a is now the youngest
    tokens.set('c', { pid: 3 }, 10);
    expect(tokens.get('b')).toBeUndefined();
    expect(tokens.get('a')).toEqual({ pid: 1 });
    expect(tokens.get('c')).toEqual({ pid: 3 });
    expect(tokens.size).toBe(2);
  });
});
