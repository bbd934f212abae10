// The top of the full app's React tree: the shared providers (AppProviders.tsx) and the router.
//
// TEST ENTRY POINT. Render the whole app at any path with a fake identity provider:
//
//   import { createMemoryRouter } from 'react-router-dom';
//   import { createAppElement } from '../src/routes/createAppElement';
//   import { appRoutes } from '../src/routes/createAppRouter';
//
//   const router = createMemoryRouter(appRoutes, { initialEntries: ['/signin'] });
//   render(createAppElement({ config, authClient: fakeAuthClient, router,
//                             authLogic: authMachine.provide({ delays: { SPINNER_MS: 50 } }) }));
//
// createAppElement configures the API client (base URL from config.apiBaseUrl, made absolute with
// window.location.origin; bearer token from the auth chart) and returns <AppRoot …/>. AppRoot
// itself does no HTTP: the charts do, through src/api, so MSW sees every request.
import { useCallback, type ReactElement } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { AuthInput } from '../../machines/app/auth.machine';
import { AppProviders, type AppProvidersProps } from './AppProviders';
import { routerNavigation } from './routerNavigation';

/** A data router: createBrowserRouter in the app, createMemoryRouter in tests. */
export type AppRouter = ReturnType<typeof createBrowserRouter>;

export interface AppRootProps extends AppProvidersProps {
  router: AppRouter;
}

export function AppRoot({ router, ...providers }: AppRootProps): ReactElement {
  const currentLocation = useCallback(() => router.state.location, [router]);
  const navigate = useCallback<AuthInput['navigate']>(
    (to, options) => void router.navigate(to, options),
    [router],
  );
  return (
    <AppProviders
      {...providers}
      currentLocation={currentLocation}
      navigate={navigate}
      navigation={routerNavigation}
    >
      <RouterProvider router={router} />
    </AppProviders>
  );
}
