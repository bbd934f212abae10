// What a participant sees instead of the statements when the conversation takes no votes: it is
// closed (perhaps while this page was open), or a draft not opened yet — come back later. The
// heading takes the focus, as the other notices' do, so a screen reader hears it at once. Closed on
// arrival, it leads to the conversation's newest report, or says none is published yet
// (docs/behaviour.md#participation).
import type { RefObject } from 'react';
import * as da from '../../../copy/da';
import { FocusedNotice } from './FocusedNotice';

const NOTICES = {
  closed: {
    headingId: 'closed-title',
    title: da.participation.closedTitle,
    body: da.participation.closedBody,
  },
  closedWhileHere: {
    headingId: 'closed-title',
    title: da.participation.closedTitle,
    body: da.participation.closedWhileHere,
  },
  notOpenYet: { headingId: 'not-open-title', title: da.notOpen.title, body: da.notOpen.body },
};

export function ClosedNotice({
  why,
  reportId = null,
  headingRef,
}: {
  why: keyof typeof NOTICES;
  /** Closed on arrival: its newest report, or null when there is none. */
  reportId?: string | null;
  headingRef: RefObject<HTMLElement | null>;
}) {
  const notice = NOTICES[why];
  return (
    <FocusedNotice
      block="closed-notice"
      headingId={notice.headingId}
      title={notice.title}
      headingRef={headingRef}
    >
      <p>{notice.body}</p>
      {why === 'closed' ? (
        reportId ? (
          <p>
            <a className="button button--primary" href={`/report/${encodeURIComponent(reportId)}`}>
              {da.participation.closedReport}
            </a>
          </p>
        ) : (
          <p className="closed-notice__none">{da.participation.closedNoReport}</p>
        )
      ) : null}
    </FocusedNotice>
  );
}
