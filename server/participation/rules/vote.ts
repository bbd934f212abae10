// POST /votes body: { conversation_id, tid, vote, high_priority? }. Votes are Polis's: agree -1,
// disagree 1, pass 0. high_priority is upstream's "important to me" (a boolean; counted only where
// the conversation has importance_enabled — see votes.ts).
import type { VoteValue } from '../../../contract/types';
import { isInt4Id } from '../../platform/rules/ids';
import { participationMessages } from '../messages';

export type VoteRequestCheck =
  | { ok: true; tid: number; vote: VoteValue; highPriority: boolean }
  | { ok: false; error: string; message: string };

function isVoteValue(value: unknown): value is VoteValue {
  return value === -1 || value === 0 || value === 1;
}

export function validateVoteRequest(body: Record<string, unknown>): VoteRequestCheck {
  const { tid, vote } = body;
  if (tid === undefined || tid === null) {
    return {
      ok: false,
      error: 'polis_err_param_missing_tid',
      message: participationMessages.vote.statementMissing,
    };
  }
  if (!isInt4Id(tid)) {
    return invalidTid();
  }
  if (vote === undefined || vote === null) {
    return {
      ok: false,
      error: 'polis_err_param_missing_vote',
      message: participationMessages.vote.voteMissing,
    };
  }
  if (!isVoteValue(vote)) {
    return {
      ok: false,
      error: 'polis_err_param_parse_failed_vote',
      message: participationMessages.vote.badVote,
    };
  }
  const highPriority = body.high_priority ?? false;
  if (typeof highPriority !== 'boolean') {
    return {
      ok: false,
      error: 'polis_err_param_parse_failed_high_priority',
      message: participationMessages.vote.badImportance,
    };
  }
  return { ok: true, tid: tid as number, vote, highPriority };
}

/** 400 for a tid that is no statement the participant may vote on. */
export function invalidTid(): { ok: false; error: string; message: string } {
  return {
    ok: false,
    error: 'polis_err_param_parse_failed_tid',
    message: participationMessages.vote.notVotable,
  };
}

/**
 * 403 for a vote on one's own statement: the author's agree was stored with it when they posted it
 * (as Polis stores it), and stays their vote (docs/api.md#post-votes).
 */
export function ownStatement(): { ok: false; error: string; message: string } {
  return {
    ok: false,
    error: 'polis_err_vote_own_comment',
    message: participationMessages.vote.ownStatement,
  };
}
