-- The moderation log (issue 16): every moderation that changes statements — a topic action, a bulk
-- or single action on chosen statements, an undo — is one row in moderation_actions (who, when,
-- what), with one row per statement it changed in moderation_changes (its state before and after).
-- The "before" columns are what an undo puts back; an undo is itself logged, and the action it
-- reversed points at it, so it is undone once only. Both go with the conversation.
CREATE TABLE moderation_actions (
  action_id SERIAL PRIMARY KEY,
  zid INTEGER NOT NULL REFERENCES conversations (zid) ON DELETE CASCADE,
  uid INTEGER REFERENCES users (uid) ON DELETE SET NULL,
  -- Who it was as the log shows it (e-mail or name), kept if the account goes.
  moderator VARCHAR(746) NOT NULL,
  kind VARCHAR(10) NOT NULL CHECK (kind IN ('topic', 'comments', 'undo')),
  action VARCHAR(10) NOT NULL CHECK (action IN ('accept', 'reject', 'meta', 'undo')),
  topic_key VARCHAR(300),
  -- A topic action's previous topic verdict, for its undo.
  topic_status_before VARCHAR(10),
  topic_moderator_before VARCHAR(746),
  topic_moderated_at_before BIGINT,
  created BIGINT NOT NULL DEFAULT now_as_millis(),
  undone_by INTEGER REFERENCES moderation_actions (action_id) ON DELETE SET NULL
);
-- The owner's log, newest first.
CREATE INDEX moderation_actions_zid_idx ON moderation_actions (zid, action_id DESC);

CREATE TABLE moderation_changes (
  action_id INTEGER NOT NULL REFERENCES moderation_actions (action_id) ON DELETE CASCADE,
  tid INTEGER NOT NULL,
  mod_before INTEGER NOT NULL,
  is_meta_before BOOLEAN NOT NULL,
  active_before BOOLEAN NOT NULL,
  mod_after INTEGER NOT NULL,
  is_meta_after BOOLEAN NOT NULL,
  active_after BOOLEAN NOT NULL,
  PRIMARY KEY (action_id, tid)
);
