// The monitoring screen, 'Monitorér samtale' (docs/behaviour.md#monitoring): a summary (with the
// opinion groups and the participants placed in them), two area charts, voters and commenters over
// time, and the opinion map. The monitoring chart fetches and polls; a 403 shows the permissions
// error. The whole route is lazy, so the charts are too; the map is a chunk of its own.
import { useSelector } from '@xstate/react';
import { lazy, Suspense, type ComponentProps } from 'react';
import type { ConversationStats, MathStatus } from '../../../contract/types';
import * as da from '../../copy/da';
import {
  selectMathSummary,
  selectMonitoringMap,
  selectStats,
  selectStatsDenied,
  selectStatsIsRetrying,
  selectStatsLoadError,
  selectStatsRefreshError,
  monitoringMachine,
} from '../../machines/monitoring/monitoring.machine';
import './monitoring.css';
import { useScreenActor } from '../common/useScreenActor';
import { ErrorNotice } from '../common/ErrorNotice';
import { PermissionsError, useAdminConversation } from '../conversationAdmin';
import { CountChart } from '../common/CountChart';
import { cumulativeSeries, isDrawable, statsSummary } from '../common/statsSeries';
import { PageHeader } from '../common/PageHeader';
import type { MapView } from '../../machines/public/opinionMap';
import { Spinner } from '../common/Spinner';
import { StaleNotice } from '../common/StaleNotice';

const MonitoringMap = lazy(() => import('./MonitoringMap'));

export function MonitoringPage() {
  const { conversationId } = useAdminConversation();
  return <Monitoring key={conversationId} conversationId={conversationId} />;
}

function Monitoring({ conversationId }: { conversationId: string }) {
  const { metadata } = useAdminConversation();
  const polling = useScreenActor(monitoringMachine, {
    input: { conversationId },
  });
  const stats = useSelector(polling, selectStats);
  const isDenied = useSelector(polling, selectStatsDenied);
  const isRetrying = useSelector(polling, selectStatsIsRetrying);
  const loadError = useSelector(polling, selectStatsLoadError);
  const refreshError = useSelector(polling, selectStatsRefreshError);
  const math = useSelector(polling, selectMathSummary);
  const map = useSelector(polling, selectMonitoringMap);

  if (isDenied) {
    return (
      <PermissionsError
        onRetry={() => polling.send({ type: 'stats.retry' })}
        isRetrying={isRetrying}
      />
    );
  }

  return (
    <div className="page page--wide monitoring">
      <PageHeader title={da.monitoring.heading} lead={da.monitoring.intro} />
      {loadError ? (
        <ErrorNotice
          retryLabel={da.monitoring.retry}
          onRetry={() => polling.send({ type: 'stats.retry' })}
        >
          {da.monitoring.loadFailed(da.errors.statusLine(loadError.status, loadError.statusText))}
        </ErrorNotice>
      ) : null}
      <StaleNotice error={refreshError} message={da.monitoring.refreshFailed} />
      {loadError ? null : (
        <StatsBody
          stats={stats}
          participants={metadata.participant_count}
          waiting={metadata.waiting_count}
          math={math}
        />
      )}
      {loadError || !math ? null : <MapSection math={math} map={map} />}
    </div>
  );
}

/** The opinion map of the last result, with an honest line about where the math stands. */
function MapSection({ math, map }: { math: MathStatus; map: MapView | null }) {
  const reason = math.groups_reason;
  return (
    <section className="monitoring__map" aria-labelledby="monitoring-map">
      <h2 id="monitoring-map" className="monitoring__map-heading">
        {da.monitoring.mapHeading}
      </h2>
      {math.phase === 'updating' || math.phase === 'computing' ? (
        <p className="monitoring__map-status">{da.monitoring.mapUpdating}</p>
      ) : null}
      {math.failure ? <p className="monitoring__map-status">{da.monitoring.mapFailed}</p> : null}
      {math.groups > 0 && math.stability !== null ? (
        <p className="monitoring__map-status">{da.monitoring.stability(math.stability)}</p>
      ) : null}
      {math.math_tick === 0 ? (
        <p className="monitoring__few">{da.monitoring.mapNotYet}</p>
      ) : math.groups === 0 ? (
        <p className="monitoring__few">{da.opinionMap.noGroups[reason ?? 'unknown']}</p>
      ) : map ? (
        <Suspense fallback={<Spinner label={da.monitoring.mapLoading} />}>
          <MonitoringMap view={map} />
        </Suspense>
      ) : null}
    </section>
  );
}

function StatsBody({
  stats,
  participants,
  waiting,
  math,
}: {
  stats: ConversationStats | null;
  participants: number;
  /** The admin area's waiting count: the same number as the sidebar and Moderér's tab. */
  waiting: number | undefined;
  math: MathStatus | null;
}) {
  // 'Loading...' while the first-vote or first-comment times are missing.
  if (!stats?.firstVoteTimes || !stats.firstCommentTimes) {
    return (
      <p className="monitoring__loading" role="status">
        {da.monitoring.loading}
      </p>
    );
  }
  const summary = statsSummary(participants, stats);
  const voters = cumulativeSeries('voters', stats.firstVoteTimes);
  const commenters = cumulativeSeries('commenters', stats.firstCommentTimes);
  const numbers: (readonly [label: string, value: number])[] = [
    [da.monitoring.participants, summary.participants],
    [da.monitoring.voters, summary.voters],
    [da.monitoring.commenters, summary.commenters],
    [da.monitoring.votes, summary.votes],
    [da.monitoring.comments, summary.comments],
    ...(waiting === undefined ? [] : ([[da.monitoring.waiting, waiting]] as const)),
    // Beside the counts: the opinion groups of the last result, and who is placed in them.
    ...(math
      ? ([
          [da.monitoring.groups, math.groups],
          [da.monitoring.placed, math.in_conv],
        ] as const)
      : []),
  ];
  return (
    <>
      <dl className="stats-summary figures" aria-label={da.monitoring.summaryLabel}>
        {numbers.map(([label, value]) => (
          <div key={label} className="stats-summary__item figures__item">
            <dt>{label}</dt>
            <dd>{da.formatNumber(value)}</dd>
          </div>
        ))}
      </dl>
      <div className="monitoring__charts">
        <ChartOrFew
          series={voters}
          title={da.monitoring.votersChart}
          axisLabel={da.monitoring.axisVoters}
          tooFew={da.monitoring.tooFewVoters}
        />
        <ChartOrFew
          series={commenters}
          title={da.monitoring.commentersChart}
          axisLabel={da.monitoring.axisCommenters}
          tooFew={da.monitoring.tooFewCommenters}
        />
      </div>
    </>
  );
}

/** A chart once its series has enough points to draw, otherwise the line that says so. */
function ChartOrFew({ tooFew, ...chart }: ComponentProps<typeof CountChart> & { tooFew: string }) {
  return isDrawable(chart.series) ? (
    <CountChart {...chart} />
  ) : (
    <p className="monitoring__few">{tooFew}</p>
  );
}
