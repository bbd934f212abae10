-- A returning participant's vote in one round trip (issue 17, "vote p99 under 50 ms at 200
-- participants"). The vote used to take five statements after the conversation was read: is the
-- statement shown, is the participant known, count the rate limit, insert the vote, choose the next
-- statement. Each is a round trip, and on a machine the crowd keeps busy the round trips, not the
-- work in the database, were most of a vote's cost (npm run bench:votes; a CPU profile of the
-- server spent a quarter of its time writing queries to the socket). One function does all five in
-- the order the route did them, in one statement, so it is also atomic.
--
-- outcome:
--   'hidden'   the statement is not shown to participants (unknown, rejected, inactive): nothing
--              counted, nothing written (the route answers 400);
--   'unknown'  no such participant in this conversation (a token for a deleted participant): nothing
--              counted, nothing written (the route makes a new participant, as without a token);
--   'limited'  the participant's vote limit is reached (shared limiter, migration 044): nothing
--              written; window_end says when the window ends (the route answers 429 + Retry-After);
--   'voted'    the vote is stored; total / voted / tid / txt are next_comment's (migration 040),
--              chosen after the vote, so the statement just voted on is never served again.
-- p_limit_key NULL: the limit is counted elsewhere (PGlite's in-memory limiter). The window's key,
-- start and end are computed by the caller (server/http/rateLimiters.ts), as for every other limit.
CREATE OR REPLACE FUNCTION cast_vote(p_zid INTEGER, p_pid INTEGER, p_tid INTEGER,
                                     p_vote SMALLINT, p_high_priority BOOLEAN,
                                     p_lowest_mod INTEGER, p_limit_key VARCHAR,
                                     p_window_start BIGINT, p_window_end BIGINT,
                                     p_limit_max INTEGER, p_random DOUBLE PRECISION)
  RETURNS TABLE (outcome TEXT, window_end BIGINT, total INTEGER, voted INTEGER, tid INTEGER,
                 txt VARCHAR)
  LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  counted INTEGER;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM comments c
                   WHERE c.zid = p_zid AND c.tid = p_tid AND c.active AND c.mod >= p_lowest_mod) THEN
    outcome := 'hidden';
    RETURN NEXT;
    RETURN;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM participants p WHERE p.zid = p_zid AND p.pid = p_pid) THEN
    outcome := 'unknown';
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
  INSERT INTO votes (zid, pid, tid, vote, high_priority)
    VALUES (p_zid, p_pid, p_tid, p_vote, p_high_priority);
  RETURN QUERY
    SELECT 'voted'::TEXT, NULL::BIGINT, n.total, n.voted, n.tid, n.txt
      FROM next_comment(p_zid, p_pid, CASE WHEN p_lowest_mod >= 1 THEN 1 ELSE 0 END, p_random) n;
END
$$;
