// The landing shell: /home or /signin on a cold start, with the same providers, frame and screens
// as the full app but without react-router, whose ~30 KB would otherwise be a quarter of the first
// page's JavaScript (docs/architecture.md#budgets: 100 KB). Any link or redirect hands the page
// over to the full app (routes/startLanding.tsx); an in-app visit to /home or /signin renders them
// in the full app.
import { useCallback, useMemo, type ReactElement } from 'react';
import type { AppLocation } from '../../machines/app/auth.machine';
import { HomePage } from '../home/HomePage';
import { SiteFrame } from '../layout/SiteFrame';
import { SignInPage } from '../signin/SignInPage';
import { AppProviders, type AppProvidersProps } from './AppProviders';
import { createLandingNavigation, type Handover } from './landingNavigation';

export type LandingPage = 'home' | 'signin';

interface LandingRootProps extends AppProvidersProps {
  page: LandingPage;
  handover: Handover;
}

export function LandingRoot({ page, handover, ...providers }: LandingRootProps): ReactElement {
  const navigation = useMemo(() => createLandingNavigation(handover), [handover]);
  const currentLocation = useCallback(
    (): AppLocation => ({
      pathname: window.location.pathname,
      search: window.location.search,
      hash: window.location.hash,
    }),
    [],
  );
  return (
    <AppProviders
      {...providers}
      currentLocation={currentLocation}
      navigate={handover}
      navigation={navigation}
    >
      <SiteFrame>{page === 'home' ? <HomePage /> : <SignInPage />}</SiteFrame>
    </AppProviders>
  );
}
