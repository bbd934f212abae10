// The moderation log's SQL (migration 035): applying a moderation to chosen statements while
// keeping each one's state before and after, recording who did it, the owner's reading of the log,
// and undo. Called inside the caller's transaction where the moderation itself is written, so the
// log never disagrees with the comments table.
import type { Db } from '../db';
import { commentModerationFor, type TopicAction } from '../rules/topicModeration';

export interface ModerationChange {
  tid: number;
  mod_before: number;
  is_meta_before: boolean;
  active_before: boolean;
  mod_after: number;
  is_meta_after: boolean;
  active_after: boolean;
}

export interface Moderator {
  uid: number;
  /** As the log shows it: the e-mail, else the name. */
  label: string;
}

/** Sets the action's state on the given statements; returns each one's state before and after. */
export async function applyModeration(
  tx: Db,
  zid: number,
  tids: readonly number[],
  action: TopicAction,
): Promise<ModerationChange[]> {
  if (tids.length === 0) return [];
  const effect = commentModerationFor(action);
  const { rows } = await tx.query<ModerationChange>(
    `WITH before AS (
       SELECT tid, mod, is_meta, active FROM comments
       WHERE zid = $1 AND tid = ANY($5::integer[]) FOR UPDATE)
     UPDATE comments c
     SET mod = $2, is_meta = $3, active = (c.active OR $4), modified = now_as_millis()
     FROM before b WHERE c.zid = $1 AND c.tid = b.tid
     RETURNING c.tid, b.mod AS mod_before, b.is_meta AS is_meta_before,
       b.active AS active_before, c.mod AS mod_after, c.is_meta AS is_meta_after,
       c.active AS active_after`,
    [zid, effect.mod, effect.is_meta, effect.activate, tids],
  );
  return rows.sort((a, b) => a.tid - b.tid);
}

interface ActionRecord {
  zid: number;
  moderator: Moderator;
  kind: 'topic' | 'comments' | 'undo';
  action: TopicAction | 'undo';
  topicKey?: string;
  topicBefore?: { status: string; moderator: string | null; moderated_at: number | null };
}

/** One row for the action, one per changed statement; returns the action's id. */
export async function logModeration(
  tx: Db,
  record: ActionRecord,
  changes: readonly ModerationChange[],
): Promise<number> {
  const { rows } = await tx.query<{ action_id: number }>(
    `INSERT INTO moderation_actions (zid, uid, moderator, kind, action, topic_key,
       topic_status_before, topic_moderator_before, topic_moderated_at_before)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING action_id`,
    [
      record.zid,
      record.moderator.uid,
      record.moderator.label,
      record.kind,
      record.action,
      record.topicKey ?? null,
      record.topicBefore?.status ?? null,
      record.topicBefore?.moderator ?? null,
      record.topicBefore?.moderated_at ?? null,
    ],
  );
  const actionId = rows[0].action_id;
  if (changes.length > 0) {
    await tx.query(
      `INSERT INTO moderation_changes (action_id, tid, mod_before, is_meta_before, active_before,
         mod_after, is_meta_after, active_after)
       SELECT $1, * FROM unnest($2::integer[], $3::integer[], $4::boolean[], $5::boolean[],
         $6::integer[], $7::boolean[], $8::boolean[])`,
      [
        actionId,
        changes.map((c) => c.tid),
        changes.map((c) => c.mod_before),
        changes.map((c) => c.is_meta_before),
        changes.map((c) => c.active_before),
        changes.map((c) => c.mod_after),
        changes.map((c) => c.is_meta_after),
        changes.map((c) => c.active_after),
      ],
    );
  }
  return actionId;
}

export interface LoggedAction {
  action_id: number;
  created: number;
  moderator: string;
  kind: 'topic' | 'comments' | 'undo';
  action: TopicAction | 'undo';
  topic_key: string | null;
  undone_by: number | null;
  changes: ModerationChange[];
}

/** The conversation's log, newest first (at most `limit` actions). */
export async function listModerationLog(
  db: Db,
  zid: number,
  limit: number,
): Promise<LoggedAction[]> {
  const actions = await db.query<Omit<LoggedAction, 'changes'>>(
    `SELECT action_id, created, moderator, kind, action, topic_key, undone_by
     FROM moderation_actions WHERE zid = $1 ORDER BY action_id DESC LIMIT $2`,
    [zid, limit],
  );
  if (actions.rows.length === 0) return [];
  const changes = await db.query<ModerationChange & { action_id: number }>(
    `SELECT * FROM moderation_changes WHERE action_id = ANY($1::integer[]) ORDER BY tid`,
    [actions.rows.map((a) => a.action_id)],
  );
  return actions.rows.map((action) => ({
    ...action,
    created: Number(action.created),
    changes: changes.rows
      .filter((change) => change.action_id === action.action_id)
      .map(({ action_id: _, ...change }) => change),
  }));
}
