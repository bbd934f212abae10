// SQL for POST /topicMod/moderate: a topic's verdict, and the effect on its comments in the
// comments table (the same columns PUT /comments changes). One transaction per request, so a
// topic never shows a status its comments do not have.
import type { Db } from '../db';
import { commentModerationFor, topicStatusFor, type TopicAction } from '../rules/topicModeration';

async function moderateCommentRows(
  db: Db,
  zid: number,
  where: string,
  params: unknown[],
  action: TopicAction,
): Promise<number> {
  const effect = commentModerationFor(action);
  const { rows } = await db.query<{ tid: number }>(
    `UPDATE comments c
     SET mod = $2, is_meta = $3, active = (c.active OR $4), modified = now_as_millis()
     WHERE c.zid = $1 AND ${where}
     RETURNING c.tid`,
    [zid, effect.mod, effect.is_meta, effect.activate, ...params],
  );
  return rows.length;
}

interface TopicModerationResult {
  moderated_at: number;
  comment_count: number;
}

/**
 * Sets the topic's status and moderates every comment assigned to it. Null when the conversation
 * has no topic with that key (nothing written).
 */
export async function moderateTopic(
  db: Db,
  zid: number,
  topicKey: string,
  action: TopicAction,
  moderator: string,
): Promise<TopicModerationResult | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ layer_id: number; cluster_id: number; moderated_at: number }>(
      `UPDATE topics SET status = $3, moderator = $4, moderated_at = now_as_millis()
       WHERE zid = $1 AND topic_key = $2
       RETURNING layer_id, cluster_id, moderated_at`,
      [zid, topicKey, topicStatusFor(action), moderator],
    );
    const topic = rows[0];
    if (!topic) return null;
    const count = await moderateCommentRows(
      tx,
      zid,
      `c.tid IN (SELECT a.tid FROM topic_comment_assignments a
                 WHERE a.zid = $1 AND a.layer_id = $5 AND a.cluster_id = $6)`,
      [topic.layer_id, topic.cluster_id],
      action,
    );
    return { moderated_at: topic.moderated_at, comment_count: count };
  });
}

type CommentsModerationResult =
  { ok: true; moderated_at: number; comment_count: number } | { ok: false; unknownTids: number[] };

/** Moderates the listed comments; if any tid is not in the conversation, nothing is written. */
export async function moderateComments(
  db: Db,
  zid: number,
  tids: number[],
  action: TopicAction,
): Promise<CommentsModerationResult> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ tid: number }>(
      `SELECT t.tid FROM unnest($2::integer[]) AS t(tid)
       WHERE NOT EXISTS (SELECT 1 FROM comments c WHERE c.zid = $1 AND c.tid = t.tid)
       ORDER BY t.tid`,
      [zid, tids],
    );
    if (rows.length > 0) return { ok: false, unknownTids: rows.map((row) => row.tid) };
    const count = await moderateCommentRows(tx, zid, 'c.tid = ANY($5::integer[])', [tids], action);
    const now = await tx.query<{ now: number }>('SELECT now_as_millis() AS now');
    return { ok: true, moderated_at: now.rows[0].now, comment_count: count };
  });
}
