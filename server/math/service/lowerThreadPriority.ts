// Lowers the calling thread's CPU priority to the lowest (nice 19) where the system allows it, so
// the math and topic workers give way to the thread that answers requests. At nice 10 a map of a
// 2,000-statement conversation still took a tenth of a busy core every few seconds, and a crowd of
// 200 voting saw it in its slowest votes (npm run bench:votes); at 19 the worker runs on what the
// requests leave. If the machine is full for long, the map waits (its timeout then retries it
// later): an instance that busy needs another instance, not a fresher map. On Linux a thread has
// its own id and nice value: /proc/thread-self names it, and setpriority on that id changes only
// this thread. Elsewhere, or if the system refuses, nothing changes and the math simply competes at
// normal priority.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

export const MATH_THREAD_NICE = 19;

/** The id of the calling thread on Linux (`<pid>/task/<tid>`), or null where there is none. */
export function currentThreadId(): number | null {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').at(-1));
    return Number.isInteger(tid) && tid > 0 ? tid : null;
  } catch {
    return null;
  }
}

/** True when the thread now runs at MATH_THREAD_NICE. */
export function lowerThreadPriority(): boolean {
  const tid = currentThreadId();
  if (tid === null) return false;
  try {
    setPriority(tid, MATH_THREAD_NICE);
    return true;
  } catch {
    return false;
  }
}
