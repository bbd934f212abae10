-- Scheduled closing (docs/behaviour.md#scheduledclose): the owner may set when a conversation
-- closes (ms; NULL = not scheduled). A `close` job (server/jobs/closeConversation.ts) is queued for
-- that time in the jobs table (migration 041), so the schedule survives restarts; when it runs it
-- sets is_active FALSE if the time has come and the schedule still stands.
ALTER TABLE conversations ADD COLUMN closes_at BIGINT;
