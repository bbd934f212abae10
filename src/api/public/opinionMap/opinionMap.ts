// The opinion map of the monitoring screen: GET /math/pca2 (upstream Polis's shape, docs/math.md)
// read into the small shape the map draws (the participation page reads GET /math/participantMap,
// participantMap.ts). Tolerant like the rest of the public client: a missing or odd key gives an
// empty part, never a crash; pca2 may come from an upstream server without our `raadslag` key.
import type { NoGroupsReason, VoteCounts } from '../../../../contract/types';
import { type MathPollReply, pollMath } from './mathPoll';
import {
  arrayOrEmpty as list,
  type Raw,
  recordOrEmpty as record,
  toNumber,
} from '../../common/tolerance';

const finite = (value: unknown) => {
  const n = toNumber(value, Number.NaN);
  return Number.isFinite(n) ? n : null;
};
const ints = (value: unknown) =>
  list(value)
    .map((item) => finite(item))
    .filter((n): n is number => n !== null && Number.isInteger(n));

export interface MapBaseCluster {
  id: number;
  x: number;
  y: number;
  /** Participant ids (pids). */
  members: number[];
}

export interface MapGroup {
  id: number;
  /** Base-cluster ids, as upstream. */
  members: number[];
  size: number;
  /** Votes per tid of the group's members. */
  votes: Record<string, VoteCounts>;
  /** The statements that set the group apart, most representative first. */
  repness: { tid: number; repfulFor: 'agree' | 'disagree' }[];
}

export interface MapData {
  mathTick: number;
  /** Statements in the math (meta ones left out). */
  nCmts: number;
  inConv: number[];
  userVoteCounts: Record<string, number>;
  baseClusters: MapBaseCluster[];
  groups: MapGroup[];
  /** Ours (`raadslag`): null from a server without it. */
  computedAt: number | null;
  voteCount: number | null;
  groupsReason: NoGroupsReason | null;
}

const REASONS: readonly NoGroupsReason[] = [
  'no_votes',
  'too_few_participants',
  'too_few_statements',
  'no_differences',
];

function parseBaseClusters(value: unknown): MapBaseCluster[] {
  const raw = record(value);
  const ids = list(raw.id);
  const xs = list(raw.x);
  const ys = list(raw.y);
  const members = list(raw.members);
  const out: MapBaseCluster[] = [];
  ids.forEach((id, i) => {
    const n = finite(id);
    const x = finite(xs[i]);
    const y = finite(ys[i]);
    if (n === null || x === null || y === null) return;
    out.push({ id: n, x, y, members: ints(members[i]) });
  });
  return out;
}

function parseVotes(value: unknown): Record<string, VoteCounts> {
  const out: Record<string, VoteCounts> = {};
  for (const [tid, counts] of Object.entries(record(value))) {
    const raw = record(counts);
    out[tid] = {
      A: Math.max(0, toNumber(raw.A, 0)),
      D: Math.max(0, toNumber(raw.D, 0)),
      S: Math.max(0, toNumber(raw.S, 0)),
    };
  }
  return out;
}

function parseGroups(raw: Raw): MapGroup[] {
  const groupVotes = record(raw['group-votes']);
  const repness = record(raw.repness);
  const groups: MapGroup[] = [];
  for (const item of list(raw['group-clusters'])) {
    const group = record(item);
    const id = finite(group.id);
    if (id === null) continue;
    const votes = record(groupVotes[String(id)]);
    groups.push({
      id,
      members: ints(group.members),
      size: Math.max(0, toNumber(votes['n-members'], 0)),
      votes: parseVotes(votes.votes),
      repness: list(repness[String(id)]).flatMap((entry) => {
        const e = record(entry);
        const tid = finite(e.tid);
        if (tid === null) return [];
        return [{ tid, repfulFor: e['repful-for'] === 'disagree' ? 'disagree' : 'agree' } as const];
      }),
    });
  }
  return groups.sort((a, b) => a.id - b.id);
}

export function parsePca2(value: unknown): MapData {
  const raw = record(value);
  const ours = record(raw.raadslag);
  const counts: Record<string, number> = {};
  for (const [pid, n] of Object.entries(record(raw['user-vote-counts']))) {
    counts[pid] = Math.max(0, toNumber(n, 0));
  }
  const reason = REASONS.find((known) => known === ours.groups_reason) ?? null;
  return {
    mathTick: Math.max(0, toNumber(raw.math_tick, 0)),
    nCmts: Math.max(0, toNumber(raw['n-cmts'], 0)),
    inConv: ints(raw['in-conv']),
    userVoteCounts: counts,
    baseClusters: parseBaseClusters(raw['base-clusters']),
    groups: parseGroups(raw),
    computedAt: finite(ours.computed_at),
    voteCount: finite(ours.vote_count),
    groupsReason: reason,
  };
}

export type Pca2Reply = MathPollReply<MapData>;

/** GET /math/pca2, with the ETag of what we hold: 304 keeps it. */
export const getPca2 = (
  request: { conversationId: string; etag: string | null },
  signal: AbortSignal,
) => pollMath('math/pca2', parsePca2, request, signal);
