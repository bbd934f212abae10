// Smoke tests of the signed-in screens: the conversation list (biggest first, with the bearer
// token; others' conversations; creating one), also under React StrictMode as main.tsx renders.
// The list's error and its retry, and the account, are journeys of the conversationList and
// account model tests (tests/model/).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as da from '../../../src/copy/da';
import { makeAuthUser } from '../../support/fakeAuthClient';
import { http, HttpResponse } from 'msw';
import { authHeaders, BASE, CONVERSATIONS, renderAt, useSmokeServer, server } from './smokeApp';

useSmokeServer();

describe('signed-in screens', () => {
  it('show the conversation list, biggest first, with the bearer token', async () => {
    renderAt('/', { auth: { storedUser: makeAuthUser() } });
    expect(await screen.findByRole('heading', { name: 'Samtaleadministration' })).toBeVisible();
    const list = await screen.findByRole('list', { name: da.conversations.listLabel });
    const cards = within(list).getAllByRole('link');
    // Only conversations the user owns or moderates: 'Andens samtale' is under 'Andres samtaler'.
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Stor samtale',
      'Lille samtale',
    ]);
    expect(cards[0]).toHaveAttribute('href', '/m/big0000001');
    expect(
      within(cards[0]).getByText('Indlejret på https://kommune.example.dk/side'),
    ).toBeVisible();
    expect(within(cards[0]).getByText('120 deltagere')).toBeVisible();
    expect(authHeaders).toEqual(['Bearer test-access-token']);
    // Signed in: product name to /, 'Log ud' to /signout, sidebar 'Samtaler'.
    expect(screen.getByRole('link', { name: 'Log ud' })).toHaveAttribute('href', '/signout');
    expect(screen.getByRole('link', { name: 'Samtaler' })).toHaveAttribute('aria-current', 'page');
  });

  it('show only conversations of others on /other-conversations, opening the public page', async () => {
    renderAt('/other-conversations', { auth: { storedUser: makeAuthUser() } });
    const list = await screen.findByRole('list', { name: da.conversations.otherListLabel });
    const cards = within(list).getAllByRole('link');
    expect(cards).toHaveLength(1);
    expect(cards[0]).toHaveAttribute('href', 'https://dialog.example.dk/other00001');
    expect(cards[0]).toHaveAttribute('target', '_blank');
  });

  it('create a conversation and open it', async () => {
    let posted: unknown;
    server.use(
      http.post(`${BASE}/conversations`, async ({ request }) => {
        posted = await request.json();
        return HttpResponse.json({ url: 'x', conversation_id: 'new0000001' });
      }),
      http.get(`${BASE}/conversations`, ({ request }) =>
        new URL(request.url).searchParams.get('conversation_id') === 'new0000001'
          ? HttpResponse.json({
              conversation_id: 'new0000001',
              topic: 'Ny samtale',
              is_active: 1,
              is_owner: true,
            })
          : HttpResponse.json(CONVERSATIONS),
      ),
    );
    const { router, user } = renderAt('/', { auth: { storedUser: makeAuthUser() } });
    await screen.findByText('Stor samtale');
    await user.click(screen.getByRole('button', { name: 'Opret ny samtale' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/new0000001'));
    expect(posted).toEqual({ is_draft: true, is_active: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: da.configure.heading }),
    ).toBeVisible();
    expect(screen.getByLabelText(da.configure.fields.topic.label)).toHaveValue('Ny samtale');
    expect(screen.getByRole('link', { name: da.adminArea.links.conversations })).toHaveAttribute(
      'href',
      '/',
    );
  });
});

describe('under React StrictMode (as main.tsx renders)', () => {
  it('loads the conversation list', async () => {
    renderAt('/', { auth: { storedUser: makeAuthUser() }, strict: true });
    expect(await screen.findByText('Stor samtale')).toBeVisible();
  });
});
