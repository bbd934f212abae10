// The moderation log as the owner reads it (GET /moderationLog): JSON for the screen, and a CSV
// for Danish Excel (';', BOM, Copenhagen time, Danish words) with one line per changed statement.
import type { LoggedAction, ModerationChange } from '../repo/moderationLog';
import { commentModerationStatus } from '../rules/topicModeration';
import { toCsv } from './csv';
import { copenhagenTime } from './exportsDanish';

const STATUS_DA = {
  pending: 'afventer',
  accepted: 'accepteret',
  rejected: 'afvist',
  meta: 'meta',
} as const;
const ACTION_DA = {
  accept: 'Acceptér',
  reject: 'Afvis',
  meta: 'Meta',
  undo: 'Fortryd',
} as const;
const KIND_DA = { topic: 'Emne', comments: 'Valgte udsagn', undo: 'Fortrydelse' } as const;

const before = (c: ModerationChange) => commentModerationStatus(c.mod_before, c.is_meta_before);
const after = (c: ModerationChange) => commentModerationStatus(c.mod_after, c.is_meta_after);

export function toModerationLogJson(actions: readonly LoggedAction[]) {
  return actions.map((action) => ({
    action_id: action.action_id,
    created: action.created,
    moderator: action.moderator,
    kind: action.kind,
    action: action.action,
    topic_key: action.topic_key,
    undone_by: action.undone_by,
    changes: action.changes.map((change) => ({
      tid: change.tid,
      from: before(change),
      to: after(change),
      // A flagged statement is hidden until accepted: the log says when that changed.
      shown_before: change.active_before,
      shown_after: change.active_after,
    })),
  }));
}

const HEADER = [
  'Handling nr.',
  'Tidspunkt',
  'Moderator',
  'Hvad',
  'Handling',
  'Emne',
  'Udsagn nr.',
  'Fra',
  'Til',
  'Fortrudt af handling nr.',
];

export function moderationLogCsv(actions: readonly LoggedAction[]): string {
  const rows = actions.flatMap((action) =>
    action.changes.map((change) => [
      action.action_id,
      copenhagenTime(action.created),
      action.moderator,
      KIND_DA[action.kind],
      ACTION_DA[action.action],
      action.topic_key,
      change.tid,
      STATUS_DA[before(change)],
      STATUS_DA[after(change)],
      action.undone_by,
    ]),
  );
  return toCsv(HEADER, rows, ';');
}
