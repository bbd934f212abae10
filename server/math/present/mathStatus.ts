// The math_results row (and this instance's scheduler) → GET /math/status (contract/math.ts).
import type { MathPhase, MathStatus, NoGroupsReason } from '../../../contract/types';
import type { MathStatusRow } from '../repo/mathResults';

const REASONS: readonly NoGroupsReason[] = [
  'no_votes',
  'too_few_participants',
  'too_few_statements',
  'no_differences',
];

/** A run that started this long ago and never finished belonged to an instance that died. */
export const STALE_RUN_MS = 10 * 60_000;

function phaseOf(row: MathStatusRow, pending: boolean, now: number): MathPhase {
  const running = row.running_since !== null && now - row.running_since < STALE_RUN_MS;
  if (!row.has_result) return row.has_votes ? 'computing' : 'no_votes';
  // A result without its stability step is still being finished.
  return row.behind || pending || running || !row.stability_done ? 'updating' : 'current';
}

export function toMathStatus(
  conversationId: string,
  row: MathStatusRow,
  pending: boolean,
  now: number,
): MathStatus {
  const reason = REASONS.find((known) => known === row.groups_reason) ?? null;
  return {
    conversation_id: conversationId,
    phase: phaseOf(row, pending, now),
    math_tick: row.has_result ? row.math_tick : 0,
    computed_at: row.has_result ? row.computed_at : null,
    vote_count: row.vote_count,
    participants: row.participants,
    in_conv: row.in_conv,
    groups: row.groups,
    groups_reason: row.has_result ? (row.groups > 0 ? null : reason) : 'no_votes',
    stability: row.stability_ari,
    failure:
      row.failures > 0 && row.last_failed_at !== null
        ? { at: row.last_failed_at, retry_at: row.retry_at }
        : null,
  };
}
