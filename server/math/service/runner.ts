// Where the math runs: `workerRunner` in a worker_threads worker (the server), `inlineRunner` on the
// calling thread (tests that do not measure threads). Both remember which votes the computing side
// already holds per conversation (`held`), so an update sends only the new ones; when the worker dies
// or a request fails, that memory goes and the next update sends every vote again.
import { Worker } from 'node:worker_threads';
import { MathJobs } from './mathJobs';
import {
  batchBuffers,
  type MapOutput,
  type MapRequest,
  type StabilityOutput,
  type WorkerEnvelope,
  type WorkerReply,
  type WorkerRequest,
} from './protocol';

/** The votes the computing side holds for a conversation. */
export interface HeldVotes {
  lastVoteId: number;
  count: number;
  /** The ids of the last votes (see readVotes.ts: late commits on PostgreSQL). */
  recentIds: Set<number>;
  /**
   * The conversation's votes epoch when they were read (migration 051). A newer one in the
   * database means votes were deleted since, perhaps on another instance: drop these and read again.
   */
  epoch: number;
}

export interface MathRunner {
  held(zid: number): HeldVotes | null;
  /** The conversations whose votes the computing side holds. */
  heldConversations(): number[];
  /** Sends the new votes and computes the map; `held` is what the votes read on top of. */
  map(request: MapRequest, held: HeldVotes): Promise<MapOutput>;
  stability(zid: number, mathTick: number): Promise<StabilityOutput | null>;
  /** Drops what is held for a conversation (evicted, or deleted). */
  forget(zid: number): void;
  /** Forgets everything held (the database was emptied: ids start again). */
  reset(): Promise<void>;
  /** Tests: the next map fails half-way — throws, ends the worker ('exit') or hangs. */
  fault(fault: 'throw' | 'exit' | 'hang'): Promise<void>;
  /** Tests: ends the worker thread from outside, as a crash would (no-op without a worker). */
  terminateWorker(): Promise<void>;
  /** Tests: whether the worker is computing a request right now. */
  busy(): boolean;
  stop(): Promise<void>;
}

export class MathTimeoutError extends Error {
  constructor(ms: number) {
    super(`the math update took longer than ${ms} ms and was stopped`);
    this.name = 'MathTimeoutError';
  }
}

abstract class HeldTracking {
  protected readonly heldVotes = new Map<number, HeldVotes>();

  held(zid: number): HeldVotes | null {
    return this.heldVotes.get(zid) ?? null;
  }

  heldConversations(): number[] {
    return [...this.heldVotes.keys()];
  }

  protected async trackMap(
    request: MapRequest,
    held: HeldVotes,
    run: () => Promise<MapOutput>,
  ): Promise<MapOutput> {
    // Until it answers, nobody knows what the other side appended: forget, and resend all next time.
    this.heldVotes.delete(request.zid);
    const output = await run();
    this.heldVotes.set(request.zid, held);
    return output;
  }
}

export function inlineRunner(): MathRunner {
  let jobs = new MathJobs();
  return new (class extends HeldTracking implements MathRunner {
    map(request: MapRequest, held: HeldVotes) {
      return this.trackMap(request, held, async () => jobs.map(request));
    }
    async stability(zid: number, mathTick: number) {
      return jobs.stability(zid, mathTick);
    }
    forget(zid: number) {
      this.heldVotes.delete(zid);
      jobs.forget(zid);
    }
    async reset() {
      this.heldVotes.clear();
      jobs = new MathJobs();
    }
    async fault(fault: 'throw' | 'exit' | 'hang') {
      throw new Error(`inline runner: fault ${fault}`);
    }
    async terminateWorker() {}
    busy() {
      return false;
    }
    async stop() {
      this.heldVotes.clear();
    }
  })();
}

interface Pending {
  id: number;
  resolve: (output: unknown) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * One worker thread, one request at a time (a queue), each with `timeoutMs`. A request that times
 * out terminates the worker; a worker that dies fails its request. Either way the next request
 * starts a fresh worker.
 */
export function workerRunner(options: { timeoutMs: number }): MathRunner {
  let worker: Worker | null = null;
  let pending: Pending | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let nextId = 1;
  let stopped = false;

  const runnerSelf = new (class extends HeldTracking implements MathRunner {
    map(request: MapRequest, held: HeldVotes) {
      return this.trackMap(request, held, () =>
        send<MapOutput>(request, batchBuffers(request.votes)),
      );
    }
    stability(zid: number, mathTick: number) {
      return send<StabilityOutput | null>({ type: 'stability', zid, mathTick });
    }
    forget(zid: number) {
      this.heldVotes.delete(zid);
      if (worker) void send({ type: 'forget', zid }).catch(() => undefined);
    }
    async fault(fault: 'throw' | 'exit' | 'hang') {
      await send({ type: 'fault', fault });
    }
    async terminateWorker() {
      await worker?.terminate();
    }
    busy() {
      return pending !== null;
    }
    async reset() {
      await kill(new Error('the math worker was reset'));
    }
    async stop() {
      stopped = true;
      await kill(new Error('the math worker was stopped'));
    }
    lost() {
      this.heldVotes.clear();
    }
  })();

  async function kill(reason: Error): Promise<void> {
    const dying = worker;
    worker = null;
    runnerSelf.lost();
    if (pending) {
      clearTimeout(pending.timer);
      pending.reject(reason);
      pending = null;
    }
    if (dying) await dying.terminate().catch(() => undefined);
  }

  function start(): Worker {
    const started = new Worker(new URL('./workerBoot.mjs', import.meta.url));
    started.on('message', (reply: WorkerReply) => {
      if (!pending || reply.id !== pending.id) return;
      const { resolve, reject, timer } = pending;
      pending = null;
      clearTimeout(timer);
      if (reply.ok) resolve(reply.output);
      else reject(new Error(reply.error));
    });
    started.on('error', (error) => {
      if (worker === started) void kill(error);
    });
    started.on('exit', (code) => {
      if (worker === started) void kill(new Error(`the math worker stopped (exit code ${code})`));
    });
    // An idle worker must not keep the process alive.
    started.unref();
    return started;
  }

  function send<T>(request: WorkerRequest, transfer: ArrayBuffer[] = []): Promise<T> {
    const run = () =>
      new Promise<T>((resolve, reject) => {
        if (stopped) {
          reject(new Error('the math worker was stopped'));
          return;
        }
        worker ??= start();
        const id = nextId++;
        const timer = setTimeout(
          () => void kill(new MathTimeoutError(options.timeoutMs)),
          options.timeoutMs,
        );
        pending = { id, resolve: resolve as (output: unknown) => void, reject, timer };
        const envelope: WorkerEnvelope = { id, request };
        worker.postMessage(envelope, transfer);
      });
    const result = queue.then(run, run);
    queue = result.catch(() => undefined);
    return result;
  }

  return runnerSelf;
}
