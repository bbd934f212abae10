// The opinion groups: GET /math/pca2 (public, like the participation page; upstream Polis's shape)
// and GET /math/status (moderators). pca2 is polled with the last math_tick: the server answers 304
// until something new is computed, as upstream does. Parsing is tolerant (docs/api.md#tolerance):
// upstream's body has no `stability` or `raadslag`, an empty result may leave keys out, and numbers
// may come as numeric strings. Nothing NaN or missing gets past this file: the map can draw what
// it receives.
import type {
  ConsensusItem,
  MathPhase,
  MathStatus,
  NoGroupsReason,
  Pca2,
  RepnessItem,
  VoteCounts,
} from '../../../contract/types';
import { ApiError } from './apiError';
import { apiGet, apiGetData, forConversation } from './client';
import {
  arrayOrEmpty as list,
  type Raw,
  recordOrEmpty as record,
  toNumber,
  toText,
} from './tolerance';

const finite = (value: unknown): number => toNumber(value, 0);
const numbers = (value: unknown): number[] => list(value).map(finite);
const count = (value: unknown) => Math.max(0, Math.round(finite(value)));
const ids = (value: unknown): number[] =>
  list(value)
    .map((item) => toNumber(item, Number.NaN))
    .filter((n) => Number.isInteger(n));

function nullableNumber(value: unknown): number | null {
  const n = toNumber(value, Number.NaN);
  return Number.isFinite(n) ? n : null;
}

/** `{ "12": 3 }` with numeric values only. */
function numberMap(value: unknown): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [key, item] of Object.entries(record(value))) out[key] = finite(item);
  return out;
}

function mapValues<T>(value: unknown, parse: (item: unknown) => T): Record<string, T> {
  const out: Record<string, T> = {};
  for (const [key, item] of Object.entries(record(value))) out[key] = parse(item);
  return out;
}

const REASONS: readonly NoGroupsReason[] = [
  'no_votes',
  'too_few_participants',
  'too_few_statements',
  'no_differences',
];
const PHASES: readonly MathPhase[] = ['no_votes', 'computing', 'updating', 'current'];

function toReason(value: unknown): NoGroupsReason | null {
  return REASONS.find((reason) => reason === value) ?? null;
}

function toVoteCounts(value: unknown): VoteCounts {
  const raw = record(value);
  return { A: count(raw.A), D: count(raw.D), S: count(raw.S) };
}

function toConsensusItem(value: unknown): ConsensusItem {
  const raw = record(value);
  return {
    tid: toNumber(raw.tid, -1),
    'n-success': count(raw['n-success']),
    'n-trials': count(raw['n-trials']),
    'p-success': finite(raw['p-success']),
    'p-test': finite(raw['p-test']),
  };
}

function toRepnessItem(value: unknown): RepnessItem {
  const raw = record(value);
  const item: RepnessItem = {
    ...toConsensusItem(value),
    repness: finite(raw.repness),
    'repness-test': finite(raw['repness-test']),
    'repful-for': raw['repful-for'] === 'disagree' ? 'disagree' : 'agree',
  };
  if (raw['best-agree'] === true) item['best-agree'] = true;
  if (raw['n-agree'] !== undefined) item['n-agree'] = count(raw['n-agree']);
  return item;
}

const knownTid = (item: { tid: number }) => item.tid >= 0;

function toGroupCluster(value: unknown): Pca2['group-clusters'][number] {
  const raw = record(value);
  const center = numbers(raw.center);
  return {
    id: toNumber(raw.id, -1),
    center: [center[0] ?? 0, center[1] ?? 0],
    members: ids(raw.members),
  };
}

function toStability(value: unknown): Pca2['stability'] {
  if (!value || typeof value !== 'object') return null;
  const raw = record(value);
  return {
    runs: count(raw.runs),
    sample: finite(raw.sample),
    ari: finite(raw.ari),
    'ari-min': finite(raw['ari-min']),
    groups: numberMap(raw.groups),
  };
}

/** A pca2 body from our server or upstream's, as contract/math.ts types it. */
export function parsePca2(value: unknown): Pca2 {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new ApiError({
      status: 200,
      statusText: 'OK',
      body: JSON.stringify(value ?? null),
      message: "Unexpected opinion groups in the server's answer",
    });
  }
  const raw = value as Raw;
  const pca = record(raw.pca);
  const comps = list(pca.comps);
  const projection = list(pca['comment-projection']);
  const base = record(raw['base-clusters']);
  const ours = record(raw.raadslag);
  const importance = record(ours.importance);
  const consensus = record(raw.consensus);
  const groupClusters = list(raw['group-clusters'])
    .map(toGroupCluster)
    .filter((group) => group.id >= 0);
  return {
    math_tick: toNumber(raw.math_tick, 0),
    n: count(raw.n),
    'n-cmts': count(raw['n-cmts']),
    tids: ids(raw.tids),
    'in-conv': ids(raw['in-conv']),
    'user-vote-counts': numberMap(raw['user-vote-counts']),
    lastVoteTimestamp: finite(raw.lastVoteTimestamp),
    pca: {
      center: numbers(pca.center),
      comps: [numbers(comps[0]), numbers(comps[1])],
      'comment-projection': [numbers(projection[0]), numbers(projection[1])],
      'comment-extremity': numbers(pca['comment-extremity']),
    },
    'base-clusters': {
      id: ids(base.id),
      members: list(base.members).map(ids),
      x: numbers(base.x),
      y: numbers(base.y),
      count: list(base.count).map(count),
    },
    'group-clusters': groupClusters,
    'group-votes': mapValues(raw['group-votes'], (item) => {
      const group = record(item);
      return {
        'n-members': count(group['n-members']),
        votes: mapValues(group.votes, toVoteCounts),
        id: toNumber(group.id, -1),
      };
    }),
    repness: mapValues(raw.repness, (items) => list(items).map(toRepnessItem).filter(knownTid)),
    consensus: {
      agree: list(consensus.agree).map(toConsensusItem).filter(knownTid),
      disagree: list(consensus.disagree).map(toConsensusItem).filter(knownTid),
    },
    'group-aware-consensus': numberMap(raw['group-aware-consensus']),
    'votes-base': mapValues(raw['votes-base'], (item) => {
      const votes = record(item);
      return { A: numbers(votes.A), D: numbers(votes.D), S: numbers(votes.S) };
    }),
    'comment-priorities': numberMap(raw['comment-priorities']),
    stability: toStability(raw.stability),
    raadslag: {
      computed_at: nullableNumber(ours.computed_at),
      vote_count: count(ours.vote_count),
      // Upstream says nothing: no groups and no reason given reads as "no votes" only when empty.
      groups_reason:
        ours.groups_reason === undefined && groupClusters.length === 0 && count(raw.n) === 0
          ? 'no_votes'
          : toReason(ours.groups_reason),
      importance: {
        all: numberMap(importance.all),
        groups: mapValues(importance.groups, numberMap),
      },
    },
  };
}

export function parseMathStatus(value: unknown): MathStatus {
  const raw = record(value);
  const conversationId = toText(raw.conversation_id);
  if (!conversationId) {
    throw new ApiError({
      status: 200,
      statusText: 'OK',
      body: JSON.stringify(value ?? null),
      message: "Unexpected math status in the server's answer",
    });
  }
  const failure = raw.failure && typeof raw.failure === 'object' ? record(raw.failure) : null;
  return {
    conversation_id: conversationId,
    phase: PHASES.find((phase) => phase === raw.phase) ?? 'no_votes',
    math_tick: count(raw.math_tick),
    computed_at: nullableNumber(raw.computed_at),
    vote_count: count(raw.vote_count),
    participants: count(raw.participants),
    in_conv: count(raw.in_conv),
    groups: count(raw.groups),
    groups_reason: toReason(raw.groups_reason),
    stability: nullableNumber(raw.stability),
    failure: failure
      ? { at: finite(failure.at), retry_at: nullableNumber(failure.retry_at) }
      : null,
  };
}

export type Pca2Reply =
  { unchanged: false; pca2: Pca2; etag: string | null } | { unchanged: true; etag: string | null };

/**
 * The opinion groups. With `knownTick` (the math_tick already shown), the server answers 304 —
 * `unchanged` — until a newer result exists; upstream takes the same `math_tick` parameter.
 */
export async function getPca2(
  query: { conversationId: string; knownTick?: number },
  signal: AbortSignal,
): Promise<Pca2Reply> {
  const reply = await apiGet('math/pca2', {
    signal,
    searchParams: { conversation_id: query.conversationId, math_tick: query.knownTick },
  });
  if (reply.unchanged) return { unchanged: true, etag: reply.etag };
  return { unchanged: false, pca2: parsePca2(reply.data), etag: reply.etag };
}

/** Where the computation stands (moderators only: 401/403 for anyone else). */
export async function getMathStatus(conversationId: string, signal: AbortSignal) {
  // Upstream Polis has no such route (404): read as no groups yet, so monitoring keeps its counts.
  const data = await apiGetData('math/status', forConversation(conversationId, signal)).catch(
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 404)
        return { conversation_id: conversationId };
      throw error;
    },
  );
  return parseMathStatus(data);
}
