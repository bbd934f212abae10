// When the math runs: at most once per debounce per conversation, changes during a run picked up by
// the next, failures retried after a growing pause. Fake timers: the clock is the test's.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_RETRY_MS, retryDelay, Scheduler, type RunResult } from './scheduler';

describe('Scheduler', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  /** A scheduler whose runs are recorded and finish when the test says so. */
  function harness(debounceMs: number | null) {
    const runs: { zid: number; at: number }[] = [];
    const failures: { zid: number; failures: number; retryInMs: number }[] = [];
    let outcome: () => Promise<RunResult> = async () => 'done';
    let release: (() => void) | null = null;
    const scheduler = new Scheduler({
      debounceMs,
      run: async (zid) => {
        runs.push({ zid, at: Date.now() });
        return outcome();
      },
      failed: async (zid, _error, count, retryInMs) => {
        failures.push({ zid, failures: count, retryInMs });
      },
    });
    return {
      scheduler,
      runs,
      failures,
      set outcome(next: () => Promise<RunResult>) {
        outcome = next;
      },
      /** The next runs wait until release() is called. */
      hold() {
        outcome = () =>
          new Promise<RunResult>((resolve) => {
            release = () => resolve('done');
          });
      },
      release: () => release?.(),
    };
  }

  it('runs a quiet conversation at once, then at most once per debounce', async () => {
    const h = harness(5000);
    h.scheduler.changed(7);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.runs).toEqual([{ zid: 7, at: 1_000_000 }]);
    // A burst of changes within the window: one run at the window's end.
    for (let i = 0; i < 20; i++) {
      await vi.advanceTimersByTimeAsync(100);
      h.scheduler.changed(7);
    }
    await vi.advanceTimersByTimeAsync(2999);
    expect(h.runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.runs.map((run) => run.at)).toEqual([1_000_000, 1_005_000]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.runs).toHaveLength(2);
  });

  it('keeps conversations apart', async () => {
    const h = harness(5000);
    h.scheduler.changed(1);
    h.scheduler.changed(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.runs.map((run) => run.zid).sort()).toEqual([1, 2]);
  });

  it('never runs one conversation twice at once; a change during a run gets a run after it', async () => {
    const h = harness(1000);
    h.hold();
    h.scheduler.changed(3);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.scheduler.pending(3)).toMatchObject({ running: true });
    h.scheduler.changed(3);
    await vi.advanceTimersByTimeAsync(5000);
    expect(h.runs).toHaveLength(1);
    h.outcome = async () => 'done';
    h.release();
    await vi.advanceTimersByTimeAsync(0);
    expect(h.runs).toHaveLength(2);
    expect(h.runs[1].at).toBe(1_005_000);
  });

  it('retries a failure after a growing pause, and forgets the count after a success', async () => {
    const h = harness(1000);
    h.outcome = async () => {
      throw new Error('worker crashed');
    };
    h.scheduler.changed(4);
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(2000);
    expect(h.failures).toEqual([
      { zid: 4, failures: 1, retryInMs: 1000 },
      { zid: 4, failures: 2, retryInMs: 2000 },
      { zid: 4, failures: 3, retryInMs: 4000 },
    ]);
    expect(h.runs.map((run) => run.at - 1_000_000)).toEqual([0, 1000, 3000]);
    h.outcome = async () => 'done';
    await vi.advanceTimersByTimeAsync(4000);
    expect(h.runs).toHaveLength(4);
    expect(h.scheduler.pending(4)).toEqual({ scheduled: false, running: false, failures: 0 });
  });

  it('tries again after the debounce when another instance holds the conversation', async () => {
    const h = harness(2000);
    h.outcome = async () => 'retry';
    h.scheduler.changed(5);
    await vi.advanceTimersByTimeAsync(0);
    h.outcome = async () => 'done';
    await vi.advanceTimersByTimeAsync(2000);
    expect(h.runs.map((run) => run.at - 1_000_000)).toEqual([0, 2000]);
    expect(h.failures).toEqual([]);
  });

  it('runs only on flush() without a debounce, and stops scheduling when stopped', async () => {
    const h = harness(null);
    h.scheduler.changed(6);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.runs).toEqual([]);
    await h.scheduler.flush();
    expect(h.runs).toHaveLength(1);
    await h.scheduler.stop();
    h.scheduler.changed(6);
    await h.scheduler.flush();
    expect(h.runs).toHaveLength(1);
  });

  it('grows the retry pause from the debounce (at least 1 s) up to 5 minutes', () => {
    expect([1, 2, 3].map((n) => retryDelay(n, 5000))).toEqual([5000, 10_000, 20_000]);
    expect(retryDelay(1, 0)).toBe(1000);
    expect(retryDelay(30, 5000)).toBe(MAX_RETRY_MS);
  });
});
