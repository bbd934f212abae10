// The participant's map (GET /math/participantMap, docs/api.md#get-mathparticipantmap): the shown
// groups' outlines and statements, the majority view and the caller's own place, in one small
// answer. Tolerant like the rest of the public client: a missing or odd key gives an empty part,
// never a crash. This module belongs to the map's lazy chunk.
import type {
  MajorityStatement,
  NoGroupsReason,
  ParticipantMap,
  ParticipantMapGroup,
  ParticipantMapStatement,
  ParticipantPlace,
} from '../../../../contract/types';
import { type MathPollReply, pollMath } from './mathPoll';
import {
  arrayOrEmpty as list,
  recordOrEmpty as record,
  toNumber,
  toText,
} from '../../common/tolerance';

const finite = (value: unknown): number | null => {
  const n = toNumber(value, Number.NaN);
  return Number.isFinite(n) ? n : null;
};
const count = (value: unknown) => Math.max(0, Math.round(toNumber(value, 0)));
const share = (value: unknown) => Math.min(100, count(value));

const REASONS: readonly NoGroupsReason[] = [
  'no_votes',
  'too_few_participants',
  'too_few_statements',
  'no_differences',
];

function parseStatement(value: unknown): ParticipantMapStatement | null {
  const raw = record(value);
  const tid = finite(raw.tid);
  if (tid === null || typeof raw.txt !== 'string') return null;
  return {
    tid,
    txt: raw.txt,
    repful_for: raw.repful_for === 'disagree' ? 'disagree' : 'agree',
    in_group: share(raw.in_group),
    others: share(raw.others),
  };
}

function parseGroup(value: unknown): ParticipantMapGroup | null {
  const raw = record(value);
  const id = finite(raw.id);
  if (id === null) return null;
  const hull = list(raw.hull).flatMap((point): [number, number][] => {
    const [x, y] = list(point).map(finite);
    return x == null || y == null ? [] : [[x, y]];
  });
  return {
    id,
    size: count(raw.size),
    hull,
    statements: list(raw.statements).flatMap((s) => parseStatement(s) ?? []),
  };
}

function parseMajority(value: unknown): MajorityStatement[] {
  return list(value).flatMap((item) => {
    const raw = record(item);
    const tid = finite(raw.tid);
    if (tid === null || typeof raw.txt !== 'string') return [];
    return [{ tid, txt: toText(raw.txt), percent: share(raw.percent) }];
  });
}

function parsePlace(value: unknown): ParticipantPlace | null {
  const raw = record(value);
  const x = finite(raw.x);
  const y = finite(raw.y);
  const group = finite(raw.group_id);
  if (x === null || y === null || group === null) return null;
  return { x, y, group_id: group, projected: raw.projected === true };
}

export function parseParticipantMap(value: unknown): ParticipantMap {
  const raw = record(value);
  const majority = record(raw.majority);
  const small = record(raw.small);
  return {
    math_tick: count(raw.math_tick),
    computed_at: finite(raw.computed_at),
    vote_count: count(raw.vote_count),
    groups_reason: REASONS.find((known) => known === raw.groups_reason) ?? null,
    threshold: Math.max(1, count(raw.threshold) || 7),
    placed: count(raw.placed),
    groups: list(raw.groups)
      .flatMap((g) => parseGroup(g) ?? [])
      .sort((a, b) => a.id - b.id),
    small: { groups: count(small.groups), participants: count(small.participants) },
    majority: { agree: parseMajority(majority.agree), disagree: parseMajority(majority.disagree) },
    you: parsePlace(raw.you),
  };
}

export type ParticipantMapReply = MathPollReply<ParticipantMap>;

/** GET /math/participantMap, with the ETag of what we hold: 304 keeps it. */
export const getParticipantMap = (
  request: { conversationId: string; etag: string | null },
  signal: AbortSignal,
) => pollMath('math/participantMap', parseParticipantMap, request, signal);
