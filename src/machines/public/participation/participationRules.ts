// The participant page's pure rules: what a vote button stores, "n af m", and how a refusal from
// the server is read. The statement text's rules are common/statementText.ts, shared with the seeds.
import { isApiError } from '../../../api/common/apiError';
import type { NextComment, VoteValue } from '../../../../contract/types';

/** The three buttons: 'Enig', 'Uenig', 'Spring over'. */
export type VoteChoice = 'agree' | 'disagree' | 'pass';

/** Polis storage (docs/api.md#conventions): agree = -1, disagree = 1, pass = 0. */
export function voteValueOf(choice: VoteChoice): VoteValue {
  return choice === 'agree' ? -1 : choice === 'disagree' ? 1 : 0;
}

export interface Progress {
  /** 1-based position of the shown statement. */
  position: number;
  total: number;
}

/** `remaining` counts the shown statement, so the position is total − remaining + 1. */
export function progressOf(comment: Pick<NextComment, 'remaining' | 'total'>): Progress {
  const total = Math.max(comment.total, comment.remaining, 1);
  const remaining = Math.min(Math.max(comment.remaining, 1), total);
  return { position: total - remaining + 1, total };
}

/** An unknown conversation or report: 404, or upstream's 400 `polis_err_param_parse_failed_…`. */
export function isNotFoundError(error: unknown, param: string): boolean {
  if (!isApiError(error)) return false;
  if (error.status === 404) return true;
  return error.status === 400 && (error.polisError ?? '').endsWith(param);
}

/** A refusal because the conversation is closed: 403 with the closed code, or with no code. */
export function isClosedRefusal(error: unknown): boolean {
  if (!isApiError(error) || error.status !== 403) return false;
  return !error.polisError || /closed/i.test(error.polisError);
}

/**
 * A failure that passes by itself: nothing answered (status 0: offline, a timeout), or the server
 * or a proxy in front of it says it cannot serve right now (502, 503 — e.g. its database is
 * restarting — 504). Worth sending the same request again shortly; a 500 is not.
 */
export function isTransientFailure(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504;
}
