// When a conversation's math runs: at most once per `debounceMs` per conversation, never two at once
// for one conversation, and after a failure again after a growing pause (back-off). Changes that
// arrive during a run are picked up by the next one. `debounceMs: null` runs only on flush()
// (tests that want to say exactly when).
export type RunResult = 'done' | 'retry' | 'forget';

export interface SchedulerOptions {
  debounceMs: number | null;
  /** Runs one conversation; throws on failure. 'retry': try again after debounceMs (e.g. busy). */
  run: (zid: number) => Promise<RunResult>;
  /** Called with each failure and the pause before the retry. */
  failed: (zid: number, error: unknown, failures: number, retryInMs: number) => Promise<void>;
  now?: () => number;
}

interface Slot {
  timer: NodeJS.Timeout | null;
  running: Promise<void> | null;
  dirty: boolean;
  lastStart: number;
  failures: number;
}

export const MAX_RETRY_MS = 5 * 60_000;

/** The pause before retry n (1, 2, …): the debounce doubled each time, at least 1 s, at most 5 min. */
export function retryDelay(failures: number, debounceMs: number): number {
  return Math.min(MAX_RETRY_MS, Math.max(1000, debounceMs) * 2 ** Math.max(0, failures - 1));
}

export class Scheduler {
  private readonly slots = new Map<number, Slot>();
  private stopped = false;
  private readonly now: () => number;

  constructor(private readonly options: SchedulerOptions) {
    this.now = options.now ?? (() => Date.now());
  }

  /** Something changed in the conversation. */
  changed(zid: number): void {
    if (this.stopped) return;
    const slot = this.slot(zid);
    slot.dirty = true;
    if (this.options.debounceMs !== null && !slot.running && !slot.timer) {
      this.arm(zid, slot, Math.max(0, slot.lastStart + this.options.debounceMs - this.now()));
    }
  }

  /** Runs every changed conversation now, debounce or not, and waits for them (and their retries' first try). */
  async flush(): Promise<void> {
    for (const [zid, slot] of this.slots) {
      if (slot.running) await slot.running;
      if (!slot.dirty) continue;
      if (slot.timer) clearTimeout(slot.timer);
      slot.timer = null;
      await this.start(zid, slot);
    }
  }

  /** Resolves once nothing is scheduled or running. */
  async idle(): Promise<void> {
    for (;;) {
      const busy = [...this.slots.values()].filter((slot) => slot.running || slot.timer);
      if (busy.length === 0) return;
      const running = busy.map((slot) => slot.running).filter((run) => run !== null);
      await (running.length > 0
        ? Promise.race(running)
        : new Promise((resolve) => setTimeout(resolve, 10)));
    }
  }

  /** How things stand for one conversation (for the status call). */
  pending(zid: number): { scheduled: boolean; running: boolean; failures: number } {
    const slot = this.slots.get(zid);
    return {
      scheduled: !!slot?.timer,
      running: !!slot?.running,
      failures: slot?.failures ?? 0,
    };
  }

  /** Forgets every conversation: cancels what is scheduled, waits for what runs. */
  async clear(): Promise<void> {
    for (const slot of this.slots.values()) {
      if (slot.timer) clearTimeout(slot.timer);
      slot.timer = null;
      slot.dirty = false;
    }
    await Promise.all([...this.slots.values()].map((slot) => slot.running));
    this.slots.clear();
  }

  /** Stops scheduling at once; resolves when the runs under way have ended. */
  stop(): Promise<void> {
    this.stopped = true;
    for (const slot of this.slots.values()) {
      if (slot.timer) clearTimeout(slot.timer);
      slot.timer = null;
    }
    return Promise.all([...this.slots.values()].map((slot) => slot.running)).then(() => undefined);
  }

  private slot(zid: number): Slot {
    let slot = this.slots.get(zid);
    if (!slot) {
      slot = { timer: null, running: null, dirty: false, lastStart: -Infinity, failures: 0 };
      this.slots.set(zid, slot);
    }
    return slot;
  }

  private arm(zid: number, slot: Slot, delayMs: number): void {
    slot.timer = setTimeout(() => {
      slot.timer = null;
      void this.start(zid, slot);
    }, delayMs);
    slot.timer.unref();
  }

  private start(zid: number, slot: Slot): Promise<void> {
    slot.dirty = false;
    slot.lastStart = this.now();
    const running = this.runOnce(zid, slot).finally(() => {
      slot.running = null;
      if (this.stopped) return;
      // The slot stays (it remembers lastStart for the debounce): one small object per conversation.
      if (!slot.dirty || this.options.debounceMs === null || slot.timer) return;
      const debounce = Math.max(0, slot.lastStart + this.options.debounceMs - this.now());
      const backoff = slot.failures > 0 ? retryDelay(slot.failures, this.options.debounceMs) : 0;
      this.arm(zid, slot, Math.max(debounce, backoff));
    });
    slot.running = running;
    return running;
  }

  private async runOnce(zid: number, slot: Slot): Promise<void> {
    try {
      const result = await this.options.run(zid);
      if (result === 'retry') slot.dirty = true;
      if (result === 'forget') {
        slot.dirty = false;
        slot.failures = 0;
        this.slots.delete(zid);
        return;
      }
      if (result === 'done') slot.failures = 0;
    } catch (error) {
      if (this.stopped) return; // the worker was stopped with the server: not a failure
      slot.failures++;
      slot.dirty = true;
      const wait = retryDelay(slot.failures, this.options.debounceMs ?? 0);
      await this.options.failed(zid, error, slot.failures, wait).catch(() => undefined);
    }
  }
}
