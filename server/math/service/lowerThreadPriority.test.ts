// The math worker's thread runs at a lower priority than the thread that answers requests (Linux):
// with the real worker runner started, one thread of this process has nice MATH_THREAD_NICE, and
// the process itself (the main thread) keeps its own.
import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { describe, expect, it } from 'vitest';
import { MATH_THREAD_NICE } from './lowerThreadPriority';
import { workerRunner } from './runner';

/** The nice value of each thread of this process, from /proc/self/task/<tid>/stat (field 19). */
function threadNices(): number[] {
  return readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    // After the command name in parentheses: field 3 (state) onwards; nice is field 19.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[19 - 3]);
  });
}

describe.skipIf(process.platform !== 'linux')('the math worker thread (Linux)', () => {
  it('runs at a lower priority than the main thread', { timeout: 30_000 }, async () => {
    const before = getPriority();
    expect(threadNices()).not.toContain(MATH_THREAD_NICE);
    const runner = workerRunner({ timeoutMs: 20_000 });
    try {
      await runner.fault('throw'); // starts the worker (and arms a fault it never meets)
      expect(threadNices()).toContain(MATH_THREAD_NICE);
      expect(getPriority()).toBe(before);
    } finally {
      await runner.stop();
    }
  });
});
