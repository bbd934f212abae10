// Background jobs that one instance runs at a time, with the state in the database so every
// instance sees it (migration 041). The SQL of a job's life: asked for (enqueueJob), claimed by
// one instance (FOR UPDATE SKIP LOCKED: two instances asking at once get different rows, never
// the same), held by a lease the runner renews, then done, retried later, or failed for good.
// runner.ts runs them; register a kind there with a handler.
import type { Db } from '../db';

export interface JobRequest {
  kind: string;
  key: string;
  payload?: Record<string, unknown>;
  /** Not before this time (ms); default now. An earlier request for a queued job wins. */
  runAfter?: number;
}

export interface ClaimedJob {
  kind: string;
  key: string;
  payload: Record<string, unknown>;
  /** 1 on the first run, counting retries and take-overs after a lost lease. */
  attempt: number;
}

export type JobState = 'queued' | 'running' | 'done' | 'failed';

/**
 * Asks for a job. Queued: stays queued (at the earlier time). Running: runs once more after this
 * run. Done or failed: queued afresh. Never a second row for the same kind and key.
 */
export async function enqueueJob(db: Db, job: JobRequest): Promise<void> {
  await db.query(
    `INSERT INTO jobs (kind, key, payload, run_after)
     VALUES ($1, $2, $3::jsonb, COALESCE($4::bigint, now_as_millis()))
     ON CONFLICT (kind, key) DO UPDATE SET
       payload = EXCLUDED.payload,
       rerun = jobs.state = 'running',
       run_after = CASE WHEN jobs.state = 'queued' THEN LEAST(jobs.run_after, EXCLUDED.run_after)
                        ELSE EXCLUDED.run_after END,
       attempts = CASE WHEN jobs.state IN ('done', 'failed') THEN 0 ELSE jobs.attempts END,
       state = CASE WHEN jobs.state = 'running' THEN 'running' ELSE 'queued' END`,
    [job.kind, job.key, JSON.stringify(job.payload ?? {}), job.runAfter ?? null],
  );
}

/** Claims the job due longest of these kinds, for `leaseMs`, or returns null when none is due. */
export async function claimJob(
  db: Db,
  kinds: string[],
  owner: string,
  leaseMs: number,
): Promise<ClaimedJob | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ kind: string; key: string; payload: unknown }>(
      `SELECT kind, key, payload FROM jobs
       WHERE kind = ANY($1::text[])
         AND ((state = 'queued' AND run_after <= now_as_millis())
           OR (state = 'running' AND locked_until < now_as_millis()))
       ORDER BY run_after
       LIMIT 1
       FOR UPDATE SKIP LOCKED`,
      [kinds],
    );
    const row = rows[0];
    if (!row) return null;
    const { rows: claimed } = await tx.query<{ attempts: number }>(
      `UPDATE jobs SET state = 'running', locked_by = $3, locked_until = now_as_millis() + $4,
                       attempts = attempts + 1, rerun = FALSE
       WHERE kind = $1 AND key = $2 RETURNING attempts`,
      [row.kind, row.key, owner, leaseMs],
    );
    const payload = typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload;
    return {
      kind: row.kind,
      key: row.key,
      payload: (payload ?? {}) as Record<string, unknown>,
      attempt: claimed[0].attempts,
    };
  });
}

/** Extends the lease; false when this owner no longer holds the job (its lease ran out). */
export async function renewLease(
  db: Db,
  job: ClaimedJob,
  owner: string,
  leaseMs: number,
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE jobs SET locked_until = now_as_millis() + $4
     WHERE kind = $1 AND key = $2 AND state = 'running' AND locked_by = $3 RETURNING 1`,
    [job.kind, job.key, owner, leaseMs],
  );
  return rows.length > 0;
}

/**
 * The run ended well. The job is done — or queued again: asked for while it ran, or a recurring
 * job (`againAfterMs`). False when another instance had taken it over (nothing is changed).
 */
export async function finishJob(
  db: Db,
  job: ClaimedJob,
  owner: string,
  againAfterMs: number | null = null,
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE jobs SET
       state = CASE WHEN rerun OR $4::bigint IS NOT NULL THEN 'queued' ELSE 'done' END,
       run_after = CASE WHEN rerun THEN now_as_millis()
                        WHEN $4::bigint IS NOT NULL THEN now_as_millis() + $4::bigint
                        ELSE run_after END,
       attempts = 0, rerun = FALSE, locked_by = NULL, locked_until = NULL, last_error = NULL,
       finished = now_as_millis()
     WHERE kind = $1 AND key = $2 AND state = 'running' AND locked_by = $3 RETURNING 1`,
    [job.kind, job.key, owner, againAfterMs],
  );
  return rows.length > 0;
}

/** The run failed: retried after `retryAfterMs`, or failed for good when that is null. */
export async function failJob(
  db: Db,
  job: ClaimedJob,
  owner: string,
  error: string,
  retryAfterMs: number | null,
): Promise<void> {
  await db.query(
    `UPDATE jobs SET
       state = CASE WHEN $5::bigint IS NULL THEN 'failed' ELSE 'queued' END,
       run_after = CASE WHEN $5::bigint IS NULL THEN run_after
                        ELSE now_as_millis() + $5::bigint END,
       locked_by = NULL, locked_until = NULL, last_error = left($4, 2000),
       finished = now_as_millis()
     WHERE kind = $1 AND key = $2 AND state = 'running' AND locked_by = $3`,
    [job.kind, job.key, owner, error, retryAfterMs],
  );
}

export interface JobRow {
  kind: string;
  key: string;
  state: JobState;
  attempts: number;
  last_error: string | null;
  /** When it was first asked for, and when its last run ended (ms). */
  created: number;
  finished: number | null;
}

export async function findJob(db: Db, kind: string, key: string): Promise<JobRow | null> {
  const { rows } = await db.query<JobRow>(
    `SELECT kind, key, state, attempts, last_error, created::float8 AS created,
            finished::float8 AS finished
       FROM jobs WHERE kind = $1 AND key = $2`,
    [kind, key],
  );
  return rows[0] ?? null;
}
