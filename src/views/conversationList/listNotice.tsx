// A notice the list shows once, handed over in the router's location state by the screen that sent
// the admin here (deleting a conversation leaves nothing to configure,
// docs/privacy.md#deleting-a-conversation). Location state,
// not a chart's: it belongs to this one visit of the list and goes with the history entry.
import { useLocation } from 'react-router-dom';
import * as da from '../../copy/da';

type ListNoticeKind = 'deleted';

export const DELETED_NOTICE: { notice: ListNoticeKind } = { notice: 'deleted' };

function noticeOf(state: unknown): ListNoticeKind | null {
  if (typeof state !== 'object' || state === null) return null;
  return (state as { notice?: unknown }).notice === 'deleted' ? 'deleted' : null;
}

export function ListNotice() {
  const notice = noticeOf(useLocation().state);
  if (notice === null) return null;
  return (
    <p className="alert alert--info" role="status">
      {da.conversations.notices[notice]}
    </p>
  );
}
