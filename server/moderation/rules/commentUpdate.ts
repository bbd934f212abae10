// PUT /comments (docs/api.md#put-comments): the client sends the whole comment object with mod
// or is_meta changed. conversation_id, tid, active, mod, is_meta and velocity are required; other
// fields (txt, pid, created…) are ignored. velocity is checked but, as upstream, not stored.
import type { ModValue } from '../../../contract/types';
import { isInt4Id } from '../../platform/rules/ids';
import { moderationMessages } from '../messages';

interface CommentUpdate {
  tid: number;
  mod: ModValue;
  active: boolean;
  is_meta: boolean;
  velocity: number;
}

type CommentUpdateResult =
  { ok: true; update: CommentUpdate } | { ok: false; error: string; message: string };

type Field = keyof CommentUpdate;

const CHECKS: Record<Field, { valid: (value: unknown) => boolean; message: string }> = {
  tid: {
    valid: (value) => isInt4Id(value),
    message: moderationMessages.update.tid,
  },
  mod: { valid: isModValue, message: moderationMessages.update.mod },
  active: {
    valid: (value) => typeof value === 'boolean',
    message: moderationMessages.update.active,
  },
  is_meta: {
    valid: (value) => typeof value === 'boolean',
    message: moderationMessages.update.isMeta,
  },
  velocity: {
    valid: (value) => typeof value === 'number' && Number.isFinite(value),
    message: moderationMessages.update.velocity,
  },
};

function isModValue(value: unknown): value is ModValue {
  return value === -1 || value === 0 || value === 1;
}

export function validateCommentUpdate(body: Record<string, unknown>): CommentUpdateResult {
  for (const field of Object.keys(CHECKS) as Field[]) {
    const value = body[field];
    if (value === undefined || value === null) {
      return {
        ok: false,
        error: `polis_err_param_missing_${field}`,
        message: moderationMessages.update.missing(field),
      };
    }
    if (!CHECKS[field].valid(value)) {
      return {
        ok: false,
        error: `polis_err_param_parse_failed_${field}`,
        message: CHECKS[field].message,
      };
    }
  }
  const { tid, mod, active, is_meta, velocity } = body as unknown as CommentUpdate;
  return { ok: true, update: { tid, mod, active, is_meta, velocity } };
}

export interface StoredModeration {
  mod: ModValue;
  active: boolean;
  is_meta: boolean;
}

/** Accepting overrides an automatic moderator's flag: accepting sets the comment active. */
export function moderationToStore(update: CommentUpdate): StoredModeration {
  return {
    mod: update.mod,
    active: update.mod === 1 ? true : update.active,
    is_meta: update.is_meta,
  };
}
