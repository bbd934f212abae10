// GET /math/statementVotes (moderators): each statement's agree / disagree / pass, and each opinion
// group's split, for the moderation rows. Tolerant: a missing or odd part reads as none.
import type { StatementVotes, VoteSplit } from '../../../contract/statementVotes';
import { ApiError } from '../common/apiError';
import { apiGetData, forConversation } from '../common/client';
import { isRecord, toNumber, toText } from '../common/tolerance';

const count = (value: unknown) => Math.max(0, Math.floor(toNumber(value, 0)));
const split = (value: unknown): VoteSplit => {
  const raw = isRecord(value) ? value : {};
  return { agree: count(raw.agree), disagree: count(raw.disagree), pass: count(raw.pass) };
};

export function parseStatementVotes(value: unknown): StatementVotes {
  const raw = isRecord(value) ? value : {};
  const groups = (Array.isArray(raw.groups) ? raw.groups : [])
    .filter(isRecord)
    .map((group) => ({ id: toNumber(group.id, Number.NaN), size: count(group.size) }))
    .filter((group) => Number.isInteger(group.id))
    .sort((a, b) => a.id - b.id);
  const statements: StatementVotes['statements'] = {};
  for (const [tid, entry] of Object.entries(isRecord(raw.statements) ? raw.statements : {})) {
    if (!/^\d+$/.test(tid) || !isRecord(entry)) continue;
    const byGroup: Record<string, VoteSplit> = {};
    if (isRecord(entry.groups)) {
      for (const [gid, counts] of Object.entries(entry.groups)) byGroup[gid] = split(counts);
    }
    statements[tid] = { ...split(entry), groups: byGroup };
  }
  return {
    conversation_id: toText(raw.conversation_id),
    math_tick: count(raw.math_tick),
    groups,
    statements,
  };
}

export async function getStatementVotes(
  conversationId: string,
  signal: AbortSignal,
): Promise<StatementVotes> {
  // Upstream Polis has no such route (404): its moderation screen shows no vote counts then,
  // instead of failing the lists fetched beside it.
  const data = await apiGetData(
    'math/statementVotes',
    forConversation(conversationId, signal),
  ).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return {};
    throw error;
  });
  return parseStatementVotes(data);
}
