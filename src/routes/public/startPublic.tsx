// The participant app's start (publicMain.tsx): read the route → read the boot data the server
// wrote into the page (else load /config.json) → configure the API client with the participant's
// token (no identity provider, no router, no admin code) → render. docs/architecture.md#start-up
// The first render replaces the server's first paint in the same task (flushSync), taking over the
// vote tapped on it and the focus, so no tap falls between (docs/architecture.md#the-first-paint).
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { loadAppConfig } from '../../api/common/config';
import { StartupFailure } from '../../views/common/StartupFailure';
import { publicBoot, readBootJson } from './bootData';
import { focusedFirstPaintVote, focusVoteButton, readEarlyVote } from './firstPaint';
import { PublicApp } from './PublicApp';
import { currentPublicRoute } from './publicRoute';
import { configurePublicClient } from './publicSetup';

/** Starts the app in the page's #root; the root, for a test to unmount. */
export async function startPublic(): Promise<Root> {
  const root = createRoot(document.getElementById('root')!);
  const route = currentPublicRoute(window.location);
  const boot = publicBoot(readBootJson(document), route);
  let config = boot.config;
  try {
    config ??= await loadAppConfig();
  } catch (error) {
    console.error('Could not load /config.json.', error);
    root.render(<StartupFailure detail={error instanceof Error ? error.message : String(error)} />);
    return root;
  }
  configurePublicClient(config, route, window.location.origin);
  const earlyVote = readEarlyVote(document, boot.participation);
  const focused = focusedFirstPaintVote(document);
  flushSync(() =>
    root.render(
      <StrictMode>
        <PublicApp config={config} route={route} boot={boot.participation} earlyVote={earlyVote} />
      </StrictMode>,
    ),
  );
  if (focused) focusVoteButton(document, focused);
  return root;
}
