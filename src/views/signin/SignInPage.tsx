// /signin (docs/behaviour.md#signin): the access-code modal first; then 'Log in', which starts the
// provider's sign-in and remembers where to come back to. Already signed in: straight to /.
import * as da from '../../copy/da';
import { selectIsUnlocked } from '../../machines/signin/accessCode.machine';
import { selectAuthErrorMessage, selectGuardPhase } from '../../machines/app/auth.selectors';
import { AccessCodeContext, AuthContext } from '../app/actorContexts';
import { AppRedirect } from '../app/navigationContext';
import { AuthPending } from '../common/AuthPending';
import { ErrorNotice } from '../common/ErrorNotice';
import { AccessCodeDialog } from './AccessCodeDialog';

interface SignInPageProps {
  /** Where to come back to after sign-in: the path a guarded route protected (routes/SignInRoute). */
  returnPath?: string;
}

export function SignInPage({ returnPath }: SignInPageProps) {
  const phase = AuthContext.useSelector(selectGuardPhase);
  const isUnlocked = AccessCodeContext.useSelector(selectIsUnlocked);

  if (phase === 'allowed') return <AppRedirect to="/" />;
  if (phase !== 'denied') return <AuthPending phase={phase} />;
  // The page itself is not shown until the code has been given.
  if (!isUnlocked) return <AccessCodeDialog />;
  return <SignInPanel returnPath={returnPath} />;
}

function SignInPanel({ returnPath }: SignInPageProps) {
  const auth = AuthContext.useActorRef();
  const errorMessage = AuthContext.useSelector(selectAuthErrorMessage);

  return (
    <div className="page page--narrow">
      <div className="card card--padded signin">
        <h1 className="signin__title">{da.signIn.title}</h1>
        <p>{da.signIn.intro}</p>
        {errorMessage ? <ErrorNotice>{da.signIn.failed(errorMessage)}</ErrorNotice> : null}
        <button
          type="button"
          className="button button--primary button--large button--block"
          onClick={() => auth.send({ type: 'signin.start', returnPath })}
        >
          {da.signIn.button}
        </button>
      </div>
    </div>
  );
}
