// One comment in a moderation list: the box that selects it, its text, its votes (in all and per
// opinion group), the buttons its list offers, the metadata checkbox (with a link to what metadata
// statements are), and the automatic moderator's flag and why, if any. A pending statement that
// nearly repeats an accepted one is marked "Ligner #123" (the original's text on hover, and in full
// when opened, with "Afvis som gentagelse af #123"); a statement rejected so says which it repeats.
// Memoised: its props are the comment (the same object until that comment changes), its list and
// two booleans, and it sends to the chart from the context, so accepting one comment re-renders
// only the rows whose own props changed (the next row, now current, and one joining the page).
import { memo } from 'react';
import type { VoteSplit } from '../../../contract/statementVotes';
import type { ModerationComment } from '../../../contract/moderationList';
import * as da from '../../copy/da';
import type { ListKey } from '../../machines/moderation/moderationLists';
import { useModeration } from './moderationActor';
import { StatementVotes } from './StatementVotes';

export const CommentRow = memo(function CommentRow({
  list,
  comment,
  isCurrent,
  isSaving,
  isSelected,
  votes,
  groups,
}: {
  list: ListKey;
  comment: ModerationComment;
  isCurrent: boolean;
  isSaving: boolean;
  isSelected: boolean;
  /** The same object until a fetch brings new counts, so the memo holds. */
  votes: (VoteSplit & { groups: Record<string, VoteSplit> }) | undefined;
  groups: readonly { id: number }[];
}) {
  const moderation = useModeration();
  const { tid } = comment;
  const metaId = `meta-${list}-${tid}`;
  const flagged = !comment.active;
  const near = comment.near_duplicate;
  const reasons = [
    ...new Set((comment.flag_reasons ?? []).map((r) => da.moderation.flagReasons[r])),
  ];
  const counts = {
    agree: comment.agree_count,
    disagree: comment.disagree_count,
    pass: comment.pass_count,
  };

  return (
    <li
      className={`comment-row${isCurrent ? ' comment-row--current' : ''}${flagged ? ' comment-row--flagged' : ''}`}
      data-tid={tid}
      tabIndex={isCurrent ? 0 : -1}
      aria-busy={isSaving || undefined}
      onFocus={() => moderation.send({ type: 'cursor.set', list, tid })}
    >
      <input
        type="checkbox"
        className="comment-row__select"
        checked={isSelected}
        aria-label={da.moderation.select(comment.txt)}
        onChange={() => moderation.send({ type: 'selection.toggle', tid })}
      />
      <p className="comment-row__text">{comment.txt}</p>
      <p className="comment-row__meta wrap-row">
        <span>{da.moderation.commentNumber(tid)}</span>
        {comment.is_seed ? <span className="tag">{da.moderation.seed}</span> : null}
        {isSaving ? <span className="comment-row__saving">{da.moderation.saving}</span> : null}
      </p>
      <StatementVotes counts={counts} votes={votes} groups={groups} />
      {flagged ? <p className="comment-row__flag">{da.moderation.flagged}</p> : null}
      {reasons.length ? (
        <p className="comment-row__reasons wrap-row">
          {da.moderation.flagReasonsLabel}{' '}
          {reasons.map((reason) => (
            <span key={reason} className="tag">
              {reason}
            </span>
          ))}
        </p>
      ) : null}
      {near && list === 'pending' ? (
        <details className="comment-row__near">
          <summary className="tag tag--near" title={near.txt}>
            {da.moderation.nearDuplicate(near.tid)}
          </summary>
          <div className="comment-row__near-body">
            <p className="comment-row__near-intro">{da.moderation.nearDuplicateIntro(near.tid)}</p>
            <blockquote className="comment-row__near-text">{near.txt}</blockquote>
            <button
              type="button"
              className="button button--small button--secondary"
              onClick={() =>
                moderation.send({ type: 'comment.reject', tid, duplicateOf: near.tid })
              }
            >
              {da.moderation.rejectAsDuplicate(near.tid)}
            </button>
          </div>
        </details>
      ) : null}
      {comment.duplicate_of !== null && list === 'rejected' ? (
        <p className="comment-row__duplicate">{da.moderation.duplicateOf(comment.duplicate_of)}</p>
      ) : null}
      <div className="comment-row__actions wrap-row">
        {list !== 'accepted' ? (
          <button
            type="button"
            className={`button button--small ${list === 'pending' ? 'button--primary' : 'button--secondary'}`}
            onClick={() => moderation.send({ type: 'comment.accept', tid })}
          >
            {list === 'pending' ? da.moderation.accept : da.moderation.acceptAgain}
          </button>
        ) : null}
        {list !== 'rejected' ? (
          <button
            type="button"
            className="button button--small button--secondary"
            onClick={() => moderation.send({ type: 'comment.reject', tid })}
          >
            {list === 'pending' ? da.moderation.reject : da.moderation.rejectAgain}
          </button>
        ) : null}
        <span className="comment-row__metabox">
          <input
            id={metaId}
            type="checkbox"
            checked={comment.is_meta}
            onChange={() => moderation.send({ type: 'comment.toggleMeta', tid })}
          />
          <label htmlFor={metaId}>{da.moderation.meta}</label>
          <a href={da.moderation.metaUrl} target="_blank" rel="noopener noreferrer">
            {da.moderation.metaLink}
            <span className="visually-hidden"> {da.moderation.opensInNewTab}</span>
          </a>
        </span>
      </div>
    </li>
  );
});
