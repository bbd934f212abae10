-- A participant may not vote on a statement they wrote (docs/api.md#post-votes). Their statement
-- already carries their agree, stored with it when they posted it, as Polis stores the author's
-- vote; another vote would overwrite that agreement. The page never serves one's own statement
-- (that vote makes next_comment skip it), but the server has to refuse what a crafted request, or
-- a page offering it by mistake, sends: the refusal belongs where votes are cast, in cast_vote.
-- The function is migration 062's with one check more, made before the shared limit is counted,
-- so a refused vote writes nothing and counts nothing there:
--   'own'      the statement is the voter's own (comments.pid = p_pid): the route answers 403
--              polis_err_vote_own_comment.
-- A newcomer (p_pid NULL) has written nothing yet, so the check needs a known participant.
CREATE OR REPLACE FUNCTION cast_vote(p_zid INTEGER, p_pid INTEGER, p_tid INTEGER,
                                     p_vote SMALLINT, p_high_priority BOOLEAN,
                                     p_lowest_mod INTEGER, p_limit_key VARCHAR,
                                     p_window_start BIGINT, p_window_end BIGINT,
                                     p_limit_max INTEGER, p_random DOUBLE PRECISION)
  RETURNS TABLE (outcome TEXT, window_end BIGINT, pid INTEGER, total INTEGER, voted INTEGER,
                 tid INTEGER, txt VARCHAR)
  LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  counted INTEGER;
  voter INTEGER := p_pid;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM comments c
                   WHERE c.zid = p_zid AND c.tid = p_tid AND c.active AND c.mod >= p_lowest_mod) THEN
    outcome := 'hidden';
    RETURN NEXT;
    RETURN;
  END IF;
  IF voter IS NOT NULL
     AND NOT EXISTS (SELECT 1 FROM participants p WHERE p.zid = p_zid AND p.pid = voter) THEN
    outcome := 'unknown';
    RETURN NEXT;
    RETURN;
  END IF;
  IF voter IS NOT NULL
     AND EXISTS (SELECT 1 FROM comments c
                   WHERE c.zid = p_zid AND c.tid = p_tid AND c.pid = voter) THEN
    outcome := 'own';
    RETURN NEXT;
    RETURN;
  END IF;
  IF p_limit_key IS NOT NULL THEN
    -- The shared limiter's upsert (server/http/rateLimiters.ts): a refused hit changes no row.
    INSERT INTO rate_limit_windows AS w (key, window_start, window_end, count)
      VALUES (p_limit_key, p_window_start, p_window_end, 1)
      ON CONFLICT (key, window_start) DO UPDATE SET count = w.count + 1
        WHERE w.count < p_limit_max
      RETURNING w.count INTO counted;
    IF counted IS NULL OR p_limit_max <= 0 THEN
      outcome := 'limited';
      window_end := p_window_end;
      RETURN NEXT;
      RETURN;
    END IF;
  END IF;
  IF voter IS NULL THEN
    WITH u AS (INSERT INTO users (hname, email) VALUES (NULL, NULL) RETURNING uid)
      INSERT INTO participants (zid, uid) SELECT p_zid, u.uid FROM u
      RETURNING participants.pid INTO voter;
  END IF;
  INSERT INTO votes (zid, pid, tid, vote, high_priority)
    VALUES (p_zid, voter, p_tid, p_vote, p_high_priority);
  RETURN QUERY
    SELECT 'voted'::TEXT, NULL::BIGINT, voter, n.total, n.voted, n.tid, n.txt
      FROM next_comment(p_zid, voter, CASE WHEN p_lowest_mod >= 1 THEN 1 ELSE 0 END, p_random) n;
END
$$;
