-- A participant may post the text of a statement they cannot see (rejected, flagged, or pending under
-- strict moderation): refusing it as a duplicate would tell them that the hidden statement exists
-- (docs/api.md#comments). The text is therefore unique among what the poster can see, checked by
-- insertComment (server/repo/comments.ts) under a transaction lock on the text, not by the table.
-- A plain index keeps that check one index lookup.
ALTER TABLE comments DROP CONSTRAINT comments_zid_txt_key;
CREATE INDEX comments_zid_txt_idx ON comments (zid, txt);
