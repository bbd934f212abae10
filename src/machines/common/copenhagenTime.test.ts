import { describe, expect, it } from 'vitest';
import { copenhagenFields, copenhagenToMs } from './copenhagenTime';

describe('Copenhagen date and time', () => {
  it('turns winter and summer wall-clock times into the right instants, and back', () => {
    const winter = copenhagenToMs({ date: '2026-12-03', time: '12:00' });
    expect(winter).toBe(Date.UTC(2026, 11, 3, 11, 0));
    expect(copenhagenFields(winter!)).toEqual({ date: '2026-12-03', time: '12:00' });
    const summer = copenhagenToMs({ date: '2026-07-01', time: '00:30' });
    expect(summer).toBe(Date.UTC(2026, 5, 30, 22, 30));
    expect(copenhagenFields(summer!)).toEqual({ date: '2026-07-01', time: '00:30' });
  });

  it('names no instant for a missing part, an impossible day or the hour summer time skips', () => {
    expect(copenhagenToMs({ date: '', time: '12:00' })).toBeNull();
    expect(copenhagenToMs({ date: '2026-12-03', time: '' })).toBeNull();
    expect(copenhagenToMs({ date: '2026-02-30', time: '12:00' })).toBeNull();
    expect(copenhagenToMs({ date: '2026-03-29', time: '02:30' })).toBeNull();
  });
});
