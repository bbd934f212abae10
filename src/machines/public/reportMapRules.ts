// The report's opinion map, worked out from the frozen math (src/contract/report.ts): each group's
// area (the hull of its base clusters), the base clusters as dots sized by their participants, and
// every statement at its place. Pure; the view only draws what this returns. It runs once per report
// and is linear in the statements (one path string for all of them), so 2,000 statements and 6,000
// participants draw in one pass (npm run bench measures it).
import type { ReportMath } from '../../contract/types';
import { convexHull, groupLetter, type Point } from './opinionMapRules';

export const MAP_WIDTH = 360;
export const MAP_HEIGHT = 260;
const PAD = 22;
/** Half the diagonal of a statement's diamond, in viewBox units. */
const DIAMOND = 2.6;
/** Width of one character of a statement's number ('#12'), in viewBox units. */
const LABEL_CHAR = 5.6;

export interface ReportMapGroup {
  id: number;
  letter: string;
  /** The hull in viewBox units, as an SVG path. */
  area: string;
  /** Base clusters: centre and radius in viewBox units. */
  dots: { x: number; y: number; r: number }[];
  /** Where the label goes. */
  label: { x: number; y: number };
}

export interface ReportMapView {
  groups: ReportMapGroup[];
  /** Every statement not named in the report, as one path of small diamonds. */
  statementsPath: string;
  /**
   * The statements the report names (its lists), drawn with their number beside them: right of the
   * diamond, else left, else (both would cover an earlier number) none — the diamond stays.
   */
  named: { tid: number; x: number; y: number; label: 'right' | 'left' | null }[];
  statementCount: number;
}

/** The statements the report's lists name: their numbers are drawn on the map. */
export function namedStatements(math: ReportMath): Set<number> {
  const tids = new Set<number>();
  for (const group of math.groups) for (const s of group.statements) tids.add(s.tid);
  for (const s of math.consensus) tids.add(s.tid);
  for (const s of math.divisive) tids.add(s.tid);
  return tids;
}

export function reportMapView(math: ReportMath): ReportMapView {
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  const take = (x: number, y: number) => {
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  };
  for (const group of math.groups) for (const [x, y] of group.points) take(x, y);
  for (const [, x, y] of math.statements) take(x, y);
  if (minX > maxX) {
    minX = -1;
    maxX = 1;
    minY = -1;
    maxY = 1;
  }
  // One scale for both axes: distances on the map mean the same in every direction.
  const span = Math.max(maxX - minX, maxY - minY) || 1;
  const scale = Math.min(MAP_WIDTH - 2 * PAD, MAP_HEIGHT - 2 * PAD) / span;
  const offX = (MAP_WIDTH - (maxX - minX) * scale) / 2;
  const offY = (MAP_HEIGHT - (maxY - minY) * scale) / 2;
  const sx = (x: number) => offX + (x - minX) * scale;
  // Up on the map is up in the data.
  const sy = (y: number) => offY + (maxY - y) * scale;
  const most = Math.max(1, ...math.groups.flatMap((g) => g.points.map((p) => p[2])));

  const groups = math.groups.map((group, index): ReportMapGroup => {
    const screen = group.points.map(([x, y]) => [sx(x), sy(y)] as Point);
    const hull = convexHull(screen);
    const area = hull.length
      ? hull.map(([x, y], i) => `${i ? 'L' : 'M'}${x.toFixed(1)} ${y.toFixed(1)}`).join(' ') + ' Z'
      : '';
    const xs = hull.map((p) => p[0]);
    const ys = hull.map((p) => p[1]);
    return {
      id: group.id,
      letter: groupLetter(index),
      area,
      dots: group.points.map(([x, y, count]) => ({
        x: sx(x),
        y: sy(y),
        r: 2 + 6 * Math.sqrt(count / most),
      })),
      label: xs.length
        ? { x: (Math.min(...xs) + Math.max(...xs)) / 2, y: Math.max(14, Math.min(...ys) - 8) }
        : { x: MAP_WIDTH / 2, y: 14 },
    };
  });

  const named = namedStatements(math);
  const parts: string[] = [];
  const shown: ReportMapView['named'] = [];
  const taken: { x0: number; x1: number; y0: number; y1: number }[] = [];
  const place = (tid: number, x: number, y: number): 'right' | 'left' | null => {
    const width = LABEL_CHAR * (String(tid).length + 1);
    for (const side of ['right', 'left'] as const) {
      const x0 = side === 'right' ? x + 4 : x - 4 - width;
      const box = { x0, x1: x0 + width, y0: y - 6, y1: y + 5 };
      if (box.x0 < 0 || box.x1 > MAP_WIDTH) continue;
      if (taken.some((t) => t.x0 < box.x1 && box.x0 < t.x1 && t.y0 < box.y1 && box.y0 < t.y1)) {
        continue;
      }
      taken.push(box);
      return side;
    }
    return null;
  };
  for (const [tid, x, y] of math.statements) {
    const px = sx(x);
    const py = sy(y);
    if (named.has(tid)) shown.push({ tid, x: px, y: py, label: place(tid, px, py) });
    else
      parts.push(
        `M${px.toFixed(1)} ${(py - DIAMOND).toFixed(1)}l${DIAMOND} ${DIAMOND}l-${DIAMOND} ${DIAMOND}l-${DIAMOND} -${DIAMOND}z`,
      );
  }
  return {
    groups,
    statementsPath: parts.join(''),
    named: shown,
    statementCount: math.statements.length,
  };
}
