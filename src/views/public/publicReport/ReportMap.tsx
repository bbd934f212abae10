// The report's opinion map in SVG (crisp in print, scales to any width down to 390 px): each group's
// area and its base clusters as dots sized by their participants, every statement as a small diamond
// (one path for all of them), and the statements the report names with their number, so a reader
// can find them in the lists. The lists beside it are its text alternative.
import { useId, useMemo } from 'react';
import type { ReportMath } from '../../../../contract/types';
import * as da from '../../../copy/da';
import {
  MAP_HEIGHT,
  MAP_WIDTH,
  reportMapView,
} from '../../../machines/public/publicReport/reportMapRules';

export function ReportMap({ math }: { math: ReportMath }) {
  const id = useId();
  const view = useMemo(() => reportMapView(math, da.reportGroups.statementNumber), [math]);
  return (
    <figure className="report-map">
      <svg
        className="report-map__chart"
        viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
      >
        <title id={`${id}-title`}>
          {da.reportGroups.mapLabel(view.groups.length, view.statementCount)}
        </title>
        <desc id={`${id}-desc`}>{da.reportGroups.mapSummary}</desc>
        {view.groups.map((group, index) => (
          <g key={group.id} className={`opinion-map__group report-colour--${index % 5}`}>
            {group.area ? <path className="report-map__area" d={group.area} /> : null}
            {group.dots.map((dot, i) => (
              <circle key={i} className="report-map__dot" cx={dot.x} cy={dot.y} r={dot.r} />
            ))}
            <text
              className="report-map__group-label"
              x={group.label.x}
              y={group.label.y}
              textAnchor="start"
            >
              {da.reportGroups.group(group.letter)}
            </text>
          </g>
        ))}
        <path className="report-map__statements" d={view.statementsPath} />
        {view.named.map((statement) => (
          <g key={statement.tid} className="report-map__named">
            {statement.label.leader ? (
              <line
                className="report-map__leader"
                x1={statement.label.leader.x1}
                y1={statement.label.leader.y1}
                x2={statement.label.leader.x2}
                y2={statement.label.leader.y2}
              />
            ) : null}
            <rect
              x={statement.x - 3}
              y={statement.y - 3}
              width={6}
              height={6}
              transform={`rotate(45 ${statement.x} ${statement.y})`}
            />
            <text x={statement.label.x} y={statement.label.y} textAnchor="start">
              {da.reportGroups.statementNumber(statement.tid)}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className="report-map__caption">{da.reportGroups.mapLegendStatements}</figcaption>
    </figure>
  );
}
