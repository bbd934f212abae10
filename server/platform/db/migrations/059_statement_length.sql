-- The longest statement a conversation takes (docs/behaviour.md#configure), in characters: 140 as
-- upstream Polis's participants have always had, at most 500 (the seed form's old fixed limit).
-- Enforced on every statement posted — a participant's and a moderator's seed alike
-- (server/rules/newComment.ts); statements already stored or imported keep their text.
ALTER TABLE conversations ADD COLUMN comment_max_length integer NOT NULL DEFAULT 140
  CHECK (comment_max_length BETWEEN 10 AND 500);
