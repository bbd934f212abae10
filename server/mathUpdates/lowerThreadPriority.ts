// Lowers the calling thread's CPU priority (nice 10) where the system allows it, so the math worker
// gives way to the thread that answers requests. On Linux a thread has its own id and nice value:
// /proc/thread-self names it, and setpriority on that id changes only this thread. Elsewhere, or if
// the system refuses, nothing changes and the math simply competes at normal priority.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

export const MATH_THREAD_NICE = 10;

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
