-- Co-moderators (docs/api.md#co-moderators): the owner names colleagues by e-mail who may moderate
-- one conversation. A row always carries the e-mail the owner typed (lower-cased) and, once an
-- account with that address exists, its uid. A row without uid is a pending invitation: the trigger
-- below fills the uid the moment a users row with that address is created (an accepted invite, a
-- confirmed sign-up, the CLI, an external provider's first sign-in), so no account path can forget
-- it. Moderator checks compare uids only, never e-mails.
CREATE TABLE conversation_moderators (
  zid INTEGER NOT NULL REFERENCES conversations (zid) ON DELETE CASCADE,
  email VARCHAR(256) NOT NULL CHECK (email = lower(email)),
  uid INTEGER REFERENCES users (uid) ON DELETE CASCADE,
  added_by INTEGER NOT NULL REFERENCES users (uid),
  created BIGINT NOT NULL DEFAULT now_as_millis(),
  PRIMARY KEY (zid, email)
);
-- "Which conversations may I moderate" (the list) and the per-call check.
CREATE INDEX conversation_moderators_uid_idx ON conversation_moderators (uid, zid);
CREATE INDEX conversation_moderators_pending_idx ON conversation_moderators (email)
  WHERE uid IS NULL;

CREATE OR REPLACE FUNCTION conversation_moderators_claim() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.email IS NOT NULL THEN
    UPDATE conversation_moderators SET uid = NEW.uid WHERE email = NEW.email AND uid IS NULL;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER conversation_moderators_claim AFTER INSERT OR UPDATE OF email ON users
  FOR EACH ROW EXECUTE FUNCTION conversation_moderators_claim();
