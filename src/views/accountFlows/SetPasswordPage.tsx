// /account/password#<token>: choose a password from a one-time link. Renders the setPassword
// chart; the route hands it the token from the address's fragment.
import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import * as da from '../../copy/da';
import {
  selectInvalidReason,
  selectLink,
  selectName,
  selectPassword,
  selectPhase,
  selectProblem,
  setPasswordMachine,
} from '../../machines/accountFlows/setPassword.machine';
import { ErrorNotice } from '../common/ErrorNotice';
import { useScreenActor } from '../common/useScreenActor';
import { Spinner } from '../common/Spinner';
import { FormField } from './FormField';
import { NewPasswordField } from './NewPasswordField';
import { formNotice, refusalAt } from './refusal';
import { SubmitButton } from '../common/SubmitButton';
import { Form } from '../common/Form';

export function SetPasswordPage({ token }: { token: string }) {
  const actor = useScreenActor(setPasswordMachine, { input: { token } });
  const phase = useSelector(actor, selectPhase);
  const link = useSelector(actor, selectLink);
  const password = useSelector(actor, selectPassword);
  const name = useSelector(actor, selectName);
  const problem = useSelector(actor, selectProblem);
  const invalidReason = useSelector(actor, selectInvalidReason);
  const t = da.setPassword;

  if (phase === 'checking') return <Spinner label={t.checking} />;
  if (phase === 'checkFailed' || phase === 'invalid') {
    return (
      <div className="page page--narrow">
        <div className="card card--padded">
          <h1>{t.invalidHeading}</h1>
          {phase === 'checkFailed' ? (
            <ErrorNotice retryLabel={t.retry} onRetry={() => actor.send({ type: 'link.retry' })}>
              {t.checkFailed}
            </ErrorNotice>
          ) : (
            <>
              <p role="alert">{invalidReason}</p>
              <Link to="/account/forgot" className="button button--primary">
                {t.forgot}
              </Link>
            </>
          )}
        </div>
      </div>
    );
  }
  if (phase === 'done') {
    return (
      <div className="page page--narrow">
        <div className="card card--padded">
          <h1>{t.doneHeading}</h1>
          <p>{t.done(link?.email ?? '')}</p>
          <Link to="/signin" className="button button--primary">
            {t.signIn}
          </Link>
        </div>
      </div>
    );
  }
  const saving = phase === 'saving';
  const fieldProblem = (field: 'password' | 'name') => refusalAt(problem, field);
  const formProblem = formNotice(problem, t.unavailable);
  return (
    <div className="page page--narrow">
      <div className="card card--padded">
        <h1>{link?.purpose === 'reset' || link?.hasPassword ? t.headingReset : t.headingNew}</h1>
        <p>{t.intro(link?.email ?? '')}</p>
        {formProblem ? <ErrorNotice>{formProblem}</ErrorNotice> : null}
        <Form onSubmit={() => !saving && actor.send({ type: 'password.submit' })}>
          {/* For password managers: the account the new password belongs to. */}
          <input type="email" hidden readOnly autoComplete="username" value={link?.email ?? ''} />
          <NewPasswordField
            id="new-password"
            label={t.passwordLabel}
            value={password}
            error={problem === 'blank' ? t.blank : fieldProblem('password')}
            readOnly={saving}
            onChange={(value) => actor.send({ type: 'password.change', value })}
          />
          <FormField
            id="account-name"
            label={t.nameLabel}
            type="text"
            autoComplete="name"
            value={name}
            hint={t.nameHint}
            error={fieldProblem('name')}
            readOnly={saving}
            onChange={(value) => actor.send({ type: 'name.change', value })}
          />
          <SubmitButton busy={saving} label={t.submit} busyLabel={t.saving} />
        </Form>
      </div>
    </div>
  );
}
