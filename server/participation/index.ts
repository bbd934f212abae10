// Participation: the participant’s page, votes, the next statement.
// The public entry: what other features may import (docs/architecture.md#server-import-rules).
export { knownParticipant, loadPublicConversation } from './participant';
export type { CountedWindow } from './repo/castVote';
export { withBulkVoteCounts } from './repo/voteCounts';
export { addSimilarRoute } from './routes/commentsSimilar';
export { isParticipantStatement, postParticipantComment } from './routes/participantComments';
