// How a screen links and redirects without knowing what routes it. The full app provides the
// router's Link and Navigate (routerNavigation.tsx). The landing shell — /home and /signin on a
// cold start, rendered without react-router so the first page stays within its JavaScript budget
// (docs/architecture.md#budgets) — provides plain links that hand the page over to the full app
// (landingNavigation.tsx). Screens that only ever live inside the full app may use react-router
// directly; the screens of the first page (home, sign-in, header, footer) use these.
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

export interface AppLinkProps {
  to: string;
  className?: string;
  'aria-label'?: string;
  children: ReactNode;
}

export interface AppNavigation {
  Link: ComponentType<AppLinkProps>;
  /** Replaces the current entry with `to` as soon as it renders. */
  Redirect: ComponentType<{ to: string }>;
}

export const NavigationContext = createContext<AppNavigation | null>(null);

function useNavigation(): AppNavigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('AppLink/AppRedirect need a NavigationContext provider.');
  return navigation;
}

export function AppLink(props: AppLinkProps) {
  const { Link } = useNavigation();
  return <Link {...props} />;
}

export function AppRedirect({ to }: { to: string }) {
  const { Redirect } = useNavigation();
  return <Redirect to={to} />;
}
