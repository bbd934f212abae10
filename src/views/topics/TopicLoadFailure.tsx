// A topic screen's load error (docs/behaviour.md#topiccomments): the screen's headline (network or
// not), the server's message when there is one, and 'Retry'.
import type { TopicFailure } from '../../api/topics';
import * as da from '../../copy/da';
import { ErrorNotice } from '../common/ErrorNotice';
import { failureHeadline } from './topicText';

interface Props {
  error: TopicFailure;
  texts: { failed: string; network: string };
  onRetry: () => void;
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
