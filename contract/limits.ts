// Limits both sides enforce (docs/api.md#put-conversations, docs/behaviour.md#constants).
export const TOPIC_MAX = 1000;
export const DESCRIPTION_MAX = 50000;
export const COLOUR_MAX = 20;
/** The page a conversation is embedded on (parent_url). */
export const PARENT_URL_MAX = 10000;
export const SEED_TEXT_MAX = 500;
export const SEED_TEXT_WARN_ABOVE = 480;
export const PARTICIPANT_TEXT_MAX = 140;
/**
 * A conversation's own statement limit (comment_max_length, docs/behaviour.md#configure):
 * PARTICIPANT_TEXT_MAX unless the owner sets another within these bounds. A conversation from
 * upstream Polis has none: 140.
 */
export const COMMENT_MAX_LENGTH_MIN = 10;
export const COMMENT_MAX_LENGTH_MAX = SEED_TEXT_MAX;
export const COMMENT_MAX_LENGTH_DEFAULT = PARTICIPANT_TEXT_MAX;
export const BODY_MAX_BYTES = 1024 * 1024;
export const CONVERSATION_ID_PATTERN = /^[a-z0-9]{10}$/;
