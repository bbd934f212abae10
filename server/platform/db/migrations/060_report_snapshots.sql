-- A published report is frozen (docs/api.md#post-reports): generating a report stores what it shows
-- — figures, statements, opinion groups — so later moderation or votes do not change it. One row
-- per report; `body` is the GET /reportData body without its `newer` list (JSON text, served as
-- stored). A report made before this migration is frozen the first time it is read.
CREATE TABLE report_snapshots (
  rid BIGINT PRIMARY KEY REFERENCES reports (rid) ON DELETE CASCADE,
  taken_at BIGINT NOT NULL,
  body TEXT NOT NULL
);
