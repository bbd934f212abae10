// Comment moderation, 'Moderér' (docs/behaviour.md#moderation): heading, intro, the three
// tabs with counts, and the tab's list (a child route). The router's NavLink marks the active tab
// (aria-current="page"). The chart renders here; the tabs only read it.
import { useSelector } from '@xstate/react';
import { Link, NavLink, Outlet } from 'react-router-dom';
import * as da from '../../copy/da';
import { moderationMachine } from '../../machines/moderation/moderation.machine';
import {
  selectAnnouncement,
  selectFailure,
  selectCount,
  selectIsRefreshing,
  selectRefreshError,
} from '../../machines/moderation/moderation.selectors';
import type { Announcement } from '../../machines/moderation/moderation.types';
import { LIST_KEYS, type ListKey } from '../../machines/moderation/moderationLists';
import './moderation.css';
import './moderationTools.css';
import { useScreenActor } from '../common/useScreenActor';
import { useAdminConversation } from '../conversationAdmin';
import { CommentList } from './CommentList';
import { ModerationContext, useModeration } from './moderationActor';
import { ModerationNotice } from './ModerationNotice';
import { ModerationTools } from './ModerationTools';
import { PageHeader } from '../common/PageHeader';
import { StaleNotice } from '../common/StaleNotice';
import { BusyButton } from '../common/BusyButton';
import { RemovalConfirm, type RemovalGuardActor } from '../common/RemovalConfirm';

const TAB_PATH: Record<ListKey, string> = {
  pending: '',
  accepted: '/accepted',
  rejected: '/rejected',
};

export function ModerationPage() {
  const { conversationId } = useAdminConversation();
  return <Moderation key={conversationId} conversationId={conversationId} />;
}

function Moderation({ conversationId }: { conversationId: string }) {
  const moderation = useScreenActor(moderationMachine, {
    input: { conversationId },
  });
  // Not the lists, counts or announcement: those render in TabCount, Announcer and the tab's
  // CommentList, so a moderation re-renders only them, not this frame.
  const failure = useSelector(moderation, selectFailure);
  const refreshError = useSelector(moderation, selectRefreshError);
  const isRefreshing = useSelector(moderation, selectIsRefreshing);
  const base = `/m/${encodeURIComponent(conversationId)}/comments`;

  return (
    <ModerationContext.Provider value={moderation}>
      <div className="page page--wide moderation">
        <PageHeader title={da.moderation.heading} lead={da.moderation.intro} />
        <div className="moderation__bar wrap-row">
          <nav aria-label={da.moderation.tabsLabel}>
            <ul className="moderation-tabs">
              {LIST_KEYS.map((list) => (
                <li key={list}>
                  <NavLink
                    to={`${base}${TAB_PATH[list]}`}
                    end
                    className={({ isActive }) =>
                      `moderation-tabs__tab${isActive ? ' moderation-tabs__tab--active' : ''}`
                    }
                  >
                    {da.moderation.tabs[list]} <TabCount list={list} />
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="moderation__bar-actions">
            {/* Everyone who moderates reads the log (docs/behaviour.md#moderationlog). */}
            <Link className="button button--ghost button--small" to={`${base}/log`}>
              {da.moderationLog.link}
            </Link>
            <BusyButton
              className="button button--ghost button--small"
              busy={isRefreshing}
              label={da.moderation.refresh}
              busyLabel={da.moderation.refreshing}
              onClick={() => moderation.send({ type: 'lists.refresh' })}
            />
          </div>
        </div>
        <ModerationTools />
        <ModerationNotice />
        {failure ? (
          <div className="alert alert--error moderation__failure" role="alert">
            <p className="alert__text">
              {failure.error.status === 0
                ? da.moderation.unsent(failure.count, failure.txt)
                : da.moderation.refused(
                    failure.count,
                    failure.txt,
                    da.errors.statusLine(failure.error.status, failure.error.statusText),
                  )}
            </p>
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => moderation.send({ type: 'failure.dismiss' })}
            >
              {da.moderation.dismiss}
            </button>
          </div>
        ) : null}
        <StaleNotice error={refreshError} message={da.moderation.refreshFailed} />
        <RemovalCheck />
        <Announcer />
        <Outlet />
      </div>
    </ModerationContext.Provider>
  );
}

/**
 * A tab's count: reads only its own number, so a moderation re-renders two counts and no link.
 * While it loads it says so ('…', read out as 'antal hentes'), never 0.
 */
function TabCount({ list }: { list: ListKey }) {
  const count = useSelector(useModeration(), (s) => selectCount(s, list));
  if (count === null) {
    return (
      <span className="moderation-tabs__count moderation-tabs__count--loading">
        <span aria-hidden="true">{da.moderation.countLoading}</span>
        <span className="visually-hidden">{da.moderation.countLoadingLabel}</span>
      </span>
    );
  }
  return <span className="moderation-tabs__count">{da.formatNumber(count)}</span>;
}

/** The confirmation before a reject hides voted statements (docs/behaviour.md#removalguard). */
function RemovalCheck() {
  const guard = useSelector(
    useModeration(),
    (s) => s.children.removalGuard as RemovalGuardActor | undefined,
  );
  return <RemovalConfirm actor={guard} />;
}

/** What the screen reader hears (polite): moves, changes and refusals. */
function Announcer() {
  const moderation = useModeration();
  const announcement = useSelector(moderation, selectAnnouncement);
  const offline = useSelector(moderation, (s) => selectFailure(s)?.error.status === 0);
  return (
    <p className="visually-hidden" aria-live="polite" data-testid="moderation-announcer">
      {announcementText(announcement, offline)}
    </p>
  );
}

function announcementText(announcement: Announcement | null, offline: boolean): string {
  if (!announcement) return '';
  if (announcement.kind === 'focus') {
    return da.moderation.announceFocus(announcement.position, announcement.total, announcement.txt);
  }
  if (announcement.kind === 'undone') {
    return da.moderation.undone(announcement.restored, announcement.skipped);
  }
  const { count, txt } = announcement;
  if (announcement.kind === 'refused') {
    return offline
      ? da.moderation.announceUnsent(count, txt)
      : da.moderation.announceRefused(count, txt);
  }
  return da.moderation.announceChange[announcement.change](count, txt);
}

/** The tab routes: index = pending, `accepted`, `rejected`. */
export function PendingTab() {
  return <CommentList list="pending" />;
}

export function AcceptedTab() {
  return <CommentList list="accepted" />;
}

export function RejectedTab() {
  return <CommentList list="rejected" />;
}
