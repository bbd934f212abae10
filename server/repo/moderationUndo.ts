// Undo of a logged moderation (POST /topicMod/undo): each statement the action changed gets its
// previous state back, unless someone has changed it since (then it is left as it is and counted
// as skipped: an undo never overwrites a later decision). A topic action also gives the topic its
// previous verdict, if that is still the one the action set. The undo is logged like any action.
import type { Db } from '../db';
import { topicStatusFor, type TopicAction } from '../rules/topicModeration';
import { logModeration, type ModerationChange, type Moderator } from './moderationLog';

/** How long an action can be undone. */
export const UNDO_WINDOW_MS = 15 * 60 * 1000;

type UndoResult =
  | { outcome: 'undone'; action_id: number; restored: number; skipped: number }
  | { outcome: 'unknown' | 'already' | 'expired' | 'notUndoable' };

interface ActionRow {
  kind: 'topic' | 'comments' | 'undo';
  action: TopicAction | 'undo';
  topic_key: string | null;
  topic_status_before: string | null;
  topic_moderator_before: string | null;
  topic_moderated_at_before: number | null;
  undone_by: number | null;
  age: number;
}

export async function undoModeration(
  db: Db,
  zid: number,
  actionId: number,
  moderator: Moderator,
): Promise<UndoResult> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<ActionRow>(
      `SELECT kind, action, topic_key, topic_status_before, topic_moderator_before,
         topic_moderated_at_before, undone_by, now_as_millis() - created AS age
       FROM moderation_actions WHERE zid = $1 AND action_id = $2 FOR UPDATE`,
      [zid, actionId],
    );
    const action = rows[0];
    if (!action) return { outcome: 'unknown' };
    if (action.kind === 'undo') return { outcome: 'notUndoable' };
    if (action.undone_by !== null) return { outcome: 'already' };
    if (Number(action.age) > UNDO_WINDOW_MS) return { outcome: 'expired' };

    // Only statements still in the state the action left them in are put back.
    const restored = await tx.query<ModerationChange>(
      `WITH back AS (
         SELECT m.* FROM moderation_changes m JOIN comments c ON c.zid = $1 AND c.tid = m.tid
         WHERE m.action_id = $2 AND c.mod = m.mod_after AND c.is_meta = m.is_meta_after
           AND c.active = m.active_after
         FOR UPDATE OF c)
       UPDATE comments c
       SET mod = b.mod_before, is_meta = b.is_meta_before, active = b.active_before,
         modified = now_as_millis()
       FROM back b WHERE c.zid = $1 AND c.tid = b.tid
       RETURNING c.tid, b.mod_after AS mod_before, b.is_meta_after AS is_meta_before,
         b.active_after AS active_before, c.mod AS mod_after, c.is_meta AS is_meta_after,
         c.active AS active_after`,
      [zid, actionId],
    );
    const total = await tx.query<{ n: number }>(
      'SELECT count(*)::integer AS n FROM moderation_changes WHERE action_id = $1',
      [actionId],
    );
    if (action.kind === 'topic' && action.topic_key && action.action !== 'undo') {
      await tx.query(
        `UPDATE topics SET status = $3, moderator = $4, moderated_at = $5
         WHERE zid = $1 AND topic_key = $2 AND status = $6`,
        [
          zid,
          action.topic_key,
          action.topic_status_before ?? 'pending',
          action.topic_moderator_before,
          action.topic_moderated_at_before,
          topicStatusFor(action.action),
        ],
      );
    }
    const undoId = await logModeration(
      tx,
      { zid, moderator, kind: 'undo', action: 'undo', topicKey: action.topic_key ?? undefined },
      restored.rows.sort((a, b) => a.tid - b.tid),
    );
    await tx.query('UPDATE moderation_actions SET undone_by = $2 WHERE action_id = $1', [
      actionId,
      undoId,
    ]);
    return {
      outcome: 'undone',
      action_id: undoId,
      restored: restored.rows.length,
      skipped: total.rows[0].n - restored.rows.length,
    };
  });
}
