// SQL for POST /topicMod/moderate and its preview: a topic's verdict and its effect on the topic's
// statements (the same columns PUT /comments changes), or the chosen statements' moderation. One
// transaction per request, logged in the moderation log (moderationLog.ts), so a topic never shows
// a status its statements do not have and every change can be traced and undone.
import type { Db } from '../../platform/db';
import { impactOf, tidsToChange, type CommentState, type ImpactChoices } from '../../moderation';
import {
  commentModerationFor,
  commentModerationStatus,
  topicStatusFor,
  type TopicAction,
} from '../../moderation';
import type { StoredModeration } from '../../moderation';
import type { TopicImpact } from '../../../contract/types';
import { moderateAndLog } from '../../moderation';

/** Who moderates: the uid goes in the log, the label in the topic's 'Modereret af'. */
export interface Moderator {
  uid: number;
  label: string;
}

/** The state the action gives a statement (accepting also clears an automatic moderator's flag). */
function nextState(action: TopicAction) {
  const effect = commentModerationFor(action);
  return (from: StoredModeration): StoredModeration => ({
    mod: effect.mod,
    is_meta: effect.is_meta,
    active: from.active || effect.activate,
  });
}

interface TopicRow {
  layer_id: number;
  cluster_id: number;
  status: string;
  moderator: string | null;
  moderated_at: number | null;
}

async function lockTopic(tx: Db, zid: number, topicKey: string): Promise<TopicRow | undefined> {
  const { rows } = await tx.query<TopicRow>(
    `SELECT layer_id, cluster_id, status, moderator, moderated_at FROM topics
     WHERE zid = $1 AND topic_key = $2 FOR UPDATE`,
    [zid, topicKey],
  );
  return rows[0];
}

async function topicComments(
  tx: Db,
  zid: number,
  topic: TopicRow,
): Promise<(CommentState & { txt: string; votes: number })[]> {
  const { rows } = await tx.query<CommentState & { txt: string; votes: number }>(
    `SELECT c.tid, c.mod, c.is_meta, c.active, c.txt,
            COALESCE(v.agree + v.disagree + v.pass, 0)::integer AS votes
     FROM comments c
     JOIN topic_comment_assignments a ON a.zid = c.zid AND a.tid = c.tid
     LEFT JOIN comment_vote_tallies v ON v.zid = c.zid AND v.tid = c.tid
     WHERE c.zid = $1 AND a.layer_id = $2 AND a.cluster_id = $3 ORDER BY c.tid`,
    [zid, topic.layer_id, topic.cluster_id],
  );
  return rows;
}

/** What the action would do to the topic's statements; null for an unknown topic. */
export async function previewTopicModeration(
  db: Db,
  zid: number,
  topicKey: string,
  action: TopicAction,
): Promise<TopicImpact | null> {
  return db.transaction(async (tx) => {
    const topic = await lockTopic(tx, zid, topicKey);
    if (!topic) return null;
    const impact: TopicImpact = { total: 0, unchanged: 0, pending: 0, flagged: [], moderated: [] };
    for (const comment of await topicComments(tx, zid, topic)) {
      impact.total++;
      const kind = impactOf(comment, action);
      const statement = {
        tid: comment.tid,
        txt: comment.txt,
        status: commentModerationStatus(comment.mod, comment.is_meta),
        votes: Number(comment.votes),
      };
      if (kind === 'unchanged') impact.unchanged++;
      else if (kind === 'pending') impact.pending++;
      else impact[kind].push(statement);
    }
    return impact;
  });
}

interface ModerationResult {
  moderated_at: number;
  comment_count: number;
  /** The log entry, for undo; null when no statement changed. */
  action_id: number | null;
}

/**
 * Sets the topic's status and moderates its statements as the choices allow (moderationImpact.ts).
 * Null when the conversation has no topic with that key (nothing written).
 */
export async function moderateTopic(
  db: Db,
  zid: number,
  topicKey: string,
  action: TopicAction,
  moderator: Moderator,
  choices: ImpactChoices,
): Promise<ModerationResult | null> {
  return db.transaction(async (tx) => {
    const topic = await lockTopic(tx, zid, topicKey);
    if (!topic) return null;
    const tids = tidsToChange(await topicComments(tx, zid, topic), action, choices);
    const logged = await moderateAndLog(tx, {
      zid,
      uid: moderator.uid,
      kind: 'topic',
      change: action,
      tids,
      next: nextState(action),
    });
    const { rows } = await tx.query<{ moderated_at: number }>(
      `UPDATE topics SET status = $3, moderator = $4, moderated_at = now_as_millis()
       WHERE zid = $1 AND topic_key = $2 RETURNING moderated_at`,
      [zid, topicKey, topicStatusFor(action), moderator.label],
    );
    if (logged.actionId !== null) {
      // The topic's verdict before, for the undo (migration 035).
      await tx.query(
        `UPDATE moderation_actions SET topic_key = $2, topic_status_before = $3,
           topic_moderator_before = $4, topic_moderated_at_before = $5 WHERE id = $1`,
        [logged.actionId, topicKey, topic.status, topic.moderator, topic.moderated_at],
      );
    }
    return {
      moderated_at: Number(rows[0].moderated_at),
      comment_count: logged.items.length,
      action_id: logged.actionId,
    };
  });
}

type CommentsModerationResult =
  ({ ok: true } & ModerationResult) | { ok: false; unknownTids: number[] };

/** Moderates the listed comments; if any tid is not in the conversation, nothing is written. */
export async function moderateComments(
  db: Db,
  zid: number,
  tids: number[],
  action: TopicAction,
  moderator: Moderator,
): Promise<CommentsModerationResult> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ tid: number }>(
      `SELECT t.tid FROM unnest($2::integer[]) AS t(tid)
       WHERE NOT EXISTS (SELECT 1 FROM comments c WHERE c.zid = $1 AND c.tid = t.tid)
       ORDER BY t.tid`,
      [zid, tids],
    );
    if (rows.length > 0) return { ok: false, unknownTids: rows.map((row) => row.tid) };
    // The moderator chose these statements one by one: all of them change.
    const logged = await moderateAndLog(tx, {
      zid,
      uid: moderator.uid,
      kind: 'bulk',
      change: action,
      tids,
      next: nextState(action),
    });
    const now = await tx.query<{ now: number }>('SELECT now_as_millis() AS now');
    return {
      ok: true,
      moderated_at: Number(now.rows[0].now),
      comment_count: logged.items.length,
      action_id: logged.actionId,
    };
  });
}
