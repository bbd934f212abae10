-- The embedded identity provider's state, shared by every instance
-- (docs/deploy.md#several-instances-on-postgresql; server/oidc/ dbAdapter.ts): sessions,
-- interactions, grants, authorization codes, refresh tokens — whatever oidc-provider asks its
-- adapter to keep. With several instances behind a load balancer the browser's next request may
-- reach another instance, which must find the interaction or code the first one stored. Access
-- tokens are JWTs and never stored. One row per (model, id); payload is the provider's own JSON as
-- text (not JSONB, which refuses a \u0000 that a client may put in a parameter the provider keeps).
-- The signing and cookie keys live in server_secrets ('oidc-keys').
CREATE TABLE oidc_models (
  model VARCHAR(50) NOT NULL,
  id VARCHAR(200) NOT NULL,
  payload TEXT NOT NULL,
  -- Copied out of the payload for the provider's lookups.
  grant_id VARCHAR(200),
  uid VARCHAR(200),
  user_code VARCHAR(200),
  -- Epoch ms after which the row is gone (expired rows are swept); NULL: no expiry.
  expires_at BIGINT,
  -- When a code or token was used (epoch seconds, as the provider's `consumed`): a replay at
  -- another instance finds it used.
  consumed BIGINT,
  PRIMARY KEY (model, id)
);
CREATE INDEX oidc_models_grant_idx ON oidc_models (grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX oidc_models_uid_idx ON oidc_models (model, uid) WHERE uid IS NOT NULL;
CREATE INDEX oidc_models_user_code_idx ON oidc_models (model, user_code) WHERE user_code IS NOT NULL;
CREATE INDEX oidc_models_expires_idx ON oidc_models (expires_at) WHERE expires_at IS NOT NULL;
