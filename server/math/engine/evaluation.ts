// The evaluation against Polis: run the engine on a Polis export and compare our groups with the
// `group-id` Polis stored per participant, over the participants both put in a group.
import { adjustedRandIndex } from './ari';
import { bestLabelMatching } from './labelMatching';
import { updateMath } from './updateMath';
import type { PolisExport } from '../../polis/readPolisExport';
import { toMathInput } from '../../polis/toMathInput';

/** One conversation's row; the keys are those `npm run math:eval -- --json` prints. */
export interface EvaluationRow {
  dataset: string;
  /** Participants with a vote on a non-meta statement. */
  participants: number;
  /** Statements with a vote (non-meta). */
  statements: number;
  inConvOurs: number;
  inConvPolis: number;
  inConvBoth: number;
  groupsOurs: number;
  groupsPolis: number;
  /** Adjusted Rand index over the participants both grouped; null when fewer than two. */
  ari: number | null;
  /** Share of those participants in the same group after the best matching of group labels. */
  sameGroupShare: number | null;
  /** The engine's update alone (reading the files not included). */
  seconds: number;
}

export function evaluateExport(data: PolisExport): EvaluationRow {
  const input = toMathInput(data);
  const started = performance.now();
  const { result } = updateMath(input, null, { stability: false });
  const seconds = (performance.now() - started) / 1000;

  const polisGroup = new Map<number, number>();
  for (const participant of data.participants) {
    if (participant.groupId !== null) polisGroup.set(participant.pid, participant.groupId);
  }
  const ours: number[] = [];
  const theirs: number[] = [];
  result.participants.pids.forEach((pid, row) => {
    const group = result.participants.groupId[row];
    const polis = polisGroup.get(pid);
    if (group >= 0 && polis !== undefined) {
      ours.push(group);
      theirs.push(polis);
    }
  });
  const polisIn = new Set(polisGroup.keys());
  const both = ours.length;
  return {
    dataset: data.name,
    participants: result.n,
    statements: result.nCmts,
    inConvOurs: result.inConv.length,
    inConvPolis: polisIn.size,
    inConvBoth: result.inConv.filter((pid) => polisIn.has(pid)).length,
    groupsOurs: result.groupClusters.length,
    groupsPolis: new Set(polisGroup.values()).size,
    ari: both < 2 ? null : adjustedRandIndex(ours, theirs),
    sameGroupShare: both === 0 ? null : bestLabelMatching(ours, theirs).matched / both,
    seconds,
  };
}
