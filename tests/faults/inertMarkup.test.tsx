// Hostile data in the admin: markup and script in a topic, a description, a parent_url and in
// statements render as plain text, creating no element, and a `javascript:` parent_url is never a
// link. Through the real app and the real server (which stores them verbatim:
// tests/server/security/payloads.test.ts).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeAuthClient } from '../support/fakeAuthClient';
import * as da from '../../src/copy/da';
import { postSeed } from '../server/support/activity';
import { createConversationVia } from '../server/support';
import { createGatedBackend } from '../model/harness/gatedBackend';
import { mintOwner, newOwner, renderAppAt, setupServerForFile } from '../model/support/app';

const server = setupServerForFile();
const backend = createGatedBackend({
  backend: (request) => server().fetch(request),
  timeout: 10_000,
});

const SLOW = { timeout: 10_000 };
const TOPIC = '<img src=x onerror="window.__pwned=1">Budget';
const DESCRIPTION = '<script>window.__pwned=2</script>';
const PARENT_URL = 'javascript:window.__pwned=3';
const SEED = '<svg onload="window.__pwned=4"></svg> Et frø';
const PENDING = '<a href="javascript:window.__pwned=5">klik</a> <b>fed</b>';
const PENDING_PARAGRAPH = '"><img src=x onerror=alert(1)>';

type Pwned = Window & { __pwned?: number };

/** Nothing from the payloads became an element, an attribute or a link. */
function expectInert() {
  const body = document.body;
  expect(body.querySelectorAll('script')).toHaveLength(0);
  expect(body.querySelectorAll('img[src="x"], svg[onload], b')).toHaveLength(0);
  expect(body.querySelectorAll('[onerror], [onload], [onclick]')).toHaveLength(0);
  for (const link of body.querySelectorAll('a')) {
    expect(link.getAttribute('href') ?? '', link.outerHTML).not.toMatch(/^\s*javascript:/i);
  }
  expect((window as Pwned).__pwned).toBeUndefined();
}

async function owner() {
  const auth = await mintOwner(server(), { owner: newOwner() });
  const token = auth.access_token;
  const { conversation_id: cid } = await createConversationVia(server(), token, {
    is_draft: false,
    is_active: true,
    topic: TOPIC,
    description: DESCRIPTION,
  });
  const put = await server().request('/api/v3/conversations', {
    method: 'PUT',
    token,
    json: { conversation_id: cid, parent_url: PARENT_URL },
  });
  // Our server refuses it now (http and https only); rows written before that rule, or by an upstream
  // Polis server the console points at, may still hold one — so it goes into the row directly.
  expect(put.status).toBe(400);
  await server().db.query(
    'UPDATE conversations SET parent_url = $2 WHERE zid = (SELECT zid FROM zinvites WHERE zinvite = $1)',
    [cid, PARENT_URL],
  );
  return { auth, token, cid };
}

describe('markup from the server is text', () => {
  it('in the conversation list: topic as text, parent_url as text and never a link', async () => {
    const { auth } = await owner();
    renderAppAt('/conversations', { authClient: createFakeAuthClient({ storedUser: auth }) });
    backend.autoRelease('GET /users', 'real');
    backend.autoRelease('GET /conversations', 'real');
    // Fetched beside the lists and the stats since the map work; not what these tests are about.
    backend.autoRelease('GET /math/statementVotes', 'real');
    backend.autoRelease('GET /math/status', 'real');
    backend.autoRelease('GET /seedComments', 'real');

    const list = await screen.findByRole('list', { name: da.conversations.listLabel }, SLOW);
    expect(within(list).getByText(TOPIC)).toBeVisible();
    const embed = within(list).getByText(da.conversations.embeddedOn(PARENT_URL));
    expect(embed.tagName).toBe('P');
    // The card is a link to the admin area; the address inside it is not a link of its own.
    expect(embed.closest('a')?.getAttribute('href')).toMatch(/^\/m\/[a-z0-9]{10}$/);
    expect(embed.querySelector('a')).toBeNull();
    expectInert();
  });

  it('in the moderation lists, the admin area and the settings', async () => {
    const { auth, token, cid } = await owner();
    await postSeed(server(), token, cid, SEED);
    for (const txt of [PENDING, PENDING_PARAGRAPH]) {
      const posted = await server().request('/api/v3/comments', {
        method: 'POST',
        json: { txt, conversation_id: cid },
      });
      expect(posted.status).toBe(200);
    }
    const { user } = renderAppAt(`/m/${cid}/comments`, {
      authClient: createFakeAuthClient({ storedUser: auth }),
    });
    backend.autoRelease('GET /conversations', 'real');
    // Fetched beside the lists and the stats since the map work; not what these tests are about.
    backend.autoRelease('GET /math/statementVotes', 'real');
    backend.autoRelease('GET /math/status', 'real');
    backend.autoRelease('GET /seedComments', 'real');
    backend.autoRelease('GET /comments', 'real');

    expect(await screen.findByText(PENDING, {}, SLOW)).toBeVisible();
    expect(screen.getByText(PENDING_PARAGRAPH)).toBeVisible();
    expect(screen.getAllByText(TOPIC, { exact: false }).length).toBeGreaterThan(0);
    expectInert();

    await user.click(
      within(screen.getByRole('navigation', { name: da.moderation.tabsLabel })).getByRole('link', {
        name: new RegExp(da.moderation.tabs.accepted),
      }),
    );
    expect(await screen.findByText(SEED, {}, SLOW)).toBeVisible();
    expectInert();

    // The configure screen shows them in its fields, as values.
    await user.click(
      within(screen.getByRole('navigation', { name: da.adminArea.navLabel })).getByRole('link', {
        name: da.adminArea.links.configure,
      }),
    );
    expect(await screen.findByDisplayValue(TOPIC, {}, SLOW)).toBeVisible();
    expect(screen.getByDisplayValue(DESCRIPTION)).toBeVisible();
    expectInert();
  });
});
