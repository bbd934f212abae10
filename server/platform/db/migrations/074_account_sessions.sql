-- The sessions of an embedded-provider account as the API sees them (docs/api.md#sessions), so its
-- person can list where they are signed in and end the others: one row per grant, noted when an
-- access token of that grant reaches the API (at most once a minute). device is a coarse name
-- ('Firefox på Windows') made from the User-Agent; the header itself is not kept.
CREATE TABLE account_sessions (
  uid INTEGER NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  grant_id VARCHAR(200) NOT NULL,
  device VARCHAR(100) NOT NULL,
  -- Epoch ms: first and last seen; last_iat is the newest token's iat (epoch seconds), which the
  -- session epoch (migration 072) is compared with.
  first_seen BIGINT NOT NULL,
  last_seen BIGINT NOT NULL,
  last_iat BIGINT NOT NULL,
  PRIMARY KEY (uid, grant_id)
);
