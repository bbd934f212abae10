// The guarded group (docs/behaviour.md#auth): a spinner while the session loads (for SPINNER_MS,
// then a "slow" notice with a retry), the screen when signed in, otherwise /signin with replace —
// carrying the path so sign-in can return to it. The site's root is the exception: signed out it
// goes to /home, which tells a participant who trimmed their link where to go
// (docs/behaviour.md#home), rather than to the organisers' access-code dialog.
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { selectGuardPhase } from '../machines/app/auth.selectors';
import { AuthContext } from '../views/app/actorContexts';
import { AuthPending } from '../views/common/AuthPending';

export function RequireAuth() {
  const phase = AuthContext.useSelector(selectGuardPhase);
  const location = useLocation();

  if (phase === 'allowed') return <Outlet />;
  if (phase === 'denied') {
    if (location.pathname === '/' && !location.search && !location.hash) {
      return <Navigate to="/home" replace />;
    }
    const returnPath = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/signin" replace state={{ returnPath }} />;
  }
  return <AuthPending phase={phase} />;
}
