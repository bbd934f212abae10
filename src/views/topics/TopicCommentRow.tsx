// One comment of a topic: a real checkbox inside a label that spans the row, so a click anywhere
// on the row, Space, or Enter (added below) selects it. Memoised, with a selector that answers
// only "is this row selected?", so a row re-renders only when its own selection changes.
import { useSelector } from '@xstate/react';
import { memo, type KeyboardEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { TopicComment } from '../../../contract/types';
import * as da from '../../copy/da';
import { topicCommentsMachine } from '../../machines/topics/topicComments.machine';
import { selectIsSelected } from '../../machines/topics/topicComments.selectors';
import { formatPosition, statusLabel } from './topicText';

const t = da.topics.comments;

export const CommentRow = memo(function CommentRow({
  comment,
  actor,
}: {
  comment: TopicComment;
  actor: ActorRefFrom<typeof topicCommentsMachine>;
}) {
  const id = comment.comment_id;
  const selected = useSelector(actor, (s) => selectIsSelected(s, id));
  const toggle = () => actor.send({ type: 'selection.toggle', commentId: id });
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Space toggles a checkbox natively; Enter does too here, as the row is one control.
    if (event.key === 'Enter') {
      event.preventDefault();
      toggle();
    }
  };
  const status = comment.moderation_status;

  return (
    <li className={selected ? 'topic-comment topic-comment--selected' : 'topic-comment'}>
      <label className="topic-comment__label">
        <input
          type="checkbox"
          className="topic-comment__check"
          checked={selected}
          onChange={toggle}
          onKeyDown={onKeyDown}
        />
        <span className="topic-comment__body">
          <span className="topic-comment__text">{comment.comment_text}</span>
          <span className="topic-comment__facts">
            <span>{t.number(id)}</span>
            {comment.votes !== null ? <span>{t.votes(comment.votes)}</span> : null}
          </span>
        </span>
        <span className={`topic-status topic-status--${status}`}>{statusLabel(status)}</span>
      </label>
      {/* The model's own numbers, for whoever needs them: out of the reader's way. */}
      <details className="topic-comment__details">
        <summary>{t.details}</summary>
        <span className="topic-comment__facts">
          <span>
            {t.id}: {id}
          </span>
          <span>
            {t.cluster}: {comment.cluster_id}
          </span>
          <span>
            {t.layer}: {comment.layer_id}
          </span>
          <span>
            {t.position}: {formatPosition(comment.umap_x, comment.umap_y)}
          </span>
        </span>
      </details>
    </li>
  );
});
