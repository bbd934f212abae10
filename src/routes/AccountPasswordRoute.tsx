// /account/password#<token>: the token is read from the fragment once and then removed from the
// address bar, so it is not left in the history or shown over a shoulder.
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SetPasswordPage } from '../views/accountFlows/SetPasswordPage';

export function AccountPasswordRoute() {
  const { hash } = useLocation();
  const [token] = useState(() => {
    const value = decodeURIComponent(hash.replace(/^#/, ''));
    if (value && typeof window !== 'undefined' && window.location.hash) {
      window.history.replaceState(window.history.state, '', window.location.pathname);
    }
    return value;
  });
  return <SetPasswordPage token={token} />;
}
