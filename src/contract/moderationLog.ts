// GET /comments/moderationLog with `limit` (docs/api.md#get-commentsmoderationlog): one page of the
// moderation log, newest action first, each action summed up — who, when, what, how many
// statements, and from which state to which (the console's 'Moderationslog').

/** A statement's moderation as the log stores it. */
export interface LoggedModeration {
  mod: number;
  active: boolean;
  is_meta: boolean;
}

/** single | bulk | topic | undo | automatic (the automatic moderator held a new statement back) */
export type ModerationActionKind = 'single' | 'bulk' | 'topic' | 'undo' | 'automatic';

export interface ModerationLogSummary {
  action_id: number;
  created: number;
  kind: ModerationActionKind;
  /** accept | reject | meta | unmeta | pending | activate | deactivate | undo | flag */
  change: string;
  /** The topic of a topic action, else null. */
  topic_key: string | null;
  /** uid null: the automatic moderator, no person. */
  by: { uid: number | null; email: string | null; name: string | null };
  /** The action an undo undid, and the undo that undid this one. */
  undoes: number | null;
  undone_by: number | null;
  /** How many statements the action changed. */
  count: number;
  /** Each distinct from → to among them, most statements first. */
  transitions: { from: LoggedModeration; to: LoggedModeration; count: number }[];
  /** The statements it changed, by tid (at most 200; `count` says how many in all). */
  statements: { tid: number; txt: string }[];
}

export interface ModerationLogPage {
  actions: ModerationLogSummary[];
  /** Pass as `before` for the next (older) page; null: this was the oldest. */
  next_before: number | null;
}
