// The one fake clock of the tests. Timers, intervals and Date are faked; microtasks, immediates
// and nextTick stay real, because MSW, undici and React need them. With `followRealTime` (the
// default) the fake clock also moves with real time, so Testing Library's waiting and the
// harness's own timeouts keep working; a test moves it further with vi.advanceTimersByTime.
import { afterEach, beforeEach, vi } from 'vitest';

const FAKED = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] as const;

/** Fakes the clock from now until `realClock()` (or vi.useRealTimers()). */
export function fakeClock({ followRealTime = true } = {}): void {
  vi.useFakeTimers({ shouldAdvanceTime: followRealTime, toFake: [...FAKED] });
}

export function realClock(): void {
  vi.useRealTimers();
}

/** A fake clock around every test of the file. */
export function useFakeClock(options?: { followRealTime?: boolean }): void {
  beforeEach(() => fakeClock(options));
  afterEach(realClock);
}
