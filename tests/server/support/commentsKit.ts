// Shared steps of the /comments route tests: a conversation owned by Alice with Mallory as a
// signed-in stranger, and the calls the admin makes.
import type { Comment } from '../../../contract/types';
import { zidOf } from './activity';
import type { TestServer } from './createTestServer';
import { createConversationVia, signIn } from './fixtures';

export const COMMENTS_API = '/api/v3/comments';

/** The moderation list query exactly as the admin sends it. */
export const moderationListQuery = (conversationId: string, mod: string) =>
  `${COMMENTS_API}?moderation=true&include_voting_patterns=false&mod=${mod}` +
  `&conversation_id=${conversationId}`;

/** The seed form's body. */
export const seedBody = (txt: string, conversationId: string) => ({
  txt,
  pid: -1,
  conversation_id: conversationId,
  is_seed: true,
});

export function commentsKit(server: () => TestServer) {
  const db = () => server().db;
  return {
    /** Alice owns a conversation; Mallory is a signed-in stranger. */
    async setup(settings: Record<string, unknown> = {}) {
      const alice = await signIn(server(), 'alice');
      const mallory = await signIn(server(), 'mallory');
      const conversation = await createConversationVia(server(), alice.token, {
        is_draft: false,
        is_active: true,
        ...settings,
      });
      return { alice, mallory, id: conversation.conversation_id };
    },
    post: (token: string | undefined, json: unknown) =>
      server().request(COMMENTS_API, { method: 'POST', token, json }),
    put: (token: string | undefined, json: unknown) =>
      server().request(COMMENTS_API, { method: 'PUT', token, json }),
    list: async (token: string, conversationId: string, mod: string) =>
      (await (
        await server().request(moderationListQuery(conversationId, mod), { token })
      ).json()) as Comment[],
    /** The conversation's comments as stored, by tid. */
    stored: async (conversationId: string) =>
      (
        await db().query(
          `SELECT tid, pid, txt, mod, active, is_meta, is_seed FROM comments
           WHERE zid = $1 ORDER BY tid`,
          [await zidOf(db(), conversationId)],
        )
      ).rows,
  };
}
