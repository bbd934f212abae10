import { describe, expect, it } from 'vitest';
import { computeRenewDelay, MAX_TIMER_MS, RENEW_BEFORE_EXPIRY_MS } from './renewDelay';

const NOW = 1_700_000_000_000;

describe('computeRenewDelay', () => {
  it('renews RENEW_BEFORE_EXPIRY_MS before expiry', () => {
    const expiresAt = NOW / 1000 + 3600; // an hour from now
    expect(computeRenewDelay(expiresAt, NOW)).toBe(3600_000 - RENEW_BEFORE_EXPIRY_MS);
  });

  it('is 0 inside the last minute and after expiry', () => {
    expect(computeRenewDelay(NOW / 1000 + 30, NOW)).toBe(0);
    expect(computeRenewDelay(NOW / 1000 - 30, NOW)).toBe(0);
  });

  it('never exceeds what setTimeout can hold', () => {
    expect(computeRenewDelay(NOW / 1000 + 60 * 24 * 3600, NOW)).toBe(MAX_TIMER_MS);
    expect(computeRenewDelay(undefined, NOW)).toBe(MAX_TIMER_MS);
    expect(computeRenewDelay(Number.NaN, NOW)).toBe(MAX_TIMER_MS);
  });

  it('takes another margin', () => {
    expect(computeRenewDelay(NOW / 1000 + 100, NOW, 10_000)).toBe(90_000);
  });
});
