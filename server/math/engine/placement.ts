// A participant's place between two updates (docs/math.md#placing-a-participant-between-updates):
// what Polis does for someone who has just voted enough — project their votes onto the last
// update's principal components, exactly as step 5 projects everyone, and give them the group of
// the base cluster whose centre is nearest (step 9: a participant belongs to their base cluster's
// group). The next full update recomputes everything and wins. Pure; the server keeps a basis per
// conversation next to the stored result and projects one participant per placing vote.
import type { MathResult, VoteValue } from './types';

/** What the projection needs of one update: plain JSON, stored beside the result. */
export interface PlacementBasis {
  /** Every column of the update (hidden and moderated-out ones included), in its order. */
  tids: number[];
  center: number[];
  pc1: number[];
  pc2: number[];
  /** Columns zeroed by moderation: they count as voted for everyone (docs/math.md step 5). */
  modOut: number[];
  /** Base-cluster centres and the group each belongs to (-1: none). */
  base: { x: number[]; y: number[]; group: number[] };
  /** Participants the update placed (in-conv): their base cluster's index. */
  placed: Record<string, number>;
  /** Votes that place a participant: min(7, columns) (docs/math.md step 2). */
  threshold: number;
}

export interface Placement {
  x: number;
  y: number;
  /** The engine's group id, or -1 when the update has no groups. */
  groupId: number;
}

/** Votes a participant needs before Polis clusters them (docs/math.md step 2). */
export const PLACEMENT_VOTES = 7;

export function placementBasis(
  result: MathResult,
  moderatedOut: ReadonlySet<number>,
): PlacementBasis {
  const groupOfBase = new Map<number, number>();
  for (const group of result.groupClusters) {
    for (const baseId of group.members) groupOfBase.set(baseId, group.id);
  }
  const placed: Record<string, number> = {};
  result.baseClusters.members.forEach((pids, i) => {
    for (const pid of pids) placed[pid] = i;
  });
  return {
    tids: result.tids,
    center: result.pca.center,
    pc1: result.pca.comps[0],
    pc2: result.pca.comps[1],
    modOut: result.tids.filter((tid) => moderatedOut.has(tid)),
    base: {
      x: result.baseClusters.x,
      y: result.baseClusters.y,
      group: result.baseClusters.id.map((id) => groupOfBase.get(id) ?? -1),
    },
    placed,
    threshold: Math.min(PLACEMENT_VOTES, result.tids.length),
  };
}

/** Index of the nearest point (ties to the lower index, as the engine's k-means), or -1. */
function nearest(xs: readonly number[], ys: readonly number[], x: number, y: number): number {
  let best = -1;
  let bestDistance = Infinity;
  for (let i = 0; i < xs.length; i++) {
    const d = (xs[i] - x) ** 2 + (ys[i] - y) ** 2;
    if (d < bestDistance) {
      bestDistance = d;
      best = i;
    }
  }
  return best;
}

/**
 * Where the update would put a participant with these votes (latest per statement; internal sign),
 * or null when they have not voted enough on the update's statements to be placed. Votes on
 * statements the update did not know are left out (the next update counts them).
 */
export function placeParticipant(
  basis: PlacementBasis,
  votes: readonly { tid: number; vote: VoteValue }[],
  column: ReadonlyMap<number, number> = columnIndex(basis),
): Placement | null {
  const modOut = new Set(basis.modOut);
  let counted = 0;
  let live = 0;
  let x = 0;
  let y = 0;
  const seen = new Set<number>();
  for (const { tid, vote } of votes) {
    const c = column.get(tid);
    if (c === undefined || seen.has(tid)) continue;
    seen.add(tid);
    counted++;
    if (modOut.has(tid)) continue;
    live++;
    const centred = vote - basis.center[c];
    x += centred * basis.pc1[c];
    y += centred * basis.pc2[c];
  }
  if (counted === 0 || counted < basis.threshold) return null;
  const scale = Math.sqrt(basis.tids.length / Math.max(live + basis.modOut.length, 1));
  x *= scale;
  y *= scale;
  const b = nearest(basis.base.x, basis.base.y, x, y);
  return { x, y, groupId: b < 0 ? -1 : basis.base.group[b] };
}

/** tid → column, built once per basis. */
export function columnIndex(basis: PlacementBasis): Map<number, number> {
  return new Map(basis.tids.map((tid, c) => [tid, c]));
}
