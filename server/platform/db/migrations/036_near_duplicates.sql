-- Near-duplicates (docs/api.md#post-commentssimilar): which statements say nearly the same thing.
--
-- comment_stems is an inverted index: each statement's distinct content terms (Snowball Danish
-- stems without stop words, and numbers; server/nearDuplicates/similarity.ts), so finding the
-- statements that share terms with a new one reads a few index ranges, not 20,000 texts. It is
-- filled lazily (server/nearDuplicates/stemIndex.ts): every writer of comments (participants,
-- seeds, the Polis import, the demo) leaves stems_indexed false, and the next near-duplicate check
-- in that conversation indexes what is missing. Statements stored before this migration are
-- indexed the same way.
CREATE TABLE comment_stems (
  zid INTEGER NOT NULL,
  term TEXT NOT NULL,
  tid INTEGER NOT NULL,
  PRIMARY KEY (zid, term, tid),
  FOREIGN KEY (zid, tid) REFERENCES comments (zid, tid) ON DELETE CASCADE
);
-- The cascade from comments finds a statement's rows by (zid, tid).
CREATE INDEX comment_stems_zid_tid_idx ON comment_stems (zid, tid);

-- How many of the conversation's statements hold each term (kept by the indexer; a deleted
-- statement's terms are not subtracted: the count only orders terms rarest first, so that a check
-- probes the index with the few rare terms a near-duplicate must share — prefix filtering — rather
-- than with "by" or "cykel", which thousands of statements hold).
CREATE TABLE comment_term_counts (
  zid INTEGER NOT NULL REFERENCES conversations (zid) ON DELETE CASCADE,
  term TEXT NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (zid, term)
);

ALTER TABLE comments ADD COLUMN stems_indexed BOOLEAN NOT NULL DEFAULT FALSE;
CREATE INDEX comments_unindexed_stems_idx ON comments (zid, tid) WHERE NOT stems_indexed;

-- A rejected statement a moderator merged into another: the statement it repeats (PUT /comments
-- with mod -1 and duplicate_of). NULL for every other statement; cleared when it is moderated
-- again.
ALTER TABLE comments ADD COLUMN duplicate_of INTEGER;

-- An edited text (a seed statement corrected before it has votes) is indexed again.
CREATE OR REPLACE FUNCTION comments_reindex_stems() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.txt IS DISTINCT FROM OLD.txt THEN
    NEW.stems_indexed := FALSE;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER comments_reindex_stems BEFORE UPDATE OF txt ON comments
  FOR EACH ROW EXECUTE FUNCTION comments_reindex_stems();

-- The accepted statement a participant's statement nearly repeated when it was posted (the most
-- similar; server/nearDuplicates), so Moderér marks it "Ligner #123" with one join, not a check
-- per row. Shown only while that statement is still accepted.
ALTER TABLE comments ADD COLUMN near_tid INTEGER;
