// The console's page of the moderation log (GET /comments/moderationLog with limit): one summary
// per action from the repo's rows (one per action and distinct from → to).
import type {
  ModerationActionKind,
  ModerationLogPage,
  ModerationLogSummary,
} from '../../../contract/moderationLog';
import type { LoggedStatementRow, ModerationLogPageRow } from '../repo/moderationLogPage';
import { groupByAction, statesOf } from './moderationLog';

export function toModerationLogPage(
  rows: readonly ModerationLogPageRow[],
  limit: number,
  statements: readonly LoggedStatementRow[] = [],
): ModerationLogPage {
  const actions = groupByAction(
    rows,
    (row): ModerationLogSummary => ({
      action_id: row.id,
      created: row.created,
      kind: row.kind as ModerationActionKind,
      change: row.change,
      topic_key: row.topic_key,
      by: { uid: row.uid, email: row.email, name: row.hname },
      undoes: row.undoes,
      undone_by: row.undone_by,
      count: 0,
      transitions: [],
      statements: statements
        .filter((s) => s.action_id === row.id)
        .map((s) => ({ tid: s.tid, txt: s.txt ?? '' })),
    }),
    (action, row) => {
      action.count += row.n;
      action.transitions.push({ ...statesOf(row), count: row.n });
    },
  );
  // The repo read one action more than asked: it only says that an older page exists.
  const more = actions.length > limit;
  const shown = more ? actions.slice(0, limit) : actions;
  return { actions: shown, next_before: more ? shown.at(-1)!.action_id : null };
}
