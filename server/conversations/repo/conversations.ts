// SQL for conversations. The public conversation_id lives in zinvites (Polis's layout); zid stays
// inside the server. participant_count is always counted from participants, never stored.
import type { Companion } from '../../platform/auth/callerRead';
import type { Db } from '../../platform/db';
import { generateConversationId } from '../../platform/rules/conversationId';
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
  /** When it closes by itself (ms), or null (migration 057). */
  closes_at: number | null;
  /** When the owner archived it (ms), or null (migration 058). */
  archived_at: number | null;
  /** Counts the saves that changed a setting (migration 030). */
  version: number;
  /** The longest statement it takes (migration 059). */
  comment_max_length: number;
  participant_count: number;
}

/** What the participation calls need: neither the participant count, which they never show and
 * which costs a count over every participant of the conversation, nor the owner's name. */
export type PublicConversationRow = Omit<ConversationRow, 'participant_count' | 'ownername'>;

const COLUMNS = `c.zid, z.zinvite AS conversation_id, c.owner,
         c.topic, c.description, c.parent_url, c.is_active, c.is_draft, c.is_anon,
         c.importance_enabled, c.vis_type, c.write_type, c.help_type, c.strict_moderation,
         c.help_bgcolor, c.help_color, c.bgcolor, c.created, c.modified, c.version, c.closes_at,
         c.archived_at, c.comment_max_length`;

const SELECT_PUBLIC_CONVERSATION = `SELECT ${COLUMNS}
  FROM conversations c JOIN zinvites z ON z.zid = c.zid`;
const SELECT_CONVERSATION = `
  SELECT ${COLUMNS}, u.hname AS ownername,
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

/**
 * findConversation as the companion of the caller's read (platform/auth/callerRead.ts): the same
 * row, read in the statement that reads the caller (docs/api.md#sessions).
 */
export const conversationCompanion =
  (conversationId: string): Companion =>
  (bind) =>
    `${SELECT_CONVERSATION} WHERE z.zinvite = ${bind(conversationId)}`;

/** The conversation by its public id, for the participation calls (no participant count). */
export async function findPublicConversation(
  db: Db,
  conversationId: string,
): Promise<PublicConversationRow | null> {
  const { rows } = await db.query<PublicConversationRow>(
    `${SELECT_PUBLIC_CONVERSATION} WHERE z.zinvite = $1`,
    [conversationId],
  );
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

/** A list row: the conversation plus what the caller's card shows about it. */
export interface ConversationListRow extends ConversationRow {
  /** The caller was named a moderator of it (migration 055). */
  named_moderator: boolean;
  /** Statements waiting for moderation (mod 0). */
  waiting_count: number;
  /** The newest statement or vote, else the last settings change (ms). */
  last_activity: number;
}

/** Newest first: owned, named-moderator, everything (site admins), and with the flag taken part in. */
export async function listConversations(
  db: Db,
  filter: ListConversationsFilter,
): Promise<ConversationListRow[]> {
  const { rows } = await db.query<ConversationListRow>(
    `WITH named AS (SELECT zid FROM conversation_moderators WHERE uid = $1)
     ${SELECT_CONVERSATION.replace(
       'FROM conversations c',
       `, c.zid IN (SELECT zid FROM named) AS named_moderator,
         (SELECT count(*) FROM comments m WHERE m.zid = c.zid AND m.mod = 0) AS waiting_count,
         GREATEST(c.modified,
           (SELECT max(created) FROM comments m WHERE m.zid = c.zid),
           (SELECT max(created) FROM votes v WHERE v.zid = c.zid)) AS last_activity
       FROM conversations c`,
     )}
     WHERE $2::boolean
        OR c.owner = $1
        OR c.zid IN (SELECT zid FROM named)
        OR ($3::boolean AND EXISTS (SELECT 1 FROM participants p WHERE p.zid = c.zid AND p.uid = $1))
     ORDER BY c.created DESC, c.zid DESC`,
    [filter.uid, filter.everything, filter.participating],
  );
  return rows.map((row) => ({
    ...row,
    waiting_count: Number(row.waiting_count),
    last_activity: Number(row.last_activity),
  }));
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

export type UpdateOutcome =
  | { ok: true }
  /** Settings changed by someone else after `basedOn`, to another value than the one sent. */
  | { ok: false; conflicts: (keyof ConversationChanges)[] };

type StoredSettings = Record<keyof ConversationChanges, unknown> & {
  version: number;
  setting_versions: Record<string, number> | string;
};

/**
 * Applies validated changes: only the settings whose value differs from the stored one are
 * written, `version` goes up by one and each written setting records that version (and `modified`
 * is bumped). Nothing different → no write. With `basedOn` (the version the client read), a
 * setting changed after it is a conflict and nothing is written (docs/api.md#put-conversations);
 * the row is locked for the check so two saves cannot both pass it.
 */
export async function updateConversation(
  db: Db,
  zid: number,
  changes: ConversationChanges,
  basedOn?: number,
): Promise<UpdateOutcome> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<StoredSettings>(
      `SELECT ${CONVERSATION_SETTING_FIELDS.join(', ')}, version, setting_versions
       FROM conversations WHERE zid = $1 FOR UPDATE`,
      [zid],
    );
    const stored = rows[0];
    if (!stored) return { ok: true };
    const changedAt = settingVersions(stored.setting_versions);
    const changed = CONVERSATION_SETTING_FIELDS.filter(
      (field) => changes[field] !== undefined && changes[field] !== stored[field],
    );
    if (basedOn !== undefined) {
      const conflicts = changed.filter((field) => (changedAt[field] ?? 0) > basedOn);
      if (conflicts.length > 0) return { ok: false, conflicts };
    }
    if (changed.length === 0) return { ok: true };
    const next = stored.version + 1;
    const values = changed.map((column) => changes[column]);
    const assignments = changed.map((column, i) => `${column} = $${i + 3}`);
    await tx.query(
      `UPDATE conversations SET ${assignments.join(', ')}, version = $2,
         setting_versions = setting_versions || $${changed.length + 3}::jsonb,
         modified = now_as_millis()
       WHERE zid = $1`,
      [
        zid,
        next,
        ...values,
        JSON.stringify(Object.fromEntries(changed.map((field) => [field, next]))),
      ],
    );
    return { ok: true };
  });
}

/** jsonb arrives parsed from pg and PGlite; a string is tolerated all the same. */
function settingVersions(value: Record<string, number> | string): Record<string, number> {
  return typeof value === 'string' ? (JSON.parse(value) as Record<string, number>) : value;
}

/**
 * The conversations `owner` made at or after `since` (ms), with the oldest of them, counted under
 * a lock on the owner's row: run inside the transaction that creates the next one, concurrent
 * creations by one account wait for each other and count each other (docs/api.md#post-conversations).
 */
export async function countCreatedSinceLocked(
  tx: Db,
  owner: number,
  since: number,
): Promise<{ count: number; oldest: number | null }> {
  await tx.query('SELECT uid FROM users WHERE uid = $1 FOR UPDATE', [owner]);
  const { rows } = await tx.query<{ count: number; oldest: string | null }>(
    `SELECT count(*)::int AS count, min(created) AS oldest FROM conversations
     WHERE owner = $1 AND created >= $2`,
    [owner, since],
  );
  return { count: rows[0].count, oldest: rows[0].oldest === null ? null : Number(rows[0].oldest) };
}
