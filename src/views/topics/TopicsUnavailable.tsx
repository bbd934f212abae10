// Said on a topic screen once the server has told it that it cannot moderate topics
// (docs/upstream.md#topics): the topics stay readable, the actions are gone.
import * as da from '../../copy/da';

export function TopicsUnavailable() {
  return (
    <div className="alert alert--info topics-unavailable" role="note">
      <p className="alert__text">
        <strong>{da.topics.unavailable.headline}</strong>
      </p>
      <p className="alert__detail">{da.topics.unavailable.detail}</p>
    </div>
  );
}
