// The participation chart's narrow selectors: what the participant's page renders.
import type { SnapshotFrom } from 'xstate';
import type { CheckResult, participationMachine } from './participation.machine';
import { progressOf, type Progress, type VoteChoice } from './participationRules';

type ParticipationSnapshot = SnapshotFrom<typeof participationMachine>;

/** What the page shows in its main area. */
export type ParticipationPhase =
  'loading' | 'failed' | 'notFound' | 'closed' | 'notOpenYet' | 'voting' | 'allVoted';

export const selectPhase = (s: ParticipationSnapshot): ParticipationPhase => {
  if (s.matches('loading')) return 'loading';
  if (s.matches('failed')) return 'failed';
  if (s.matches('notFound')) return 'notFound';
  if (s.matches('closed')) return 'closed';
  if (s.matches('notOpenYet')) return 'notOpenYet';
  if (s.matches('allVoted') || s.matches('checking')) return 'allVoted';
  return 'voting';
};
export const selectIsSlow = (s: ParticipationSnapshot) => s.matches({ loading: 'slow' });
export const selectConversation = (s: ParticipationSnapshot) => s.context.conversation;
export const selectComment = (s: ParticipationSnapshot) => s.context.comment;
export const selectProgress = (s: ParticipationSnapshot): Progress | null =>
  s.context.comment ? progressOf(s.context.comment) : null;
export const selectVotedCount = (s: ParticipationSnapshot) => s.context.votedCount;
export const selectPid = (s: ParticipationSnapshot) => s.context.pid;
/** Where the last vote placed the participant before the next map update (for the map). */
export const selectPlacement = (s: ParticipationSnapshot) => s.context.placement;
/** The opinion map is shown (vis_type 1) once the conversation is open or closed on screen. */
export const selectShowsMap = (s: ParticipationSnapshot): boolean =>
  s.context.conversation?.vis_type === 1 &&
  !s.matches('loading') &&
  !s.matches('failed') &&
  !s.matches('notFound') &&
  !s.matches('notOpenYet');
/** The vote on its way to the server, while it is (also while it waits to be sent again). */
export const selectPendingVote = (s: ParticipationSnapshot): VoteChoice | null =>
  s.matches('submittingVote') || s.matches('voteRetrying') ? s.context.pendingVote : null;
/**
 * 'Vigtigt for mig' for the shown statement: 'off' or 'on', or null where the conversation does
 * not offer it.
 */
export const selectImportance = (s: ParticipationSnapshot): 'on' | 'off' | null =>
  s.context.conversation?.importance_enabled ? (s.context.important ? 'on' : 'off') : null;
/** The mark can be changed now (not while the vote is on its way). */
export const selectCanToggleImportance = (s: ParticipationSnapshot): boolean =>
  s.matches('voting') || s.matches('voteFailed');
/** Why the pending vote waits to be sent again, while it does. */
export const selectVoteRetry = (s: ParticipationSnapshot) =>
  s.matches('voteRetrying') ? s.context.error : null;
export const selectLoadError = (s: ParticipationSnapshot) =>
  s.matches('failed') ? s.context.error : null;
export const selectVoteError = (s: ParticipationSnapshot) =>
  s.matches('voteFailed') ? s.context.error : null;
export const selectIsChecking = (s: ParticipationSnapshot) => s.matches('checking');
export const selectCheck = (s: ParticipationSnapshot): CheckResult =>
  s.matches('allVoted') ? s.context.check : 'none';
export const selectCheckError = (s: ParticipationSnapshot) =>
  s.matches('allVoted') && s.context.check === 'failed' ? s.context.error : null;
export const selectClosedWhileHere = (s: ParticipationSnapshot) => s.context.closedWhileHere;
/**
 * The statement form: 'open' while the conversation takes statements (write_type 1), 'frozen'
 * after it closed under the participant (what they typed stays readable), else 'hidden'.
 */
export const selectStatementForm = (s: ParticipationSnapshot): 'open' | 'frozen' | 'hidden' => {
  const conversation = s.context.conversation;
  if (!conversation || conversation.write_type !== 1) return 'hidden';
  if (s.matches('closed')) return s.context.closedWhileHere ? 'frozen' : 'hidden';
  if (s.matches('loading') || s.matches('failed') || s.matches('notFound')) return 'hidden';
  if (s.matches('notOpenYet')) return 'hidden';
  return 'open';
};
