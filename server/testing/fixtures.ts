// Small steps many tests need, done through the API as a client would.
import type { Conversation, User } from '../../src/contract/types';
import type { TestServer } from './createTestServer';
import type { MintTokenOptions } from './tokens';

export interface SignedIn {
  token: string;
  user: User;
}

/** Mints a token for `sub` and makes the server create the user (GET /users). */
export async function signIn(
  server: TestServer,
  sub: string,
  options: Omit<MintTokenOptions, 'sub'> = {},
): Promise<SignedIn> {
  const token = await server.mintToken({ sub, ...options });
  const response = await server.request('/api/v3/users', { token });
  if (response.status !== 200) throw new Error(`signIn(${sub}): ${await response.text()}`);
  return { token, user: (await response.json()) as User };
}

/** POST /conversations, then returns the conversation as GET reads it. */
export async function createConversationVia(
  server: TestServer,
  token: string,
  body: Record<string, unknown> = { is_draft: true, is_active: true },
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
