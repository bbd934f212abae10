// The page behind /account/signup and /account/forgot: one e-mail field that asks for a link, then
// "check your e-mail". Renders the signup or the forgotPassword chart with its copy.
import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import type * as da from '../../copy/da';
import {
  selectEmail,
  selectPhase,
  selectProblem,
  type EmailLinkMachine,
} from '../../machines/accountFlows/emailLinkChart';
import { ErrorNotice } from '../common/ErrorNotice';
import { useScreenActor } from '../common/useScreenActor';
import { FormField } from './FormField';
import { formNotice, refusalAt } from './refusal';
import { SubmitButton } from '../common/SubmitButton';
import { Form } from '../common/Form';

interface EmailLinkPageProps {
  /** The signup or the forgotPassword chart: both are the "send me a link" chart. */
  machine: EmailLinkMachine;
  copy: typeof da.signup | typeof da.forgotPassword;
  /** The e-mail field's id, unique per page. */
  fieldId: string;
}

export function EmailLinkPage({ machine, copy: t, fieldId }: EmailLinkPageProps) {
  const actor = useScreenActor(machine);
  const phase = useSelector(actor, selectPhase);
  const email = useSelector(actor, selectEmail);
  const problem = useSelector(actor, selectProblem);
  const sending = phase === 'sending';
  const fieldError = problem === 'blank' ? t.blank : refusalAt(problem, 'email');
  const formError = formNotice(problem, t.unavailable);
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
            <Form onSubmit={() => !sending && actor.send({ type: 'email.submit' })}>
              <FormField
                id={fieldId}
                label={t.emailLabel}
                type="email"
                autoComplete="email"
                value={email}
                error={fieldError}
                readOnly={sending}
                onChange={(value) => actor.send({ type: 'email.change', value })}
              />
              <SubmitButton busy={sending} label={t.submit} busyLabel={t.sending} />
            </Form>
          </>
        )}
        <p>
          <Link to="/signin">{t.back}</Link>
        </p>
      </div>
    </div>
  );
}
