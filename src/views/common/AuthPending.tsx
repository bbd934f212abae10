// What a guarded screen shows while the session is not settled: a spinner for the first
// SPINNER_MS, then a notice with a retry (the auth chart's loading.patience.slow), or a spinner
// while the browser is being sent to the identity provider.
import * as da from '../../copy/da';
import { AuthContext } from '../app/actorContexts';
import { Spinner } from './Spinner';

export function AuthPending({ phase }: { phase: 'spinner' | 'slow' | 'redirecting' }) {
  const auth = AuthContext.useActorRef();
  if (phase === 'redirecting') {
    return (
      <div className="page page--centered">
        <Spinner label={da.spinner.redirectingToSignIn} />
      </div>
    );
  }
  if (phase === 'slow') {
    return (
      <div className="page page--centered">
        <div className="notice" role="status">
          <h1 className="notice__title">{da.spinner.slowTitle}</h1>
          <p>{da.spinner.slowBody}</p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => auth.send({ type: 'auth.retry' })}
          >
            {da.spinner.retry}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="page page--centered">
      <Spinner label={da.spinner.checkingSignIn} />
    </div>
  );
}
