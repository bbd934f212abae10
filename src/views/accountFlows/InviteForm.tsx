// "Inviter en kollega" on /account. Renders the invite chart; the site-admin box only for site
// admins (the server refuses it from anyone else as well).
import { useSelector } from '@xstate/react';
import * as da from '../../copy/da';
import {
  inviteMachine,
  selectEmail,
  selectPhase,
  selectProblem,
  selectSentTo,
  selectSiteAdmin,
} from '../../machines/accountFlows/invite.machine';
import { ErrorNotice } from '../common/ErrorNotice';
import { useScreenActor } from '../common/useScreenActor';
import { FormField } from './FormField';
import { refusalAt } from './refusal';
import { SubmitButton } from '../common/SubmitButton';
import { Form } from '../common/Form';

export function InviteForm({ canGrantSiteAdmin }: { canGrantSiteAdmin: boolean }) {
  const actor = useScreenActor(inviteMachine);
  const phase = useSelector(actor, selectPhase);
  const email = useSelector(actor, selectEmail);
  const siteAdmin = useSelector(actor, selectSiteAdmin);
  const sentTo = useSelector(actor, selectSentTo);
  const problem = useSelector(actor, selectProblem);
  const t = da.invite;
  const sending = phase === 'sending';
  const messageFor = (field: 'email' | 'siteAdmin' | null) => refusalAt(problem, field);
  return (
    <section className="card card--padded" aria-labelledby="invite-heading">
      <h2 id="invite-heading">{t.heading}</h2>
      {phase === 'sent' ? (
        <>
          <p role="status">{t.sent(sentTo)}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => actor.send({ type: 'invite.again' })}
          >
            {t.again}
          </button>
        </>
      ) : (
        <Form onSubmit={() => !sending && actor.send({ type: 'invite.submit' })}>
          <p>{t.intro}</p>
          {problem === 'unavailable' || messageFor(null) ? (
            <ErrorNotice>
              {problem === 'unavailable' ? t.unavailable : messageFor(null)}
            </ErrorNotice>
          ) : null}
          <FormField
            id="invite-email"
            label={t.emailLabel}
            type="email"
            autoComplete="off"
            value={email}
            error={problem === 'blank' ? t.blank : messageFor('email')}
            readOnly={sending}
            onChange={(value) => actor.send({ type: 'email.change', value })}
          />
          {canGrantSiteAdmin ? (
            <div className="field field--checkbox">
              <input
                id="invite-site-admin"
                type="checkbox"
                checked={siteAdmin}
                disabled={sending}
                aria-describedby={messageFor('siteAdmin') ? 'invite-site-admin-error' : undefined}
                onChange={(event) =>
                  actor.send({ type: 'siteAdmin.change', value: event.target.checked })
                }
              />
              <label htmlFor="invite-site-admin">{t.siteAdminLabel}</label>
              {messageFor('siteAdmin') ? (
                <p id="invite-site-admin-error" className="field__error" role="alert">
                  {messageFor('siteAdmin')}
                </p>
              ) : null}
            </div>
          ) : null}
          <SubmitButton busy={sending} label={t.submit} busyLabel={t.sending} />
        </Form>
      )}
    </section>
  );
}
