// The opinion map itself, in SVG: each group as a shaded area (its base clusters' hull, drawn with a
// thick round stroke so one or two clusters still make an area) labelled "Gruppe A · 212 deltagere",
// and the participant as "Dig". It scales to the width it is given (390 px phones included). The
// picture is summarised for screen readers; the group list below it is its text alternative.
import { useId } from 'react';
import * as da from '../../../copy/da';
import type { MapView, Point } from '../../../machines/public/opinionMapRules';

const WIDTH = 360;
const HEIGHT = 240;
/** Room around the data for the areas' rounded edges and the labels. */
const PAD_X = 40;
const PAD_TOP = 44;
const PAD_BOTTOM = 28;

export function OpinionMapChart({ view }: { view: MapView }) {
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
        {da.opinionMap.mapSummary}
      </desc>
      {view.groups.map((group, index) => {
        if (!group.hull.length) return null;
        const top = group.hull.reduce((a, b) => (b[1] > a[1] ? b : a));
        const cx = group.hull.reduce((sum, p) => sum + sx(p[0]), 0) / group.hull.length;
        const x = Math.min(WIDTH - 4, Math.max(4, cx));
        const anchor = x < WIDTH * 0.3 ? 'start' : x > WIDTH * 0.7 ? 'end' : 'middle';
        return (
          <g key={group.id} className={`opinion-map__group opinion-map__group--${index % 5}`}>
            <path className="opinion-map__area" d={path(group.hull)} />
            <text
              className="opinion-map__label"
              x={
                anchor === 'start'
                  ? Math.max(4, x - 30)
                  : anchor === 'end'
                    ? Math.min(WIDTH - 4, x + 30)
                    : x
              }
              y={Math.max(14, sy(top[1]) - 20)}
              textAnchor={anchor}
            >
              {da.opinionMap.groupLabel(group.letter, group.size)}
            </text>
          </g>
        );
      })}
      {view.placement.kind === 'placed' ? (
        <g className="opinion-map__you">
          <circle cx={sx(view.placement.x)} cy={sy(view.placement.y)} r={7} />
          <text x={sx(view.placement.x)} y={sy(view.placement.y) + 22} textAnchor="middle">
            {da.opinionMap.you}
          </text>
        </g>
      ) : null}
    </svg>
  );
}
