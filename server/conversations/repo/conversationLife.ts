// A conversation's life after it was made (docs/api.md#a-conversations-life): copying it as a new
// draft, and archiving it.
//
// The copy takes the settings an owner chose and the seed statements, nothing any participant did:
// no participant statements, votes, participants (but the owner's own, who writes the seeds),
// reports, topics or opinion groups. Left out as well: the embedding page (the copy is not
// embedded anywhere yet), the scheduled close (a time meant for the original), the named
// co-moderators (people, not settings: the owner names them again if they should be).
import type { Db } from '../../platform/db';
import { generateConversationId } from '../../platform/rules/conversationId';
import { TOPIC_MAX } from '../../../contract/limits';
import { ensureParticipant } from './participants';
import { conversationMessages } from '../messages';

/** The settings copied as they are (docs/api.md#post-conversationcopies). */
const COPIED_SETTINGS = [
  'description',
  'is_anon',
  'importance_enabled',
  'strict_moderation',
  'vis_type',
  'write_type',
  'help_type',
  'help_bgcolor',
  'help_color',
  'bgcolor',
  'retention_days',
] as const;

/** The copy's topic, within the topic limit. */
export const copyTopic = (topic: string) =>
  conversationMessages.copyTopic(topic).slice(0, TOPIC_MAX);

export async function copyConversation(
  db: Db,
  source: { zid: number; topic: string },
  owner: number,
): Promise<{ zid: number; conversation_id: string; seeds: number }> {
  return db.transaction(async (tx) => {
    const columns = COPIED_SETTINGS.join(', ');
    // A draft that is open: the owner opens it to participants with 'Åbn samtalen'.
    const { rows } = await tx.query<{ zid: number }>(
      `INSERT INTO conversations (owner, topic, is_draft, is_active, ${columns})
       SELECT $2, $3, TRUE, TRUE, ${columns} FROM conversations WHERE zid = $1
       RETURNING zid`,
      [source.zid, owner, copyTopic(source.topic)],
    );
    const zid = rows[0].zid;
    let conversationId: string | null = null;
    for (let attempt = 0; attempt < 5 && conversationId === null; attempt++) {
      const inserted = await tx.query<{ zinvite: string }>(
        `INSERT INTO zinvites (zid, zinvite) VALUES ($1, $2)
         ON CONFLICT (zinvite) DO NOTHING RETURNING zinvite`,
        [zid, generateConversationId()],
      );
      conversationId = inserted.rows[0]?.zinvite ?? null;
    }
    if (conversationId === null) throw new Error('could not draw an unused conversation id');
    const { rows: seeds } = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM comments WHERE zid = $1 AND is_seed',
      [source.zid],
    );
    if (seeds[0].n > 0) {
      const pid = await ensureParticipant(tx, zid, owner);
      // In their order (tid is assigned per row by the comments_assign_tid trigger), with their
      // moderation: a seed the owner had rejected stays rejected.
      await tx.query(
        `INSERT INTO comments (zid, pid, uid, txt, mod, active, is_meta, is_seed)
         SELECT $2, $3, $4, txt, mod, active, is_meta, TRUE FROM comments
         WHERE zid = $1 AND is_seed ORDER BY tid`,
        [source.zid, zid, pid, owner],
      );
    }
    return { zid, conversation_id: conversationId, seeds: seeds[0].n };
  });
}

/** Archives (now; an archived one keeps its time) or restores the conversation. */
export async function setArchived(db: Db, zid: number, archived: boolean): Promise<void> {
  await db.query(
    `UPDATE conversations
       SET archived_at = CASE WHEN $2::boolean THEN COALESCE(archived_at, now_as_millis()) END
     WHERE zid = $1`,
    [zid, archived],
  );
}
