// The opinion map itself, in SVG: each group as a shaded area (its base clusters' hull, drawn with a
// thick round stroke so one or two clusters still make an area) labelled "Gruppe A · 212 deltagere",
// and the participant as "Dig". It scales to the width it is given (390 px phones included). The
// picture is summarised for screen readers; the group list below it is its text alternative.
import { useId } from 'react';
import * as da from '../../../copy/da';
import type { MapView, Point } from '../../../machines/public/opinionMap/opinionMapRules';

const WIDTH = 360;
const HEIGHT = 240;
/** Room around the data for the areas' rounded edges and the labels. */
const PAD_X = 40;
const PAD_TOP = 28;
const PAD_BOTTOM = 28;
/** Half the width of a label line ("1.234 deltagere"), in viewBox units: labels stay inside. */
const LABEL_HALF = 52;

export function OpinionMapChart({
  view,
  summary = da.opinionMap.mapSummary,
}: {
  view: MapView;
  /** The picture's description: where its text alternative is (the participants' list by default). */
  summary?: string;
}) {
  const id = useId();
  const { minX, maxX, minY, maxY } = view.bounds;
  const spanX = maxX - minX || 1;
  const spanY = maxY - minY || 1;
  const sx = (x: number) => PAD_X + ((x - minX) / spanX) * (WIDTH - 2 * PAD_X);
  // Up on the map is up in the data.
  const sy = (y: number) => PAD_TOP + ((maxY - y) / spanY) * (HEIGHT - PAD_TOP - PAD_BOTTOM);
  const path = (points: readonly Point[]) =>
    points.map(([x, y], i) => `${i ? 'L' : 'M'}${sx(x).toFixed(1)} ${sy(y).toFixed(1)}`).join(' ') +
    ' Z';
  const mine = view.groups.find((group) => group.isMine);
  // The participant's dot and "Dig" are drawn last, over the areas and labels.
  const you =
    view.placement.kind === 'placed' ? { x: sx(view.placement.x), y: sy(view.placement.y) } : null;
  return (
    <svg
      className="opinion-map__chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
    >
      <title id={`${id}-title`}>{da.opinionMap.mapLabel(view.groups.length)}</title>
      <desc id={`${id}-desc`}>
        {mine ? `${da.opinionMap.yourGroup(mine.letter)} ` : ''}
        {summary}
      </desc>
      {view.groups.map((group, index) => {
        if (!group.points.length) return null;
        // The label (two short lines, so two groups side by side fit a phone) sits in the middle of
        // the group's area, moved aside when the participant's dot is there; a halo keeps it legible.
        const xs = group.hull.map((p) => sx(p[0]));
        const ys = group.hull.map((p) => sy(p[1]));
        const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
        let cy = (Math.min(...ys) + Math.max(...ys)) / 2;
        // Label box (two lines) against the dot with "Dig" above it: overlapping, the label moves.
        if (
          you &&
          Math.abs(you.x - cx) < LABEL_HALF + 14 &&
          cy + 16 > you.y - 26 &&
          cy - 16 < you.y + 9
        ) {
          cy = you.y + 9 + 18 < HEIGHT - 22 ? you.y + 9 + 18 : you.y - 26 - 18;
        }
        return (
          <g key={group.id} className={`opinion-map__group opinion-map__group--${index % 5}`}>
            <path className="opinion-map__area" d={path(group.hull)} />
            <text
              className="opinion-map__label"
              x={Math.min(WIDTH - LABEL_HALF, Math.max(LABEL_HALF, cx))}
              y={Math.min(HEIGHT - 22, Math.max(16, cy - 4))}
              textAnchor="middle"
            >
              <tspan>{da.opinionMap.group(group.letter)}</tspan>
              <tspan x={Math.min(WIDTH - LABEL_HALF, Math.max(LABEL_HALF, cx))} dy="1.2em">
                {da.opinionMap.members(group.size)}
              </tspan>
            </text>
          </g>
        );
      })}
      {you ? (
        <g className="opinion-map__you">
          <circle cx={you.x} cy={you.y} r={7} />
          <text x={you.x} y={you.y - 12} textAnchor="middle">
            {da.opinionMap.you}
          </text>
        </g>
      ) : null}
    </svg>
  );
}
