// One statement to vote on: "Udsagn n af m", the text, and 'Enig' / 'Uenig' / 'Spring over'. The
// text and progress sit in a polite live region, so a screen reader reads the next statement
// while focus stays on the button just used. While a vote is on its way the buttons are
// aria-disabled (still focusable) and a status line says so — also while a vote that met an
// outage waits to be sent again by itself. Where the owner turned importance on, a toggle button
// 'Vigtigt for mig' (aria-pressed) sits above the three: it marks the statement, and the mark goes
// with whichever vote follows.
import type { RefObject } from 'react';
import { useId } from 'react';
import type { NextComment } from '../../../../contract/types';
import * as da from '../../../copy/da';
import type {
  Progress,
  VoteChoice,
} from '../../../machines/public/participation/participationRules';
import type { ResponseProblem } from '../../../machines/common/responseText';
import { GuardedButton } from '../../common/GuardedButton';
import { voteErrorText, voteRetryText } from './participationText';
import { VoteButtons } from './VoteButtons';

export function VotingCard({
  comment,
  progress,
  pendingVote,
  error,
  retry,
  cardRef,
  importance,
  onVote,
  onToggleImportant,
}: {
  comment: NextComment;
  progress: Progress;
  pendingVote: VoteChoice | null;
  error: ResponseProblem | null;
  /** Why the pending vote waits to be sent again (an outage), while it does. */
  retry: ResponseProblem | null;
  cardRef: RefObject<HTMLElement | null>;
  /** null: the conversation does not offer 'Vigtigt for mig'. */
  importance: { on: boolean; canToggle: boolean } | null;
  onVote: (vote: VoteChoice) => void;
  onToggleImportant: () => void;
}) {
  const id = useId();
  const isSaving = pendingVote !== null;
  const percent = Math.round(((progress.position - 1) / progress.total) * 100);
  return (
    <section className="vote-card" aria-labelledby={`${id}-progress`} ref={cardRef} tabIndex={-1}>
      <div aria-live="polite" aria-atomic="true">
        <p id={`${id}-progress`} className="vote-card__progress">
          {da.participation.progress(progress.position, progress.total)}
        </p>
        <blockquote className="vote-card__statement">
          <p>{comment.txt}</p>
        </blockquote>
      </div>
      <div className="vote-card__bar" aria-hidden="true">
        <span className="vote-card__bar-fill" style={{ width: `${percent}%` }} />
      </div>
      {importance ? (
        <div className="vote-card__importance wrap-row">
          <GuardedButton
            className={`button button--small importance-toggle ${importance.on ? 'button--primary' : 'button--secondary'}`}
            aria-pressed={importance.on}
            aria-describedby={`${id}-importance`}
            inactive={!importance.canToggle}
            onClick={onToggleImportant}
          >
            <span className="importance-toggle__mark" aria-hidden="true">
              {importance.on ? '★' : '☆'}
            </span>
            {da.participation.important}
          </GuardedButton>
          <p id={`${id}-importance`} className="vote-card__importance-hint">
            {da.participation.importantHint}
          </p>
        </div>
      ) : null}
      <div className="vote-card__buttons" role="group" aria-label={da.participation.voteGroupLabel}>
        <VoteButtons busy={isSaving} pending={pendingVote} onVote={onVote} />
      </div>
      <p className="vote-card__status" role="status">
        {retry ? voteRetryText(retry) : isSaving ? da.participation.saving : ''}
      </p>
      {error ? (
        <div className="alert alert--error vote-card__error" role="alert">
          <p className="alert__text">{voteErrorText(error)}</p>
          <p className="alert__detail">{da.participation.voteFailedHint}</p>
        </div>
      ) : null}
    </section>
  );
}
