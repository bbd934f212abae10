// The first pages a visitor sees (docs/architecture.md#start-up): on a cold start at one of these,
// main.tsx renders the landing shell (startLanding.tsx) instead of the full app.
import type { LandingPage } from '../views/app/LandingRoot';

/** The landing page at `pathname`, or null when the full app should start. */
export function landingPageAt(pathname: string): LandingPage | null {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/home') return 'home';
  if (path === '/signin') return 'signin';
  return null;
}
