-- Moderation that scales (docs/behaviour.md#moderation): the moderation list pages, searches,
-- filters and sorts a conversation of 20,000 statements, shows each statement's votes and why the
-- automatic moderator flagged it; every moderation action is logged (who, when, from → to) so it
-- can be undone and read back by the owner.
--
-- This file runs before 040 on a new database and after it on an old one: it refers to nothing
-- created after 030.

-- Why the automatic moderator flagged a statement (rules/autoModerator.ts: link, email, phone,
-- offensive, spam, caps). NULL: not flagged. Statements flagged before this column existed are
-- marked with an empty list (flagged, reason not recorded).
ALTER TABLE comments ADD COLUMN flag_reasons TEXT[];
UPDATE comments SET flag_reasons = '{}' WHERE NOT active AND mod = 0;

-- Newest first / oldest first within one state: the (zid, mod, tid) index of 001 serves both
-- directions. Across all states (no mod given), and for the flagged filter:
CREATE INDEX comments_zid_tid_flagged_idx ON comments (zid, tid) WHERE flag_reasons IS NOT NULL;

-- Per statement: its current agree / disagree / pass votes (rows of votes_latest_unique), kept by
-- the trigger below in the vote's own transaction. A row appears with the statement's first vote.
-- A bulk writer that sets raadslag.bulk_vote_counts = 'on' (repo/voteCounts.ts) recounts instead.
CREATE TABLE comment_vote_tallies (
  zid INTEGER NOT NULL,
  tid INTEGER NOT NULL,
  agree INTEGER NOT NULL DEFAULT 0,
  disagree INTEGER NOT NULL DEFAULT 0,
  pass INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (zid, tid),
  FOREIGN KEY (zid, tid) REFERENCES comments (zid, tid) ON DELETE CASCADE
);
-- Sorting by most votes / most disagreement.
CREATE INDEX comment_vote_tallies_total_idx ON comment_vote_tallies
  (zid, ((agree + disagree + pass)) DESC, tid DESC);
CREATE INDEX comment_vote_tallies_disagree_idx ON comment_vote_tallies (zid, disagree DESC, tid DESC);

-- Adds `delta` to one statement's tally for one vote value (agree -1, disagree 1, pass 0). Only an
-- increase may create the row: a decrease can come after the statement itself was deleted.
CREATE OR REPLACE FUNCTION comment_vote_tally_add(p_zid INTEGER, p_tid INTEGER, p_vote INTEGER,
                                                  delta INTEGER)
  RETURNS VOID LANGUAGE plpgsql AS $$
BEGIN
  IF delta < 0 THEN
    UPDATE comment_vote_tallies
      SET agree = agree + CASE WHEN p_vote = -1 THEN delta ELSE 0 END,
          disagree = disagree + CASE WHEN p_vote = 1 THEN delta ELSE 0 END,
          pass = pass + CASE WHEN p_vote = 0 THEN delta ELSE 0 END
      WHERE zid = p_zid AND tid = p_tid;
    RETURN;
  END IF;
  INSERT INTO comment_vote_tallies (zid, tid, agree, disagree, pass)
    VALUES (p_zid, p_tid,
            CASE WHEN p_vote = -1 THEN delta ELSE 0 END,
            CASE WHEN p_vote = 1 THEN delta ELSE 0 END,
            CASE WHEN p_vote = 0 THEN delta ELSE 0 END)
    ON CONFLICT (zid, tid) DO UPDATE
      SET agree = comment_vote_tallies.agree + EXCLUDED.agree,
          disagree = comment_vote_tallies.disagree + EXCLUDED.disagree,
          pass = comment_vote_tallies.pass + EXCLUDED.pass;
END
$$;

CREATE OR REPLACE FUNCTION votes_latest_keep_tallies() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('raadslag.bulk_vote_counts', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM comment_vote_tally_add(NEW.zid, NEW.tid, NEW.vote, 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM comment_vote_tally_add(OLD.zid, OLD.tid, OLD.vote, -1);
  ELSIF OLD.vote IS DISTINCT FROM NEW.vote THEN
    PERFORM comment_vote_tally_add(OLD.zid, OLD.tid, OLD.vote, -1);
    PERFORM comment_vote_tally_add(NEW.zid, NEW.tid, NEW.vote, 1);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER votes_latest_keep_tallies AFTER INSERT OR DELETE OR UPDATE OF vote
  ON votes_latest_unique FOR EACH ROW EXECUTE FUNCTION votes_latest_keep_tallies();

INSERT INTO comment_vote_tallies (zid, tid, agree, disagree, pass)
  SELECT zid, tid, count(*) FILTER (WHERE vote = -1), count(*) FILTER (WHERE vote = 1),
         count(*) FILTER (WHERE vote = 0)
  FROM votes_latest_unique GROUP BY zid, tid;

-- The moderation log: one row per action (a single accept / reject / meta, a bulk action, a topic
-- action, an undo), and one item per statement it changed, with the state before and after.
CREATE TABLE moderation_actions (
  id BIGSERIAL PRIMARY KEY,
  zid INTEGER NOT NULL REFERENCES conversations (zid) ON DELETE CASCADE,
  uid INTEGER NOT NULL REFERENCES users (uid),
  created BIGINT NOT NULL DEFAULT now_as_millis(),
  -- single | bulk | topic | undo
  kind TEXT NOT NULL CHECK (kind IN ('single', 'bulk', 'topic', 'undo')),
  -- What the moderator asked for: accept | reject | meta | unmeta | undo.
  change TEXT NOT NULL,
  -- The action this one undid (kind undo), and the undo that undid this one.
  undoes BIGINT REFERENCES moderation_actions (id) ON DELETE SET NULL,
  undone_by BIGINT REFERENCES moderation_actions (id) ON DELETE SET NULL
);
CREATE INDEX moderation_actions_zid_id_idx ON moderation_actions (zid, id DESC);

CREATE TABLE moderation_action_items (
  action_id BIGINT NOT NULL REFERENCES moderation_actions (id) ON DELETE CASCADE,
  tid INTEGER NOT NULL,
  from_mod INTEGER NOT NULL,
  from_active BOOLEAN NOT NULL,
  from_is_meta BOOLEAN NOT NULL,
  to_mod INTEGER NOT NULL,
  to_active BOOLEAN NOT NULL,
  to_is_meta BOOLEAN NOT NULL,
  PRIMARY KEY (action_id, tid)
);

-- Per conversation: how many statements each moderation state holds, kept by the trigger below,
-- so the moderation screen's tab counts (without a search or filter) read one row instead of
-- counting 20,000 (repo/moderationList.ts).
CREATE TABLE conversation_mod_counts (
  zid INTEGER PRIMARY KEY REFERENCES conversations (zid) ON DELETE CASCADE,
  pending INTEGER NOT NULL DEFAULT 0,
  accepted INTEGER NOT NULL DEFAULT 0,
  rejected INTEGER NOT NULL DEFAULT 0
);

-- Adds `delta` to one state's count. Only an increase may create the row: a decrease comes from a
-- deleted or re-moderated statement, and when the whole conversation is being deleted its row is
-- already gone and must stay so.
CREATE OR REPLACE FUNCTION conversation_mod_count_add(p_zid INTEGER, p_mod INTEGER, delta INTEGER)
  RETURNS VOID LANGUAGE plpgsql AS $$
BEGIN
  IF delta < 0 THEN
    UPDATE conversation_mod_counts
      SET pending = pending + CASE WHEN p_mod = 0 THEN delta ELSE 0 END,
          accepted = accepted + CASE WHEN p_mod = 1 THEN delta ELSE 0 END,
          rejected = rejected + CASE WHEN p_mod = -1 THEN delta ELSE 0 END
      WHERE zid = p_zid;
    RETURN;
  END IF;
  INSERT INTO conversation_mod_counts (zid, pending, accepted, rejected)
    VALUES (p_zid, CASE WHEN p_mod = 0 THEN delta ELSE 0 END,
            CASE WHEN p_mod = 1 THEN delta ELSE 0 END, CASE WHEN p_mod = -1 THEN delta ELSE 0 END)
    ON CONFLICT (zid) DO UPDATE
      SET pending = conversation_mod_counts.pending + EXCLUDED.pending,
          accepted = conversation_mod_counts.accepted + EXCLUDED.accepted,
          rejected = conversation_mod_counts.rejected + EXCLUDED.rejected;
END
$$;

CREATE OR REPLACE FUNCTION comments_keep_mod_counts() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM conversation_mod_count_add(NEW.zid, NEW.mod, 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM conversation_mod_count_add(OLD.zid, OLD.mod, -1);
  ELSIF OLD.mod IS DISTINCT FROM NEW.mod THEN
    PERFORM conversation_mod_count_add(OLD.zid, OLD.mod, -1);
    PERFORM conversation_mod_count_add(NEW.zid, NEW.mod, 1);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER comments_keep_mod_counts AFTER INSERT OR DELETE OR UPDATE OF mod ON comments
  FOR EACH ROW EXECUTE FUNCTION comments_keep_mod_counts();

INSERT INTO conversation_mod_counts (zid, pending, accepted, rejected)
  SELECT zid, count(*) FILTER (WHERE mod = 0), count(*) FILTER (WHERE mod = 1),
         count(*) FILTER (WHERE mod = -1)
  FROM comments GROUP BY zid;
