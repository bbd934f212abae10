// The server's math service: routes tell it what changed (`changed(zid)` after a vote or a
// moderation), it recomputes off the request path — debounced per conversation (scheduler.ts), one
// instance at a time (conversationLock.ts), in the worker thread (runner.ts) — and stores the result
// (updateConversation.ts). `catchUp()` at start schedules what changed while no server ran.
// `sweep()` (every SWEEP_MS) drops the votes held for conversations deleted, or whose votes were
// deleted (a newer votes epoch, migration 051), on another instance.
// `stop()` ends timers and the worker (server/start.ts calls it on shutdown).
import type { Db } from '../../platform/db';
import { conversationsBehind, votesEpochs } from '../repo/mathInputs';
import { recordFailure } from '../repo/mathResults';
import { conversationLock } from './conversationLock';
import { inlineRunner, workerRunner, type MathRunner } from './runner';
import { Scheduler, type RunResult } from './scheduler';
import { updateConversation } from './updateConversation';
import { mathMessages } from '../messages';

/** How often an instance looks for held votes deleted elsewhere (a conversation, or some votes). */
export const SWEEP_MS = 5 * 60_000;

export interface MathServiceOptions {
  db: Db;
  /** At most one update per conversation per this many ms; null: only on flush() (tests). */
  debounceMs: number | null;
  /** A worker run longer than this is stopped (and retried later). */
  timeoutMs: number;
  /** 'worker' (the server), 'inline' (tests) or a runner of the test's own: where the engine runs. */
  runner?: 'worker' | 'inline' | MathRunner;
  /** Where failures are told (default console.error). */
  log?: (message: string) => void;
  now?: () => number;
}

export interface MathService {
  /** The conversation's votes or moderation changed: recompute it (debounced). */
  changed(zid: number): void;
  /** Schedules every conversation whose stored result is behind its votes or moderation. */
  catchUp(): Promise<number>;
  /**
   * Forgets the votes held for conversations that no longer exist, or some of whose votes were
   * deleted since they were read (a participant's erasure, the retention period): done through
   * another instance, whose request could only empty its own worker. The latter are scheduled for
   * an update, which finds the stored result current if the other instance already recomputed it.
   * Runs every SWEEP_MS in the server; answers how many conversations were forgotten.
   */
  sweep(): Promise<number>;
  /** Runs what has changed now, ignoring the debounce, and waits for it. */
  flush(): Promise<void>;
  /** Resolves once nothing is scheduled or running. */
  idle(): Promise<void>;
  /** Whether an update of the conversation is scheduled or running in this instance. */
  pending(zid: number): { scheduled: boolean; running: boolean };
  readonly runner: MathRunner;
  /** Tests: forgets every conversation and what the worker holds (the database was emptied). */
  reset(): Promise<void>;
  stop(): Promise<void>;
}

export function createMathService(options: MathServiceOptions): MathService {
  const { db } = options;
  const now = options.now ?? (() => Date.now());
  const log = options.log ?? ((message: string) => console.error(message));
  const runner =
    typeof options.runner === 'object'
      ? options.runner
      : options.runner === 'inline'
        ? inlineRunner()
        : workerRunner({ timeoutMs: options.timeoutMs });
  const lock = conversationLock(db);

  const run = async (zid: number): Promise<RunResult> => {
    const outcome = await updateConversation({ db, lock, runner, now }, zid);
    if (outcome === 'busy') return 'retry';
    if (outcome === 'gone') return 'forget';
    return 'done';
  };

  const scheduler = new Scheduler({
    debounceMs: options.debounceMs,
    run,
    now,
    async failed(zid, error, _failures, retryInMs) {
      const message = error instanceof Error ? error.message : String(error);
      log(mathMessages.runFailed(zid, message, Math.round(retryInMs / 1000)));
      await recordFailure(db, zid, { error: message, at: now(), retryAt: now() + retryInMs });
    },
  });

  const sweep = async () => {
    const held = runner.heldConversations();
    if (held.length === 0) return 0;
    const epochs = await votesEpochs(db, held);
    let forgotten = 0;
    for (const zid of held) {
      const epoch = epochs.get(zid);
      // An update under way checks the epoch itself (and its result, if stale, is behind).
      if (epoch !== undefined && scheduler.pending(zid).running) continue;
      // Read again: an update may have replaced what is held while we asked the database.
      const votes = runner.held(zid);
      if (epoch !== undefined && (!votes || votes.epoch === epoch)) continue;
      runner.forget(zid);
      forgotten++;
      if (epoch !== undefined) scheduler.changed(zid);
    }
    return forgotten;
  };
  // Only the server sweeps on its own (tests without a debounce call sweep() themselves).
  const sweeping =
    options.debounceMs === null
      ? null
      : setInterval(() => {
          sweep().catch((error: unknown) =>
            log(`Oprydning i meningsgruppernes hukommelse mislykkedes: ${String(error)}`),
          );
        }, SWEEP_MS);
  sweeping?.unref();

  return {
    changed: (zid) => scheduler.changed(zid),
    sweep,
    async catchUp() {
      const behind = await conversationsBehind(db);
      for (const zid of behind) scheduler.changed(zid);
      return behind.length;
    },
    flush: () => scheduler.flush(),
    idle: () => scheduler.idle(),
    pending: (zid) => scheduler.pending(zid),
    runner,
    async reset() {
      await scheduler.clear();
      await runner.reset();
    },
    async stop() {
      if (sweeping) clearInterval(sweeping);
      const settled = scheduler.stop();
      await runner.stop();
      await settled;
    },
  };
}
