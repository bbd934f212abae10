// The participation chart's constants, input, context and events (docs/behaviour.md#participation),
// apart from the chart so it stays one screenful of states.
import type {
  NextComment,
  ParticipationConversation,
  ParticipationInit,
  VotePlacement,
} from '../../../../contract/types';
import type { ResponseProblem } from '../../common/responseText';
import type { VoteChoice } from './participationRules';

/** After this long, loading says it is taking a while (slow mobile connections). */
export const SLOW_MS = 6000;
/** A vote that met an outage is sent again after this long (the server's Retry-After is 5 s). */
export const VOTE_RETRY_MS = 5000;

/** What the last 'Se efter nye udsagn' found, shown in allVoted. */
export type CheckResult = 'none' | 'nothingNew' | 'failed';

/** The chart's input: the conversation, and the page's boot data for it if any. */
export interface ParticipationInput {
  conversationId: string;
  /** A newcomer's start from the page itself (null: ask the server). */
  boot?: ParticipationInit | null;
  /**
   * A vote tapped on the server's first paint of that start before the app was live
   * (routes/public/firstPaint.ts): cast on arrival.
   */
  earlyVote?: VoteChoice | null;
}

export interface ParticipationContext {
  conversationId: string;
  /** The boot data, until `arriving` has taken it. */
  boot: ParticipationInit | null;
  /** The vote tapped before the app was live, until `arrived` has cast it. */
  earlyVote: VoteChoice | null;
  conversation: ParticipationConversation | null;
  /** The participant's id once known (a token on arrival, or their first vote); the map uses it. */
  pid: number | null;
  /** Where the last vote placed them before the next map update (the map shows it at once). */
  placement: VotePlacement | null;
  comment: NextComment | null;
  /** Statements this participant has voted on, this visit included. */
  votedCount: number;
  pendingVote: VoteChoice | null;
  /** 'Vigtigt for mig' is on for the shown statement (importance_enabled conversations only). */
  important: boolean;
  error: ResponseProblem | null;
  /** Closed while the participant was here (a vote was refused), not already on arrival. */
  closedWhileHere: boolean;
  check: CheckResult;
}

export type ParticipationEvent =
  | { type: 'participation.retry' }
  | { type: 'vote.cast'; vote: VoteChoice }
  | { type: 'importance.toggle' }
  | { type: 'statements.check' };
