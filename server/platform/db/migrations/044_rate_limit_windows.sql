-- Participation rate-limit counters shared by every instance on one PostgreSQL
-- (docs/api.md#throttling; server/http/sharedRateLimiter.ts): one row per key and fixed window,
-- e.g. ('vote:12:34', the minute's start in ms) → votes counted so far. UNLOGGED: counters are
-- worth losing in a crash (a limit that forgets one minute is harmless) and not worth WAL on every
-- vote. Rows whose window has ended are deleted by the recurring `maintenance` job
-- `rate-limit-windows` (server/jobs). PGlite (one process) keeps its limiter in memory and never
-- writes here.
CREATE UNLOGGED TABLE rate_limit_windows (
  key VARCHAR(200) NOT NULL,
  window_start BIGINT NOT NULL,
  window_end BIGINT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (key, window_start)
);
CREATE INDEX rate_limit_windows_end_idx ON rate_limit_windows (window_end);
