// "Ligner udsagn #123 — stem på det i stedet?": before a statement is sent, the shown statement it
// nearly repeats, with agree / disagree / pass on that one right here, or 'Send alligevel'. The
// statementSubmit chart decides when it shows and does the voting; this only renders it. Focus
// moves to its heading when it appears, so a keyboard or screen-reader user lands on the choice.
import { useEffect, useId, useRef } from 'react';
import type { VoteValue } from '../../../../contract/types';
import * as da from '../../../copy/da';
import type { SimilarStatement } from '../../../api/public/participation/participation';
import type { ResponseProblem } from '../../../machines/common/responseText';
import { voteValueOf } from '../../../machines/public/participation/participationRules';
import { GuardedButton } from '../../common/GuardedButton';
import { voteErrorText } from './participationText';
import { VoteButtons } from './VoteButtons';

export function SimilarPrompt({
  similar,
  voting,
  voteError,
  onVote,
  onSendAnyway,
}: {
  similar: SimilarStatement;
  voting: boolean;
  voteError: ResponseProblem | null;
  onVote: (vote: VoteValue) => void;
  onSendAnyway: () => void;
}) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [similar.tid]);

  return (
    <section className="similar-prompt" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="similar-prompt__heading" ref={heading} tabIndex={-1}>
        {da.participation.form.similarHeading(similar.tid)}
      </h3>
      <p className="similar-prompt__intro">{da.participation.form.similarIntro}</p>
      <blockquote id={`${id}-statement`} className="similar-prompt__statement">
        {similar.txt}
      </blockquote>
      <div
        className="similar-prompt__votes"
        role="group"
        aria-label={da.participation.form.similarVoteLabel(similar.tid)}
        aria-describedby={`${id}-statement`}
      >
        <VoteButtons
          busy={voting}
          className="similar-prompt__vote"
          onVote={(choice) => onVote(voteValueOf(choice))}
        />
      </div>
      <p className="similar-prompt__status" role="status">
        {voting ? da.participation.form.votingInstead : ''}
      </p>
      {voteError ? (
        <div className="alert alert--error similar-prompt__error" role="alert">
          <p className="alert__text">{voteErrorText(voteError)}</p>
        </div>
      ) : null}
      <p className="similar-prompt__or">{da.participation.form.similarOr}</p>
      <GuardedButton
        className="button button--secondary similar-prompt__send"
        inactive={voting}
        onClick={onSendAnyway}
      >
        {da.participation.form.sendAnyway}
      </GuardedButton>
    </section>
  );
}
