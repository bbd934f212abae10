// SQL for conversations. The public conversation_id lives in zinvites (Polis's layout); zid stays
// inside the server. participant_count is always counted from participants, never stored.
import type { Db } from '../db';
import { generateConversationId } from '../rules/conversationId';
import {
  CONVERSATION_SETTING_FIELDS,
  type ConversationChanges,
} from '../rules/validateConversationUpdate';

export interface ConversationRow {
  zid: number;
  conversation_id: string;
  owner: number;
  ownername: string | null;
  topic: string;
  description: string;
  parent_url: string | null;
  is_active: boolean;
  is_draft: boolean;
  is_anon: boolean;
  importance_enabled: boolean;
  vis_type: number;
  write_type: number;
  help_type: number;
  strict_moderation: boolean;
  help_bgcolor: string | null;
  help_color: string | null;
  bgcolor: string | null;
  created: number;
  modified: number;
  participant_count: number;
}

const SELECT_CONVERSATION = `
  SELECT c.zid, z.zinvite AS conversation_id, c.owner, u.hname AS ownername,
         c.topic, c.description, c.parent_url, c.is_active, c.is_draft, c.is_anon,
         c.importance_enabled, c.vis_type, c.write_type, c.help_type, c.strict_moderation,
         c.help_bgcolor, c.help_color, c.bgcolor, c.created, c.modified,
         (SELECT count(*) FROM participants p WHERE p.zid = c.zid) AS participant_count
  FROM conversations c
  JOIN zinvites z ON z.zid = c.zid
  JOIN users u ON u.uid = c.owner`;

export async function findConversation(
  db: Db,
  conversationId: string,
): Promise<ConversationRow | null> {
  const { rows } = await db.query<ConversationRow>(`${SELECT_CONVERSATION} WHERE z.zinvite = $1`, [
    conversationId,
  ]);
  return rows[0] ?? null;
}

export async function findConversationByZid(db: Db, zid: number): Promise<ConversationRow | null> {
  const { rows } = await db.query<ConversationRow>(`${SELECT_CONVERSATION} WHERE c.zid = $1`, [
    zid,
  ]);
  return rows[0] ?? null;
}

interface ListConversationsFilter {
  uid: number;
  /** Server administrators may moderate, and so see, every conversation. */
  everything: boolean;
  /** Also those the user takes part in (include_all_conversations_i_am_in). */
  participating: boolean;
}

/** Newest first. */
export async function listConversations(
  db: Db,
  filter: ListConversationsFilter,
): Promise<ConversationRow[]> {
  const { rows } = await db.query<ConversationRow>(
    `${SELECT_CONVERSATION}
     WHERE $2::boolean
        OR c.owner = $1
        OR ($3::boolean AND EXISTS (SELECT 1 FROM participants p WHERE p.zid = c.zid AND p.uid = $1))
     ORDER BY c.created DESC, c.zid DESC`,
    [filter.uid, filter.everything, filter.participating],
  );
  return rows;
}

/** Column list and placeholders for validated changes; the names come from a fixed whitelist. */
function settingColumns(changes: ConversationChanges, firstPlaceholder: number) {
  const columns = CONVERSATION_SETTING_FIELDS.filter((field) => changes[field] !== undefined);
  return {
    columns,
    values: columns.map((column) => changes[column]),
    placeholders: columns.map((_, i) => `$${firstPlaceholder + i}`),
  };
}

/**
 * Creates the conversation and its public id in one transaction. A (very unlikely) id collision
 * draws a new id; generateId is injectable so tests can force one.
 */
export async function createConversation(
  db: Db,
  owner: number,
  settings: ConversationChanges,
  generateId: () => string = generateConversationId,
): Promise<{ zid: number; conversation_id: string }> {
  return db.transaction(async (tx) => {
    const { columns, values, placeholders } = settingColumns(settings, 2);
    const { rows } = await tx.query<{ zid: number }>(
      `INSERT INTO conversations (${['owner', ...columns].join(', ')})
       VALUES (${['$1', ...placeholders].join(', ')}) RETURNING zid`,
      [owner, ...values],
    );
    const zid = rows[0].zid;
    for (let attempt = 0; attempt < 5; attempt++) {
      const inserted = await tx.query<{ zinvite: string }>(
        `INSERT INTO zinvites (zid, zinvite) VALUES ($1, $2)
         ON CONFLICT (zinvite) DO NOTHING RETURNING zinvite`,
        [zid, generateId()],
      );
      if (inserted.rows[0]) return { zid, conversation_id: inserted.rows[0].zinvite };
    }
    throw new Error('could not draw an unused conversation id');
  });
}

/** Applies validated changes and bumps modified. No changes → no write. */
export async function updateConversation(
  db: Db,
  zid: number,
  changes: ConversationChanges,
): Promise<void> {
  const { columns, values, placeholders } = settingColumns(changes, 2);
  if (columns.length === 0) return;
  const assignments = columns.map((column, i) => `${column} = ${placeholders[i]}`);
  await db.query(
    `UPDATE conversations SET ${assignments.join(', ')}, modified = now_as_millis()
     WHERE zid = $1`,
    [zid, ...values],
  );
}
