// Small steps many tests need, done through the API as a client would.
import type { Conversation, User } from '../../../contract/types';
import type { TestServer } from './createTestServer';
import type { MintTokenOptions } from './tokens';
import { setSiteAdmin } from '../../../server/platform/auth/users';

export interface SignedIn {
  token: string;
  user: User;
}

/**
 * Mints a token for `sub` and makes the server create the user (GET /users). `siteAdmin` marks
 * the user a site administrator, as `npm run user:add -- <e-mail> --admin` would.
 */
export async function signIn(
  server: TestServer,
  sub: string,
  { siteAdmin = false, ...options }: Omit<MintTokenOptions, 'sub'> & { siteAdmin?: boolean } = {},
): Promise<SignedIn> {
  if (server.config.oidc.embedded) {
    // The embedded provider's accounts exist before their tokens: make it as the provider would.
    const email = options.email === undefined ? `${sub}@test.local` : options.email;
    await server.db.query(
      `INSERT INTO users (email, hname, idp_subject) VALUES (lower($1), $2, $3)
       ON CONFLICT (email) DO UPDATE SET idp_subject = EXCLUDED.idp_subject`,
      [email, options.name ?? sub, sub],
    );
  }
  const token = await server.mintToken({ sub, ...options });
  const response = await server.request('/api/v3/users', { token });
  if (response.status !== 200) throw new Error(`signIn(${sub}): ${await response.text()}`);
  const user = (await response.json()) as User;
  if (siteAdmin) await setSiteAdmin(server.db, user.uid, true);
  return { token, user };
}

/** POST /conversations, then returns the conversation as GET reads it. */
export async function createConversationVia(
  server: TestServer,
  token: string,
  // Opened at once (not a draft): most tests go on to take part in it.
  body: Record<string, unknown> = { is_draft: false, is_active: true },
): Promise<Conversation> {
  const created = await server.request('/api/v3/conversations', {
    method: 'POST',
    token,
    json: body,
  });
  if (created.status !== 200) throw new Error(`create conversation: ${await created.text()}`);
  const { conversation_id } = (await created.json()) as { conversation_id: string };
  const read = await server.request(`/api/v3/conversations?conversation_id=${conversation_id}`, {
    token,
  });
  return (await read.json()) as Conversation;
}
