import { afterEach, describe, expect, it, vi } from 'vitest';
import { boundedCleanup } from '../server/support/boundedCleanup';

describe('boundedCleanup', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('runs every step in order, past one that fails and one that never ends', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const ran: string[] = [];
    const done = boundedCleanup(
      [
        ['first', async () => void ran.push('first')],
        ['hanging', () => new Promise(() => ran.push('hanging'))],
        ['failing', () => (ran.push('failing'), Promise.reject(new Error('no')))],
        ['last', async () => void ran.push('last')],
      ],
      1_000,
    );
    await vi.advanceTimersByTimeAsync(1_000);
    await done;
    expect(ran).toEqual(['first', 'hanging', 'failing', 'last']);
    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      'clean-up: hanging gave up after 1.0 s',
      'clean-up: failing failed after 0.0 s',
    ]);
  });
});
