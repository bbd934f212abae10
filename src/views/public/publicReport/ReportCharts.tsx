// The report's two participation charts: the admin's monitoring CountChart (@nivo/line), loaded
// on demand so nivo stays out of the public entry. The data mapping is the admin's too
// (statsSeries.ts): the nth first-vote (first-comment) time against n; a chart with fewer than
// two points is replaced by a sentence. A chart is 500 px wide: on a narrow screen its card scrolls
// sideways, so the card takes keyboard focus (arrow keys scroll it) and is named after its chart.
import { lazy, Suspense } from 'react';
import type { ReportData } from '../../../../contract/types';
import * as da from '../../../copy/da';
import { Spinner } from '../../common/Spinner';
import { cumulativeSeries, isDrawable } from '../../common/statsSeries';

const CountChart = lazy(() =>
  import('../../common/CountChart').then((m) => ({ default: m.CountChart })),
);

export function ReportCharts({ stats }: { stats: ReportData['stats'] }) {
  return (
    <section aria-labelledby="report-charts" className="report__section report-charts">
      <h2 id="report-charts">{da.publicReport.chartsHeading}</h2>
      <Suspense fallback={<Spinner label={da.publicReport.chartsLoading} />}>
        <div className="report-charts__grid">
          <ReportChart
            series={cumulativeSeries('voters', stats.firstVoteTimes)}
            title={da.publicReport.votersChart}
            axisLabel={da.monitoring.axisVoters}
            tooFew={da.monitoring.tooFewVoters}
          />
          <ReportChart
            series={cumulativeSeries('commenters', stats.firstCommentTimes)}
            title={da.publicReport.commentersChart}
            axisLabel={da.monitoring.axisCommenters}
            tooFew={da.monitoring.tooFewCommenters}
          />
        </div>
      </Suspense>
    </section>
  );
}

function ReportChart({
  series,
  title,
  axisLabel,
  tooFew,
}: {
  series: ReturnType<typeof cumulativeSeries>;
  title: string;
  axisLabel: string;
  /** The sentence in the chart's place when it has fewer than two points. */
  tooFew: string;
}) {
  if (!isDrawable(series)) return <p className="report-charts__few">{tooFew}</p>;
  return (
    <div className="report-charts__scroll" role="group" aria-label={title} tabIndex={0}>
      <CountChart series={series} title={title} axisLabel={axisLabel} />
    </div>
  );
}
