// "Skift adgangskode" on /account: the current password and a new one, each refusal next to its
// field. Renders the changePassword chart.
import { useSelector } from '@xstate/react';
import * as da from '../../copy/da';
import {
  changePasswordMachine,
  selectChanged,
  selectCurrent,
  selectPassword,
  selectPhase,
  selectProblem,
} from '../../machines/account/changePassword.machine';
import { FormField, NewPasswordField } from '../accountFlows';
import { ErrorNotice } from '../common/ErrorNotice';
import { useScreenActor } from '../common/useScreenActor';
import { SubmitButton } from '../common/SubmitButton';
import { Form } from '../common/Form';

const t = da.changePassword;

export function ChangePasswordForm() {
  const actor = useScreenActor(changePasswordMachine);
  const phase = useSelector(actor, selectPhase);
  const current = useSelector(actor, selectCurrent);
  const password = useSelector(actor, selectPassword);
  const problem = useSelector(actor, selectProblem);
  const changed = useSelector(actor, selectChanged);
  const saving = phase === 'saving';
  const refusedAt = (field: 'current' | 'password' | null) =>
    problem?.kind === 'refused' && problem.field === field ? problem.message : null;
  const general = problem?.kind === 'unavailable' ? t.unavailable : refusedAt(null);
  return (
    <section className="card card--padded" aria-labelledby="change-password-heading">
      <h2 id="change-password-heading">{t.heading}</h2>
      <Form onSubmit={() => !saving && actor.send({ type: 'password.submit' })}>
        <p>{t.intro}</p>
        <p role="status" className="account__notice">
          {changed ? t.changed : null}
        </p>
        {general ? <ErrorNotice>{general}</ErrorNotice> : null}
        <FormField
          id="change-password-current"
          label={t.currentLabel}
          type="password"
          autoComplete="current-password"
          value={current}
          error={problem?.kind === 'currentBlank' ? t.currentBlank : refusedAt('current')}
          readOnly={saving}
          onChange={(value) => actor.send({ type: 'current.change', value })}
        />
        <NewPasswordField
          id="change-password-new"
          label={t.passwordLabel}
          value={password}
          error={problem?.kind === 'passwordBlank' ? t.passwordBlank : refusedAt('password')}
          readOnly={saving}
          onChange={(value) => actor.send({ type: 'password.change', value })}
        />
        <SubmitButton busy={saving} label={t.submit} busyLabel={t.saving} />
      </Form>
    </section>
  );
}
