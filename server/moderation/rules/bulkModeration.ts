// The bodies of POST /comments/moderate (accept or reject several statements at once) and
// POST /comments/moderate/undo (docs/api.md#post-commentsmoderate), and what each change stores.
import type { StoredModeration } from './commentUpdate';
import { isInt4Id } from '../../platform/rules/ids';
import { moderationMessages } from '../messages';

/** At most this many statements in one bulk action (a page of the moderation list is 50). */
export const BULK_MAX = 500;

export type BulkChange = 'accept' | 'reject';

type Checked<T> = { ok: true; value: T } | { ok: false; field: string; message: string };

export function validateBulkModeration(
  body: Record<string, unknown>,
): Checked<{ tids: number[]; change: BulkChange }> {
  const { tids, change } = body;
  if (change !== 'accept' && change !== 'reject') {
    return { ok: false, field: 'change', message: moderationMessages.bulk.change };
  }
  if (!Array.isArray(tids) || tids.length === 0 || tids.length > BULK_MAX) {
    return {
      ok: false,
      field: 'tids',
      message: moderationMessages.bulk.tids(BULK_MAX),
    };
  }
  if (!tids.every((tid) => isInt4Id(tid))) {
    return { ok: false, field: 'tids', message: moderationMessages.bulk.tidsWhole };
  }
  return { ok: true, value: { tids: [...new Set(tids as number[])], change } };
}

export function validateUndo(body: Record<string, unknown>): Checked<number> {
  const id = body.action_id;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0
    ? { ok: true, value: id }
    : { ok: false, field: 'action_id', message: moderationMessages.bulk.actionId };
}

/** Accepting overrides the automatic moderator's flag (active); rejecting keeps it. */
export function bulkTarget(change: BulkChange, from: StoredModeration): StoredModeration {
  return change === 'accept' ? { ...from, mod: 1, active: true } : { ...from, mod: -1 };
}

/** The name a single PUT's change gets in the log. */
export function changeName(from: StoredModeration, to: StoredModeration): string {
  if (from.mod !== to.mod) return to.mod === 1 ? 'accept' : to.mod === -1 ? 'reject' : 'pending';
  if (from.is_meta !== to.is_meta) return to.is_meta ? 'meta' : 'unmeta';
  return to.active ? 'activate' : 'deactivate';
}
