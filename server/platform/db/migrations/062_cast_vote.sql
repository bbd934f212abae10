-- A vote in one round trip (docs/deploy.md#sizing: vote p99 under 50 ms at 200 participants). A
-- returning participant's vote used to take five statements after the conversation was read (is the
-- statement shown, is the participant known, count the rate limit, insert the vote, choose the next
-- statement), a newcomer's first vote seven (with BEGIN, the new participant and COMMIT). Each is a
-- round trip, and on a machine the crowd keeps busy the round trips, not the work in the database,
-- were most of a vote's cost (npm run bench:votes; a CPU profile of the server spent a quarter of
-- its time writing queries to the socket). A newcomer's transaction also held the per-conversation
-- lock that numbers participants (migration 001) across all of its round trips, so a crowd arriving
-- together queued behind it. One function now does it all, in the order the route did, in one
-- statement: atomic on its own, the lock held only while it runs.
--
-- p_pid NULL: a new anonymous participant, made here (a users row without name or e-mail, then the
-- participant), only when the statement is shown and the limit allows it.
-- p_limit_key: the limit this vote counts against, computed by the caller (server/http/
-- rateLimiters.ts): a returning participant's vote limit, or for a new participant the limit on new
-- participants from their address. NULL: the limit is counted elsewhere (PGlite's in-memory
-- limiter, in the route).
--
-- outcome:
--   'hidden'   the statement is not shown to participants (unknown, rejected, inactive): nothing
--              counted, nothing written (the route answers 400);
--   'unknown'  no participant p_pid in this conversation (a token naming one a restored backup
--              lacks): nothing counted, nothing written (the route votes again as a newcomer);
--   'limited'  the limit is reached (shared limiter, migration 044): nothing written; window_end
--              says when the window ends (the route answers 429 + Retry-After);
--   'voted'    the vote is stored; pid is the voter's (new or given); total / voted / tid / txt are
--              next_comment's (migration 040), chosen after the vote, so the statement just voted on
--              is never served again.
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
