// SQL for comments (statements). tid is assigned by the comments_assign_tid trigger (0, 1, 2… per
// conversation). A duplicate is a statement with the same text that the poster can see
// (insertComment; migration 071).
import type { ModValue } from '../../../src/contract/types';
import type { Db } from '../../platform/db';
import type { InitialModeration } from '../rules/newComment';

export interface CommentRow {
  tid: number;
  pid: number;
  txt: string;
  created: number;
  mod: ModValue;
  active: boolean;
  is_meta: boolean;
  is_seed: boolean;
  velocity: number;
  lang: string | null;
  quote_src_url: string | null;
}

interface NewComment extends InitialModeration {
  zid: number;
  pid: number;
  uid: number;
  txt: string;
}

/**
 * Which existing statements with the same text make a new one a duplicate: every one for a
 * moderator, who sees them all; for a participant only those participants are shown (`active` and
 * mod at least `lowestMod`), so that a refusal never tells of a hidden statement.
 */
export type DuplicateScope = { all: true } | { all: false; lowestMod: ModValue };

/**
 * The new tid, or null when the conversation already has this exact text within `scope`. Must run
 * in a transaction: a lock on (conversation, text) until it ends makes two posts of the same text
 * at once wait for each other, so the second sees the first.
 */
export async function insertComment(
  db: Db,
  comment: NewComment,
  scope: DuplicateScope,
): Promise<number | null> {
  await db.query(
    `SELECT pg_advisory_xact_lock(hashtext(current_schema() || '/comment-text/' || $1::text),
                                  hashtext($2::text))`,
    [comment.zid, comment.txt],
  );
  const { rows: twins } = await db.query(
    `SELECT 1 FROM comments
     WHERE zid = $1 AND txt = $2 AND ($3::boolean OR (active AND mod >= $4::integer)) LIMIT 1`,
    [comment.zid, comment.txt, scope.all, scope.all ? 0 : scope.lowestMod],
  );
  if (twins.length > 0) return null;
  const { rows } = await db.query<{ tid: number }>(
    `INSERT INTO comments (zid, pid, uid, txt, mod, active, is_seed, flag_reasons)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::text[])
     RETURNING tid`,
    [
      comment.zid,
      comment.pid,
      comment.uid,
      comment.txt,
      comment.mod,
      comment.active,
      comment.is_seed,
      comment.flag_reasons,
    ],
  );
  const tid = rows[0]?.tid ?? null;
  if (tid !== null && comment.flag_reasons !== null) await logAutomaticFlag(db, comment, tid);
  return tid;
}

/**
 * The automatic moderator's hold is in the moderation log like a moderator's action, with no one
 * behind it (docs/behaviour.md#moderationlog): from shown, as the statement would have been,
 * to the state it was stored in.
 */
async function logAutomaticFlag(db: Db, comment: NewComment, tid: number): Promise<void> {
  const { rows } = await db.query<{ id: string | number }>(
    `INSERT INTO moderation_actions (zid, uid, kind, change)
     VALUES ($1, NULL, 'automatic', 'flag') RETURNING id`,
    [comment.zid],
  );
  await db.query(
    `INSERT INTO moderation_action_items (action_id, tid, from_mod, from_active, from_is_meta,
                                          to_mod, to_active, to_is_meta)
     VALUES ($1, $2, $3, true, false, $3, $4, false)`,
    [Number(rows[0].id), tid, comment.mod, comment.active],
  );
}

interface CommentFilter {
  mod: ModValue | null;
  /** Participants' view: only active comments with mod at least this. */
  visibleFromMod?: ModValue;
  limit: number | null;
  offset: number;
}

/** Sorted by tid ascending. */
export async function listComments(
  db: Db,
  zid: number,
  filter: CommentFilter,
): Promise<CommentRow[]> {
  const params: unknown[] = [zid, filter.limit, filter.offset];
  const conditions = ['zid = $1'];
  if (filter.mod !== null) {
    params.push(filter.mod);
    conditions.push(`mod = $${params.length}`);
  }
  if (filter.visibleFromMod !== undefined) {
    params.push(filter.visibleFromMod);
    conditions.push(`active AND mod >= $${params.length}`);
  }
  const { rows } = await db.query<CommentRow>(
    `SELECT tid, pid, txt, created, mod, active, is_meta, is_seed, velocity, lang, quote_src_url
     FROM comments WHERE ${conditions.join(' AND ')}
     ORDER BY tid LIMIT $2::integer OFFSET $3::integer`,
    params,
  );
  return rows;
}
