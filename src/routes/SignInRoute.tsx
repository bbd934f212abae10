// /signin in the full app: a guarded route (RequireAuth) sends the path it protected in the
// location state; the sign-in page returns there afterwards.
import { useLocation } from 'react-router-dom';
import { SignInPage } from '../views/signin/SignInPage';

function returnPathFrom(state: unknown): string | undefined {
  if (state && typeof state === 'object' && 'returnPath' in state) {
    const value = (state as { returnPath: unknown }).returnPath;
    return typeof value === 'string' ? value : undefined;
  }
  return undefined;
}

export function SignInRoute() {
  const location = useLocation();
  return <SignInPage returnPath={returnPathFrom(location.state)} />;
}
