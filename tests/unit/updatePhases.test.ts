// The math:bench probe's split of the votes during an update by phase
// (tools/math/bench/updatePhases.ts): each vote counts in the phase it started in, and a phase
// whose statement never ran takes no time and no votes.
import { describe, expect, it } from 'vitest';
import { votesByPhase, type PhaseMarks } from '../../tools/math/bench/updatePhases';

const nearestRank = (values: readonly number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.max(1, Math.ceil(q * values.length)) - 1];

const marks: PhaseMarks = {
  triggered: 1000,
  readStart: 1010,
  readEnd: 2010,
  storeMapStart: 2500,
  storeMapEnd: 2520,
  storeStabilityStart: 3520,
  storeStabilityEnd: 3530,
};

describe('votesByPhase', () => {
  it('puts each vote in the phase it started in', () => {
    const votes = [
      { at: 1005, ms: 1 },
      { at: 1500, ms: 2 },
      { at: 1600, ms: 4 },
      { at: 2100, ms: 30 },
      { at: 2510, ms: 8 },
      { at: 3000, ms: 5 },
      { at: 3525, ms: 9 },
    ];
    const phases = votesByPhase(marks, votes, nearestRank);
    expect(phases.map((p) => [p.phase, p.seconds, p.votes, p.p99Ms])).toEqual([
      ['before the reading', 0.01, 1, 1],
      ['reading the votes', 1, 2, 4],
      ['the map in the worker', 0.49, 1, 30],
      ['storing the map', 0.02, 1, 8],
      ['the stability in the worker', 1, 1, 5],
      ['storing the stability', 0.01, 1, 9],
    ]);
  });

  it('gives a phase that never ran no time, and its votes to the phase before', () => {
    const unstored = { ...marks, storeMapStart: null, storeMapEnd: null };
    const phases = votesByPhase(unstored, [{ at: 2510, ms: 8 }], nearestRank);
    const byName = Object.fromEntries(phases.map((p) => [p.phase, p]));
    expect(byName['storing the map']).toMatchObject({ seconds: 0, votes: 0, p50Ms: null });
    expect(byName['the map in the worker']).toMatchObject({ seconds: 1.51, votes: 1, p99Ms: 8 });
  });
});
