-- A named co-moderator is shown to the owner as invited — the address only, no name, whether or not
-- it has an account — until the colleague first opens the conversation as its moderator
-- (docs/api.md#co-moderators): naming an address must not tell the owner whether it has an account
-- or whose it is. seen is that moment (epoch ms). Rows already bound to an account showed their
-- names before this migration, so they count as seen.
ALTER TABLE conversation_moderators ADD COLUMN seen BIGINT;
UPDATE conversation_moderators SET seen = created WHERE uid IS NOT NULL;
