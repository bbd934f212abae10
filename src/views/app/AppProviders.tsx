// What every shell of the admin shares — the full app (AppRoot, with the router) and the landing
// shell (LandingRoot, without): the config, the inspector, the app-wide actors (auth, access code)
// and how screens link (navigationContext.tsx).
import { useMemo, type ReactElement, type ReactNode } from 'react';
import type { AnyStateMachine } from 'xstate';
import type { AuthClient } from '../../api/app/oidc';
import type { AppConfig } from '../../../contract/types';
import { accessCodeMachine } from '../../machines/signin/accessCode.machine';
import { authMachine, type AuthInput } from '../../machines/app/auth.machine';
import { AccessCodeContext, AuthContext } from './actorContexts';
import { ConfigContext } from '../common/configContext';
import { InspectContext, type AppInspect } from '../common/inspectContext';
import { ScreenLogicContext } from '../common/screenLogicContext';
import { NavigationContext, type AppNavigation } from './navigationContext';

export interface AppProvidersProps {
  config: AppConfig;
  authClient: AuthClient;
  /** Another auth chart implementation (e.g. with short delays). */
  authLogic?: typeof authMachine;
  accessCodeLogic?: typeof accessCodeMachine;
  /** Where the access code is remembered; sessionStorage unless a test passes its own. */
  accessCodeStorage?: Pick<Storage, 'getItem' | 'setItem'>;
  /** The Stately inspector, in development only; screens' own charts get it too. */
  inspect?: AppInspect;
  /** Screens' charts with other actors (tests: `passkeysMachine.provide(…)`), matched by id. */
  screenLogic?: readonly AnyStateMachine[];
}

interface Props extends AppProvidersProps {
  /** Where the auth chart reads the address and how it moves (the router's, or the landing's). */
  currentLocation: AuthInput['currentLocation'];
  navigate: AuthInput['navigate'];
  navigation: AppNavigation;
  children: ReactNode;
}

const NO_SCREEN_LOGIC: readonly AnyStateMachine[] = [];

export function AppProviders({
  config,
  authClient,
  authLogic = authMachine,
  accessCodeLogic = accessCodeMachine,
  accessCodeStorage,
  inspect,
  screenLogic = NO_SCREEN_LOGIC,
  currentLocation,
  navigate,
  navigation,
  children,
}: Props): ReactElement {
  // Read once by the Providers when their actors are created.
  const authInput = useMemo<AuthInput>(
    () => ({ authClient, origin: window.location.origin, currentLocation, navigate }),
    [authClient, currentLocation, navigate],
  );
  const accessCodeInput = useMemo(
    () => ({
      required: config.accessCodeRequired,
      storage: accessCodeStorage ?? window.sessionStorage,
    }),
    [config.accessCodeRequired, accessCodeStorage],
  );

  return (
    <ConfigContext.Provider value={config}>
      <InspectContext.Provider value={inspect}>
        <NavigationContext.Provider value={navigation}>
          <AuthContext.Provider logic={authLogic} options={{ input: authInput }}>
            <AccessCodeContext.Provider
              logic={accessCodeLogic}
              options={{ input: accessCodeInput }}
            >
              <ScreenLogicContext.Provider value={screenLogic}>
                {children}
              </ScreenLogicContext.Provider>
            </AccessCodeContext.Provider>
          </AuthContext.Provider>
        </NavigationContext.Provider>
      </InspectContext.Provider>
    </ConfigContext.Provider>
  );
}
