// Pure arithmetic of the topic action dialog: how many statements the action changes with the
// moderator's current choices (the unreviewed ones, the flagged ones chosen, and the moderated
// ones if included), and the choices as the request sends them.
import type { TopicImpact } from '../../api/moderation/moderationActions';
import type { TopicChoices } from '../../api/topics/topics';
import type { TopicAction } from '../../../contract/types';
import type { RemovalCandidate } from '../common/removal';

export interface ImpactChoiceState {
  chosenFlagged: Record<number, true>;
  includeModerated: boolean;
}

export function changedCount(impact: TopicImpact, choices: ImpactChoiceState): number {
  const flagged = impact.flagged.filter((s) => choices.chosenFlagged[s.tid]).length;
  return impact.pending + flagged + (choices.includeModerated ? impact.moderated.length : 0);
}

/** What the request says; none toward a server that could not preview (upstream Polis). */
export function requestChoices(
  impact: TopicImpact | null,
  choices: ImpactChoiceState,
): TopicChoices | undefined {
  if (!impact) return undefined;
  return {
    includeFlagged: impact.flagged.filter((s) => choices.chosenFlagged[s.tid]).map((s) => s.tid),
    includeModerated: choices.includeModerated,
  };
}

/**
 * The statements the action takes out of the conversation with the current choices: the accepted
 * ones it rejects or marks as metadata, when 'Ændr også' includes them. The preview lists only
 * statements that change, so unreviewed and flagged ones are never accepted.
 */
export function removalCandidates(
  impact: TopicImpact | null,
  action: TopicAction,
  choices: ImpactChoiceState,
): RemovalCandidate[] {
  if (!impact || action === 'accept' || !choices.includeModerated) return [];
  return impact.moderated.map((s) => ({
    tid: s.tid,
    txt: s.txt,
    accepted: s.status === 'accepted',
    votes: s.votes,
  }));
}
