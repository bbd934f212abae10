// The math:bench probe's split of the votes during an update by phase
// (tools/math/bench/updatePhases.ts): each vote counts in the phase it started in, a phase whose
// statement never ran takes no time and no votes, and the real statements of the update are the
// ones that set the marks.
import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/platform/db';
import { votesAfter } from '../../server/math/repo/mathInputs';
import { storeMap, storeStability } from '../../server/math/repo/mathResults';
import { tracePhases, votesByPhase, type PhaseMarks } from '../../tools/math/bench/updatePhases';

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
  finished: 3540,
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
      { at: 3535, ms: 7 },
    ];
    const phases = votesByPhase(marks, votes, nearestRank);
    expect(phases.map((p) => [p.phase, p.seconds, p.votes, p.maxMs])).toEqual([
      ['before the reading', 0.01, 1, 1],
      ['reading the votes', 1, 2, 4],
      ['the map in the worker', 0.49, 1, 30],
      ['storing the map', 0.02, 1, 8],
      ['the stability in the worker', 1, 1, 5],
      ['storing the stability', 0.02, 2, 9],
    ]);
    // A handful of votes has no p99 of its own: its slowest is shown instead.
    expect(phases.every((p) => p.p99Ms === null)).toBe(true);
  });

  it('gives a p99 from 100 votes on', () => {
    const votes = Array.from({ length: 100 }, (_, i) => ({ at: 1500, ms: i + 1 }));
    const reading = votesByPhase(marks, votes, nearestRank)[1];
    expect(reading).toMatchObject({ votes: 100, p50Ms: 50, p99Ms: 99, maxMs: 100 });
  });

  it('gives a phase that never ran no time, and its votes to the phase before', () => {
    const unstored = { ...marks, storeMapStart: null, storeMapEnd: null };
    const phases = votesByPhase(unstored, [{ at: 2510, ms: 8 }], nearestRank);
    const byName = Object.fromEntries(phases.map((p) => [p.phase, p]));
    expect(byName['storing the map']).toMatchObject({ seconds: 0, votes: 0, p50Ms: null });
    expect(byName['the map in the worker']).toMatchObject({ seconds: 1.51, votes: 1, maxMs: 8 });
  });

  it('ends the last phase when the update ended, stored or not', () => {
    const lost = { ...marks, storeStabilityStart: null, storeStabilityEnd: null };
    const phases = votesByPhase(lost, [{ at: 3000, ms: 5 }], nearestRank);
    expect(phases.find((p) => p.phase === 'the stability in the worker')?.seconds).toBe(1.02);
  });
});

describe('tracePhases', () => {
  it("marks the update's own statements, and nothing else", async () => {
    const db = {
      engine: 'postgres',
      query: async () => ({ rows: [{ votes: '' }] }),
    } as unknown as Db;
    const phases = tracePhases(db);
    phases.start();
    await db.query('SELECT 1');
    expect(phases.marks()).toMatchObject({ readStart: null, storeMapStart: null });

    await votesAfter(db, 1, 0, 100);
    const bytes = new Uint8Array(1);
    await storeMap(db, 1, {
      mathTick: 1,
      pca2Gzip: bytes,
      publicPca2Gzip: null,
      participantGzip: bytes,
      inputsStrict: false,
      state: '{}',
      voteCount: 0,
      lastVoteId: 0,
      inputsReadAt: 0,
      votesEpoch: 0,
      participants: 0,
      inConv: 0,
      groups: 0,
      groupsReason: null,
      computedAt: 0,
      mapMs: 0,
    });
    const afterMap = phases.marks();
    expect(afterMap.readStart).not.toBeNull();
    expect(afterMap.storeMapStart).not.toBeNull();
    expect(afterMap.storeStabilityStart).toBeNull();

    await storeStability(db, 1, {
      mathTick: 2,
      pca2Gzip: bytes,
      publicPca2Gzip: null,
      ari: null,
      ms: 1,
    });
    phases.finish();
    const done = phases.marks();
    expect(done.storeStabilityStart).not.toBeNull();
    expect(done.storeStabilityStart!).toBeGreaterThanOrEqual(done.storeMapEnd!);
    expect(done.finished).not.toBeNull();
  });
});
