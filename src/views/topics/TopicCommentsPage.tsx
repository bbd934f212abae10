// One topic's comments (docs/behaviour.md#topiccomments): back link, 'Emne: {name}' (the key where the
// server sends no name), the count,
// select-all, the bulk buttons and a selectable row per comment. The topicComments chart owns
// the comments and the selection; each row asks the chart only about itself.
import { useSelector } from '@xstate/react';
import { Link, useParams } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { TopicAction } from '../../../contract/types';
import * as da from '../../copy/da';
import { topicCommentsMachine } from '../../machines/topics/topicComments.machine';
import {
  selectAllSelected,
  selectApplying,
  selectCanModerateComments,
  selectComments,
  selectCommentsError,
  selectCommentsView,
  selectSelectedCount,
  selectSelectionNotice,
  selectTopicTitle,
} from '../../machines/topics/topicComments.selectors';
import { RemovalConfirm, type RemovalGuardActor } from '../common/RemovalConfirm';
import { useScreenActor } from '../common/useScreenActor';
import { UndoBar } from './UndoBar';
import { useAdminConversation } from '../conversationAdmin';
import { CommentRow } from './TopicCommentRow';
import { TopicNotice } from './TopicNotice';
import { TopicsUnavailable } from './TopicsUnavailable';
import { TopicLoadStates } from './TopicLoadFailure';
import { topicsBase } from './topicText';
import './topicComments.css';

const t = da.topics.comments;

type SelectionActor = ActorRefFrom<typeof topicCommentsMachine>;

const BULK: ReadonlyArray<{ action: TopicAction; label: string }> = [
  { action: 'accept', label: t.accept },
  { action: 'reject', label: t.reject },
  { action: 'meta', label: t.meta },
];

export function TopicCommentsPage() {
  const { topicKey = '' } = useParams();
  // Another topic is another chart (and the old one's request is aborted).
  return <TopicComments key={topicKey} topicKey={topicKey} />;
}

function TopicComments({ topicKey }: { topicKey: string }) {
  const { conversationId } = useAdminConversation();
  const actor = useScreenActor(topicCommentsMachine, {
    input: { conversationId, topicKey },
  });
  const view = useSelector(actor, selectCommentsView);
  const count = useSelector(actor, (s) => selectComments(s).length);
  const error = useSelector(actor, selectCommentsError);
  const title = useSelector(actor, selectTopicTitle);

  return (
    <section className="topic-comments" aria-labelledby="topic-comments-heading">
      <p className="back-link">
        <Link to={topicsBase(conversationId)}>{t.back}</Link>
      </p>
      <header className="topic-comments__header">
        <h2 id="topic-comments-heading" className="topic-comments__heading">
          {t.heading(title)}
        </h2>
        {view === 'ready' ? <p className="topic-comments__count">{t.count(count)}</p> : null}
      </header>
      <TopicLoadStates
        view={view}
        error={error}
        texts={t}
        onRetry={() => actor.send({ type: 'comments.retry' })}
      />
      {view === 'ready' ? <CommentList actor={actor} /> : null}
    </section>
  );
}

function CommentList({ actor }: { actor: SelectionActor }) {
  const comments = useSelector(actor, selectComments);
  const selected = useSelector(actor, selectSelectedCount);
  const allSelected = useSelector(actor, selectAllSelected);
  const applying = useSelector(actor, selectApplying);
  const notice = useSelector(actor, selectSelectionNotice);
  const canModerate = useSelector(actor, selectCanModerateComments);
  const lastAction = useSelector(actor, (s) => s.context.lastAction);
  const conversationId = useSelector(actor, (s) => s.context.conversationId);
  const guard = useSelector(actor, (s) => s.children.removalGuard as RemovalGuardActor | undefined);

  return (
    <>
      {canModerate ? null : <TopicsUnavailable />}
      <div className="topic-comments__toolbar wrap-row">
        <label className="topic-comments__select-all">
          <input
            type="checkbox"
            checked={allSelected}
            ref={(box) => {
              if (box) box.indeterminate = selected > 0 && !allSelected;
            }}
            onChange={() => actor.send({ type: 'selection.toggleAll' })}
          />
          {t.selectAll(selected)}
        </label>
        <div className="topic-comments__bulk" role="group" aria-label={t.bulkLabel}>
          {(canModerate ? BULK : []).map(({ action, label }) => (
            <button
              key={action}
              type="button"
              className={`button button--small topic-action topic-action--${action}`}
              disabled={selected === 0}
              aria-disabled={applying !== null || undefined}
              onClick={() => actor.send({ type: 'selection.apply', action })}
            >
              {label}
            </button>
          ))}
        </div>
      </div>
      {applying ? <p className="topic-comments__applying">{t.applying}</p> : null}
      <TopicNotice notice={notice} onDismiss={() => actor.send({ type: 'notice.dismiss' })} />
      <RemovalConfirm actor={guard} />
      {lastAction ? (
        <UndoBar
          key={lastAction.actionId}
          conversationId={conversationId}
          actionId={lastAction.actionId}
          summary={da.moderationUndo.statements(lastAction.action, lastAction.changed)}
        />
      ) : null}
      <ul
        className="topic-comments__list"
        aria-label={t.listLabel}
        aria-busy={applying !== null || undefined}
      >
        {comments.map((comment) => (
          <CommentRow key={comment.comment_id} comment={comment} actor={actor} />
        ))}
      </ul>
    </>
  );
}
