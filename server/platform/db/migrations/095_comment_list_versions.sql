-- The moderation list's version (docs/api.md#the-kept-moderation-list): a number per conversation
-- that changes, in the same transaction, with every statement that adds, deletes or changes a field
-- the whole list answers (text, author, state, seed, velocity, language, source). Each instance
-- keeps the list's bytes in memory under the version it read, and reads the version again on
-- every request: several instances share the database, so the memory alone is never trusted.
-- The value is the id of the transaction that made the change: unique per transaction, never
-- restarted (unlike a sequence, which a test reset or TRUNCATE … RESTART IDENTITY starts again),
-- so a number once read never means another list, whatever commits in which order. A conversation
-- without a row has not changed since this migration (0).
CREATE TABLE comment_list_versions (
  zid INTEGER PRIMARY KEY REFERENCES conversations (zid) ON DELETE CASCADE,
  version BIGINT NOT NULL
);

-- Once per statement and conversation, not per row. While a conversation is being deleted its row
-- is already gone (ON DELETE CASCADE), and its version row with it: nothing is written then.
CREATE OR REPLACE FUNCTION comment_list_bump(zids INTEGER[]) RETURNS VOID LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO comment_list_versions (zid, version)
  SELECT z.zid, pg_current_xact_id()::text::bigint
  FROM (SELECT DISTINCT unnest(zids) AS zid) z
  WHERE EXISTS (SELECT 1 FROM conversations c WHERE c.zid = z.zid)
  ON CONFLICT (zid) DO UPDATE SET version = EXCLUDED.version;
END
$$;

CREATE OR REPLACE FUNCTION comments_bump_list_on_insert() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  PERFORM comment_list_bump(ARRAY(SELECT zid FROM added_rows));
  RETURN NULL;
END
$$;
CREATE TRIGGER comments_bump_list_on_insert AFTER INSERT ON comments
  REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT
  EXECUTE FUNCTION comments_bump_list_on_insert();

CREATE OR REPLACE FUNCTION comments_bump_list_on_delete() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  PERFORM comment_list_bump(ARRAY(SELECT zid FROM removed_rows));
  RETURN NULL;
END
$$;
CREATE TRIGGER comments_bump_list_on_delete AFTER DELETE ON comments
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION comments_bump_list_on_delete();

-- Only a change of a field the list answers: the stems index, near-duplicate and flag columns
-- are written in the background and leave the list as it was.
CREATE OR REPLACE FUNCTION comments_bump_list_on_update() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  PERFORM comment_list_bump(ARRAY(
    SELECT n.zid FROM old_rows o JOIN new_rows n ON n.zid = o.zid AND n.tid = o.tid
    WHERE (o.txt, o.pid, o.created, o.mod, o.active, o.is_meta, o.is_seed, o.velocity, o.lang,
           o.quote_src_url)
      IS DISTINCT FROM
          (n.txt, n.pid, n.created, n.mod, n.active, n.is_meta, n.is_seed, n.velocity, n.lang,
           n.quote_src_url)
  ));
  RETURN NULL;
END
$$;
CREATE TRIGGER comments_bump_list_on_update AFTER UPDATE ON comments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION comments_bump_list_on_update();
