// GET /conversationArchive?conversation_id= — everything stored about the conversation as one JSON
// file (repo/conversationArchive.ts), for an access request or an archive before deleting it.
// Owner only (http/ownerAccess.ts). A file of its own beside routes/export.ts, whose CSV files are
// the moderators'.
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/context';
import { requireOwnedConversation } from '../../conversations/ownerAccess';
import { conversationArchive } from '../repo/conversationArchive';

/** Archive format version: bump when the shape of the file changes. */
export const ARCHIVE_FORMAT = 1;

export function conversationArchiveRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/', async (c) => {
    const { conversation } = await requireOwnedConversation(c, c.req.query('conversation_id'));
    const tables = await conversationArchive(c.var.db, conversation);
    const id = conversation.conversation_id;
    c.header('Content-Disposition', `attachment; filename="raadslag-${id}-arkiv.json"`);
    c.header('Cache-Control', 'no-store');
    return c.json({
      format: ARCHIVE_FORMAT,
      conversation_id: id,
      exported_at: Date.now(),
      tables,
    });
  });

  return routes;
}
