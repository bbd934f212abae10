// Shared pieces of the model and fault tests of the conversation admin area (/m/{id}/*): a fresh
// conversation owned by Ida on the test server, a stranger who may not administer it, the
// conversation's metadata as GET /conversations answers it, and the app rendered at an admin path.
import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { createFakeAuthClient } from '../../support/fakeAuthClient';
import type { AuthUser } from '../../../src/api/app/oidc';
import type { Conversation } from '../../../contract/types';
import * as da from '../../../src/copy/da';
import { createConversationVia, type TestServer } from '../../server/support';
import type { GatedBackend } from '../harness/gatedBackend';
import { mintOwner, OWNER, renderAppAt, withBearer } from './app';

export const TOPIC = 'Cykelstier i midtbyen';
const DESCRIPTION = 'Hvor skal kommunen bygge de næste cykelstier?';

/** The metadata of a new conversation as the owner reads it (ids and times vary per test). */
export const OWNER_METADATA: Conversation = {
  conversation_id: 'c000000001',
  topic: TOPIC,
  description: DESCRIPTION,
  is_active: true,
  is_draft: true,
  is_anon: true,
  importance_enabled: false,
  vis_type: 0,
  write_type: 1,
  help_type: 1,
  strict_moderation: false,
  help_bgcolor: 'default',
  help_color: 'default',
  bgcolor: null,
  parent_url: null,
  comment_max_length: 140,
  participant_count: 0,
  owner: 1,
  created: 0,
  modified: 0,
  is_owner: true,
  is_mod: false,
  ownername: OWNER.name,
};

/** The same conversation as someone else reads it: neither owner nor moderator. */
export const STRANGER_METADATA: Conversation = { ...OWNER_METADATA, is_owner: false };

const STRANGER = { sub: 'bo', email: 'bo@example.dk', name: 'Bo Fremmed' } as const;

export const SLOW = { timeout: 5000 };

interface AdminSession {
  conversationId: string;
  owner: AuthUser;
  strangerToken: string;
}

/** Ida creates a conversation (topic and description set) on the test server. */
export async function createOwnedConversation(server: TestServer): Promise<AdminSession> {
  const owner = await mintOwner(server);
  const created = await createConversationVia(server, owner.access_token, {
    is_draft: true,
    is_active: true,
    topic: TOPIC,
    description: DESCRIPTION,
  });
  return {
    conversationId: created.conversation_id,
    owner,
    strangerToken: await server.mintToken(STRANGER),
  };
}

/**
 * Renders the app at /m/{id}{subpath} signed in as Ida (or, with `as: 'stranger'`, as Bo).
 * `inspect` follows the screen charts (see createSnapshotProbe).
 */
export async function openAdmin(
  server: TestServer,
  /** Or a function, read after `prepare` (a path with an id that `prepare` makes). */
  subpath: string | (() => string),
  options: {
    inspect?: Parameters<typeof renderAppAt>[1]['inspect'];
    as?: 'owner' | 'stranger';
    /** A config.json other than the default (e.g. `apiServer: 'polis'`). */
    config?: Parameters<typeof renderAppAt>[1]['config'];
    /** Runs on the new conversation before the app is rendered (e.g. creates a report). */
    prepare?: (session: Awaited<ReturnType<typeof createOwnedConversation>>) => Promise<void>;
  } = {},
) {
  const session = await createOwnedConversation(server);
  await options.prepare?.(session);
  const { owner } = session;
  const storedUser =
    options.as === 'stranger'
      ? {
          ...owner,
          access_token: session.strangerToken,
          profile: { sub: STRANGER.sub, name: STRANGER.name, email: STRANGER.email },
        }
      : owner;
  const authClient = createFakeAuthClient({ storedUser });
  const path = typeof subpath === 'function' ? subpath() : subpath;
  const rendered = renderAppAt(`/m/${session.conversationId}${path}`, {
    authClient,
    inspect: options.inspect,
    config: options.config,
  });
  return { ...session, ...rendered };
}

/** Answers the held request as the server answers Bo, who may not administer the conversation. */
export function releaseAsStranger(
  backend: GatedBackend,
  serverFetch: (request: Request) => Promise<Response>,
  strangerToken: string,
  match = 'GET /conversations',
) {
  return backend.release(match, (request) => serverFetch(withBearer(request, strangerToken)));
}

/** The metadata arrived and Ida may administer the conversation: the configure screen shows. */
export async function expectConfigureScreen() {
  expect(
    await screen.findByRole('heading', { level: 1, name: da.configure.heading }, SLOW),
  ).toBeVisible();
  expect(screen.queryByText(da.adminArea.deniedTitle)).not.toBeInTheDocument();
}

/** The permissions-error view replaces the screen. */
export async function expectPermissionsError() {
  expect(
    await screen.findByRole('heading', { level: 1, name: da.adminArea.deniedTitle }, SLOW),
  ).toBeVisible();
  expect(screen.queryByRole('heading', { name: da.configure.heading })).not.toBeInTheDocument();
}
