import { describe, expect, it } from 'vitest';
import { canSendSeed, fitsSeedLimit, seedCounterLevel } from './seedText';

describe('seed text', () => {
  it('colours the counter: plain up to 480, orange above, red at 500', () => {
    expect(seedCounterLevel(0)).toBe('normal');
    expect(seedCounterLevel(480)).toBe('normal');
    expect(seedCounterLevel(481)).toBe('warning');
    expect(seedCounterLevel(499)).toBe('warning');
    expect(seedCounterLevel(500)).toBe('limit');
  });

  it('holds at most 500 characters and sends no blank text', () => {
    expect(fitsSeedLimit('x'.repeat(500))).toBe(true);
    expect(fitsSeedLimit('x'.repeat(501))).toBe(false);
    expect(canSendSeed('  Et udsagn ')).toBe(true);
    expect(canSendSeed(' \n\t')).toBe(false);
    expect(canSendSeed('')).toBe(false);
    expect(canSendSeed('x'.repeat(501))).toBe(false);
  });

  it('follows a conversation’s own limit: orange 20 before it, red at it', () => {
    expect(seedCounterLevel(120, 140)).toBe('normal');
    expect(seedCounterLevel(121, 140)).toBe('warning');
    expect(seedCounterLevel(140, 140)).toBe('limit');
    expect(fitsSeedLimit('x'.repeat(141), 140)).toBe(false);
    expect(canSendSeed('x'.repeat(140), 140)).toBe(true);
  });
});
