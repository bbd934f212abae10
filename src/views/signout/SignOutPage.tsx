// /signout (docs/behaviour.md#signout): asks the auth chart to sign out as soon as the session has
// loaded. The chart clears local and session storage, removes the user and hands over to the
// provider's sign-out, which returns to /home; on failure it shows the error for SIGNOUT_ERROR_MS,
// then goes to /home.
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import * as da from '../../copy/da';
import { selectAuthErrorMessage, selectSignOutPhase } from '../../machines/app/auth.selectors';
import { AuthContext } from '../app/actorContexts';
import { Spinner } from '../common/Spinner';

export function SignOutPage() {
  const auth = AuthContext.useActorRef();
  const phase = AuthContext.useSelector(selectSignOutPhase);
  const errorMessage = AuthContext.useSelector(selectAuthErrorMessage);

  // Sending an intent, not running the sign-out: a second send (StrictMode) is ignored by the chart.
  useEffect(() => {
    if (phase === 'ready') auth.send({ type: 'signout.request' });
  }, [phase, auth]);

  return (
    <div className="page page--narrow page--centered">
      <h1 className="visually-hidden">{da.signOut.title}</h1>
      {phase === 'failed' ? (
        <div className="alert alert--error" role="alert">
          <p className="alert__text">{da.signOut.error(errorMessage ?? '')}</p>
          <p className="alert__text">{da.signOut.redirecting}</p>
        </div>
      ) : phase === 'done' ? (
        <div className="notice">
          <p>{da.signOut.done}</p>
          <Link to="/home" className="button button--secondary">
            {da.signOut.backHome}
          </Link>
        </div>
      ) : (
        <Spinner label={da.signOut.inProgress} />
      )}
    </div>
  );
}
