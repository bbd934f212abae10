-- Bulk writes of votes (the demo seed: about 6,000 in one statement) without paying the vote
-- counter trigger of migration 040 once per vote — on PGlite that trigger made the seed two to
-- three times slower. A transaction that says `SET LOCAL raadslag.bulk_vote_counts = 'on'` skips the
-- per-row update and recounts the statements it touched in one go before it commits
-- (repo/voteCounts.ts). Every other writer, the vote path included, is counted as before.
CREATE OR REPLACE FUNCTION votes_latest_keep_counts() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('raadslag.bulk_vote_counts', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    UPDATE comment_vote_counts SET n_votes = n_votes + 1 WHERE zid = NEW.zid AND tid = NEW.tid;
  ELSE
    UPDATE comment_vote_counts SET n_votes = n_votes - 1 WHERE zid = OLD.zid AND tid = OLD.tid;
  END IF;
  RETURN NULL;
END
$$;
