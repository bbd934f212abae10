import { describe, expect, it } from 'vitest';
import { adjustedRandIndex } from './ari';
import { syntheticConversation } from '../../../tools/math/bench/syntheticConversation';
import { buildPca2Response } from './pca2Response';
import type { MathInput, MathResult, StatementFlags } from './types';
import { updateMath } from './updateMath';
import { votesFromTable } from './voteColumns';

const small = syntheticConversation({
  participants: 240,
  statements: 40,
  meanVotes: 25,
  moderatedOut: 4,
  seed: 5,
});

/** Every number anywhere in the value, with its path, that is NaN or ±Infinity. */
function nonFinite(value: unknown, path = '$'): string[] {
  if (typeof value === 'number') return Number.isFinite(value) ? [] : [`${path} = ${value}`];
  if (Array.isArray(value)) return value.flatMap((item, i) => nonFinite(item, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => nonFinite(item, `${path}.${key}`));
  }
  return [];
}

describe('updateMath', () => {
  it('gives byte-identical results for the same votes in the same order', () => {
    const first = JSON.stringify(updateMath(small.input));
    const second = JSON.stringify(updateMath(small.input));
    expect(second).toBe(first);
    expect(first.length).toBeGreaterThan(10_000);
  });

  it('finds the planted camps', () => {
    const { result } = updateMath(small.input);
    expect(result.groupClusters.length).toBe(3);
    const ours: number[] = [];
    const planted: number[] = [];
    result.participants.pids.forEach((pid, i) => {
      if (result.participants.groupId[i] < 0) return;
      ours.push(result.participants.groupId[i]);
      planted.push(small.camp[pid]);
    });
    expect(adjustedRandIndex(ours, planted)).toBeGreaterThan(0.8);
    expect(result.stability).not.toBeNull();
    expect(nonFinite(result)).toEqual([]);
    // Every in-conv participant has a group, nobody else has one.
    const grouped = result.participants.pids.filter((_, i) => result.participants.groupId[i] >= 0);
    expect(grouped.sort((a, b) => a - b)).toEqual([...result.inConv].sort((a, b) => a - b));
  });

  it('carries its state through JSON to the next update, which keeps everyone who was in', () => {
    const first = updateMath(small.input);
    const stored = JSON.parse(JSON.stringify(first.state));
    const next = updateMath(small.input, stored);
    expect(JSON.stringify(next)).toBe(JSON.stringify(updateMath(small.input, first.state)));
    expect(next.state.kSmoother.lastKCount).toBe(2);
    // A participant in before stays in even with fewer votes than the threshold now.
    const someone = first.result.inConv[0];
    const fewer: MathInput = {
      statements: small.input.statements,
      votes: votesFromTable([[-1]], { pids: [someone], tids: [0] }),
    };
    expect(updateMath(fewer, first.state).result.inConv).toEqual([someone]);
  });

  it('warm-starts the components: same groups as a cold update', () => {
    const cold = updateMath(small.input, null);
    const warm = updateMath(small.input, cold.state);
    expect(warm.result.participants.groupId).toEqual(cold.result.participants.groupId);
  });
});

describe('updateMath on degenerate conversations', () => {
  const unmoderated = (n: number): StatementFlags[] =>
    Array.from({ length: n }, (_, tid) => ({ tid, mod: 0, isMeta: false }));
  const cases: [string, MathInput][] = [
    ['no votes', { votes: votesFromTable([]), statements: [] }],
    [
      'one participant',
      { votes: votesFromTable([[-1, 1, 0, -1, -1, 1, 1, -1]]), statements: unmoderated(8) },
    ],
    [
      'one statement',
      { votes: votesFromTable([[-1], [1], [0], [-1], [1], [1]]), statements: unmoderated(1) },
    ],
    [
      'all statements moderated out',
      {
        votes: votesFromTable(Array.from({ length: 20 }, (_, i) => [i % 2 ? -1 : 1, 1, -1])),
        statements: [0, 1, 2].map((tid) => ({ tid, mod: -1, isMeta: false })),
      },
    ],
    [
      'all passes',
      {
        votes: votesFromTable(Array.from({ length: 20 }, () => [0, 0, 0, 0])),
        statements: unmoderated(4),
      },
    ],
    [
      'every participant voting identically',
      {
        votes: votesFromTable(Array.from({ length: 30 }, () => [-1, 1, -1, 0, 1])),
        statements: unmoderated(5),
      },
    ],
    [
      'only meta statements',
      {
        votes: votesFromTable([
          [-1, 1],
          [1, -1],
        ]),
        statements: [0, 1].map((tid) => ({ tid, mod: 0, isMeta: true })),
      },
    ],
  ];

  it.each(cases)('%s: a valid result, no groups, empty lists, no NaN or Infinity', (_, input) => {
    let update: { result: MathResult } | undefined;
    expect(() => (update = updateMath(input))).not.toThrow();
    const { result } = update!;
    expect(result.groupClusters).toEqual([]);
    expect(result.repness).toEqual([]);
    expect(result.consensus).toEqual({ agree: [], disagree: [] });
    expect(result.stability).toBeNull();
    expect(result.participants.groupId.every((g) => g === -1)).toBe(true);
    expect(nonFinite(result)).toEqual([]);
    expect(nonFinite(buildPca2Response(result, 1))).toEqual([]);
  });
});
