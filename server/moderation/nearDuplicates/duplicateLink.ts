// "Afvis som gentagelse af #123": PUT /comments with mod -1 and duplicate_of links the rejected
// statement to the accepted statement it repeats (migration 036), so the merge is on record. The
// link must name another accepted statement of the same conversation; any moderation to a state
// other than rejected clears it. Upstream clients send no duplicate_of: a plain reject then
// stores none.
import type { Db } from '../../platform/db';
import { HttpError } from '../../platform/http/errors';
import { isInt4Id } from '../../platform/rules/ids';
import { moderationMessages } from '../messages';

const REFUSED = (message: string) =>
  new HttpError(400, 'polis_err_param_parse_failed_duplicate_of', message);

/** The link to store with this update (null: none); throws 400 for a link that cannot be. */
export async function checkDuplicateLink(
  db: Db,
  zid: number,
  update: { tid: number; mod: number },
  value: unknown,
): Promise<number | null> {
  if (value === undefined || value === null || update.mod !== -1) return null;
  if (!isInt4Id(value)) throw REFUSED(moderationMessages.duplicateOf.notNumber);
  if (value === update.tid) throw REFUSED(moderationMessages.duplicateOf.itself);
  const { rows } = await db.query<{ mod: number }>(
    'SELECT mod FROM comments WHERE zid = $1 AND tid = $2',
    [zid, value],
  );
  if (rows[0]?.mod !== 1) {
    throw REFUSED(moderationMessages.duplicateOf.notAccepted(value));
  }
  return value;
}

export async function storeDuplicateLink(
  db: Db,
  zid: number,
  tid: number,
  duplicateOf: number | null,
): Promise<void> {
  await db.query(
    'UPDATE comments SET duplicate_of = $3 WHERE zid = $1 AND tid = $2 AND duplicate_of IS DISTINCT FROM $3',
    [zid, tid, duplicateOf],
  );
}
