// The moderation log (migration 031): every change of a statement's moderation — a single accept /
// reject / meta, a bulk action, an undo — is written in the same transaction as the change, with
// who, when and each statement's state before and after, so it can be undone and read back.
import type { Db } from '../../platform/db';
import type { StoredModeration } from '../rules/commentUpdate';
import { removeRejectedFromReports } from '../../reports';

export type ModerationKind = 'single' | 'bulk' | 'topic' | 'undo';

export interface ModerationItem {
  tid: number;
  from: StoredModeration;
  to: StoredModeration;
}

interface ModerateRequest {
  zid: number;
  uid: number;
  kind: ModerationKind;
  /** What was asked for: accept | reject | meta | unmeta | pending | undo. */
  change: string;
  tids: readonly number[];
  /** The state each statement should have, given the one it has. */
  next: (from: StoredModeration, tid: number) => StoredModeration;
  undoes?: number;
  /** The logged name of the change from its before and after (a single PUT says only the after). */
  name?: (from: StoredModeration, to: StoredModeration) => string;
}

interface ModerateResult {
  /** null when nothing changed (nothing logged). */
  actionId: number | null;
  items: ModerationItem[];
  /** Numbers the conversation has no statement with. */
  missing: number[];
}

const same = (a: StoredModeration, b: StoredModeration) =>
  a.mod === b.mod && a.active === b.active && a.is_meta === b.is_meta;

interface StateRow extends StoredModeration {
  tid: number;
}

/** The statements' current states, locked until the transaction ends. */
async function lockStates(tx: Db, zid: number, tids: readonly number[]): Promise<StateRow[]> {
  const { rows } = await tx.query<StateRow>(
    `SELECT tid, mod, active, is_meta FROM comments WHERE zid = $1 AND tid = ANY($2::integer[])
     ORDER BY tid FOR UPDATE`,
    [zid, [...tids]],
  );
  return rows;
}

/**
 * The change, its log entry and its items in one statement, the last before COMMIT: updating
 * `comments` takes the conversation's counter rows (comments_keep_counts), which every other
 * moderation of the conversation then waits for until this transaction ends — so nothing else
 * runs between that lock and the commit (docs/upstream.md#speed-beside-upstream).
 */
async function writeChange(
  tx: Db,
  request: ModerateRequest,
  items: readonly ModerationItem[],
): Promise<number> {
  const { rows } = await tx.query<{ id: string | number }>(
    `WITH action AS (
       INSERT INTO moderation_actions (zid, uid, kind, change, undoes)
       VALUES ($1, $2, $3, $4, $5) RETURNING id
     ), logged AS (
       INSERT INTO moderation_action_items (action_id, tid, from_mod, from_active, from_is_meta,
                                            to_mod, to_active, to_is_meta)
       SELECT action.id, i.* FROM action,
         unnest($6::integer[], $7::integer[], $8::boolean[], $9::boolean[],
                $10::integer[], $11::boolean[], $12::boolean[]) AS i
     ), changed AS (
       UPDATE comments c SET mod = u.mod, active = u.active, is_meta = u.is_meta,
              modified = now_as_millis()
       FROM unnest($6::integer[], $10::integer[], $11::boolean[], $12::boolean[])
         AS u(tid, mod, active, is_meta)
       WHERE c.zid = $1 AND c.tid = u.tid
     )
     SELECT id FROM action`,
    [
      request.zid,
      request.uid,
      request.kind,
      request.name ? request.name(items[0].from, items[0].to) : request.change,
      request.undoes ?? null,
      items.map((i) => i.tid),
      items.map((i) => i.from.mod),
      items.map((i) => i.from.active),
      items.map((i) => i.from.is_meta),
      items.map((i) => i.to.mod),
      items.map((i) => i.to.active),
      items.map((i) => i.to.is_meta),
    ],
  );
  return Number(rows[0].id);
}

/** Changes the statements and logs the change (one transaction); unchanged ones are left out. */
export async function moderateAndLog(db: Db, request: ModerateRequest): Promise<ModerateResult> {
  return db.transaction(async (tx) => {
    const rows = await lockStates(tx, request.zid, request.tids);
    const found = new Set(rows.map((row) => row.tid));
    const missing = request.tids.filter((tid) => !found.has(tid));
    const items: ModerationItem[] = [];
    for (const { tid, mod, active, is_meta } of rows) {
      const from = { mod, active, is_meta };
      const to = request.next(from, tid);
      if (!same(from, to)) items.push({ tid, from, to });
    }
    if (items.length === 0) return { actionId: null, items, missing };
    // Rejected now: out of every published report version too (reports/text/rejectedAfterPublish.ts).
    await removeRejectedFromReports(
      tx,
      request.zid,
      items.filter((i) => i.to.mod === -1 && i.from.mod !== -1).map((i) => i.tid),
      Date.now(),
    );
    const actionId = await writeChange(tx, request, items);
    return { actionId, items, missing };
  });
}

/** A statement's state before and after one action, as moderation_action_items keeps it. */
export interface ItemStates {
  from_mod: number;
  from_active: boolean;
  from_is_meta: boolean;
  to_mod: number;
  to_active: boolean;
  to_is_meta: boolean;
}

interface ItemRow extends ItemStates {
  tid: number;
}

const fromOf = (row: ItemRow): StoredModeration => ({
  mod: row.from_mod as StoredModeration['mod'],
  active: row.from_active,
  is_meta: row.from_is_meta,
});
const toOf = (row: ItemRow): StoredModeration => ({
  mod: row.to_mod as StoredModeration['mod'],
  active: row.to_active,
  is_meta: row.to_is_meta,
});

type UndoResult =
  | { found: false }
  | { found: true; actionId: number | null; restored: number[]; skipped: number[] };

/**
 * Puts back the state each statement had before action `actionId`, where it still has the state
 * the action left (a statement changed since keeps its newer state and is reported as skipped).
 * An action already undone restores nothing.
 */
export async function undoAction(
  db: Db,
  request: { zid: number; uid: number; actionId: number },
): Promise<UndoResult> {
  return db.transaction(async (tx) => {
    const { rows: actions } = await tx.query<{ undone_by: string | number | null; kind: string }>(
      'SELECT undone_by, kind FROM moderation_actions WHERE zid = $1 AND id = $2 FOR UPDATE',
      [request.zid, request.actionId],
    );
    if (actions.length === 0) return { found: false };
    const { rows: itemRows } = await tx.query<ItemRow>(
      `SELECT tid, from_mod, from_active, from_is_meta, to_mod, to_active, to_is_meta
       FROM moderation_action_items WHERE action_id = $1 ORDER BY tid`,
      [request.actionId],
    );
    // The automatic moderator's hold is lifted by a moderator's decision, never by an undo.
    if (actions[0].undone_by !== null || actions[0].kind === 'automatic') {
      return { found: true, actionId: null, restored: [], skipped: itemRows.map((r) => r.tid) };
    }
    const byTid = new Map(itemRows.map((row) => [row.tid, row]));
    const result = await moderateAndLog(tx, {
      zid: request.zid,
      uid: request.uid,
      kind: 'undo',
      change: 'undo',
      undoes: request.actionId,
      tids: itemRows.map((row) => row.tid),
      next: (current, tid) => {
        const row = byTid.get(tid);
        return row && same(toOf(row), current) ? fromOf(row) : current;
      },
    });
    if (result.actionId !== null) {
      await tx.query('UPDATE moderation_actions SET undone_by = $2 WHERE id = $1', [
        request.actionId,
        result.actionId,
      ]);
    }
    const restored = result.items.map((item) => item.tid);
    const skipped = itemRows.map((r) => r.tid).filter((tid) => !restored.includes(tid));
    return { found: true, actionId: result.actionId, restored, skipped };
  });
}
