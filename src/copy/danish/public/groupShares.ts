// Danish copy: what the participant's opinion map and the public report both say about an opinion
// group — its size and the statements that set it apart — so the two read the same.
import { countOf } from '../numbers';

export const votes = (n: number) => countOf(n, 'stemme', 'stemmer');
export const participants = (n: number) => countOf(n, 'deltager', 'deltagere');

export const groupShares = {
  group: (letter: string) => `Gruppe ${letter}`,
  groupLabel: (letter: string, size: number) => `Gruppe ${letter} · ${participants(size)}`,
  statementsHeading: (letter: string) => `Det kendetegner gruppe ${letter}`,
  agreeShare: (inGroup: number, others: number) =>
    `${inGroup} % i gruppen er enige, ${others} % af de andre`,
  disagreeShare: (inGroup: number, others: number) =>
    `${inGroup} % i gruppen er uenige, ${others} % af de andre`,
  noGroupsVotes: (voteCount: number) => `Beregnet ud fra ${votes(voteCount)}.`,
};
