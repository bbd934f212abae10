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
  /**
   * The stability figure in plain words (docs/math.md#the-stability-figure): how much re-runs on
   * reordered, resampled participants agree with the groups (adjusted Rand index, 0–1).
   */
  stability: (ari: number) => {
    const figure = `${Math.round(Math.max(0, Math.min(1, ari)) * 100)} %`;
    if (ari >= 0.9) {
      return `Grupperne er faste: regnes de igen med deltagerne i en anden rækkefølge, bliver det næsten de samme grupper (${figure} ens).`;
    }
    if (ari >= 0.7) {
      return `Grupperne er nogenlunde faste: regnes de igen med deltagerne i en anden rækkefølge, havner de fleste i samme gruppe (${figure} ens).`;
    }
    return `Grupperne er usikre: regnes de igen med deltagerne i en anden rækkefølge, kan grænserne mellem dem falde et andet sted (kun ${figure} ens).`;
  },
};
