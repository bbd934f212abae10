-- What the public may read of the opinion groups (docs/math.md#what-the-public-sees). The math
-- treats every statement a participant cannot see at the update (rejected, flagged by the automatic
-- moderator and not accepted, or pending under strict moderation) as moderated out, and the worker
-- writes a second body without them in any key: public_pca2_gzip, which GET /math/pca2 serves. NULL
-- when no hidden statement carries votes: the public body is then pca2_gzip itself. pca2_gzip keeps
-- every statement for the moderators' figures and the reports a moderator chose to show more in.
ALTER TABLE math_results ADD COLUMN public_pca2_gzip BYTEA;
-- Strict moderation as it was when the stored result read the statements: switching it changes
-- which statements are hidden, so a result read under the other setting is behind.
ALTER TABLE math_results ADD COLUMN inputs_strict BOOLEAN;
