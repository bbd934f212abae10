-- The vote path stays flat as a conversation grows (docs/deploy.md#sizing): choosing a
-- participant's next statement used to count every statement's votes on every vote. Now the counts
-- are kept as votes arrive, by triggers in the vote's own transaction, and an index walks the
-- statements in order of fewest votes, so the choice reads a handful of rows whether there are 50
-- statements or 2,000.

-- Per statement: its number of current votes (rows of votes_latest_unique) and whether
-- participants see it. shown = mod when active (1 accepted, 0 pending, -1 rejected), else -1
-- (flagged): a statement is shown under the conversation's lowest public mod L when shown >= L.
-- A table of its own, narrow, so the update per vote touches neither the wide comments row nor its
-- text index.
CREATE TABLE comment_vote_counts (
  zid INTEGER NOT NULL,
  tid INTEGER NOT NULL,
  n_votes INTEGER NOT NULL DEFAULT 0,
  shown SMALLINT NOT NULL,
  PRIMARY KEY (zid, tid),
  FOREIGN KEY (zid, tid) REFERENCES comments (zid, tid) ON DELETE CASCADE
);
-- Fewest votes first, per visibility (L = 0 without strict moderation, L = 1 with it). The queries
-- spell the predicate with a literal so the planner can use the partial index.
CREATE INDEX comment_vote_counts_shown0_idx ON comment_vote_counts (zid, n_votes, tid)
  WHERE shown >= 0;
CREATE INDEX comment_vote_counts_shown1_idx ON comment_vote_counts (zid, n_votes, tid)
  WHERE shown >= 1;

-- Per conversation: how many statements are shown at each level, for "n of total".
CREATE TABLE conversation_shown_counts (
  zid INTEGER PRIMARY KEY REFERENCES conversations (zid) ON DELETE CASCADE,
  pending INTEGER NOT NULL DEFAULT 0,
  accepted INTEGER NOT NULL DEFAULT 0
);

CREATE OR REPLACE FUNCTION comment_shown(active BOOLEAN, mod INTEGER) RETURNS SMALLINT
  LANGUAGE sql IMMUTABLE AS $$ SELECT (CASE WHEN active THEN mod ELSE -1 END)::SMALLINT $$;

-- Adds `delta` to the conversation's count for one shown level (nothing for hidden ones). Only an
-- increase may create the row: a decrease comes from a deleted or re-moderated statement, and when
-- the whole conversation is being deleted its row is already gone and must stay so.
CREATE OR REPLACE FUNCTION conversation_shown_add(p_zid INTEGER, p_shown SMALLINT, delta INTEGER)
  RETURNS VOID LANGUAGE plpgsql AS $$
BEGIN
  IF p_shown < 0 THEN
    RETURN;
  END IF;
  IF delta < 0 THEN
    UPDATE conversation_shown_counts
      SET pending = pending + CASE WHEN p_shown = 0 THEN delta ELSE 0 END,
          accepted = accepted + CASE WHEN p_shown = 1 THEN delta ELSE 0 END
      WHERE zid = p_zid;
    RETURN;
  END IF;
  INSERT INTO conversation_shown_counts (zid, pending, accepted)
    VALUES (p_zid, CASE WHEN p_shown = 0 THEN delta ELSE 0 END,
            CASE WHEN p_shown = 1 THEN delta ELSE 0 END)
    ON CONFLICT (zid) DO UPDATE
      SET pending = conversation_shown_counts.pending + EXCLUDED.pending,
          accepted = conversation_shown_counts.accepted + EXCLUDED.accepted;
END
$$;

CREATE OR REPLACE FUNCTION comments_keep_counts() RETURNS TRIGGER LANGUAGE plpgsql AS $$
DECLARE
  old_shown SMALLINT;
  new_shown SMALLINT;
BEGIN
  IF TG_OP = 'INSERT' THEN
    new_shown := comment_shown(NEW.active, NEW.mod);
    INSERT INTO comment_vote_counts (zid, tid, n_votes, shown) VALUES (NEW.zid, NEW.tid, 0, new_shown);
    PERFORM conversation_shown_add(NEW.zid, new_shown, 1);
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    PERFORM conversation_shown_add(OLD.zid, comment_shown(OLD.active, OLD.mod), -1);
    RETURN NULL;
  END IF;
  old_shown := comment_shown(OLD.active, OLD.mod);
  new_shown := comment_shown(NEW.active, NEW.mod);
  IF old_shown IS DISTINCT FROM new_shown THEN
    UPDATE comment_vote_counts SET shown = new_shown WHERE zid = NEW.zid AND tid = NEW.tid;
    PERFORM conversation_shown_add(NEW.zid, old_shown, -1);
    PERFORM conversation_shown_add(NEW.zid, new_shown, 1);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER comments_keep_counts AFTER INSERT OR DELETE OR UPDATE OF mod, active ON comments
  FOR EACH ROW EXECUTE FUNCTION comments_keep_counts();

-- A participant's first vote on a statement adds one; a changed vote is an UPDATE of
-- votes_latest_unique (ON CONFLICT) and changes nothing here.
CREATE OR REPLACE FUNCTION votes_latest_keep_counts() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE comment_vote_counts SET n_votes = n_votes + 1 WHERE zid = NEW.zid AND tid = NEW.tid;
  ELSE
    UPDATE comment_vote_counts SET n_votes = n_votes - 1 WHERE zid = OLD.zid AND tid = OLD.tid;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER votes_latest_keep_counts AFTER INSERT OR DELETE ON votes_latest_unique
  FOR EACH ROW EXECUTE FUNCTION votes_latest_keep_counts();

-- The next statement for a participant (server/repo/nextComment.ts explains the order). A function,
-- so each session plans these statements once instead of on every vote. One branch per visibility
-- level: the literal `shown >= 0` / `shown >= 1` is what lets the planner use that level's index.
-- p_pid NULL: nobody in particular (nothing voted). p_random in [0, 1) draws among the tied.
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
      JOIN comment_vote_counts n ON n.zid = v.zid AND n.tid = v.tid
      WHERE v.zid = p_zid AND v.pid = p_pid AND n.shown >= 1;
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
      JOIN comment_vote_counts n ON n.zid = v.zid AND n.tid = v.tid
      WHERE v.zid = p_zid AND v.pid = p_pid AND n.shown >= 0;
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

-- The counts of what is already there.
INSERT INTO comment_vote_counts (zid, tid, n_votes, shown)
  SELECT c.zid, c.tid,
         (SELECT count(*) FROM votes_latest_unique v WHERE v.zid = c.zid AND v.tid = c.tid),
         comment_shown(c.active, c.mod)
  FROM comments c;
INSERT INTO conversation_shown_counts (zid, pending, accepted)
  SELECT zid, count(*) FILTER (WHERE shown = 0), count(*) FILTER (WHERE shown = 1)
  FROM comment_vote_counts GROUP BY zid;
