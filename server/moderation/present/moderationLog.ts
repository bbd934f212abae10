// The moderation log as GET /comments/moderationLog answers it: JSON grouped by action, or a CSV
// with one line per statement changed (Danish headings and states: the owner opens it in a
// spreadsheet).
import type { ItemStates } from '../repo/moderationLog';
import type { ModerationLogRow } from '../repo/moderationLogRead';
import { toCsv } from '../../platform/http/csv';
import { moderationMessages } from '../messages';

interface LoggedState {
  mod: number;
  active: boolean;
  is_meta: boolean;
}

export interface ModerationLogEntry {
  action_id: number;
  created: number;
  kind: string;
  change: string;
  /** uid null: the automatic moderator. */
  by: { uid: number | null; email: string | null; name: string | null };
  undoes: number | null;
  undone_by: number | null;
  items: { tid: number; txt: string | null; from: LoggedState; to: LoggedState }[];
}

/** The statement's state before and after, as both the log and its page show it. */
export function statesOf(row: ItemStates): { from: LoggedState; to: LoggedState } {
  return {
    from: { mod: row.from_mod, active: row.from_active, is_meta: row.from_is_meta },
    to: { mod: row.to_mod, active: row.to_active, is_meta: row.to_is_meta },
  };
}

/**
 * Rows come ordered by action, one per statement (or per distinct change): one entry per action,
 * begun by `start` from its first row, and every row of it `add`ed to it.
 */
export function groupByAction<R extends { id: number }, A>(
  rows: readonly R[],
  start: (row: R) => A,
  add: (action: A, row: R) => void,
): A[] {
  const actions: A[] = [];
  let lastId: number | null = null;
  for (const row of rows) {
    if (row.id !== lastId) actions.push(start(row));
    lastId = row.id;
    add(actions[actions.length - 1], row);
  }
  return actions;
}

export function toModerationLog(rows: readonly ModerationLogRow[]): {
  actions: ModerationLogEntry[];
} {
  const actions = groupByAction(
    rows,
    (row): ModerationLogEntry => ({
      action_id: row.id,
      created: row.created,
      kind: row.kind,
      change: row.change,
      by: { uid: row.uid, email: row.email, name: row.hname },
      undoes: row.undoes,
      undone_by: row.undone_by,
      items: [],
    }),
    (action, row) => action.items.push({ tid: row.tid, txt: row.txt, ...statesOf(row) }),
  );
  return { actions };
}

const CSV = moderationMessages.logCsv;

/** A state in Danish: accepteret / afventer / afvist, with (markeret) and (meta) where they apply. */
function stateText(mod: number, active: boolean, isMeta: boolean): string {
  const base = mod === 1 ? CSV.accepted : mod === -1 ? CSV.rejected : CSV.pending;
  return [base, active ? null : CSV.hidden, isMeta ? CSV.meta : null].filter(Boolean).join(', ');
}

export function moderationLogCsv(rows: readonly ModerationLogRow[]): string {
  return toCsv(
    CSV.headers,
    rows.map((row) => [
      row.id,
      new Date(row.created).toISOString(),
      row.uid === null ? CSV.automaticModerator : (row.hname ?? row.email ?? CSV.user(row.uid)),
      CSV.kind[row.kind] ?? row.kind,
      row.tid,
      row.txt,
      stateText(row.from_mod, row.from_active, row.from_is_meta),
      stateText(row.to_mod, row.to_active, row.to_is_meta),
      row.undone_by,
    ]),
  );
}
