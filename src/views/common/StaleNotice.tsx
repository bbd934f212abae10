// A poll failed while the last answer stays on screen: the line that says it may be out of date,
// and why (the status). Nothing while the last poll went well.
import type { ApiErrorInfo } from '../../api/common/apiError';
import * as da from '../../copy/da';

export function StaleNotice({
  error,
  message,
}: {
  error: ApiErrorInfo | null;
  /** The screen's own sentence around the status line. */
  message: (detail: string) => string;
}) {
  if (!error) return null;
  return (
    <p className="stale-notice">{message(da.errors.statusLine(error.status, error.statusText))}</p>
  );
}
