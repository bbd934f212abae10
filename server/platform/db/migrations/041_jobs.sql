-- Background jobs that exactly one instance runs at a time
-- (docs/deploy.md#several-instances-on-postgresql; server/jobs/): the topic pipeline, the
-- opinion-group math per conversation, maintenance. One row per (kind, key), e.g. ('math',
-- '<zid>'): asking again for a job that is queued or running never makes a second one. An instance
-- claims a due row with FOR UPDATE SKIP LOCKED and holds it by a lease (locked_until) it renews
-- while it works; a crashed instance's lease runs out and another takes the job over.
CREATE TABLE jobs (
  kind VARCHAR(50) NOT NULL,
  key VARCHAR(200) NOT NULL,
  payload JSONB NOT NULL DEFAULT '{}',
  state VARCHAR(10) NOT NULL DEFAULT 'queued'
    CHECK (state IN ('queued', 'running', 'done', 'failed')),
  -- Not before this (ms): a retry's back-off, a debounce, the next round of a recurring job.
  run_after BIGINT NOT NULL DEFAULT now_as_millis(),
  -- Asked for again while running: queue it once more when this run ends.
  rerun BOOLEAN NOT NULL DEFAULT FALSE,
  attempts INTEGER NOT NULL DEFAULT 0,
  locked_by VARCHAR(200),
  locked_until BIGINT,
  last_error VARCHAR(2000),
  created BIGINT NOT NULL DEFAULT now_as_millis(),
  finished BIGINT,
  PRIMARY KEY (kind, key)
);
-- The runner's question: what is due (queued and time, or running with an expired lease)?
CREATE INDEX jobs_due_idx ON jobs (run_after) WHERE state IN ('queued', 'running');
