-- Votes deleted while their conversation stays (a participant's "Mine data" erasure, the retention
-- period, a statement deleted with the votes on it) must leave every instance's math, not only the
-- one that deleted them (docs/architecture.md#opinion-groups-in-the-server). A math worker holds a
-- conversation's votes between updates and reads only newer ones, so it cannot see a deletion in
-- the votes themselves. Instead every statement that deletes votes bumps the conversation's
-- votes_epoch; a worker whose held votes carry an older epoch drops them and reads the conversation
-- again (at its next update or its five-minute sweep, whichever comes first). A vote cast, or
-- changed (a new row; the latest counts), leaves the epoch alone: no instance reloads for that.
ALTER TABLE conversations ADD COLUMN votes_epoch INTEGER NOT NULL DEFAULT 0;
-- The epoch the stored result was computed at: older than the conversation's means it still counts
-- deleted votes, so it is behind (recomputed by whichever instance gets to it).
ALTER TABLE math_results ADD COLUMN votes_epoch INTEGER NOT NULL DEFAULT 0;

-- Once per DELETE statement (not per row): an erasure of 20,000 votes is one UPDATE here. When the
-- conversation itself is being deleted (ON DELETE CASCADE) its row is already gone and this updates
-- nothing.
CREATE OR REPLACE FUNCTION votes_bump_epoch() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  UPDATE conversations SET votes_epoch = votes_epoch + 1
  WHERE zid IN (SELECT DISTINCT zid FROM deleted_votes);
  RETURN NULL;
END
$$;
CREATE TRIGGER votes_bump_epoch AFTER DELETE ON votes
  REFERENCING OLD TABLE AS deleted_votes FOR EACH STATEMENT EXECUTE FUNCTION votes_bump_epoch();
-- Votes are never updated in place (a changed vote is a new row), but if one ever is, the workers
-- holding the old value must reload just the same.
CREATE TRIGGER votes_bump_epoch_on_update AFTER UPDATE ON votes
  REFERENCING OLD TABLE AS deleted_votes FOR EACH STATEMENT EXECUTE FUNCTION votes_bump_epoch();
