// The admin area's sidebar (docs/behaviour.md#conversationadmin): its links, and the drawer below
// 800 px — a button with aria-expanded that opens and closes it, Escape closing it and returning
// focus, a followed link closing it. (jsdom applies no media queries: docking is CSS, checked in
// Chromium.)
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { Conversation } from '../../../contract/types';
import * as da from '../../../src/copy/da';
import { settingsSaveMachine } from '../../../src/machines/configure/settingsSave.machine';
import { AdminConversationContext } from '../../../src/views/conversationAdmin/AdminContext';
import { ConfigurePage } from '../../../src/views/configure/ConfigurePage';
import { createGatedBackend } from '../../model/harness/gatedBackend';
import { expectConfigureScreen, openAdmin, STRANGER_METADATA } from '../../model/support/adminArea';
import { setupTestServer } from '../../model/support/app';
import { useFakeClock } from '../../support/fakeClock';

const server = setupTestServer();
const backend = createGatedBackend({ backend: (request) => server().fetch(request) });

useFakeClock();

// The web project's files share a worker's DOM: what a test renders must not outlive it.
afterEach(cleanup);

describe('the admin sidebar', () => {
  it('links every admin screen, relative to /m/{id}', async () => {
    const { conversationId } = await openAdmin(server(), '');
    backend.autoRelease('GET /conversations', 'real');
    backend.autoRelease('GET /seedComments', 'real');
    await expectConfigureScreen();
    const nav = screen.getByRole('navigation', { name: da.adminArea.navLabel });
    const base = `/m/${conversationId}`;
    const { links } = da.adminArea;
    const expected: Array<[string, string]> = [
      [links.conversations, '/'],
      [links.configure, base],
      [links.share, `${base}/share`],
      [links.moderate, `${base}/comments`],
      [links.monitor, `${base}/stats`],
      [links.report, `${base}/reports`],
      [links.topics, `${base}/topics`],
    ];
    for (const [name, href] of expected) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(nav).getByRole('link', { name: links.configure })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('opens and closes as a drawer, by button, Escape and a followed link', async () => {
    const { router, user, conversationId } = await openAdmin(server(), '');
    backend.autoRelease('GET /conversations', 'real');
    backend.autoRelease('GET /seedComments', 'real');
    backend.autoRelease('GET /comments', 'real');
    backend.autoRelease('GET /conversationUuid', 'real');
    await expectConfigureScreen();
    const toggle = screen.getByRole('button', { name: da.adminArea.menuOpen });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const nav = screen.getByRole('navigation', { name: da.adminArea.navLabel });
    expect(toggle).toHaveAttribute('aria-controls', nav.id);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName(da.adminArea.menuClose);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // Keyboard: open with Enter, move into the drawer, Escape closes and focus returns.
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(within(nav).getByRole('link', { name: da.adminArea.links.conversations })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await user.click(within(nav).getByRole('link', { name: da.adminArea.links.share }));
    expect(await screen.findByRole('heading', { name: da.share.heading })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/m/${conversationId}/share`);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('the configure screen without permission', () => {
  it('shows the no-permission warning and no controls', () => {
    const metadata: Conversation = STRANGER_METADATA;
    render(
      <AdminConversationContext.Provider
        value={{
          conversationId: metadata.conversation_id,
          metadata,
          canModerate: false,
          // Never started: without permission the screen renders no settings.
          settings: createActor(settingsSaveMachine, { input: { conversation: metadata } }),
        }}
      >
        <ConfigurePage />
      </AdminConversationContext.Provider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(da.configure.noPermission);
    expect(screen.queryByLabelText(da.configure.fields.topic.label)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(da.seed.label)).not.toBeInTheDocument();
  });
});
