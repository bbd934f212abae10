// One statement's moderation (PUT /comments) as one SQL statement, so one round trip and an
// implicit transaction instead of BEGIN, a lock, the write and COMMIT: the statement's state is
// locked and compared, and when it differs the change, its log entry and its item are written
// (moderationLog.ts writes the same rows for every other kind of change), with the duplicate link
// (nearDuplicates/duplicateLink.ts) in the same UPDATE. A rejection in a conversation with
// published report versions takes moderateAndLog's transaction instead, which also takes the
// statement out of those versions (docs/api.md#put-comments).
import type { Db } from '../../platform/db';
import type { StoredModeration } from '../rules/commentUpdate';

interface ModerateOneRequest {
  zid: number;
  uid: number;
  tid: number;
  to: StoredModeration;
  /** The rejected statement it repeats, or null (any moderation to another state clears it). */
  duplicateOf: number | null;
  /** The logged name of the change from its before and after (rules/bulkModeration.ts). */
  name: (from: StoredModeration, to: StoredModeration) => string;
}

export type ModerateOneResult =
  | { kind: 'missing' }
  /** Rejected in a conversation with published report versions: nothing written here. */
  | { kind: 'reports' }
  /** actionId null: the statement already had this state (only the link may have changed). */
  | { kind: 'done'; actionId: number | null };

export async function moderateOne(db: Db, request: ModerateOneRequest): Promise<ModerateOneResult> {
  const { to } = request;
  // The name for each way the state can differ, from the one rule that names changes.
  const names = [
    request.name({ ...to, mod: to.mod === 1 ? 0 : 1 }, to),
    request.name({ ...to, is_meta: !to.is_meta }, to),
    request.name(to, to),
  ];
  const { rows } = await db.query<{
    found: boolean;
    reports: boolean;
    action_id: string | number | null;
  }>(
    `WITH cur AS (
       SELECT tid, mod, active, is_meta FROM comments WHERE zid = $1 AND tid = $2 FOR UPDATE
     ), held AS (
       SELECT cur.* FROM cur
       WHERE $3::integer = -1 AND cur.mod <> -1
         AND EXISTS (SELECT 1 FROM report_snapshots s JOIN reports r ON r.rid = s.rid
                     WHERE r.zid = $1)
     ), go AS (
       SELECT cur.* FROM cur
       WHERE (cur.mod, cur.active, cur.is_meta) IS DISTINCT FROM ($3::integer, $4::boolean, $5::boolean)
         AND NOT EXISTS (SELECT 1 FROM held)
     ), action AS (
       INSERT INTO moderation_actions (zid, uid, kind, change)
       SELECT $1, $6, 'single',
              CASE WHEN go.mod <> $3 THEN $8 WHEN go.is_meta <> $5 THEN $9 ELSE $10 END
       FROM go RETURNING id
     ), logged AS (
       INSERT INTO moderation_action_items (action_id, tid, from_mod, from_active, from_is_meta,
                                            to_mod, to_active, to_is_meta)
       SELECT action.id, go.tid, go.mod, go.active, go.is_meta, $3, $4, $5 FROM action, go
     ), changed AS (
       UPDATE comments c SET mod = $3, active = $4, is_meta = $5, modified = now_as_millis(),
              duplicate_of = $7
       FROM go WHERE c.zid = $1 AND c.tid = go.tid
     ), linked AS (
       UPDATE comments c SET duplicate_of = $7
       FROM cur WHERE c.zid = $1 AND c.tid = cur.tid AND c.duplicate_of IS DISTINCT FROM $7
         AND NOT EXISTS (SELECT 1 FROM go) AND NOT EXISTS (SELECT 1 FROM held)
     )
     SELECT EXISTS (SELECT 1 FROM cur) AS found, EXISTS (SELECT 1 FROM held) AS reports,
            (SELECT id FROM action) AS action_id`,
    [
      request.zid,
      request.tid,
      to.mod,
      to.active,
      to.is_meta,
      request.uid,
      request.duplicateOf,
      ...names,
    ],
    // Prepared: planning it took as long as running it (docs/upstream.md#where-the-time-goes).
    true,
  );
  const row = rows[0];
  if (!row.found) return { kind: 'missing' };
  if (row.reports) return { kind: 'reports' };
  return { kind: 'done', actionId: row.action_id === null ? null : Number(row.action_id) };
}
