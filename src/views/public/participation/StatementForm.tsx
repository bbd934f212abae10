// A statement of the participant's own (write_type 1): at most the conversation's statement limit
// (comment_max_length, 140 by default) with the live counter 'n / 140 tegn', blank refused, the server's message on a refusal, and the text kept until it is
// sent. The statementSubmit chart holds the text and does the sending. `frozen`: the conversation
// closed while the participant was here; what they typed stays readable, nothing can be sent.
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import * as da from '../../../copy/da';
import {
  selectSimilar,
  selectStatementError,
  selectStatementMax,
  selectStatementPhase,
  selectStatementRefused,
  selectStatementText,
  selectVoteError,
  statementSubmitMachine,
} from '../../../machines/public/participation/statementSubmit.machine';
import { PARTICIPANT_WARN_WITHIN } from '../../../machines/common/statementText';
import { StatementField } from '../../common/StatementField';
import { useScreenActor } from '../../common/useScreenActor';
import { statementErrorText } from './participationText';
import { SimilarPrompt } from './SimilarPrompt';
import { Form } from '../../common/Form';
import { HeadedSection } from '../../common/HeadedSection';
import './statementForm.css';

export function StatementForm({
  conversationId,
  maxLength,
  frozen,
  strictModeration,
}: {
  conversationId: string;
  maxLength: number;
  frozen: boolean;
  strictModeration: boolean;
}) {
  const statement = useScreenActor(statementSubmitMachine, {
    input: { conversationId, maxLength },
  });
  const max = useSelector(statement, selectStatementMax);
  const phase = useSelector(statement, selectStatementPhase);
  const text = useSelector(statement, selectStatementText);
  const refused = useSelector(statement, selectStatementRefused);
  const error = useSelector(statement, selectStatementError);
  const similar = useSelector(statement, selectSimilar);
  const voteError = useSelector(statement, selectVoteError);
  const id = useId();

  if (frozen && text.trim() === '') return null;

  const busy = phase !== 'idle' && phase !== 'failed';
  const offering = similar !== null && (phase === 'similar' || phase === 'votingInstead');

  return (
    <HeadedSection block="statement-form" title={da.participation.form.heading}>
      <p id={`${id}-guidance`} className="statement-form__guidance">
        {frozen ? da.participation.form.frozen : da.participation.form.guidance}
      </p>
      <Form onSubmit={() => !frozen && statement.send({ type: 'statement.submit' })}>
        <StatementField
          id={id}
          className="field statement-form__field"
          textClassName="statement-form__text"
          label={da.participation.form.label}
          text={text}
          max={max}
          warnWithin={PARTICIPANT_WARN_WITHIN}
          counter={da.participation.form.counter(text.length, max)}
          rows={3}
          readOnly={
            frozen || phase === 'checking' || phase === 'submitting' || phase === 'votingInstead'
          }
          guidanceId={`${id}-guidance`}
          errorId={refused ? `${id}-blank` : null}
          onChange={(value) => statement.send({ type: 'statement.change', text: value })}
        >
          {refused ? (
            <p id={`${id}-blank`} className="field__error" role="alert">
              {da.participation.form.blank}
            </p>
          ) : null}
        </StatementField>
        {error ? (
          <div className="alert alert--error statement-form__error" role="alert">
            <p className="alert__text">{statementErrorText(error)}</p>
            <p className="alert__detail">{da.participation.form.keptHint}</p>
          </div>
        ) : null}
        {offering && !frozen ? (
          <SimilarPrompt
            similar={similar}
            voting={phase === 'votingInstead'}
            voteError={voteError}
            onVote={(vote) => statement.send({ type: 'similar.vote', vote })}
            onSendAnyway={() => statement.send({ type: 'similar.send' })}
          />
        ) : null}
        {frozen || offering ? null : (
          <div className="statement-form__actions wrap-row">
            <button
              type="submit"
              className={`button button--primary statement-form__submit${
                phase === 'submitted' ? ' statement-form__submit--done' : ''
              }`}
              aria-disabled={busy || undefined}
            >
              {phase === 'checking'
                ? da.participation.form.checking
                : phase === 'submitting'
                  ? da.participation.form.submitting
                  : phase === 'submitted'
                    ? da.participation.form.sent
                    : da.participation.form.submit}
            </button>
            <p
              className={
                strictModeration || phase === 'votedInstead' || phase === 'submitted'
                  ? 'statement-form__moderated'
                  : 'visually-hidden'
              }
              role="status"
            >
              {phase === 'votedInstead' && similar
                ? da.participation.form.votedInstead(similar.tid)
                : phase === 'submitted'
                  ? strictModeration
                    ? da.participation.form.submittedModerated
                    : da.participation.form.submitted
                  : ''}
            </p>
          </div>
        )}
      </Form>
    </HeadedSection>
  );
}
