// The shared access code, asked for in a modal before the sign-in page is shown
// (docs/behaviour.md#accesscode). The text field mirrors the chart's `code`; the chart clears it
// after a wrong code.
import { useEffect, useRef } from 'react';
import { AppLink } from '../app/navigationContext';
import * as da from '../../copy/da';
import {
  selectCode,
  selectIsVerifying,
  selectProblem,
  selectRetryAfterSeconds,
  type AccessCodeProblem,
} from '../../machines/signin/accessCode.machine';
import { AccessCodeContext } from '../app/actorContexts';
import { ModalDialog } from '../common/ModalDialog';
import { SubmitButton } from '../common/SubmitButton';
import { Form } from '../common/Form';

function problemText(problem: AccessCodeProblem, retryAfterSeconds: number): string {
  if (problem === 'throttled') return da.accessCode.throttled(retryAfterSeconds);
  return {
    empty: da.accessCode.empty,
    wrong: da.accessCode.wrong,
    unavailable: da.accessCode.unavailable,
  }[problem];
}

export function AccessCodeDialog() {
  const gate = AccessCodeContext.useActorRef();
  const code = AccessCodeContext.useSelector(selectCode);
  const problem = AccessCodeContext.useSelector(selectProblem);
  const isVerifying = AccessCodeContext.useSelector(selectIsVerifying);
  const retryAfterSeconds = AccessCodeContext.useSelector(selectRetryAfterSeconds);
  const inputRef = useRef<HTMLInputElement>(null);

  // After a rejected code the (now empty) field takes focus again, ready for the next try.
  useEffect(() => {
    if (problem) inputRef.current?.focus();
  }, [problem]);

  return (
    <ModalDialog title={da.accessCode.title} intro={da.accessCode.intro} initialFocusRef={inputRef}>
      <Form onSubmit={() => !isVerifying && gate.send({ type: 'code.submit' })}>
        <div className="field">
          <label htmlFor="access-code-input" className="field__label">
            {da.accessCode.label}
          </label>
          <input
            ref={inputRef}
            id="access-code-input"
            className="field__input"
            type="password"
            autoComplete="off"
            spellCheck={false}
            value={code}
            readOnly={isVerifying}
            aria-invalid={problem === 'wrong' || problem === 'empty' ? true : undefined}
            aria-describedby={problem ? 'access-code-problem' : undefined}
            onChange={(event) => gate.send({ type: 'code.change', value: event.target.value })}
          />
          {problem ? (
            <p id="access-code-problem" className="field__error" role="alert">
              {problemText(problem, retryAfterSeconds)}
            </p>
          ) : null}
        </div>
        <div className="modal__actions">
          <AppLink to="/home" className="button button--ghost">
            {da.accessCode.cancel}
          </AppLink>
          <SubmitButton
            busy={isVerifying}
            label={da.accessCode.submit}
            busyLabel={da.accessCode.verifying}
          />
        </div>
      </Form>
    </ModalDialog>
  );
}
