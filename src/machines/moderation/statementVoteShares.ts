// How a group voted on a statement, as whole percentages that add up to 100 (largest remainder),
// and the group's letter — the moderation rows' bars.
import type { VoteSplit } from '../../../contract/statementVotes';
import { wholePercents } from '../common/wholePercents';

/** Group 0 is A, 1 is B … (the same lettering as the opinion map). */
export const groupLetter = (index: number): string => String.fromCharCode(65 + (index % 26));

/** null when the group has no vote on the statement. */
export function splitShares(split: VoteSplit | undefined): VoteSplit | null {
  if (!split) return null;
  const total = split.agree + split.disagree + split.pass;
  if (total === 0) return null;
  const whole = wholePercents([split.agree, split.disagree, split.pass]);
  return { agree: whole[0], disagree: whole[1], pass: whole[2] };
}
