// Our result in upstream's shape: the body of `GET /api/v3/math/pca2`, the contract with Polis's own
// report and participation clients. Keys, nesting and layout are upstream's (kebab-case keys,
// objects keyed by tid or group id, votes-base as per-base-cluster arrays); see docs/math.md.
import type { MathResult, RepnessEntry, VoteTally } from './types';
import { updateMath } from './updateMath';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function byTid<T extends Json>(
  tids: readonly number[],
  value: (index: number) => T,
): Record<string, T> {
  const out: Record<string, T> = {};
  tids.forEach((tid, index) => (out[tid] = value(index)));
  return out;
}

function repnessJson(entry: RepnessEntry): Record<string, Json> {
  const json: Record<string, Json> = {
    tid: entry.tid,
    'n-success': entry.nSuccess,
    'n-trials': entry.nTrials,
    'p-success': entry.pSuccess,
    'p-test': entry.pTest,
    repness: entry.repness,
    'repness-test': entry.repnessTest,
    'repful-for': entry.repfulFor,
  };
  if (entry.bestAgree) {
    json['best-agree'] = true;
    json['n-agree'] = entry.nAgree ?? entry.nSuccess;
  }
  return json;
}

function tallyJson(tids: readonly number[], votes: VoteTally): Record<string, Json> {
  return byTid(tids, (i) => ({ A: votes.A[i], D: votes.D[i], S: votes.S[i] }));
}

/** The pca2 body for a result. `mathTick` only grows; it is also the response's ETag. */
export function buildPca2Response(result: MathResult, mathTick: number): Record<string, Json> {
  const { tids } = result;
  const consensusJson = (list: MathResult['consensus']['agree']) =>
    list.map((entry) => ({
      tid: entry.tid,
      'n-success': entry.nSuccess,
      'n-trials': entry.nTrials,
      'p-success': entry.pSuccess,
      'p-test': entry.pTest,
    }));
  const userVoteCounts: Record<string, number> = {};
  result.userVoteCounts.pids.forEach(
    (pid, i) => (userVoteCounts[pid] = result.userVoteCounts.counts[i]),
  );
  const groupVotes: Record<string, Json> = {};
  for (const group of result.groupVotes) {
    groupVotes[group.id] = {
      'n-members': group.nMembers,
      votes: tallyJson(tids, group.votes),
      id: group.id,
    };
  }
  const repness: Record<string, Json> = {};
  for (const group of result.repness) repness[group.id] = group.statements.map(repnessJson);

  return {
    math_tick: mathTick,
    n: result.n,
    'n-cmts': result.nCmts,
    tids,
    'in-conv': result.inConv,
    'user-vote-counts': userVoteCounts,
    lastVoteTimestamp: result.lastVoteTimestamp,
    pca: {
      center: result.pca.center,
      comps: result.pca.comps,
      'comment-projection': result.pca.commentProjection,
      'comment-extremity': result.pca.commentExtremity,
    },
    'base-clusters': result.baseClusters,
    'group-clusters': result.groupClusters.map((group) => ({
      id: group.id,
      center: group.center,
      members: group.members,
    })),
    'group-votes': groupVotes,
    repness,
    consensus: {
      agree: consensusJson(result.consensus.agree),
      disagree: consensusJson(result.consensus.disagree),
    },
    'group-aware-consensus':
      result.groupAwareConsensus.length === 0
        ? {}
        : byTid(tids, (i) => result.groupAwareConsensus[i]),
    'votes-base': byTid(tids, (i) => ({
      A: result.votesBase.A[i],
      D: result.votesBase.D[i],
      S: result.votesBase.S[i],
    })),
    'comment-priorities': byTid(tids, (i) => result.commentPriorities[i]),
    // Ours, not upstream's (its clients ignore unknown keys): how firm the groups are.
    stability: result.stability && {
      runs: result.stability.runs,
      sample: result.stability.sample,
      ari: result.stability.ari,
      'ari-min': result.stability.ariMin,
      groups: Object.fromEntries(result.stability.groups.map((g) => [g.id, g.share])),
    },
  };
}

/** What to serve before a conversation's first update: every key, nothing in them. */
export function emptyPca2Response(mathTick = 0): Record<string, Json> {
  const none = {
    pid: new Int32Array(0),
    tid: new Int32Array(0),
    vote: new Int8Array(0),
    created: new Float64Array(0),
  };
  return buildPca2Response(updateMath({ votes: none, statements: [] }).result, mathTick);
}

/**
 * The keys upstream's report client asserts on a pca2 response (client-report app.js), as paths.
 * Upstream only logs a missing key and then fails further on; we list them so a test can refuse.
 */
export const REPORT_CLIENT_KEYS = [
  'base-clusters',
  'consensus',
  'group-aware-consensus',
  'group-clusters',
  'group-votes',
  'n-cmts',
  'repness',
  'pca',
  'tids',
  'user-vote-counts',
  'votes-base',
  'pca.center',
  'pca.comment-extremity',
  'pca.comment-projection',
  'pca.comps',
] as const;

/** The report-client keys a response lacks (upstream's test: the value is undefined). */
export function missingReportClientKeys(response: unknown): string[] {
  return REPORT_CLIENT_KEYS.filter((path) => {
    let value: unknown = response;
    for (const key of path.split('.')) {
      value =
        value !== null && typeof value === 'object'
          ? (value as Record<string, unknown>)[key]
          : undefined;
    }
    return value === undefined;
  });
}
