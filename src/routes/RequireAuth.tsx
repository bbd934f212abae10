// The guarded group (docs/behaviour.md#auth): a spinner while the session loads (for SPINNER_MS,
// then a "slow" notice with a retry), the screen when signed in, otherwise /signin with replace —
// carrying the path so sign-in can return to it.
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { selectGuardPhase } from '../machines/auth.machine';
import { AuthContext } from '../views/app/actorContexts';
import { AuthPending } from '../views/common/AuthPending';

export function RequireAuth() {
  const phase = AuthContext.useSelector(selectGuardPhase);
  const location = useLocation();

  if (phase === 'allowed') return <Outlet />;
  if (phase === 'denied') {
    const returnPath = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/signin" replace state={{ returnPath }} />;
  }
  return <AuthPending phase={phase} />;
}
