// Step 11: what the conversation agrees on.
// - Group-informed consensus of a statement: the product over groups of (agrees+1)/(seen+2). A
//   statement scores high only if every group agrees, however small; this is the number Polis's
//   report sorts its consensus by.
// - The `consensus` lists (upstream's key of that name): over all participants, statements with an
//   agree (disagree) probability above ½ that pass the one-proportion test at 90 %, best 5 by
//   p·test.
import { proportionTest, Z_90 } from './stats';
import type { Tallies } from './tallies';
import type { ConsensusEntry } from './types';

export const CONSENSUS_PER_SIDE = 5;

/** Per column; empty when there are no groups (upstream's map over no groups is empty). */
export function groupAwareConsensus(groups: Tallies): number[] {
  if (groups.nLabels === 0) return [];
  const cols = groups.nCols;
  const result = new Array<number>(cols).fill(1);
  for (let g = 0; g < groups.nLabels; g++) {
    for (let c = 0; c < cols; c++) {
      result[c] *= (groups.A[g * cols + c] + 1) / (groups.S[g * cols + c] + 2);
    }
  }
  return result;
}

/** @param everyone tallies with a single label covering every participant */
export function consensusLists(
  everyone: Tallies,
  tids: Int32Array,
  modOut: Uint8Array,
): { agree: ConsensusEntry[]; disagree: ConsensusEntry[] } {
  const side = (counts: Int32Array) => {
    const candidates: { entry: ConsensusEntry; score: number }[] = [];
    for (let c = 0; c < everyone.nCols; c++) {
      if (modOut[c]) continue;
      const n = everyone.S[c];
      const p = (counts[c] + 1) / (n + 2);
      const test = proportionTest(counts[c], n);
      if (p > 0.5 && test > Z_90) {
        const entry = { tid: tids[c], nSuccess: counts[c], nTrials: n, pSuccess: p, pTest: test };
        candidates.push({ entry, score: p * test });
      }
    }
    // Stable sort: equal scores keep statement order, as upstream's sort-by.
    candidates.sort((a, b) => b.score - a.score);
    return candidates.slice(0, CONSENSUS_PER_SIDE).map(({ entry }) => entry);
  };
  return { agree: side(everyone.A), disagree: side(everyone.D) };
}
