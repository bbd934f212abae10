import { describe, expect, it } from 'vitest';
import { syntheticConversation } from '../../../tools/math/bench/syntheticConversation';
import {
  buildPca2Response,
  emptyPca2Response,
  missingReportClientKeys,
  REPORT_CLIENT_KEYS,
} from './pca2Response';
import { updateMath } from './updateMath';

const { result } = updateMath(
  syntheticConversation({
    participants: 200,
    statements: 30,
    meanVotes: 20,
    moderatedOut: 3,
    seed: 9,
  }).input,
);
const response = buildPca2Response(result, 17) as Record<string, unknown>;

describe('buildPca2Response', () => {
  it('has every key upstream’s clients read', () => {
    for (const key of [
      'math_tick',
      'n',
      'n-cmts',
      'tids',
      'in-conv',
      'user-vote-counts',
      'pca',
      'base-clusters',
      'group-clusters',
      'group-votes',
      'repness',
      'consensus',
      'group-aware-consensus',
      'votes-base',
      'lastVoteTimestamp',
    ]) {
      expect(response, key).toHaveProperty([key]);
    }
    expect(response.math_tick).toBe(17);
    expect(Object.keys(response.pca as object).sort()).toEqual([
      'center',
      'comment-extremity',
      'comment-projection',
      'comps',
    ]);
    expect(Object.keys(response['base-clusters'] as object).sort()).toEqual([
      'count',
      'id',
      'members',
      'x',
      'y',
    ]);
    expect(missingReportClientKeys(response)).toEqual([]);
  });

  it('keys per-statement and per-group objects as upstream does', () => {
    const tid = result.tids[0];
    const groupVotes = response['group-votes'] as Record<
      string,
      { 'n-members': number; votes: Record<string, object> }
    >;
    const gids = Object.keys(groupVotes);
    expect(gids.length).toBe(result.groupClusters.length);
    expect(groupVotes[gids[0]].votes[tid]).toEqual({
      A: expect.any(Number),
      D: expect.any(Number),
      S: expect.any(Number),
    });
    const members = gids.reduce((sum, gid) => sum + groupVotes[gid]['n-members'], 0);
    expect(members).toBe(result.inConv.length);
    const votesBase = response['votes-base'] as Record<string, { A: number[] }>;
    expect(votesBase[tid].A).toHaveLength(result.baseClusters.id.length);
    const repness = response.repness as Record<string, Record<string, unknown>[]>;
    expect(Object.keys(repness)).toEqual(gids);
    expect(Object.keys(repness[gids[0]][0])).toEqual(
      expect.arrayContaining([
        'tid',
        'n-success',
        'n-trials',
        'p-success',
        'p-test',
        'repness',
        'repness-test',
        'repful-for',
      ]),
    );
    expect(Object.keys(response['user-vote-counts'] as object)).toHaveLength(result.n);
  });

  it('serves every key before the first update too, empty', () => {
    const empty = emptyPca2Response();
    expect(missingReportClientKeys(empty)).toEqual([]);
    expect(empty).toMatchObject({
      math_tick: 0,
      n: 0,
      'n-cmts': 0,
      tids: [],
      'group-clusters': [],
    });
  });
});

describe('missingReportClientKeys', () => {
  it('names each key the report client needs that a response lacks', () => {
    for (const path of REPORT_CLIENT_KEYS) {
      const copy = JSON.parse(JSON.stringify(response));
      const [head, tail] = path.split('.');
      if (tail) delete copy[head][tail];
      else delete copy[head];
      expect(missingReportClientKeys(copy)).toContain(path);
    }
    expect(missingReportClientKeys(null)).toEqual([...REPORT_CLIENT_KEYS]);
  });
});
