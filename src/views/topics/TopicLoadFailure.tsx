// A topic screen's load error (docs/behaviour.md#topiccomments): the screen's headline (network or
// not), the server's message when there is one, and 'Retry' where the chart offers it. And what a
// topic list screen shows before its content: the spinner, that error, or that there is nothing.
import type { TopicFailure } from '../../api/topics/topics';
import * as da from '../../copy/da';
import { ErrorNotice } from '../common/ErrorNotice';
import { Spinner } from '../common/Spinner';
import { failureHeadline } from './topicText';

interface Props {
  error: TopicFailure;
  texts: { failed: string; network: string };
  onRetry?: () => void;
}

export function TopicLoadFailure({ error, texts, onRetry }: Props) {
  return (
    <ErrorNotice retryLabel={da.topics.retry} onRetry={onRetry}>
      {failureHeadline(error, texts)}
      {error.kind === 'unavailable' ? (
        <span className="alert__detail">{da.topics.unavailable.detail}</span>
      ) : error.kind === 'failed' && error.message ? (
        <span className="alert__detail">{error.message}</span>
      ) : null}
    </ErrorNotice>
  );
}

/** The chart's 'loading', 'failed' and 'empty' views; nothing in any other. */
export function TopicLoadStates({
  view,
  error,
  texts,
  onRetry,
}: {
  view: string;
  error: TopicFailure | null;
  texts: Props['texts'] & { loading: string; empty: string };
  onRetry: () => void;
}) {
  if (view === 'loading') return <Spinner label={texts.loading} />;
  if (view === 'failed' && error) {
    return <TopicLoadFailure error={error} texts={texts} onRetry={onRetry} />;
  }
  if (view === 'empty') return <p className="empty-state">{texts.empty}</p>;
  return null;
}
