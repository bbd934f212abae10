-- A topic action in the moderation log (docs/api.md#the-moderation-log-of-topic-actions; the log
-- itself is migration 031): which topic, and the verdict it had before, so 'Fortryd' (POST
-- /topicMod/undo) gives the topic its previous status back along with its statements'.
ALTER TABLE moderation_actions ADD COLUMN topic_key VARCHAR(300);
ALTER TABLE moderation_actions ADD COLUMN topic_status_before VARCHAR(10);
ALTER TABLE moderation_actions ADD COLUMN topic_moderator_before VARCHAR(746);
ALTER TABLE moderation_actions ADD COLUMN topic_moderated_at_before BIGINT;
