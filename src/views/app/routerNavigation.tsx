// The full app's navigation: react-router's Link and Navigate (see navigationContext.tsx).
import { Link, Navigate } from 'react-router-dom';
import type { AppLinkProps, AppNavigation } from './navigationContext';

function RouterLink({ to, ...rest }: AppLinkProps) {
  return <Link to={to} {...rest} />;
}

function RouterRedirect({ to }: { to: string }) {
  return <Navigate to={to} replace />;
}

export const routerNavigation: AppNavigation = { Link: RouterLink, Redirect: RouterRedirect };
