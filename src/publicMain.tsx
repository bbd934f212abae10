// The public entry (public.html): the participation page at /{conversation_id} and the public
// report at /report/{report_id}. Start-up: read the route → read the boot data the server wrote into
// the page (else load /config.json) → configure the API client with the participant's token (no
// identity provider, no router, no admin code) → render. docs/architecture.md#start-up
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadAppConfig } from './api/common/config';
import { publicBoot, readBootJson } from './routes/public/bootData';
import { currentPublicRoute } from './routes/public/publicRoute';
import { configurePublicClient } from './routes/public/publicSetup';
import { StartupFailure } from './views/common/StartupFailure';
import { PublicApp } from './routes/public/PublicApp';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/buttons.css';
import './styles/components.css';

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  const route = currentPublicRoute(window.location);
  const boot = publicBoot(readBootJson(document), route);
  let config = boot.config;
  try {
    config ??= await loadAppConfig();
  } catch (error) {
    console.error('Could not load /config.json.', error);
    root.render(<StartupFailure detail={error instanceof Error ? error.message : String(error)} />);
    return;
  }
  configurePublicClient(config, route, window.location.origin);
  root.render(
    <StrictMode>
      <PublicApp config={config} route={route} boot={boot.participation} />
    </StrictMode>,
  );
}

void start();
