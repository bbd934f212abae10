// SQL for comments (statements). tid is assigned by the comments_assign_tid trigger (0, 1, 2… per
// conversation); the UNIQUE (zid, txt) constraint is what makes a duplicate a duplicate.
import type { ModValue } from '../../src/contract/types';
import type { Db } from '../db';
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

/** The new tid, or null when the conversation already has this exact text. */
export async function insertComment(db: Db, comment: NewComment): Promise<number | null> {
  const { rows } = await db.query<{ tid: number }>(
    `INSERT INTO comments (zid, pid, uid, txt, mod, active, is_seed, flag_reasons)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::text[])
     ON CONFLICT (zid, txt) DO NOTHING RETURNING tid`,
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
  return rows[0]?.tid ?? null;
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
