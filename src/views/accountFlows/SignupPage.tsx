// /account/signup: self-service sign-up for the allowed e-mail domains. Renders the signup chart.
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import * as da from '../../copy/da';
import {
  signupMachine,
  selectEmail,
  selectPhase,
  selectProblem,
} from '../../machines/signup.machine';
import { ErrorNotice } from '../common/ErrorNotice';
import { useAppInspect } from '../common/inspectContext';
import { FormField } from './FormField';

export function SignupPage() {
  const actor = useActorRef(signupMachine, { inspect: useAppInspect() });
  const phase = useSelector(actor, selectPhase);
  const email = useSelector(actor, selectEmail);
  const problem = useSelector(actor, selectProblem);
  const t = da.signup;
  const sending = phase === 'sending';
  const fieldError =
    problem === 'blank'
      ? t.blank
      : problem && typeof problem === 'object' && problem.field === 'email'
        ? problem.message
        : null;
  const formError =
    problem === 'unavailable'
      ? t.unavailable
      : problem && typeof problem === 'object' && problem.field === null
        ? problem.message
        : null;
  return (
    <div className="page page--narrow">
      <div className="card card--padded">
        <h1>{phase === 'sent' ? t.sentHeading : t.heading}</h1>
        {phase === 'sent' ? (
          <p role="status">{t.sent(email.trim())}</p>
        ) : (
          <>
            <p>{t.intro}</p>
            {formError ? <ErrorNotice>{formError}</ErrorNotice> : null}
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                if (!sending) actor.send({ type: 'email.submit' });
              }}
            >
              <FormField
                id="signup-email"
                label={t.emailLabel}
                type="email"
                autoComplete="email"
                value={email}
                error={fieldError}
                readOnly={sending}
                onChange={(value) => actor.send({ type: 'email.change', value })}
              />
              <button
                type="submit"
                className="button button--primary"
                aria-disabled={sending || undefined}
              >
                {sending ? t.sending : t.submit}
              </button>
            </form>
          </>
        )}
        <p>
          <Link to="/signin">{t.back}</Link>
        </p>
      </div>
    </div>
  );
}
