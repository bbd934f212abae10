// How a group voted on a statement, as whole percentages that add up to 100 (largest remainder),
// and the group's letter — the moderation rows' bars.
import type { VoteSplit } from '../../contract/statementVotes';

/** Group 0 is A, 1 is B … (the same lettering as the opinion map). */
export const groupLetter = (index: number): string => String.fromCharCode(65 + (index % 26));

/** null when the group has no vote on the statement. */
export function splitShares(split: VoteSplit | undefined): VoteSplit | null {
  if (!split) return null;
  const total = split.agree + split.disagree + split.pass;
  if (total === 0) return null;
  const keys = ['agree', 'disagree', 'pass'] as const;
  const exact = keys.map((key) => (split[key] / total) * 100);
  const whole = exact.map(Math.floor);
  let left = 100 - whole.reduce((a, b) => a + b, 0);
  const byRemainder = [0, 1, 2].sort((a, b) => exact[b] - whole[b] - (exact[a] - whole[a]));
  for (const i of byRemainder) {
    if (left-- <= 0) break;
    whole[i] += 1;
  }
  return { agree: whole[0], disagree: whole[1], pass: whole[2] };
}
