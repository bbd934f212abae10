// One monitoring area chart (@nivo/line, non-responsive): drawn at 500 × 500, margins 20/20/50/70
// (docs/behaviour.md#monitoring), inside an SVG whose viewBox scales it to the width there is — a
// 390 px phone included — instead of clipping it. This module is only reached from the lazy stats
// route, so nivo stays out of the first page.
import { Line } from '@nivo/line';
import * as da from '../../copy/da';
import type { CountSeries } from './statsSeries';

const CHART_SIZE = 500;
const CHART_MARGIN = { top: 20, right: 20, bottom: 50, left: 70 };

const THEME = {
  text: { fontFamily: 'inherit', fontSize: 12, fill: '#5a5770' },
  axis: { legend: { text: { fontSize: 12, fill: '#1d1b29', fontWeight: 600 } } },
  grid: { line: { stroke: '#e3e0ef' } },
};

const dayFormat = new Intl.DateTimeFormat('da-DK', { day: 'numeric', month: 'short' });

export function CountChart({
  series,
  title,
  axisLabel,
}: {
  series: CountSeries;
  title: string;
  axisLabel: string;
}) {
  const last = series.data[series.data.length - 1];
  return (
    <figure className="count-chart">
      <figcaption className="count-chart__title">{title}</figcaption>
      <svg
        className="count-chart__plot"
        viewBox={`0 0 ${CHART_SIZE} ${CHART_SIZE}`}
        role="img"
        aria-label={`${title}: ${last ? last.y : 0}`}
      >
        <Line
          data={[series]}
          width={CHART_SIZE}
          height={CHART_SIZE}
          margin={CHART_MARGIN}
          xScale={{ type: 'time', format: 'native', precision: 'second' }}
          yScale={{ type: 'linear', min: 0, max: 'auto' }}
          curve="stepAfter"
          enableArea
          areaOpacity={0.25}
          enablePoints={false}
          colors={['#6b5dcf']}
          lineWidth={2}
          enableGridX={false}
          gridYValues={5}
          axisBottom={{
            tickValues: 4,
            format: (value: Date) => dayFormat.format(value),
            legend: da.monitoring.axisTime,
            legendOffset: 40,
            legendPosition: 'middle',
          }}
          axisLeft={{
            tickValues: 5,
            format: (value: number) => (Number.isInteger(value) ? String(value) : ''),
            legend: axisLabel,
            legendOffset: -55,
            legendPosition: 'middle',
          }}
          theme={THEME}
          isInteractive={false}
          animate={false}
          // No <div> around nivo's <svg>: it is nested in ours, which scales it.
          renderWrapper={false}
          role="presentation"
        />
      </svg>
    </figure>
  );
}
