// /account (docs/behaviour.md#account): 'Account', a greeting with the first word of the name, the
// full name and the e-mail; a spinner while loading. With the embedded provider: "Adgangsnøgler"
// (the account's passkeys), "Skift adgangskode", "Hvor du er logget ind" and "Inviter en
// kollega" too.
import * as da from '../../copy/da';
import {
  selectFirstName,
  selectUserEmail,
  selectIsSiteAdmin,
  selectUserError,
  selectUserIsLoading,
  selectUserName,
} from '../../machines/account/account.machine';
import { InviteForm } from '../accountFlows';
import { useAppConfig } from '../common/configContext';
import { AccountContext } from '../app/actorContexts';
import { ErrorNotice } from '../common/ErrorNotice';
import { Spinner } from '../common/Spinner';
import { ChangePasswordForm } from './ChangePasswordForm';
import { PasskeysSection } from './PasskeysSection';
import { SessionsSection } from './SessionsSection';

export function AccountPage() {
  const user = AccountContext.useActorRef();
  const name = AccountContext.useSelector(selectUserName);
  const firstName = AccountContext.useSelector(selectFirstName);
  const email = AccountContext.useSelector(selectUserEmail);
  const error = AccountContext.useSelector(selectUserError);
  const loading = AccountContext.useSelector(selectUserIsLoading);
  const siteAdmin = AccountContext.useSelector(selectIsSiteAdmin);
  const { accounts } = useAppConfig();

  return (
    <div className="account">
      <h1>{da.account.heading}</h1>
      {error ? (
        <ErrorNotice
          retryLabel={da.account.retry}
          onRetry={() => user.send({ type: 'user.retry' })}
        >
          {da.account.loadFailed(da.errors.statusLine(error.status, error.statusText))}
        </ErrorNotice>
      ) : loading || (!name && !email) ? (
        <Spinner label={da.account.loading} />
      ) : (
        <>
          <div className="card card--padded">
            {firstName ? (
              <p className="account__greeting">{da.account.greeting(firstName)}</p>
            ) : null}
            <dl className="details">
              <div className="details__row">
                <dt>{da.account.nameLabel}</dt>
                <dd>{name || '–'}</dd>
              </div>
              <div className="details__row">
                <dt>{da.account.emailLabel}</dt>
                <dd>{email}</dd>
              </div>
            </dl>
          </div>
          {accounts.enabled && accounts.passkeys ? <PasskeysSection /> : null}
          {accounts.enabled && !accounts.passkeys ? (
            <section className="card card--padded" aria-labelledby="passkeys-heading">
              <h2 id="passkeys-heading">{da.passkeys.heading}</h2>
              <p>{da.passkeys.off}</p>
            </section>
          ) : null}
          {accounts.enabled ? <ChangePasswordForm /> : null}
          {accounts.enabled ? <SessionsSection /> : null}
          {accounts.enabled ? <InviteForm canGrantSiteAdmin={siteAdmin} /> : null}
        </>
      )}
    </div>
  );
}
