-- GET /conversationStats walks each participant's votes in time order (first vote, number of votes,
-- bursts of voting). With this index that is one index scan in the right order instead of a sort of
-- every vote of the conversation: about 0.1 s for 100 000 votes on PGlite.
CREATE INDEX votes_zid_pid_created_idx ON votes (zid, pid, created);
