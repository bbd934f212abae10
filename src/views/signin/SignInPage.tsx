// /signin (SPEC §2): the access-code modal first; then 'Log in', which starts the provider's
// sign-in and remembers where to come back to. Already signed in: straight to /.
import { Navigate, useLocation } from 'react-router-dom';
import * as da from '../../copy/da';
import { selectIsUnlocked } from '../../machines/accessCode.machine';
import { selectAuthErrorMessage, selectGuardPhase } from '../../machines/auth.machine';
import { AccessCodeContext, AuthContext } from '../app/actorContexts';
import { AuthPending } from '../common/AuthPending';
import { ErrorNotice } from '../common/ErrorNotice';
import { AccessCodeDialog } from './AccessCodeDialog';

/** A guarded route sends the path it protected in the location state. */
function returnPathFrom(state: unknown): string | undefined {
  if (state && typeof state === 'object' && 'returnPath' in state) {
    const value = (state as { returnPath: unknown }).returnPath;
    return typeof value === 'string' ? value : undefined;
  }
  return undefined;
}

export function SignInPage() {
  const phase = AuthContext.useSelector(selectGuardPhase);
  const isUnlocked = AccessCodeContext.useSelector(selectIsUnlocked);

  if (phase === 'allowed') return <Navigate to="/" replace />;
  if (phase !== 'denied') return <AuthPending phase={phase} />;
  // The page itself is not shown until the code has been given.
  if (!isUnlocked) return <AccessCodeDialog />;
  return <SignInPanel />;
}

function SignInPanel() {
  const auth = AuthContext.useActorRef();
  const errorMessage = AuthContext.useSelector(selectAuthErrorMessage);
  const location = useLocation();
  const returnPath = returnPathFrom(location.state);

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
