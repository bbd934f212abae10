// The Stately inspector for development: only with `?inspect` in a dev build, loaded on demand so
// it never reaches production bundles. Tokens are masked before anything leaves the page.
import type { InspectionEvent, Observer } from 'xstate';
import { maskSecrets } from '../machines/lib/maskSecrets';

export async function loadInspector(): Promise<Observer<InspectionEvent> | undefined> {
  if (!import.meta.env.DEV) return undefined;
  if (!new URLSearchParams(window.location.search).has('inspect')) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const inspector = createBrowserInspector({
    sanitizeContext: (context) => maskSecrets(context),
    sanitizeEvent: (event) => maskSecrets(event),
  });
  return inspector.inspect;
}
