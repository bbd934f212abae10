// The version of a conversation's statement list (migration 095): it changes with every statement
// that adds, deletes or changes a field the whole list answers, so an answer kept under one
// version is that list's answer for as long as the version reads the same
// (docs/api.md#the-kept-moderation-list).
import type { Db } from '../../platform/db';

/** '0' for a conversation whose statements have not changed since migration 095. */
export async function commentListVersion(db: Db, zid: number): Promise<string> {
  const { rows } = await db.query<{ version: string | number }>(
    'SELECT version FROM comment_list_versions WHERE zid = $1',
    [zid],
  );
  return String(rows[0]?.version ?? 0);
}
