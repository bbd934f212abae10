-- A report version's written text (docs/api.md#report-text): the owner's edited sections (JSON
-- text), versioned for conflicts like the settings, frozen once published. `zid` puts the rows in
-- the conversation's archive and deletion. A version the owner withdrew answers 410 to readers.
CREATE TABLE report_texts (
  rid BIGINT PRIMARY KEY REFERENCES reports (rid) ON DELETE CASCADE,
  zid INTEGER NOT NULL REFERENCES conversations (zid) ON DELETE CASCADE,
  sections TEXT NOT NULL,
  version INTEGER NOT NULL,
  published_at BIGINT,
  modified BIGINT NOT NULL
);
CREATE INDEX report_texts_zid_idx ON report_texts (zid);
ALTER TABLE reports ADD COLUMN withdrawn_at BIGINT;
