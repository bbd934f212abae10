// The landing shell's own moves (/home ⇄ /signin, header kept) and the handover to the full app:
// the address changes in place and the full app renders into the same root, with the router taking
// over from there (Back included).
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import { createFakeAuthClient } from '../../tests/support/fakeAuthClient';
import type { AppConfig } from '../../contract/types';
import * as da from '../copy/da';
import { render } from './startLanding';
import { anAppConfig } from '../../tests/support/contractFixtures';

const CONFIG: AppConfig = anAppConfig({ siteOwner: '' });

let root: Root | undefined;
let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  act(() => root?.unmount());
  document.body.innerHTML = '';
  cleanup();
});

function start(path: string, page: 'home' | 'signin') {
  window.history.replaceState(null, '', path);
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  act(() => {
    stop = render(root!, { config: CONFIG, authClient: createFakeAuthClient() }, page);
  });
  return userEvent.setup();
}

it('moves between /home and /signin itself, keeping the header (and focus) in place', async () => {
  const user = start('/home', 'home');
  const signIn = await screen.findByRole('link', { name: da.header.signIn });
  await user.click(signIn);
  expect(window.location.pathname).toBe('/signin');
  expect(await screen.findByRole('dialog', { name: da.accessCode.title })).toBeVisible();
  // The same header link element: the shell did not remount.
  expect(screen.getByRole('link', { name: da.header.signIn, hidden: true })).toBe(signIn);

  act(() => window.history.back());
  await waitFor(() => expect(window.location.pathname).toBe('/home'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Rådslag' })).toBeVisible();
});

it('hands over to the full app at any other address, and Back returns to /home', async () => {
  const user = start('/home', 'home');
  await user.click(await screen.findByRole('link', { name: da.footer.terms }));
  expect(window.location.pathname).toBe('/tos');
  // Only the full app has the terms page (a lazy route of its router: loading it may take more
  // than findBy's default second on a loaded machine).
  expect(
    await screen.findByRole('heading', { level: 1, name: da.terms.title }, { timeout: 10_000 }),
  ).toBeVisible();
  act(() => window.history.back());
  await waitFor(() => expect(window.location.pathname).toBe('/home'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Rådslag' })).toBeVisible();
});
