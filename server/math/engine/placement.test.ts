// Placing a participant between updates (docs/math.md#placing-a-participant-between-updates): the
// projection is the engine's own step 5, and its group agrees with the engine's placement on a real
// Polis conversation (tests/fixtures/polis, CC BY 4.0). The floors are below the measured figures
// in docs/math.md, not tuned to them.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPolisExport } from '../../polis/readPolisExport';
import { toMathInput } from '../../polis/toMathInput';
import { placeParticipant, placementBasis } from './placement';
import { placementAgreement } from './placementEvaluation';
import type { VoteValue } from './types';
import { updateMath } from './updateMath';
import { voteColumns } from './voteColumns';

const fixture = (name: string) =>
  resolve(import.meta.dirname, '../../../tests/fixtures/polis', name);

describe('placeParticipant', () => {
  it('puts a participant exactly where the update put them (bg2050-volunteers)', () => {
    const input = toMathInput(readPolisExport(fixture('bg2050-volunteers')));
    const { result } = updateMath(input, null, { stability: false });
    const moderatedOut = new Set(input.statements.filter((s) => s.mod === -1).map((s) => s.tid));
    const basis = placementBasis(result, moderatedOut);
    const latest = new Map<number, Map<number, VoteValue>>();
    for (let i = 0; i < input.votes.pid.length; i++) {
      const own = latest.get(input.votes.pid[i]) ?? new Map<number, VoteValue>();
      own.set(input.votes.tid[i], input.votes.vote[i] as VoteValue);
      latest.set(input.votes.pid[i], own);
    }
    let checked = 0;
    result.participants.pids.forEach((pid, i) => {
      if (!result.inConv.includes(pid)) return;
      const votes = [...latest.get(pid)!].map(([tid, vote]) => ({ tid, vote }));
      const placed = placeParticipant(basis, votes)!;
      expect(placed.x).toBeCloseTo(result.participants.x[i], 9);
      expect(placed.y).toBeCloseTo(result.participants.y[i], 9);
      checked++;
    });
    expect(checked).toBe(result.inConv.length);
  });

  it('agrees with the engine’s groups, in the same update and in the next one', () => {
    const figures = placementAgreement(toMathInput(readPolisExport(fixture('bg2050-volunteers'))));
    expect(figures.sameUpdate.participants).toBeGreaterThan(100);
    expect(figures.sameUpdate.agreement).toBeGreaterThanOrEqual(0.97);
    expect(figures.nextUpdate.participants).toBeGreaterThan(5);
    expect(figures.nextUpdate.agreement).toBeGreaterThanOrEqual(0.7);
  });

  it('places nobody before the threshold, counts moderated-out columns as voted', () => {
    const votes = voteColumns(
      [0, 1, 2, 3].flatMap((pid) =>
        [0, 1, 2, 3, 4, 5, 6, 7].map((tid) => ({
          pid,
          tid,
          vote: ((pid + tid) % 2 ? -1 : 1) as VoteValue,
          created: pid * 10 + tid,
        })),
      ),
    );
    const statements = [0, 1, 2, 3, 4, 5, 6, 7].map((tid) => ({
      tid,
      mod: tid === 7 ? -1 : 0,
      isMeta: false,
    }));
    const { result } = updateMath({ votes, statements }, null, { stability: false });
    const basis = placementBasis(result, new Set([7]));
    expect(basis.modOut).toEqual([7]);
    expect(basis.threshold).toBe(7);
    const six = [0, 1, 2, 3, 4, 5].map((tid) => ({ tid, vote: -1 as VoteValue }));
    expect(placeParticipant(basis, six)).toBeNull();
    // A vote on the moderated-out statement counts towards the threshold, not the position.
    const withHidden = placeParticipant(basis, [...six, { tid: 7, vote: 1 }])!;
    const withLive = placeParticipant(basis, [...six, { tid: 6, vote: 0 }])!;
    expect(withHidden).not.toBeNull();
    expect(withLive).not.toBeNull();
    // Votes on statements the update never saw neither place nor move anybody.
    expect(placeParticipant(basis, [...six, { tid: 99, vote: 1 }])).toBeNull();
  });
});
