-- Concurrent edits of a conversation's settings are detectable (docs/api.md#put-conversations):
-- `version` counts the saves that changed something, and `setting_versions` records, per setting,
-- the version at which its value last changed ({"topic": 4, …}). A PUT based on version v is
-- refused for a setting changed after v (to another value than the one sent).
ALTER TABLE conversations ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE conversations ADD COLUMN setting_versions jsonb NOT NULL DEFAULT '{}'::jsonb;
