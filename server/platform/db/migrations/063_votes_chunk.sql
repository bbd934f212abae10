-- One chunk of a conversation's votes for the math (server/repo/mathInputs.ts), as one statement.
-- The chunk must walk votes_zid_vote_id_idx (migration 020) in vote_id order and stop at the limit.
-- PGlite runs no autovacuum, so its planner may have no statistics for votes, guess that a
-- conversation has a few hundred, and read and sort all of them for each chunk instead (seconds
-- instead of milliseconds on 600,000 votes). The reader used to forbid that with SET LOCAL inside a
-- transaction: four statements per chunk. On
-- PGlite each statement holds the server's one thread, and a vote that arrives meanwhile waits for
-- all four (npm run math:bench: vote p99 during a full update). The settings now come with the
-- function, for its own run only.
CREATE OR REPLACE FUNCTION votes_chunk(p_zid INTEGER, p_after BIGINT, p_limit INTEGER)
  RETURNS TEXT
  LANGUAGE sql STABLE
  SET enable_seqscan = off
  SET enable_bitmapscan = off
  AS $$
    SELECT string_agg(concat_ws(',', vote_id, pid, tid, vote, created, high_priority::int), ';'
                      ORDER BY vote_id)
      FROM (SELECT vote_id, pid, tid, vote, created, high_priority FROM votes
              WHERE zid = p_zid AND vote_id > p_after ORDER BY vote_id LIMIT p_limit) AS chunk
  $$;
