// The job runner every instance starts: it polls for a due job of the kinds it has handlers for,
// runs one at a time, renews its lease while the handler works, and records the outcome
// (jobs.ts). Several instances on one database each run different jobs; the same job never runs
// twice at once. If an instance dies mid-job, its lease (leaseMs) runs out and another instance
// takes the job over, so handlers must be safe to run again (the topic pipeline and the math
// replace their output in one transaction: they are).
//
//   const runner = createJobRunner({ db, handlers: { topics: runTopicsJob } });
//   runner.start();                 // polls every pollMs
//   await enqueueJob(db, { kind: 'topics', key: conversationId });
//   await runner.stop();            // on shutdown: no new job; the one running may finish
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '../db';
import {
  claimJob,
  enqueueJob,
  failJob,
  finishJob,
  renewLease,
  type ClaimedJob,
  type JobRequest,
} from './jobs';

export interface JobContext {
  db: Db;
  /** Aborted when the lease was lost or the runner stops mid-job: stop at a good point. */
  signal: AbortSignal;
  attempt: number;
}

/**
 * Resolves when the job is done: void, or `{ againAfterMs }` for a recurring job (queued again
 * for then). Throw to fail: retried with back-off up to `maxAttempts`.
 */
export type JobHandler = (
  job: ClaimedJob,
  context: JobContext,
) => Promise<void | { againAfterMs: number }>;

export interface JobRunnerOptions {
  db: Db;
  handlers: Record<string, JobHandler>;
  /** Who holds a lease: defaults to host, pid and a random part (unique per runner). */
  owner?: string;
  pollMs?: number;
  leaseMs?: number;
  maxAttempts?: number;
  /** Wait before retry n (1, 2, …). */
  backoffMs?: (attempt: number) => number;
  log?: (line: string) => void;
}

export interface JobRunner {
  readonly owner: string;
  /** Polls every pollMs until stop(). */
  start(): void;
  /** Runs due jobs one after another until none is due; resolves with how many ran. */
  runDue(): Promise<number>;
  /** Stops polling; waits up to `waitMs` for the running job, then aborts it. */
  stop(waitMs?: number): Promise<void>;
  /** enqueueJob on the runner's database. */
  enqueue(job: JobRequest): Promise<void>;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, handlers } = options;
  const owner = options.owner ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const pollMs = options.pollMs ?? 5_000;
  const leaseMs = options.leaseMs ?? 60_000;
  const maxAttempts = options.maxAttempts ?? 5;
  const backoffMs =
    options.backoffMs ?? ((attempt: number) => Math.min(600_000, 5_000 * 2 ** attempt));
  const log = options.log ?? ((line: string) => console.error(line));
  const kinds = Object.keys(handlers);
  const stopping = new AbortController();
  let current: Promise<void> | null = null;
  let currentAbort: AbortController | null = null;
  let timer: NodeJS.Timeout | null = null;
  let polling: Promise<number> | null = null;

  async function runOne(job: ClaimedJob): Promise<void> {
    const abort = new AbortController();
    currentAbort = abort;
    const renewEvery = Math.max(1_000, Math.floor(leaseMs / 3));
    const renewer = setInterval(() => {
      renewLease(db, job, owner, leaseMs)
        .then((held) => {
          if (!held) abort.abort(new Error('lease lost'));
        })
        .catch(() => undefined); // the database is away: the next renewal tries again
    }, renewEvery);
    try {
      const outcome = await handlers[job.kind](job, {
        db,
        signal: abort.signal,
        attempt: job.attempt,
      });
      const again = outcome && 'againAfterMs' in outcome ? outcome.againAfterMs : null;
      if (!(await finishJob(db, job, owner, again))) {
        log(`job ${job.kind}/${job.key}: taken over by another instance before it finished`);
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retry = job.attempt < maxAttempts ? backoffMs(job.attempt) : null;
      log(
        `job ${job.kind}/${job.key} failed (attempt ${job.attempt}): ${message}` +
          (retry === null ? ' — giving up' : ` — again in ${Math.round(retry / 1000)} s`),
      );
      await failJob(db, job, owner, message, retry).catch(() => undefined);
    } finally {
      clearInterval(renewer);
      currentAbort = null;
    }
  }

  async function runDue(): Promise<number> {
    let ran = 0;
    while (!stopping.signal.aborted && kinds.length > 0) {
      const job = await claimJob(db, kinds, owner, leaseMs);
      if (!job) break;
      if (stopping.signal.aborted) {
        // Claimed while stop() was waiting for this claim: back in the queue, for the next runner.
        await failJob(db, job, owner, 'stopped before it started', 0).catch(() => undefined);
        break;
      }
      current = runOne(job);
      await current;
      current = null;
      ran += 1;
    }
    return ran;
  }

  const poll = () => {
    if (stopping.signal.aborted) return;
    polling ??= runDue()
      .catch((error: unknown) => {
        // The database away: try again at the next poll.
        log(`jobs: ${error instanceof Error ? error.message : String(error)}`);
        return 0;
      })
      .finally(() => {
        polling = null;
        if (!stopping.signal.aborted) timer = setTimeout(poll, pollMs);
      });
  };

  return {
    owner,
    start() {
      if (timer === null && polling === null) poll();
    },
    runDue,
    async stop(waitMs = 10_000) {
      stopping.abort();
      if (timer) clearTimeout(timer);
      const running = current;
      if (running) {
        const ended = () => running.then(() => true);
        if (!(await Promise.race([ended(), sleep(waitMs).then(() => false)]))) {
          // Its lease runs out and another instance takes the job over.
          currentAbort?.abort(new Error('shutting down'));
          await Promise.race([ended(), sleep(1_000)]);
          return;
        }
      }
      // A claim still on its way to the database could take a job queued after stop() returned:
      // it is awaited, and what it claims goes back to the queue.
      const claiming = polling;
      if (claiming) await Promise.race([claiming, sleep(1_000)]);
    },
    enqueue: (job) => enqueueJob(db, job),
  };
}
