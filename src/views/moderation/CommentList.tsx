// One moderation list (a tab): loading text, error, the rows of the cursor's page, paging, and
// keyboard moderation — j/k or ↓/↑ move, a accepts, r rejects, m toggles metadata. Keys become
// chart events; the chart moves the cursor and announces it (aria-live, in ModerationPage).
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import * as da from '../../copy/da';
import {
  selectCursors,
  selectIsLoadingLists,
  selectList,
  selectLoadError,
  selectPage,
  selectQueue,
  selectStatementVotes,
} from '../../machines/moderation.selectors';
import {
  firstOfPage,
  PAGE_SIZE,
  PENDING_CAP,
  rowsOfPage,
  visibleOf,
  type ListKey,
} from '../../machines/rules/moderationLists';
import { ErrorNotice } from '../common/ErrorNotice';
import { Spinner } from '../common/Spinner';
import { CommentRow } from './CommentRow';
import { useModeration } from './moderationActor';

const NO_GROUPS: readonly { id: number }[] = [];
const MOVE_KEYS: Record<string, number> = { j: 1, ArrowDown: 1, k: -1, ArrowUp: -1 };

export function CommentList({ list }: { list: ListKey }) {
  const moderation = useModeration();
  const isLoading = useSelector(moderation, selectIsLoadingLists);
  const loadError = useSelector(moderation, selectLoadError);
  // Narrow on purpose: this tab renders again only when its own list, cursor or page changes.
  const all = useSelector(moderation, (s) => selectList(s, list));
  const cursor = useSelector(moderation, selectCursors)[list];
  const page = useSelector(moderation, (s) => selectPage(s, list));
  const queue = useSelector(moderation, selectQueue);
  const votes = useSelector(moderation, selectStatementVotes);
  const sectionRef = useRef<HTMLElement>(null);
  const rows = useMemo(() => visibleOf(list, all), [all, list]);
  const shown = useMemo(() => rowsOfPage(rows, page), [rows, page]);
  const saving = useMemo(() => new Set(queue.map((op) => op.tid)), [queue]);

  // Keyboard focus follows the cursor — only while the list (rows or pager) has focus, or just
  // lost it because the focused comment moved to another list; never stealing it from elsewhere.
  useEffect(() => {
    const element = sectionRef.current;
    if (!element || cursor === null) return;
    const active = document.activeElement;
    if (active && active !== document.body && !element.contains(active)) return;
    element.querySelector<HTMLElement>(`[data-tid="${cursor}"]`)?.focus();
  }, [cursor, page]);

  if (isLoading) return <Spinner label={da.moderation.loading[list]} />;
  if (loadError) {
    return (
      <ErrorNotice
        retryLabel={da.moderation.retry}
        onRetry={() => moderation.send({ type: 'lists.refresh' })}
      >
        {da.moderation.loadFailed(da.errors.statusLine(loadError.status, loadError.statusText))}
      </ErrorNotice>
    );
  }

  const pages = Math.ceil(rows.length / PAGE_SIZE);
  const focusTid = cursor !== null && shown.some((c) => c.tid === cursor) ? cursor : shown[0]?.tid;

  const showPage = (next: number) => {
    const tid = firstOfPage(moderation.getSnapshot().context.lists, list, next);
    if (tid !== null) moderation.send({ type: 'cursor.set', list, tid });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const delta = MOVE_KEYS[event.key];
    if (delta !== undefined) {
      event.preventDefault();
      moderation.send({ type: 'cursor.move', list, delta });
      return;
    }
    const tid = cursor ?? focusTid;
    if (tid === undefined) return;
    const type =
      event.key === 'a'
        ? 'comment.accept'
        : event.key === 'r'
          ? 'comment.reject'
          : event.key === 'm'
            ? 'comment.toggleMeta'
            : null;
    if (!type) return;
    event.preventDefault();
    moderation.send({ type, tid });
  };

  return (
    <section ref={sectionRef} className="comment-list" aria-label={da.moderation.listLabel[list]}>
      {list === 'pending' ? <p className="comment-list__cap">{da.moderation.pendingCap}</p> : null}
      {rows.length === 0 ? (
        <p className="empty-state">{da.moderation.empty[list]}</p>
      ) : (
        <>
          <p className="comment-list__help" id={`keyboard-help-${list}`}>
            {da.moderation.keyboardHelp}
          </p>
          <ul
            className="comment-list__rows"
            aria-label={da.moderation.listLabel[list]}
            aria-describedby={`keyboard-help-${list}`}
            onKeyDown={onKeyDown}
          >
            {shown.map((comment) => (
              <CommentRow
                key={comment.tid}
                list={list}
                comment={comment}
                isCurrent={comment.tid === focusTid}
                isSaving={saving.has(comment.tid)}
                votes={votes?.statements[comment.tid]}
                groups={votes?.groups ?? NO_GROUPS}
              />
            ))}
          </ul>
          {pages > 1 ? (
            <nav className="comment-list__pages" aria-label={da.moderation.pagesLabel}>
              <button
                type="button"
                className="button button--secondary button--small"
                disabled={page === 0}
                onClick={() => showPage(page - 1)}
              >
                {da.moderation.previousPage}
              </button>
              <span>
                {da.moderation.page(
                  page * PAGE_SIZE + 1,
                  Math.min(rows.length, (page + 1) * PAGE_SIZE),
                  list === 'pending' ? Math.min(rows.length, PENDING_CAP) : rows.length,
                )}
              </span>
              <button
                type="button"
                className="button button--secondary button--small"
                disabled={page >= pages - 1}
                onClick={() => showPage(page + 1)}
              >
                {da.moderation.nextPage}
              </button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}
