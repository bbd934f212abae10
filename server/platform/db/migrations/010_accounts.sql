-- Accounts that prove who they are (docs/api.md#accounts). The embedded identity provider's
-- accounts are the rows of `users`: a password hash (argon2id), passkeys, site-admin status.
-- One-time links (invite, sign-up, password reset, first set-up) are stored as hashes only.
-- Throttling counters and the server's own secrets live here too, so they hold across restarts and
-- across instances that share one database.

-- Site administrators may moderate every conversation (upstream's ADMIN_UIDS); granted by
-- `npm run user:add -- <e-mail> --admin` or by another site admin's invite.
ALTER TABLE users ADD COLUMN is_site_admin BOOLEAN NOT NULL DEFAULT FALSE;
-- argon2id PHC string; NULL = no password yet (invited, or an account from before passwords).
ALTER TABLE users ADD COLUMN password_hash TEXT;
-- The embedded provider's `sub` for this account: random, opaque, never reused. Given on the first
-- sign-in (older rows have none yet).
ALTER TABLE users ADD COLUMN idp_subject TEXT UNIQUE;

-- An external provider's user is (issuer, sub), not sub alone. Rows from before this migration
-- carry issuer '' and are claimed by the configured issuer the first time its token shows them.
ALTER TABLE oidc_user_mappings ADD COLUMN issuer TEXT NOT NULL DEFAULT '';
ALTER TABLE oidc_user_mappings DROP CONSTRAINT oidc_user_mappings_pkey;
ALTER TABLE oidc_user_mappings ADD PRIMARY KEY (issuer, oidc_sub);

-- One-time links. Only the SHA-256 of the token is kept: a copy of the database opens no account.
CREATE TABLE account_links (
  token_hash TEXT PRIMARY KEY,
  purpose TEXT NOT NULL CHECK (purpose IN ('invite', 'signup', 'reset', 'setup')),
  email VARCHAR(256) NOT NULL CHECK (email = lower(email)),
  grant_site_admin BOOLEAN NOT NULL DEFAULT FALSE,
  created_by INTEGER REFERENCES users (uid) ON DELETE SET NULL,
  created BIGINT NOT NULL DEFAULT now_as_millis(),
  expires BIGINT NOT NULL,
  used BIGINT
);
CREATE INDEX account_links_email_idx ON account_links (email);
CREATE INDEX account_links_expires_idx ON account_links (expires);

-- WebAuthn credentials (passkeys). credential_id is base64url, as the browser reports it.
CREATE TABLE passkeys (
  credential_id TEXT PRIMARY KEY,
  uid INTEGER NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  public_key BYTEA NOT NULL,
  counter BIGINT NOT NULL DEFAULT 0,
  transports TEXT NOT NULL DEFAULT '',
  name VARCHAR(100) NOT NULL,
  created BIGINT NOT NULL DEFAULT now_as_millis(),
  last_used BIGINT
);
CREATE INDEX passkeys_uid_idx ON passkeys (uid);

-- Outstanding WebAuthn challenges: one per sign-in page (keyed by the interaction) or per
-- registration (keyed by a random id, bound to the account). Single use, a few minutes long.
CREATE TABLE webauthn_challenges (
  id TEXT PRIMARY KEY,
  challenge TEXT NOT NULL,
  uid INTEGER REFERENCES users (uid) ON DELETE CASCADE,
  expires BIGINT NOT NULL
);

-- Fixed-window throttling counters. `key` is an HMAC of what is counted (an e-mail address, a
-- client address), so neither is stored in the clear.
CREATE TABLE throttle_counters (
  key TEXT NOT NULL,
  window_start BIGINT NOT NULL,
  hits INTEGER NOT NULL,
  expires BIGINT NOT NULL,
  PRIMARY KEY (key, window_start)
);
CREATE INDEX throttle_counters_expires_idx ON throttle_counters (expires);

-- Secrets every instance must share (the access-code cookie's and the throttle keys' HMAC keys).
CREATE TABLE server_secrets (
  name TEXT PRIMARY KEY,
  secret BYTEA NOT NULL,
  created BIGINT NOT NULL DEFAULT now_as_millis()
);
