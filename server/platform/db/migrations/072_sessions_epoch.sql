-- A password change or reset ends the account's other sessions (docs/api.md#sessions): every access
-- token issued, and every provider session signed in, before sessions_epoch (epoch seconds) is
-- refused, by the API (server/auth/resolveUser.ts) and by the embedded provider, whose refresh
-- tokens and silent renewals then fail (server/oidc/providerConfiguration.ts, findAccount). The
-- session that changed the password keeps going: its grant is sessions_kept_grant (NULL after a
-- reset by e-mail link, which ends every session).
ALTER TABLE users ADD COLUMN sessions_epoch BIGINT NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN sessions_kept_grant VARCHAR(200);
