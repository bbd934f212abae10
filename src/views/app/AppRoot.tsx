// The top of the React tree: config, the app-wide actors (auth, access code) and the router.
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
import { useMemo, type ReactElement } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { AuthClient } from '../../api/oidc';
import type { AppConfig } from '../../contract/types';
import { accessCodeMachine } from '../../machines/accessCode.machine';
import { authMachine, type AuthInput } from '../../machines/auth.machine';
import { AccessCodeContext, AuthContext } from './actorContexts';
import { ConfigContext } from './configContext';
import { InspectContext, type AppInspect } from './inspectContext';

/** A data router: createBrowserRouter in the app, createMemoryRouter in tests. */
export type AppRouter = ReturnType<typeof createBrowserRouter>;

export interface AppRootProps {
  config: AppConfig;
  authClient: AuthClient;
  router: AppRouter;
  /** Another auth chart implementation (e.g. with short delays). */
  authLogic?: typeof authMachine;
  accessCodeLogic?: typeof accessCodeMachine;
  /** Where the access code is remembered; sessionStorage unless a test passes its own. */
  accessCodeStorage?: Pick<Storage, 'getItem' | 'setItem'>;
  /** The Stately inspector, in development only; screens' own charts get it too. */
  inspect?: AppInspect;
}

export function AppRoot({
  config,
  authClient,
  router,
  authLogic = authMachine,
  accessCodeLogic = accessCodeMachine,
  accessCodeStorage,
  inspect,
}: AppRootProps): ReactElement {
  // Read once by the Providers when their actors are created.
  const authInput = useMemo<AuthInput>(
    () => ({
      authClient,
      origin: window.location.origin,
      currentLocation: () => router.state.location,
      navigate: (to, options) => void router.navigate(to, options),
    }),
    [authClient, router],
  );
  const accessCodeInput = useMemo(
    () => ({
      expectedSha256: config.accessCodeSha256,
      storage: accessCodeStorage ?? window.sessionStorage,
    }),
    [config.accessCodeSha256, accessCodeStorage],
  );

  return (
    <ConfigContext.Provider value={config}>
      <InspectContext.Provider value={inspect}>
        <AuthContext.Provider logic={authLogic} options={{ input: authInput, inspect }}>
          <AccessCodeContext.Provider
            logic={accessCodeLogic}
            options={{ input: accessCodeInput, inspect }}
          >
            <RouterProvider router={router} />
          </AccessCodeContext.Provider>
        </AuthContext.Provider>
      </InspectContext.Provider>
    </ConfigContext.Provider>
  );
}
