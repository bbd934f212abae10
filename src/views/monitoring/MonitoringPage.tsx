// The monitoring screen, 'Monitorér samtale' (docs/behaviour.md#monitoring): a summary and two
// area charts, voters and commenters over time. The monitoring chart fetches and polls; a 403
// shows the permissions error. The whole route is lazy, so the charts are too.
import { useActorRef, useSelector } from '@xstate/react';
import type { ConversationStats } from '../../contract/types';
import * as da from '../../copy/da';
import {
  selectStats,
  selectStatsDenied,
  selectStatsIsRetrying,
  selectStatsLoadError,
  selectStatsRefreshError,
  monitoringMachine,
} from '../../machines/monitoring.machine';
import '../../styles/moderation.css';
import { useAppInspect } from '../common/inspectContext';
import { ErrorNotice } from '../common/ErrorNotice';
import { useAdminConversation } from '../conversationAdmin/AdminContext';
import { PermissionsError } from '../conversationAdmin/PermissionsError';
import { CountChart } from '../common/CountChart';
import { cumulativeSeries, isDrawable, statsSummary } from '../common/statsSeries';

export function MonitoringPage() {
  const { conversationId } = useAdminConversation();
  return <Monitoring key={conversationId} conversationId={conversationId} />;
}

function Monitoring({ conversationId }: { conversationId: string }) {
  const { metadata } = useAdminConversation();
  const polling = useActorRef(monitoringMachine, {
    input: { conversationId },
    inspect: useAppInspect(),
  });
  const stats = useSelector(polling, selectStats);
  const isDenied = useSelector(polling, selectStatsDenied);
  const isRetrying = useSelector(polling, selectStatsIsRetrying);
  const loadError = useSelector(polling, selectStatsLoadError);
  const refreshError = useSelector(polling, selectStatsRefreshError);

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
      <header className="page-header">
        <h1>{da.monitoring.heading}</h1>
        <p className="lead">{da.monitoring.intro}</p>
      </header>
      {loadError ? (
        <ErrorNotice
          retryLabel={da.monitoring.retry}
          onRetry={() => polling.send({ type: 'stats.retry' })}
        >
          {da.monitoring.loadFailed(da.errors.statusLine(loadError.status, loadError.statusText))}
        </ErrorNotice>
      ) : null}
      {refreshError ? (
        <p className="moderation__stale">
          {da.monitoring.refreshFailed(
            da.errors.statusLine(refreshError.status, refreshError.statusText),
          )}
        </p>
      ) : null}
      {loadError ? null : <StatsBody stats={stats} participants={metadata.participant_count} />}
    </div>
  );
}

function StatsBody({
  stats,
  participants,
}: {
  stats: ConversationStats | null;
  participants: number;
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
  const numbers = [
    [da.monitoring.participants, summary.participants],
    [da.monitoring.voters, summary.voters],
    [da.monitoring.commenters, summary.commenters],
    [da.monitoring.votes, summary.votes],
    [da.monitoring.comments, summary.comments],
  ] as const;
  return (
    <>
      <dl className="stats-summary" aria-label={da.monitoring.summaryLabel}>
        {numbers.map(([label, value]) => (
          <div key={label} className="stats-summary__item">
            <dt>{label}</dt>
            <dd>{value.toLocaleString('da-DK')}</dd>
          </div>
        ))}
      </dl>
      <div className="monitoring__charts">
        {isDrawable(voters) ? (
          <CountChart
            series={voters}
            title={da.monitoring.votersChart}
            axisLabel={da.monitoring.axisVoters}
          />
        ) : (
          <p className="monitoring__few">{da.monitoring.tooFewVoters}</p>
        )}
        {isDrawable(commenters) ? (
          <CountChart
            series={commenters}
            title={da.monitoring.commentersChart}
            axisLabel={da.monitoring.axisCommenters}
          />
        ) : (
          <p className="monitoring__few">{da.monitoring.tooFewCommenters}</p>
        )}
      </div>
    </>
  );
}
