-- "Important to me" (upstream's high_priority on a vote, docs/api.md#post-votes): the votes table
-- has carried the flag since 001; the participant's current vote now carries it too, so counts per
-- statement read one row per participant, as the vote counts do.
ALTER TABLE votes_latest_unique ADD COLUMN high_priority BOOLEAN NOT NULL DEFAULT FALSE;

CREATE OR REPLACE FUNCTION votes_keep_latest() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO votes_latest_unique (zid, pid, tid, vote, weight_x_32767, high_priority, modified)
    VALUES (NEW.zid, NEW.pid, NEW.tid, NEW.vote, NEW.weight_x_32767, NEW.high_priority, NEW.created)
    ON CONFLICT (zid, pid, tid) DO UPDATE
      SET vote = EXCLUDED.vote, weight_x_32767 = EXCLUDED.weight_x_32767,
          high_priority = EXCLUDED.high_priority, modified = EXCLUDED.modified;
  RETURN NULL;
END
$$;

UPDATE votes_latest_unique l SET high_priority = v.high_priority
  FROM (SELECT DISTINCT ON (zid, pid, tid) zid, pid, tid, high_priority
        FROM votes ORDER BY zid, pid, tid, created DESC) v
  WHERE v.zid = l.zid AND v.pid = l.pid AND v.tid = l.tid AND v.high_priority;
