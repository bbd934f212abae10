// Wires a configuration, an identity provider and a router into the app element. Used by main.tsx
// with the browser router and by tests with a memory router and a fake AuthClient (see the comment
// at the top of views/app/AppRoot.tsx).
import type { ReactElement } from 'react';
import { configureApiClient, resolveApiBaseUrl } from '../api/common/client';
import { authSession } from '../machines/app/authSession';
import { AppRoot, type AppRootProps } from '../views/app/AppRoot';

export function createAppElement(props: AppRootProps & { origin?: string }): ReactElement {
  const { origin = window.location.origin, ...rootProps } = props;
  configureApiClient({
    baseUrl: resolveApiBaseUrl(props.config.apiBaseUrl, origin),
    // Waits until the auth chart has finished loading, then the current token (or none).
    getToken: authSession.getAccessToken,
    // A 401 anywhere: the auth chart forgets the user and starts sign-in, remembering the path.
    onUnauthorized: authSession.reportUnauthorized,
    server: props.config.apiServer,
  });
  return <AppRoot {...rootProps} />;
}
