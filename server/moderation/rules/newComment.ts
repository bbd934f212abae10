// What a new statement may say and how it starts out moderated (docs/api.md#post-comments). A seed
// statement from a moderator is published at once; anyone else's statement waits for moderation
// (mod 0), and the automatic moderator (autoModerator.ts) decides whether it is shown meanwhile
// (active).
import type { ModValue } from '../../../contract/types';
import { autoModerate, type AutoModerationReason } from './autoModerator';
import { hasVisibleCharacter } from '../../../contract/visibleText';
import { hasLoneSurrogate } from '../../platform/rules/text';
import { isInt4Id } from '../../platform/rules/ids';
import { moderationMessages } from '../messages';

interface CommentAuthor {
  /** The author may moderate the conversation (owner or administrator). */
  isModerator: boolean;
}

type CommentTextCheck = { ok: true; txt: string } | { ok: false; error: string; message: string };

/** Characters as people count them (code points), not UTF-16 units. */
const characterCount = (text: string) => [...text].length;

/**
 * The text as stored: trimmed and NFC-normalised, so "æ" typed two ways is one duplicate. `limit`
 * is the conversation's own (comment_max_length, migration 059): the same for a participant's
 * statement and a moderator's seed.
 */
export function checkCommentText(value: unknown, limit: number): CommentTextCheck {
  if (value === undefined || value === null) {
    return {
      ok: false,
      error: 'polis_err_param_missing_txt',
      message: moderationMessages.newStatement.missing,
    };
  }
  const failed = {
    ok: false as const,
    error: 'polis_err_param_parse_failed_txt',
    message: moderationMessages.newStatement.length(limit),
  };
  if (typeof value !== 'string') return failed;
  // Refused, not silently altered: a lone surrogate would be stored as U+FFFD.
  if (hasLoneSurrogate(value)) {
    return { ...failed, message: moderationMessages.newStatement.invalidCharacter };
  }
  const txt = value.trim().normalize('NFC');
  if (txt !== '' && !hasVisibleCharacter(txt)) {
    return {
      ...failed,
      message: moderationMessages.newStatement.invisible,
    };
  }
  const length = characterCount(txt);
  if (length > limit) {
    return {
      ...failed,
      message: moderationMessages.newStatement.tooLong(limit, length),
    };
  }
  return length >= 1 ? { ok: true, txt } : failed;
}

export interface InitialModeration {
  mod: ModValue;
  active: boolean;
  is_seed: boolean;
  /** Why the automatic moderator flagged it; null when it did not. */
  flag_reasons: AutoModerationReason[] | null;
}

/**
 * Seeds are a moderator's privilege; a moderator's statement needs no moderation. Anyone else's
 * is pending, and inactive (hidden until accepted) when the automatic moderator flags its text.
 */
export function initialModeration(
  author: CommentAuthor,
  request: { isSeed: boolean; txt?: string },
): InitialModeration {
  if (author.isModerator) {
    return { mod: 1, active: true, is_seed: request.isSeed, flag_reasons: null };
  }
  const verdict = request.txt === undefined ? null : autoModerate(request.txt);
  const flagged = verdict?.flagged === true;
  return {
    mod: 0,
    active: !flagged,
    is_seed: false,
    flag_reasons: flagged ? verdict.reasons : null,
  };
}

/**
 * The body's pid: absent or -1 means "my own participant record" ('own'); a whole number must be
 * the caller's own pid (checked once it is known); anything else is 'invalid'.
 */
export function requestedPid(value: unknown): 'own' | number | 'invalid' {
  if (value === undefined || value === null || value === -1) return 'own';
  return isInt4Id(value) ? value : 'invalid';
}

interface NewCommentRequest {
  txt: string;
  isSeed: boolean;
  pid: 'own' | number;
}

type NewCommentCheck =
  { ok: true; request: NewCommentRequest } | { ok: false; error: string; message: string };

/** The body of POST /comments: txt, is_seed (optional boolean) and pid (optional, see above). */
export function validateNewComment(body: Record<string, unknown>, limit: number): NewCommentCheck {
  const text = checkCommentText(body.txt, limit);
  if (!text.ok) return text;
  if (body.is_seed !== undefined && typeof body.is_seed !== 'boolean') {
    return {
      ok: false,
      error: 'polis_err_param_parse_failed_is_seed',
      message: moderationMessages.newStatement.isSeed,
    };
  }
  const pid = requestedPid(body.pid);
  if (pid === 'invalid') return pidRefused();
  return { ok: true, request: { txt: text.txt, isSeed: body.is_seed === true, pid } };
}

/** 400 for a pid that is neither -1 nor the caller's own. */
export function pidRefused(): { ok: false; error: string; message: string } {
  return {
    ok: false,
    error: 'polis_err_param_parse_failed_pid',
    message: moderationMessages.newStatement.pid,
  };
}
