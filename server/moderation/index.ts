// Moderation: statements in, the queue, the log, similar statements.
// The public entry: what other features may import (docs/architecture.md#server-import-rules).
export { findSimilar } from './nearDuplicates/findSimilar';
export { insertComment } from './repo/comments';
export { moderateAndLog } from './repo/moderationLog';
export { undoModeration } from './repo/moderationUndo';
export { autoModerate } from './rules/autoModerator';
export type { StoredModeration } from './rules/commentUpdate';
export { impactOf, tidsToChange } from './rules/moderationImpact';
export type { CommentState, ImpactChoices } from './rules/moderationImpact';
export {
  checkCommentText,
  initialModeration,
  pidRefused,
  validateNewComment,
} from './rules/newComment';
export {
  commentModerationFor,
  commentModerationStatus,
  makeTopicKey,
  parseLayerParam,
  parseModerationRequest,
  parseTopicAction,
  topicStatusFor,
} from './rules/topicModeration';
export type { TopicAction, TopicStatus } from './rules/topicModeration';
