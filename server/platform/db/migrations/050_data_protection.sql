-- Data protection (docs/privacy.md#retention): when a conversation closed, how long its
-- participants' data is kept after that, and when the retention job deleted it.
--
-- closed_at is kept by a trigger, so every way of closing a conversation (PUT /conversations, a
-- scheduled close) starts the retention clock, and reopening stops it.
ALTER TABLE conversations ADD COLUMN closed_at BIGINT;
-- Days after closing; NULL keeps the data until the owner deletes the conversation.
ALTER TABLE conversations ADD COLUMN retention_days INTEGER
  CHECK (retention_days IS NULL OR (retention_days >= 1 AND retention_days <= 3650));
-- Set by the retention job once it has deleted the participants' data.
ALTER TABLE conversations ADD COLUMN participant_data_deleted_at BIGINT;

-- Conversations already closed: their last change is the best guess at when.
UPDATE conversations SET closed_at = modified WHERE NOT is_active;

CREATE OR REPLACE FUNCTION conversations_keep_closed_at() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NOT NEW.is_active THEN NEW.closed_at := now_as_millis(); END IF;
  ELSIF NEW.is_active AND NOT OLD.is_active THEN
    -- Reopened: new participants' data gets its own retention after the next close.
    NEW.closed_at := NULL;
    NEW.participant_data_deleted_at := NULL;
  ELSIF OLD.is_active AND NOT NEW.is_active THEN
    NEW.closed_at := now_as_millis();
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER conversations_keep_closed_at BEFORE INSERT OR UPDATE OF is_active ON conversations
  FOR EACH ROW EXECUTE FUNCTION conversations_keep_closed_at();

-- The retention job's question: which closed conversations are due (closed_at + days <= now)?
CREATE INDEX conversations_retention_due_idx ON conversations (closed_at)
  WHERE retention_days IS NOT NULL AND participant_data_deleted_at IS NULL;
