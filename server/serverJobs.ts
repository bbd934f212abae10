// The jobs every instance runs (runner.ts), by kind:
//
// - `topics` (key: conversation id): the topic pipeline (server/topics/) in a worker thread: the
//   demo's topics on the first start, and 'Generér emner' (topics/generation.ts). A conversation that is gone or has too few statements is no failure to retry.
// - `maintenance` (key `vacuum-counters`, PGlite only, every minute): VACUUM ANALYZE of the vote
//   counters (migration 040). Each vote rewrites its statement's counter row, and the index that
//   picks the next statement keeps the old entries until a vacuum; PostgreSQL's autovacuum does
//   this by itself, PGlite has none. Without it the next-statement walk would slowly grow again.
// - `maintenance` (key `rate-limit-windows`, PostgreSQL only, every minute): deletes the shared
//   rate-limit windows that have ended (migration 044, http/rateLimiters.ts), so the table holds
//   about one window per active participant, never the history.
//
// - `close` (key: zid): closes a conversation at its scheduled time (closeConversation.ts).
// - `maintenance` (key `retention`, every hour, both engines): deletes the participants' data of
//   closed conversations whose retention period has run out (server/dataProtection/).
//
// The math (docs/architecture.md#opinion-groups-in-the-server) registers `math` here when it runs
// per conversation.
import type { Db } from './platform/db';
import { deleteEndedRateLimitWindows } from './platform/http/rateLimiters';
import {
  runTopicPipeline,
  TooFewStatementsError,
  UnknownConversationError,
} from './topics/pipeline';
import { computeTopicModelInWorker } from './topics/computeInWorker';
import { CLOSE_JOB, createCloseJob } from './conversations/closeConversation';
import { retentionJob } from './dataProtection/retention';
import { createJobRunner, type JobHandler, type JobRunner } from './platform/jobs/runner';
import { rootMessages } from './messages';

export const VACUUM_EVERY_MS = 60_000;
export const RATE_LIMIT_SWEEP_EVERY_MS = 60_000;

export const topicsJob: JobHandler = async (job, { db, signal }) => {
  try {
    // In a worker thread: the model takes seconds, and requests must not wait for it.
    const summary = await runTopicPipeline(db, job.key, {
      compute: computeTopicModelInWorker,
      signal,
    });
    console.log(
      rootMessages.topicsRan(
        summary.conversationId,
        summary.statementCount,
        (summary.millis / 1000).toFixed(1),
      ),
    );
  } catch (error) {
    if (!(error instanceof TooFewStatementsError || error instanceof UnknownConversationError)) {
      throw error;
    }
    console.log(rootMessages.topicsSkipped(job.key, error.message));
  }
};

export const vacuumCountersJob: JobHandler = async (_job, { db }) => {
  await db.exec('VACUUM ANALYZE comment_vote_counts, conversation_shown_counts');
  return { againAfterMs: VACUUM_EVERY_MS };
};

/** One `maintenance` kind, several keys: each key is its own recurring task. */
const maintenanceJob: JobHandler = async (job, context) => {
  if (job.key === 'vacuum-counters') return vacuumCountersJob(job, context);
  if (job.key === 'rate-limit-windows') {
    await deleteEndedRateLimitWindows(context.db);
    return { againAfterMs: RATE_LIMIT_SWEEP_EVERY_MS };
  }
  if (job.key === 'retention') return retentionJob()(job, context);
  throw new Error(rootMessages.unknownMaintenanceJob(job.key));
};

/** The runner with this instance's jobs; maintenance is asked for once here (it then recurs). */
export async function createServerJobs(db: Db): Promise<JobRunner> {
  const handlers: Record<string, JobHandler> = {
    topics: topicsJob,
    maintenance: maintenanceJob,
    [CLOSE_JOB]: createCloseJob(),
  };
  const runner = createJobRunner({ db, handlers });
  if (db.engine === 'pglite') await runner.enqueue({ kind: 'maintenance', key: 'vacuum-counters' });
  if (db.engine === 'postgres') {
    await runner.enqueue({ kind: 'maintenance', key: 'rate-limit-windows' });
  }
  await runner.enqueue({ kind: 'maintenance', key: 'retention' });
  return runner;
}
