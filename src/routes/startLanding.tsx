// Starts the landing shell (views/app/LandingRoot.tsx) for a cold start at /home or /signin.
// Between the two landing pages the shell moves by itself (the header stays mounted, so focus stays
// where it was — on the link that opened the access-code dialog, for instance). The first move to
// any other address hands the page over: the address changes in place and the full app
// (startApp.tsx) is loaded and rendered into the same root — no page reload, and from then on the
// full app's router has the history (Back included). Should the full app's script fail to load, the
// browser is sent to the address the ordinary way.
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import type { AppProvidersProps } from '../views/app/AppProviders';
import { LandingRoot, type LandingPage } from '../views/app/LandingRoot';
import type { Handover } from '../views/app/landingNavigation';
import { landingPageAt } from './landingPaths';

/** Renders the shell; the returned function stops it listening to Back/Forward (for tests). */
export function render(root: Root, props: AppProvidersProps, firstPage: LandingPage): () => void {
  let handedOver = false;

  const show = (page: LandingPage) =>
    root.render(
      <StrictMode>
        <LandingRoot {...props} page={page} handover={navigate} />
      </StrictMode>,
    );

  const startApp = (to: string) => {
    // A double click, or a redirect racing a click: the first one wins.
    if (handedOver) return;
    handedOver = true;
    window.removeEventListener('popstate', onPopState);
    import('./startApp').then(
      (app) => app.render(root, props),
      (error: unknown) => {
        console.error('The app could not be loaded; reloading at the new address.', error);
        window.location.assign(to);
      },
    );
  };

  const navigate: Handover = (to, options) => {
    if (handedOver) return;
    if (options?.replace) window.history.replaceState(null, '', to);
    else window.history.pushState(null, '', to);
    const page = landingPageAt(window.location.pathname);
    if (page) show(page);
    else startApp(to);
  };

  // Back and Forward between the landing pages, or out of them.
  function onPopState(): void {
    const page = landingPageAt(window.location.pathname);
    if (page) show(page);
    else startApp(window.location.href);
  }
  window.addEventListener('popstate', onPopState);

  show(firstPage);
  return () => window.removeEventListener('popstate', onPopState);
}
