// Another user's conversation (docs/behaviour.md#conversationadmin): the permissions-error view
// replaces every admin screen, and none of the screens' own calls go out. Through the real app and
// the real server, signed in as Bo, who neither owns nor moderates Ida's conversation. A 403 on the
// metadata leads to the same view (the layout shows it whatever the screen): the getConversation
// row of tests/faults/viewFaults.test.tsx and the forbidden path of conversationAdmin.model.test.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as da from '../../../src/copy/da';
import { createGatedBackend } from '../../model/harness/gatedBackend';
import { expectPermissionsError, openAdmin, TOPIC } from '../../model/support/adminArea';
import { setupTestServer } from '../../model/support/app';

const server = setupTestServer();
const backend = createGatedBackend({ backend: (request) => server().fetch(request) });

const SCREENS = ['', '/share', '/comments', '/comments/accepted', '/stats', '/reports', '/topics'];

describe('another user’s conversation', () => {
  it.each(SCREENS)('shows the permissions-error view at /m/{id}%s', async (subpath) => {
    await openAdmin(server(), subpath, { as: 'stranger' });
    const get = await backend.release('GET /conversations', 'real');
    expect(get.request.headers.get('authorization')).toMatch(/^Bearer /);
    await expectPermissionsError();
    // The sidebar stays, without the conversation's topic.
    const nav = screen.getByRole('navigation', { name: da.adminArea.navLabel });
    expect(within(nav).getByRole('link', { name: da.adminArea.links.share })).toBeVisible();
    expect(screen.queryByText(TOPIC)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: da.share.heading })).not.toBeInTheDocument();
    // Only the metadata was asked for.
    expect(backend.requests().map((r) => `${r.method} ${r.path}`)).toEqual(['GET /conversations']);
  });
});
