// POST /topicMod/undo: 'Fortryd' after a topic action (or the topic screen's bulk action). The
// statements go back as the log's undoAction (moderationLog.ts) puts them back — never over a
// statement changed since — and a topic action also gives the topic its previous verdict, if that
// is still the one the action set. Refused once done, after UNDO_WINDOW_MS, and for an undo.
import type { Db } from '../../platform/db';
import { topicStatusFor, type TopicAction } from '../../topics/rules/topicModeration';
import { undoAction } from './moderationLog';

/** How long an action can be undone from the topic screen. */
export const UNDO_WINDOW_MS = 15 * 60 * 1000;

type UndoResult =
  | { outcome: 'undone'; action_id: number | null; restored: number; skipped: number }
  | { outcome: 'unknown' | 'already' | 'expired' | 'notUndoable' };

interface ActionRow {
  kind: string;
  change: string;
  topic_key: string | null;
  topic_status_before: string | null;
  topic_moderator_before: string | null;
  topic_moderated_at_before: number | null;
  undone_by: number | null;
  age: number;
}

const TOPIC_ACTIONS = new Set(['accept', 'reject', 'meta']);

export async function undoModeration(
  db: Db,
  zid: number,
  actionId: number,
  uid: number,
): Promise<UndoResult> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<ActionRow>(
      `SELECT kind, change, topic_key, topic_status_before, topic_moderator_before,
         topic_moderated_at_before, undone_by, now_as_millis() - created AS age
       FROM moderation_actions WHERE zid = $1 AND id = $2 FOR UPDATE`,
      [zid, actionId],
    );
    const action = rows[0];
    if (!action) return { outcome: 'unknown' };
    if (action.kind === 'undo') return { outcome: 'notUndoable' };
    if (action.undone_by !== null) return { outcome: 'already' };
    if (Number(action.age) > UNDO_WINDOW_MS) return { outcome: 'expired' };

    const result = await undoAction(tx, { zid, uid, actionId });
    if (!result.found) return { outcome: 'unknown' };
    if (action.topic_key && TOPIC_ACTIONS.has(action.change)) {
      await tx.query(
        `UPDATE topics SET status = $3, moderator = $4, moderated_at = $5
         WHERE zid = $1 AND topic_key = $2 AND status = $6`,
        [
          zid,
          action.topic_key,
          action.topic_status_before ?? 'pending',
          action.topic_moderator_before,
          action.topic_moderated_at_before,
          topicStatusFor(action.change as TopicAction),
        ],
      );
    }
    return {
      outcome: 'undone',
      action_id: result.actionId,
      restored: result.restored.length,
      skipped: result.skipped.length,
    };
  });
}
