// The report's opinion map, worked out from the frozen math (contract/report.ts): each group's
// area (the hull of its base clusters), the base clusters as dots sized by their participants, and
// every statement at its place. Pure; the view only draws what this returns. It runs once per report
// and is linear in the statements (one path string for all of them), so 2,000 statements and 6,000
// participants draw in one pass (npm run bench measures it).
import type { ReportMath } from '../../../../contract/types';
import { convexHull, groupLetter, type Point } from '../opinionMap';

export const MAP_WIDTH = 360;
export const MAP_HEIGHT = 260;
const PAD = 22;
/** Half the diagonal of a statement's diamond, in viewBox units. */
const DIAMOND = 2.6;
/** Width of one character of a statement's number ('#12'), bold 9px, in viewBox units (generous). */
const LABEL_CHAR = 6;
/** Height of a number's box, and of a group label's (bold 12px 'Gruppe A'). */
const LABEL_HEIGHT = 11;
const GROUP_LABEL_CHAR = 8;
const GROUP_LABEL_HEIGHT = 14;

export interface ReportMapGroup {
  id: number;
  letter: string;
  /** The hull in viewBox units, as an SVG path. */
  area: string;
  /** Base clusters: centre and radius in viewBox units. */
  dots: { x: number; y: number; r: number }[];
  /** Where the label goes: its text's start and baseline. */
  label: { x: number; y: number };
}

/** A label's box in viewBox units. */
export interface LabelBox {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/** A named statement's number: where its text starts (baseline) and, set apart, a leader line. */
export interface StatementLabel {
  x: number;
  y: number;
  box: LabelBox;
  /** Drawn from the diamond to the label when the label is not beside it. */
  leader: { x1: number; y1: number; x2: number; y2: number } | null;
}

export interface ReportMapView {
  groups: ReportMapGroup[];
  /** Every statement not named in the report, as one path of small diamonds. */
  statementsPath: string;
  /**
   * The statements the report names (its lists), each with its number: beside the diamond where
   * there is room, else at the nearest free place with a leader line — never over another number,
   * a group's label or a named diamond, always inside the picture.
   */
  named: { tid: number; x: number; y: number; label: StatementLabel }[];
  statementCount: number;
}

/**
 * The statements the report's lists name, most often named first (their numbers are placed first,
 * so the most cited get the places beside their diamonds).
 */
export function namedStatements(math: ReportMath): Map<number, number> {
  const times = new Map<number, number>();
  const cite = (tid: number) => times.set(tid, (times.get(tid) ?? 0) + 1);
  for (const group of math.groups) for (const s of group.statements) cite(s.tid);
  for (const s of math.consensus) cite(s.tid);
  for (const s of math.divisive) cite(s.tid);
  return times;
}

const overlaps = (a: LabelBox, b: LabelBox) =>
  a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/**
 * The free place for a box of `width` × `height` nearest to (x, y): first the eight places around
 * it, then every place of the picture on a 2-unit grid, nearest first. Null only when the picture
 * is full.
 */
export function freePlace(
  taken: readonly LabelBox[],
  x: number,
  y: number,
  width: number,
  height: number,
  gap = 4,
): LabelBox | null {
  const fits = (box: LabelBox) =>
    box.x0 >= 0 &&
    box.y0 >= 0 &&
    box.x1 <= MAP_WIDTH &&
    box.y1 <= MAP_HEIGHT &&
    !taken.some((t) => overlaps(t, box));
  const at = (x0: number, y0: number): LabelBox => ({
    x0,
    y0,
    x1: x0 + width,
    y1: y0 + height,
  });
  const beside = [
    at(x + gap, y - height / 2),
    at(x - gap - width, y - height / 2),
    at(x - width / 2, y - gap - height),
    at(x - width / 2, y + gap),
    at(x + gap, y - gap - height),
    at(x - gap - width, y - gap - height),
    at(x + gap, y + gap),
    at(x - gap - width, y + gap),
  ];
  const near = beside.find(fits);
  if (near) return near;
  let best: LabelBox | null = null;
  let bestDistance = Infinity;
  for (let y0 = 0; y0 + height <= MAP_HEIGHT; y0 += 2) {
    for (let x0 = 0; x0 + width <= MAP_WIDTH; x0 += 2) {
      const cx = Math.max(x0, Math.min(x, x0 + width)) - x;
      const cy = Math.max(y0, Math.min(y, y0 + height)) - y;
      const distance = cx * cx + cy * cy;
      if (distance >= bestDistance) continue;
      const box = at(x0, y0);
      if (fits(box)) {
        best = box;
        bestDistance = distance;
      }
    }
  }
  return best;
}

export function reportMapView(
  math: ReportMath,
  labelOf: (tid: number) => string = (tid) => `#${tid}`,
): ReportMapView {
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

  const named = namedStatements(math);
  // Every named diamond is an obstacle for every label; labels join as they are placed.
  const taken: LabelBox[] = [];
  for (const [tid, x, y] of math.statements) {
    if (!named.has(tid)) continue;
    taken.push({ x0: sx(x) - 3.5, x1: sx(x) + 3.5, y0: sy(y) - 3.5, y1: sy(y) + 3.5 });
  }

  const groups = math.groups.map((group, index): ReportMapGroup => {
    const screen = group.points.map(([x, y]) => [sx(x), sy(y)] as Point);
    const hull = convexHull(screen);
    const area = hull.length
      ? hull.map(([x, y], i) => `${i ? 'L' : 'M'}${x.toFixed(1)} ${y.toFixed(1)}`).join(' ') + ' Z'
      : '';
    const xs = hull.map((p) => p[0]);
    const ys = hull.map((p) => p[1]);
    const letter = groupLetter(index);
    // Above the group's area, centred, where it is free.
    const width = GROUP_LABEL_CHAR * `Gruppe ${letter}`.length;
    const cx = xs.length ? (Math.min(...xs) + Math.max(...xs)) / 2 : MAP_WIDTH / 2;
    const top = ys.length ? Math.min(...ys) : GROUP_LABEL_HEIGHT;
    const box =
      freePlace(taken, cx, top - 2, width, GROUP_LABEL_HEIGHT, 0) ??
      ({ x0: 0, y0: 0, x1: width, y1: GROUP_LABEL_HEIGHT } as LabelBox);
    taken.push(box);
    return {
      id: group.id,
      letter,
      area,
      dots: group.points.map(([x, y, count]) => ({
        x: sx(x),
        y: sy(y),
        r: 2 + 6 * Math.sqrt(count / most),
      })),
      label: { x: box.x0, y: box.y1 - 3 },
    };
  });

  const parts: string[] = [];
  const shown: ReportMapView['named'] = [];
  const namedHere: { tid: number; x: number; y: number }[] = [];
  for (const [tid, x, y] of math.statements) {
    const px = sx(x);
    const py = sy(y);
    if (named.has(tid)) namedHere.push({ tid, x: px, y: py });
    else
      parts.push(
        `M${px.toFixed(1)} ${(py - DIAMOND).toFixed(1)}l${DIAMOND} ${DIAMOND}l-${DIAMOND} ${DIAMOND}l-${DIAMOND} -${DIAMOND}z`,
      );
  }
  // The most cited first, then in statement order: they get the places beside their diamonds.
  namedHere.sort((a, b) => named.get(b.tid)! - named.get(a.tid)! || a.tid - b.tid);
  for (const statement of namedHere) {
    const text = labelOf(statement.tid);
    const width = LABEL_CHAR * text.length + 2;
    // Its own diamond is no obstacle to its own number.
    const own = taken.findIndex((t) => t.x0 === statement.x - 3.5 && t.y0 === statement.y - 3.5);
    const others = own < 0 ? taken : taken.filter((_, i) => i !== own);
    const box =
      freePlace(others, statement.x, statement.y, width, LABEL_HEIGHT) ??
      ({ x0: 0, y0: 0, x1: width, y1: LABEL_HEIGHT } as LabelBox);
    taken.push(box);
    const cx = Math.max(box.x0, Math.min(statement.x, box.x1));
    const cy = Math.max(box.y0, Math.min(statement.y, box.y1));
    const far = Math.hypot(cx - statement.x, cy - statement.y) > 6;
    shown.push({
      ...statement,
      label: {
        x: box.x0 + 1,
        y: box.y1 - 2.5,
        box,
        leader: far ? { x1: statement.x, y1: statement.y, x2: cx, y2: cy } : null,
      },
    });
  }
  shown.sort((a, b) => a.tid - b.tid);
  return {
    groups,
    statementsPath: parts.join(''),
    named: shown,
    statementCount: math.statements.length,
  };
}
