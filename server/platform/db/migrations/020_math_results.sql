-- Opinion groups computed by our own server (docs/architecture.md#opinion-groups-in-the-server).
-- One row per conversation: the last result in upstream's GET /math/pca2 shape, the engine's state
-- for the next update's warm start, what the result was computed from, and how the last run went.

-- Every vote gets an ever-growing id, so the math worker reads only the votes it has not seen yet
-- (the order they were written in, which is the order they were cast in).
ALTER TABLE votes ADD COLUMN vote_id BIGINT GENERATED ALWAYS AS IDENTITY;
CREATE INDEX votes_zid_vote_id_idx ON votes (zid, vote_id);

CREATE TABLE math_results (
  zid INTEGER PRIMARY KEY REFERENCES conversations (zid) ON DELETE CASCADE,
  -- Only grows (see the trigger below): it is the pca2 body's math_tick and its ETag.
  math_tick BIGINT NOT NULL DEFAULT 0 CHECK (math_tick >= 0),
  -- The pca2 body as gzip-compressed JSON, served as it is; null until the first result.
  pca2_gzip BYTEA,
  -- MathState (server/math/types.ts) as JSON text: the next update starts from it.
  state TEXT,
  -- What the stored result was computed from.
  vote_count INTEGER NOT NULL DEFAULT 0,
  last_vote_id BIGINT NOT NULL DEFAULT 0,
  -- When the statements' moderation was read: a statement modified later may have changed it.
  inputs_read_at BIGINT,
  participants INTEGER NOT NULL DEFAULT 0,
  in_conv INTEGER NOT NULL DEFAULT 0,
  groups INTEGER NOT NULL DEFAULT 0,
  -- Why there are no groups ('no_votes', 'too_few_participants', 'too_few_statements',
  -- 'no_differences'); null when there are groups.
  groups_reason TEXT,
  -- The stability figure, a separate step after the map is stored (docs/math.md); null until then.
  stability_ari DOUBLE PRECISION,
  computed_at BIGINT,
  map_ms INTEGER,
  stability_ms INTEGER,
  -- The run in progress (any instance) and the failures since the last success.
  running_since BIGINT,
  failures INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  last_failed_at BIGINT,
  retry_at BIGINT
);

CREATE OR REPLACE FUNCTION math_results_tick_grows() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.math_tick < OLD.math_tick THEN
    RAISE EXCEPTION 'math_tick only grows (% → %)', OLD.math_tick, NEW.math_tick;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER math_results_tick_grows BEFORE UPDATE ON math_results
  FOR EACH ROW EXECUTE FUNCTION math_results_tick_grows();
