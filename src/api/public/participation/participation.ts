// The participant's calls (no sign-in): the page's start (participationInit), the next statement,
// a vote and a statement of one's own. The participant token travels as the client's bearer
// (publicMain's getToken reads it from participantToken.ts); a call that created the participant
// answers `auth.token`, which the charts keep. Parsing and tolerance live here, so the charts see
// the clean shapes of contract/types.ts.
import type {
  NextComment,
  ParticipationConversation,
  ParticipationInit,
  VotePlacement,
  VoteValue,
} from '../../../../contract/types';
import { apiGetData, apiSend, forConversation } from '../../common/client';
import {
  asRecord,
  isRecord,
  type Raw,
  toBoolean,
  toColour as colour,
  toNullableText,
  toNumber,
  toOptionalTime,
  toStatementLimit,
  toText,
  toZeroOne as zeroOne,
} from '../../common/tolerance';

function parseParticipationConversation(value: unknown): ParticipationConversation {
  const raw = asRecord(value, 'conversation');
  return {
    conversation_id: toText(raw.conversation_id),
    topic: toText(raw.topic),
    description: toText(raw.description),
    is_active: toBoolean(raw.is_active),
    is_draft: toBoolean(raw.is_draft),
    write_type: zeroOne(raw.write_type),
    vis_type: zeroOne(raw.vis_type),
    help_bgcolor: colour(raw.help_bgcolor),
    help_color: colour(raw.help_color),
    strict_moderation: toBoolean(raw.strict_moderation),
    importance_enabled: toBoolean(raw.importance_enabled),
    comment_max_length: toStatementLimit(raw.comment_max_length),
    closes_at: toOptionalTime(raw.closes_at),
    report_id: toNullableText(raw.report_id),
  };
}

/** A statement to vote on, or null for `{}` / null (nothing left). */
export function parseNextComment(value: unknown): NextComment | null {
  if (!isRecord(value)) return null;
  const raw = value;
  const tid = toNumber(raw.tid, Number.NaN);
  if (!Number.isInteger(tid) || tid < 0 || typeof raw.txt !== 'string') return null;
  const total = Math.max(0, toNumber(raw.total, 0));
  const remaining = Math.max(1, toNumber(raw.remaining, 1));
  return { tid, txt: raw.txt, remaining, total: Math.max(total, remaining) };
}

export function parseParticipationInit(value: unknown): ParticipationInit {
  const raw = asRecord(value, 'participation start');
  const participant = isRecord(raw.participant) ? { pid: toNumber(raw.participant.pid, -1) } : null;
  return {
    conversation: parseParticipationConversation(raw.conversation),
    participant,
    nextComment: parseNextComment(raw.nextComment),
    votedCount: Math.max(0, toNumber(raw.votedCount, 0)),
  };
}

/** The issued participant token, when the call created the participant. */
function issuedToken(raw: Raw): string | null {
  if (!isRecord(raw.auth)) return null;
  const token = raw.auth.token;
  return typeof token === 'string' && token !== '' ? token : null;
}

export async function getParticipationInit(
  conversationId: string,
  signal: AbortSignal,
): Promise<ParticipationInit> {
  const data = await apiGetData('participationInit', forConversation(conversationId, signal));
  return parseParticipationInit(data);
}

export async function getNextComment(
  conversationId: string,
  signal: AbortSignal,
): Promise<NextComment | null> {
  const data = await apiGetData('nextComment', forConversation(conversationId, signal));
  return parseNextComment(data);
}

export interface VoteOutcome {
  currentPid: number;
  nextComment: NextComment | null;
  /** A new participant's token (first vote without one), else null. */
  token: string | null;
  /** Where the vote placed them before the next update (ours; upstream sends none). */
  placement?: VotePlacement | null;
}

/** The vote answer's `placement`, or null when absent or not a place. */
export function parsePlacement(value: unknown): VotePlacement | null {
  if (!isRecord(value)) return null;
  const x = toNumber(value.x, Number.NaN);
  const y = toNumber(value.y, Number.NaN);
  const group = toNumber(value.group_id, Number.NaN);
  const tick = toNumber(value.math_tick, Number.NaN);
  if (![x, y, group, tick].every(Number.isFinite)) return null;
  const letter = typeof value.group_letter === 'string' ? value.group_letter : '';
  return {
    x,
    y,
    group_id: group,
    group_letter: /^[A-Z]$/.test(letter) ? letter : null,
    math_tick: tick,
  };
}

export async function postVote(
  vote: { conversationId: string; tid: number; vote: VoteValue; important?: boolean },
  signal: AbortSignal,
): Promise<VoteOutcome> {
  // high_priority only when marked: a vote without it is what every other client sends.
  const json = { conversation_id: vote.conversationId, tid: vote.tid, vote: vote.vote };
  const data = await apiSend('post', 'votes', {
    signal,
    json: vote.important ? { ...json, high_priority: true } : json,
  });
  const raw = asRecord(data ?? {}, 'vote answer');
  return {
    currentPid: toNumber(raw.currentPid, -1),
    nextComment: parseNextComment(raw.nextComment),
    token: issuedToken(raw),
    placement: parsePlacement(raw.placement),
  };
}

export interface StatementOutcome {
  tid: number;
  currentPid: number;
  token: string | null;
}

export async function postParticipantStatement(
  statement: { conversationId: string; txt: string },
  signal: AbortSignal,
): Promise<StatementOutcome> {
  const data = await apiSend('post', 'comments', {
    signal,
    json: { conversation_id: statement.conversationId, txt: statement.txt },
  });
  const raw = asRecord(data ?? {}, 'statement answer');
  return {
    tid: toNumber(raw.tid, -1),
    currentPid: toNumber(raw.currentPid, -1),
    token: issuedToken(raw),
  };
}

export interface SimilarStatement {
  tid: number;
  txt: string;
}

/**
 * POST /comments/similar (ours, docs/api.md#post-commentssimilar): the shown statements a text
 * nearly repeats, best first. Upstream Polis has no such call: its 404 rejects like any failure, and
 * the chart then sends the statement as before.
 */
export async function checkSimilarStatements(
  statement: { conversationId: string; txt: string },
  signal: AbortSignal,
): Promise<SimilarStatement[]> {
  const data = await apiSend('post', 'comments/similar', {
    signal,
    json: { conversation_id: statement.conversationId, txt: statement.txt },
  });
  const raw = asRecord(data ?? {}, 'similar statements');
  const list = Array.isArray(raw.similar) ? raw.similar : [];
  return list.flatMap((item): SimilarStatement[] => {
    if (!isRecord(item) || typeof item.txt !== 'string') return [];
    const tid = toNumber(item.tid, Number.NaN);
    return Number.isInteger(tid) && tid >= 0 ? [{ tid, txt: item.txt }] : [];
  });
}
