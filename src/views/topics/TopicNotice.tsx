// The short-lived notice of a failed moderation (the chart hides it after NOTICE_MS).
import * as da from '../../copy/da';
import type { ModerationNotice } from '../../machines/topics/topics';
import { useAppConfig } from '../common/configContext';
import { noticeText } from './topicText';

export function TopicNotice({
  notice,
  onDismiss,
}: {
  notice: ModerationNotice | null;
  onDismiss: () => void;
}) {
  const { apiServer } = useAppConfig();
  // The live region stays in the page so screen readers announce what appears in it.
  return (
    <div className="topic-notice" role="status" aria-live="polite">
      {notice ? (
        <div className="alert alert--error topic-notice__body">
          <p className="alert__text">{noticeText(notice, apiServer)}</p>
          <button type="button" className="button button--ghost button--small" onClick={onDismiss}>
            {da.topics.dismiss}
          </button>
        </div>
      ) : null}
    </div>
  );
}
