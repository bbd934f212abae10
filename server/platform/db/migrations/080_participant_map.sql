-- The participants' map and the basis that places a participant between updates
-- (docs/math.md#the-participants-map): one gzip-compressed JSON value per stored result, written
-- with the map. GET /math/participantMap serves its map (with the texts of the statements it cites
-- and the caller's own place); a vote that places a participant is answered with their place,
-- projected with its basis. NULL for a result stored before this migration: the next update fills it.
ALTER TABLE math_results ADD COLUMN participant_gzip BYTEA;
