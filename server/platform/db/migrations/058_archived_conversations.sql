-- Archiving (docs/api.md#a-conversations-life): the owner moves a conversation out of 'Dine
-- samtaler' into 'Arkiverede samtaler' (ms it was archived; NULL = not archived). Nothing else
-- changes: its address, public page and report work as before, and 'Gendan' sets it back to NULL.
ALTER TABLE conversations ADD COLUMN archived_at BIGINT;
