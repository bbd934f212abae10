// Conversations: who may see, moderate and own one, and its participants.
// The public entry: what other features may import (docs/architecture.md#server-import-rules).
export {
  conversationIdParam,
  draftRefusal,
  isModerator,
  loadBodyConversationAsUser,
  loadConversation,
  loadConversationAsUser,
  requireModerator,
  requireOwner,
  requireReadableDraft,
} from './conversationAccess';
export { requireOwnedConversation } from './ownerAccess';
export { participationUrl } from './present/conversations';
export {
  createConversation,
  findConversation,
  findConversationByZid,
  findPublicConversation,
} from './repo/conversations';
export type { ConversationRow, PublicConversationRow } from './repo/conversations';
export { ensureParticipant } from './repo/participants';
