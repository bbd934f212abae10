// What the participant's opinion map shows, worked out from the pca2 result: each group's area (the
// convex hull of its base clusters' positions), size and the statements that set it apart with
// "X % of the group, Y % of the others"; where the participant stands ("Dig") and, before they are
// placed, how many more votes place them. Pure functions; the chart's selectors call them.
import type { MapData, MapGroup } from '../../../api/public/opinionMap/opinionMap';
import type { NoGroupsReason } from '../../../../contract/types';

export type Point = readonly [number, number];

/** Votes a participant needs to be placed (Polis's in-conv rule: 7, or every statement if fewer). */
export const PLACEMENT_VOTES = 7;

/** Andrew's monotone chain: the hull's corners in counter-clockwise order, without repeats. */
export function convexHull(points: readonly Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const unique = sorted.filter(
    (p, i) => i === 0 || p[0] !== sorted[i - 1][0] || p[1] !== sorted[i - 1][1],
  );
  if (unique.length < 3) return unique;
  const cross = (o: Point, a: Point, b: Point) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (input: Point[]) => {
    const out: Point[] = [];
    for (const p of input) {
      while (out.length >= 2 && cross(out[out.length - 2], out[out.length - 1], p) <= 0) out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...half(unique), ...half([...unique].reverse())];
}

/** 'A' for the first group, 'B' for the second … as upstream labels them. */
export const groupLetter = (index: number) => String.fromCharCode(65 + index);

export interface GroupStatement {
  tid: number;
  txt: string;
  repfulFor: 'agree' | 'disagree';
  /** Share of the group's members who voted on it that agreed (or disagreed), 0–100. */
  inGroup: number;
  /** The same share among the members of every other group. */
  others: number;
}

export interface GroupView {
  id: number;
  letter: string;
  size: number;
  /** Positions of the group's base clusters, and their hull. */
  points: Point[];
  hull: Point[];
  statements: GroupStatement[];
  isMine: boolean;
}

export type Placement =
  | { kind: 'placed'; x: number; y: number }
  /** Not placed yet: `needed` more votes will place them (0: placed at the next update). */
  | { kind: 'unplaced'; needed: number };

export type MapStatus =
  | { kind: 'notComputed' }
  | { kind: 'noGroups'; reason: NoGroupsReason | null; voteCount: number | null }
  | { kind: 'computed'; computedAt: number | null; voteCount: number | null };

export interface MapView {
  groups: GroupView[];
  placement: Placement;
  /** The bounds of everything drawn (never empty). */
  bounds: { minX: number; maxX: number; minY: number; maxY: number };
  status: MapStatus;
}

const share = (part: number, whole: number) => (whole > 0 ? Math.round((100 * part) / whole) : 0);

function statementsOf(
  group: MapGroup,
  groups: readonly MapGroup[],
  texts: Readonly<Record<string, string>>,
): GroupStatement[] {
  return group.repness.flatMap(({ tid, repfulFor }) => {
    const txt = texts[tid];
    if (txt === undefined) return []; // moderated out since, or not public
    const key = repfulFor === 'agree' ? 'A' : 'D';
    const own = group.votes[tid] ?? { A: 0, D: 0, S: 0 };
    let part = 0;
    let whole = 0;
    for (const other of groups) {
      if (other.id === group.id) continue;
      const votes = other.votes[tid];
      if (votes) {
        part += votes[key];
        whole += votes.S;
      }
    }
    return [{ tid, txt, repfulFor, inGroup: share(own[key], own.S), others: share(part, whole) }];
  });
}

function placementOf(map: MapData, pid: number | null, votedCount: number): Placement {
  if (pid !== null && map.inConv.includes(pid)) {
    const cluster = map.baseClusters.find((base) => base.members.includes(pid));
    if (cluster) return { kind: 'placed', x: cluster.x, y: cluster.y };
  }
  const counted = pid === null ? 0 : (map.userVoteCounts[pid] ?? 0);
  const threshold = map.nCmts > 0 ? Math.min(PLACEMENT_VOTES, map.nCmts) : PLACEMENT_VOTES;
  return { kind: 'unplaced', needed: Math.max(0, threshold - Math.max(votedCount, counted)) };
}

function statusOf(map: MapData, groups: number): MapStatus {
  if (map.mathTick === 0) return { kind: 'notComputed' };
  if (groups === 0) {
    return { kind: 'noGroups', reason: map.groupsReason, voteCount: map.voteCount };
  }
  return { kind: 'computed', computedAt: map.computedAt, voteCount: map.voteCount };
}

export function mapView(
  map: MapData,
  texts: Readonly<Record<string, string>>,
  pid: number | null,
  votedCount: number,
): MapView {
  const byId = new Map(map.baseClusters.map((base) => [base.id, base]));
  const placement = placementOf(map, pid, votedCount);
  const mine =
    placement.kind === 'placed' && pid !== null
      ? map.baseClusters.find((base) => base.members.includes(pid))?.id
      : undefined;
  const groups = map.groups.map((group, index): GroupView => {
    const points = group.members.flatMap((id) => {
      const base = byId.get(id);
      return base ? [[base.x, base.y] as Point] : [];
    });
    return {
      id: group.id,
      letter: groupLetter(index),
      size: group.size,
      points,
      hull: convexHull(points),
      statements: statementsOf(group, map.groups, texts),
      isMine: mine !== undefined && group.members.includes(mine),
    };
  });
  return {
    groups,
    placement,
    bounds: boundsOf(groups, placement),
    status: statusOf(map, groups.length),
  };
}

/** What the map must show: every group's points and the participant's own, else a unit square. */
export function boundsOf(
  groups: readonly { points: readonly Point[] }[],
  placement: { kind: string; x?: number; y?: number },
): MapView['bounds'] {
  const xs = groups.flatMap((g) => g.points.map((p) => p[0]));
  const ys = groups.flatMap((g) => g.points.map((p) => p[1]));
  if (placement.kind === 'placed' && placement.x !== undefined && placement.y !== undefined) {
    xs.push(placement.x);
    ys.push(placement.y);
  }
  return xs.length
    ? { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) }
    : { minX: -1, maxX: 1, minY: -1, maxY: 1 };
}
