// Start-up: load /config.json → configure the API client → create the identity-provider client →
// create the browser router → render. Nothing renders before the config is known, because the
// API base, the provider and the access-code hash all come from it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadAppConfig } from './api/config';
import { createAuthClient } from './api/oidc';
import { createAppElement } from './routes/createAppElement';
import { createAppRouter } from './routes/createAppRouter';
import { loadInspector } from './routes/loadInspector';
import { StartupFailure } from './views/app/StartupFailure';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';
import './styles/pages.css';

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  let config;
  try {
    config = await loadAppConfig();
  } catch (error) {
    console.error('Could not load /config.json.', error);
    root.render(<StartupFailure detail={error instanceof Error ? error.message : String(error)} />);
    return;
  }
  const origin = window.location.origin;
  const authClient = createAuthClient(config.oidc, origin);
  const router = createAppRouter();
  const inspect = await loadInspector();
  root.render(
    <StrictMode>{createAppElement({ config, authClient, router, origin, inspect })}</StrictMode>,
  );
}

void start();
