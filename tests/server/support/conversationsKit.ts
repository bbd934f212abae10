// Shared set-up for the /conversations route tests (conversations.*.test.ts): the calls as a
// client makes them and the rows they leave, read straight from the database.
import type { TestServer } from './createTestServer';

export const ADMIN = 'admin@test.local';
export const API = '/api/v3/conversations';

export function conversationsKit(server: () => TestServer) {
  const db = () => server().db;

  const countConversations = async () =>
    (await db().query('SELECT zid FROM conversations')).rows.length;
  const storedSettings = async (conversationId: string) =>
    (
      await db().query(
        `SELECT c.topic, c.description, c.vis_type, c.help_color, c.is_active, c.modified
       FROM conversations c JOIN zinvites z ON z.zid = c.zid WHERE z.zinvite = $1`,
        [conversationId],
      )
    ).rows[0];
  const zidOf = async (conversationId: string) =>
    (
      await db().query<{ zid: number }>('SELECT zid FROM zinvites WHERE zinvite = $1', [
        conversationId,
      ])
    ).rows[0].zid;

  const post = (token: string | undefined, init: { json?: unknown; body?: string }) =>
    server().request(API, { method: 'POST', token, ...init });
  const put = (token: string | undefined, init: { json?: unknown; body?: string }) =>
    server().request(API, { method: 'PUT', token, ...init });
  const getOne = (conversationId: string, token?: string) =>
    server().request(`${API}?conversation_id=${conversationId}`, { token });
  const getList = (token?: string, query = 'include_all_conversations_i_am_in=true') =>
    server().request(`${API}?${query}`, { token });
  return { db, countConversations, storedSettings, zidOf, post, put, getOne, getList };
}
