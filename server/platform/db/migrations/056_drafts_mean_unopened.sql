-- Drafts (docs/api.md#drafts): from now on a conversation with is_draft = TRUE is not yet open to
-- participants — the participation page says "Samtalen er ikke åbnet endnu" and votes and
-- statements are refused until the owner opens it. Before this, is_draft was stored (the console
-- has always created conversations with is_draft TRUE, as upstream Polis does) but meant nothing:
-- every existing conversation is live, so none of them may become a draft by this change.
UPDATE conversations SET is_draft = FALSE WHERE is_draft;
