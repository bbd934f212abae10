// Comment moderation, 'Moderér' (docs/behaviour.md#moderation): heading, intro, the three
// tabs with counts, and the tab's list (a child route). The active tab is the fifth segment of
// the path (/m/{id}/comments/accepted). The chart renders here; the tabs only read it.
import { useActorRef, useSelector } from '@xstate/react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import * as da from '../../copy/da';
import {
  moderationMachine,
  selectAnnouncement,
  selectFailure,
  selectCount,
  selectIsRefreshing,
  selectRefreshError,
} from '../../machines/moderation.machine';
import type { Announcement } from '../../machines/actors/moderationFetch';
import { LIST_KEYS, type ListKey } from '../../machines/rules/moderationLists';
import '../../styles/moderation.css';
import { useAppInspect } from '../common/inspectContext';
import { useAdminConversation } from '../conversationAdmin/AdminContext';
import { CommentList } from './CommentList';
import { ModerationContext, useModeration } from './moderationActor';

const TAB_PATH: Record<ListKey, string> = {
  pending: '',
  accepted: '/accepted',
  rejected: '/rejected',
};

/** The tab of a path: its fifth segment ('', 'm', id, 'comments', tab). */
export function tabOfPath(pathname: string): ListKey {
  const segment = pathname.split('/')[4];
  return segment === 'accepted' || segment === 'rejected' ? segment : 'pending';
}

export function ModerationPage() {
  const { conversationId } = useAdminConversation();
  return <Moderation key={conversationId} conversationId={conversationId} />;
}

function Moderation({ conversationId }: { conversationId: string }) {
  const moderation = useActorRef(moderationMachine, {
    input: { conversationId },
    inspect: useAppInspect(),
  });
  // Not the lists, counts or announcement: those render in TabCount, Announcer and the tab's
  // CommentList, so a moderation re-renders only them, not this frame.
  const failure = useSelector(moderation, selectFailure);
  const refreshError = useSelector(moderation, selectRefreshError);
  const isRefreshing = useSelector(moderation, selectIsRefreshing);
  const active = tabOfPath(useLocation().pathname);
  const base = `/m/${encodeURIComponent(conversationId)}/comments`;

  return (
    <ModerationContext.Provider value={moderation}>
      <div className="page page--wide moderation">
        <header className="page-header">
          <h1>{da.moderation.heading}</h1>
          <p className="lead">{da.moderation.intro}</p>
        </header>
        <div className="moderation__bar">
          <nav aria-label={da.moderation.tabsLabel}>
            <ul className="moderation-tabs">
              {LIST_KEYS.map((list) => (
                <li key={list}>
                  <Link
                    to={`${base}${TAB_PATH[list]}`}
                    className={`moderation-tabs__tab${list === active ? ' moderation-tabs__tab--active' : ''}`}
                    aria-current={list === active ? 'page' : undefined}
                  >
                    {da.moderation.tabs[list]} <TabCount list={list} />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <button
            type="button"
            className="button button--ghost button--small"
            aria-disabled={isRefreshing || undefined}
            onClick={() => moderation.send({ type: 'lists.refresh' })}
          >
            {isRefreshing ? da.moderation.refreshing : da.moderation.refresh}
          </button>
        </div>
        {failure ? (
          <div className="alert alert--error moderation__failure" role="alert">
            <p className="alert__text">
              {da.moderation.refused(
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
        {refreshError ? (
          <p className="moderation__stale">
            {da.moderation.refreshFailed(
              da.errors.statusLine(refreshError.status, refreshError.statusText),
            )}
          </p>
        ) : null}
        <Announcer />
        <Outlet />
      </div>
    </ModerationContext.Provider>
  );
}

/** A tab's count: reads only its own number, so a moderation re-renders two counts and no link. */
function TabCount({ list }: { list: ListKey }) {
  const count = useSelector(useModeration(), (s) => selectCount(s, list));
  return <span className="moderation-tabs__count">{count}</span>;
}

/** What the screen reader hears (polite): moves, changes and refusals. */
function Announcer() {
  const announcement = useSelector(useModeration(), selectAnnouncement);
  return (
    <p className="visually-hidden" aria-live="polite" data-testid="moderation-announcer">
      {announcementText(announcement)}
    </p>
  );
}

function announcementText(announcement: Announcement | null): string {
  if (!announcement) return '';
  if (announcement.kind === 'focus') {
    return da.moderation.announceFocus(announcement.position, announcement.total, announcement.txt);
  }
  if (announcement.kind === 'refused') return da.moderation.announceRefused(announcement.txt);
  return da.moderation.announceChange[announcement.change](announcement.txt);
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
