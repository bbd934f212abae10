// Start-up: load /config.json → create the identity-provider client → render. Nothing renders
// before the config is known, because the API base, the provider and the access-code hash all come
// from it. A cold start at /home or /signin renders the landing shell, which carries no router;
// every other address starts the full app (docs/architecture.md#budgets: 100 KB of JS on the first
// page). The shell's script is fetched while the config loads.
import { createRoot } from 'react-dom/client';
import { loadAppConfig } from './api/common/config';
import { createAuthClient } from './api/app/oidc';
import { landingPageAt } from './routes/landingPaths';
import { loadInspector } from './routes/loadInspector';
import { StartupFailure } from './views/common/StartupFailure';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/buttons.css';
import './styles/components.css';
import './styles/public/modal.css';
import './styles/pages.css';

// One function per shell: a bundler preloads what a dynamic import needs, and an import inside a
// conditional expression would have both shells' chunks preloaded.
const loadLanding = () => import('./routes/startLanding');
const loadApp = () => import('./routes/startApp');

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  const landingPage = landingPageAt(window.location.pathname);
  // Fetched while the config loads; the imports below get the same module. A failure here is
  // reported by those imports, so this promise's own rejection is dropped.
  const prefetch = landingPage ? loadLanding() : loadApp();
  prefetch.catch(() => undefined);
  try {
    const config = await loadAppConfig();
    const authClient = createAuthClient(config.oidc, window.location.origin);
    const inspect = await loadInspector();
    const props = { config, authClient, inspect };
    if (landingPage) (await loadLanding()).render(root, props, landingPage);
    else (await loadApp()).render(root, props);
  } catch (error) {
    console.error('Rådslag could not start.', error);
    root.render(<StartupFailure detail={error instanceof Error ? error.message : String(error)} />);
  }
}

void start();
