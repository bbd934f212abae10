// One moderation list (a tab): loading text, error, the loaded rows with 'Vis flere' for the next
// page, the selection with 'Acceptér valgte' / 'Afvis valgte', and keyboard moderation — j/k or
// ↓/↑ move, a accepts, r rejects, m toggles metadata. Keys become chart events; the chart moves
// the cursor and announces it (aria-live, in ModerationPage).
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import * as da from '../../copy/da';
import {
  selectCount,
  selectCursors,
  selectHasMore,
  selectIsLoadingLists,
  selectIsRefreshing,
  selectList,
  selectLoadError,
  selectQueue,
  selectSelected,
  selectStatementVotes,
} from '../../machines/moderation/moderation.selectors';
import { isAllowed, type ListKey } from '../../machines/moderation/moderationLists';
import { ErrorNotice } from '../common/ErrorNotice';
import { Spinner } from '../common/Spinner';
import { CommentRow } from './CommentRow';
import { useModeration } from './moderationActor';
import { BusyButton } from '../common/BusyButton';

const NO_GROUPS: readonly { id: number }[] = [];
const MOVE_KEYS: Record<string, number> = { j: 1, ArrowDown: 1, k: -1, ArrowUp: -1 };
/** 'Acceptér valgte' and 'Afvis valgte', each shown where its action is allowed on the list. */
const BULK_ACTIONS = [
  {
    action: 'accept',
    event: 'selection.accept',
    variant: 'primary',
    label: da.moderation.acceptSelected,
  },
  {
    action: 'reject',
    event: 'selection.reject',
    variant: 'secondary',
    label: da.moderation.rejectSelected,
  },
] as const;

export function CommentList({ list }: { list: ListKey }) {
  const moderation = useModeration();
  const isLoading = useSelector(moderation, selectIsLoadingLists);
  const loadError = useSelector(moderation, selectLoadError);
  // Narrow on purpose: this tab renders again only when its own list, cursor or page changes.
  const rows = useSelector(moderation, (s) => selectList(s, list));
  const cursor = useSelector(moderation, selectCursors)[list];
  const total = useSelector(moderation, (s) => selectCount(s, list));
  const hasMore = useSelector(moderation, (s) => selectHasMore(s, list));
  const isRefreshing = useSelector(moderation, selectIsRefreshing);
  const queue = useSelector(moderation, selectQueue);
  const selectedTids = useSelector(moderation, selectSelected);
  const votes = useSelector(moderation, selectStatementVotes);
  const sectionRef = useRef<HTMLElement>(null);
  const saving = useMemo(
    () => new Set(queue.flatMap((op) => op.comments.map((c) => c.tid))),
    [queue],
  );
  const selected = useMemo(() => new Set(selectedTids), [selectedTids]);
  const chosen = rows.filter((c) => selected.has(c.tid)).length;

  // Keyboard focus follows the cursor — only while the list (rows or pager) has focus, or just
  // lost it because the focused comment moved to another list; never stealing it from elsewhere.
  useEffect(() => {
    const element = sectionRef.current;
    if (!element || cursor === null) return;
    const active = document.activeElement;
    if (active && active !== document.body && !element.contains(active)) return;
    // Not when focus is already inside the cursor's row (its checkbox or a button was clicked).
    const row = element.querySelector<HTMLElement>(`[data-tid="${cursor}"]`);
    if (row && !row.contains(active)) row.focus();
  }, [cursor]);

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

  const focusTid = cursor !== null && rows.some((c) => c.tid === cursor) ? cursor : rows[0]?.tid;

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
    if (type === 'comment.reject') moderation.send({ type, tid, origin: 'keyboard' });
    else moderation.send({ type, tid });
  };

  return (
    <section ref={sectionRef} className="comment-list" aria-label={da.moderation.listLabel[list]}>
      {rows.length === 0 ? (
        <p className="empty-state">{da.moderation.empty[list]}</p>
      ) : (
        <>
          <div
            className="comment-list__bulk wrap-row"
            role="group"
            aria-label={da.moderation.bulkLabel}
          >
            <label className="comment-list__all">
              <input
                type="checkbox"
                checked={chosen === rows.length}
                onChange={(event) =>
                  moderation.send({ type: 'selection.all', list, on: event.target.checked })
                }
              />
              {da.moderation.selectAll}
            </label>
            <span className="comment-list__chosen">{da.moderation.selectedCount(chosen)}</span>
            {BULK_ACTIONS.filter(({ action }) => isAllowed(action, list)).map((bulk) => (
              <button
                key={bulk.action}
                type="button"
                className={`button button--small button--${bulk.variant}`}
                disabled={chosen === 0}
                onClick={() => moderation.send({ type: bulk.event, list })}
              >
                {bulk.label}
              </button>
            ))}
          </div>
          <p className="comment-list__help" id={`keyboard-help-${list}`}>
            {da.moderation.keyboardHelp}
          </p>
          <ul
            className="comment-list__rows"
            aria-label={da.moderation.listLabel[list]}
            aria-describedby={`keyboard-help-${list}`}
            onKeyDown={onKeyDown}
          >
            {rows.map((comment) => (
              <CommentRow
                key={comment.tid}
                list={list}
                comment={comment}
                isCurrent={comment.tid === focusTid}
                isSaving={saving.has(comment.tid)}
                isSelected={selected.has(comment.tid)}
                votes={votes?.statements[comment.tid]}
                groups={votes?.groups ?? NO_GROUPS}
              />
            ))}
          </ul>
          <div className="comment-list__more wrap-row">
            <span>{da.moderation.showing(rows.length, Math.max(total ?? 0, rows.length))}</span>
            {hasMore ? (
              <BusyButton
                className="button button--secondary button--small"
                busy={isRefreshing}
                label={da.moderation.more}
                busyLabel={da.moderation.loadingMore}
                onClick={() => moderation.send({ type: 'list.more', list })}
              />
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
