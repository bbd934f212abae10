-- next_comment (migration 040) counted the participant's votes on shown statements with a join that
-- the planner may answer by reading every statement's counter row (a hash join over a sequential
-- scan): on PGlite, which keeps no statistics, a vote in a 2,000-statement conversation cost 0.4 ms
-- more than one in a 50-statement conversation (the vote path stays flat: docs/deploy.md#sizing).
-- The count now starts from the participant's own votes and looks each statement up by its key, so
-- it costs what the participant has voted, whatever the size of the conversation. Nothing else
-- changes.
CREATE OR REPLACE FUNCTION next_comment(p_zid INTEGER, p_pid INTEGER, p_level INTEGER,
                                        p_random DOUBLE PRECISION)
  RETURNS TABLE (total INTEGER, voted INTEGER, tid INTEGER, txt VARCHAR)
  LANGUAGE plpgsql STABLE AS $$
DECLARE
  fewest INTEGER;
  pivot INTEGER;
  pick INTEGER;
BEGIN
  SELECT floor(p_random * (max(n.tid) + 1))::INTEGER INTO pivot
    FROM comment_vote_counts n WHERE n.zid = p_zid;
  IF p_level >= 1 THEN
    SELECT s.accepted INTO total FROM conversation_shown_counts s WHERE s.zid = p_zid;
    SELECT count(*) INTO voted FROM votes_latest_unique v
      WHERE v.zid = p_zid AND v.pid = p_pid
        AND (SELECT n.shown FROM comment_vote_counts n WHERE n.zid = v.zid AND n.tid = v.tid) >= 1;
    SELECT n.n_votes INTO fewest FROM comment_vote_counts n
      WHERE n.zid = p_zid AND n.shown >= 1 AND NOT EXISTS (SELECT 1 FROM votes_latest_unique v
        WHERE v.zid = p_zid AND v.pid = p_pid AND v.tid = n.tid)
      ORDER BY n.n_votes LIMIT 1;
    SELECT n.tid INTO pick FROM comment_vote_counts n
      WHERE n.zid = p_zid AND n.shown >= 1 AND n.n_votes = fewest AND n.tid >= pivot
        AND NOT EXISTS (SELECT 1 FROM votes_latest_unique v
          WHERE v.zid = p_zid AND v.pid = p_pid AND v.tid = n.tid)
      ORDER BY n.n_votes, n.tid LIMIT 1;
    IF pick IS NULL THEN
      SELECT n.tid INTO pick FROM comment_vote_counts n
        WHERE n.zid = p_zid AND n.shown >= 1 AND n.n_votes = fewest AND n.tid < pivot
          AND NOT EXISTS (SELECT 1 FROM votes_latest_unique v
            WHERE v.zid = p_zid AND v.pid = p_pid AND v.tid = n.tid)
        ORDER BY n.n_votes, n.tid LIMIT 1;
    END IF;
  ELSE
    SELECT s.accepted + s.pending INTO total FROM conversation_shown_counts s WHERE s.zid = p_zid;
    SELECT count(*) INTO voted FROM votes_latest_unique v
      WHERE v.zid = p_zid AND v.pid = p_pid
        AND (SELECT n.shown FROM comment_vote_counts n WHERE n.zid = v.zid AND n.tid = v.tid) >= 0;
    SELECT n.n_votes INTO fewest FROM comment_vote_counts n
      WHERE n.zid = p_zid AND n.shown >= 0 AND NOT EXISTS (SELECT 1 FROM votes_latest_unique v
        WHERE v.zid = p_zid AND v.pid = p_pid AND v.tid = n.tid)
      ORDER BY n.n_votes LIMIT 1;
    SELECT n.tid INTO pick FROM comment_vote_counts n
      WHERE n.zid = p_zid AND n.shown >= 0 AND n.n_votes = fewest AND n.tid >= pivot
        AND NOT EXISTS (SELECT 1 FROM votes_latest_unique v
          WHERE v.zid = p_zid AND v.pid = p_pid AND v.tid = n.tid)
      ORDER BY n.n_votes, n.tid LIMIT 1;
    IF pick IS NULL THEN
      SELECT n.tid INTO pick FROM comment_vote_counts n
        WHERE n.zid = p_zid AND n.shown >= 0 AND n.n_votes = fewest AND n.tid < pivot
          AND NOT EXISTS (SELECT 1 FROM votes_latest_unique v
            WHERE v.zid = p_zid AND v.pid = p_pid AND v.tid = n.tid)
        ORDER BY n.n_votes, n.tid LIMIT 1;
    END IF;
  END IF;
  total := COALESCE(total, 0);
  tid := pick;
  txt := NULL;
  IF pick IS NOT NULL THEN
    SELECT c.txt INTO txt FROM comments c WHERE c.zid = p_zid AND c.tid = pick;
  END IF;
  RETURN NEXT;
END
$$;
