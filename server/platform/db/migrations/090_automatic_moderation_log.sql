-- The automatic moderator's flags are logged as actions of their own (docs/behaviour.md, the
-- moderation log): kind 'automatic', with no user behind it.
ALTER TABLE moderation_actions ALTER COLUMN uid DROP NOT NULL;
ALTER TABLE moderation_actions DROP CONSTRAINT moderation_actions_kind_check;
ALTER TABLE moderation_actions ADD CONSTRAINT moderation_actions_kind_check
  CHECK (kind IN ('single', 'bulk', 'topic', 'undo', 'automatic'));
