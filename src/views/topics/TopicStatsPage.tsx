// Topic statistics (docs/behaviour.md#topicstats): six cards, a progress bar with accepted (green),
// rejected (red) and meta (orange) segments and the counts under it. No retry button.
import { useSelector } from '@xstate/react';
import type { TopicStatsReport } from '../../api/topics/topics';
import type { TopicStats } from '../../../contract/types';
import * as da from '../../copy/da';
import {
  completionRate,
  selectStats,
  selectStatsError,
  selectStatsView,
  topicStatsMachine,
} from '../../machines/topics/topicStats.machine';
import { useScreenActor } from '../common/useScreenActor';
import { ErrorNotice } from '../common/ErrorNotice';
import { Spinner } from '../common/Spinner';
import { useAdminConversation } from '../conversationAdmin';
import { TopicLoadFailure } from './TopicLoadFailure';
import { TopicsUnavailable } from './TopicsUnavailable';
import './topicStats.css';

const t = da.topics.stats;

export function TopicStatsPage() {
  const { conversationId } = useAdminConversation();
  const actor = useScreenActor(topicStatsMachine, { input: { conversationId } });
  const view = useSelector(actor, selectStatsView);
  const stats = useSelector(actor, selectStats);
  const error = useSelector(actor, selectStatsError);

  if (view === 'loading') return <Spinner label={t.loading} />;
  if (view === 'failed') {
    // This screen offers no retry: the failure says what failed and why, nothing more.
    return error ? (
      <TopicLoadFailure error={error} texts={t} />
    ) : (
      <ErrorNotice>{t.failed}</ErrorNotice>
    );
  }
  return stats ? <StatsView stats={stats} empty={view === 'empty'} /> : null;
}

function StatsView({ stats, empty }: { stats: TopicStatsReport; empty: boolean }) {
  const cards: Array<[string, string, string]> = [
    ['total', t.total, String(stats.total_topics)],
    ['pending', t.pending, String(stats.pending)],
    ['accepted', t.accepted, String(stats.accepted)],
    ['rejected', t.rejected, String(stats.rejected)],
    ['meta', t.meta, String(stats.meta)],
    ['completion', t.completion, t.percent(completionRate(stats))],
  ];
  const share = (n: number) => (stats.total_topics > 0 ? (n / stats.total_topics) * 100 : 0);
  const segments: Array<[keyof TopicStats & string, string, number]> = [
    ['accepted', t.accepted, stats.accepted],
    ['rejected', t.rejected, stats.rejected],
    ['meta', t.meta, stats.meta],
  ];
  const summary = [...segments, ['pending', t.pending, stats.pending] as const]
    .map(([, label, n]) => `${label}: ${n}`)
    .join(', ');

  return (
    <div className="topic-stats">
      {stats.moderationAvailable ? null : <TopicsUnavailable />}
      {stats.countedFrom === 'topics' ? (
        <p className="topic-stats__note">{t.countedFromTopics}</p>
      ) : null}
      {empty ? <p className="empty-state">{t.empty}</p> : null}
      <dl className="topic-stats__cards figures">
        {cards.map(([key, label, value]) => (
          <div key={key} className={`topic-stats__card figures__item topic-stats__card--${key}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="topic-progress" role="img" aria-label={`${t.progressLabel}: ${summary}`}>
        {segments.map(([key, , n]) =>
          n > 0 ? (
            <span
              key={key}
              className={`topic-progress__segment topic-progress__segment--${key}`}
              style={{ width: `${share(n)}%` }}
            />
          ) : null,
        )}
      </div>
      <ul className="topic-progress__counts legend" aria-label={t.countsLabel}>
        {[...segments, ['pending', t.pending, stats.pending] as const].map(([key, label, n]) => (
          <li
            key={key}
            className={`topic-progress__count legend__entry topic-progress__count--${key}`}
          >
            <span className="topic-progress__swatch" aria-hidden="true" />
            {label}: {n}
          </li>
        ))}
      </ul>
    </div>
  );
}
