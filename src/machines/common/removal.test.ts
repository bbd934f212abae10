import { describe, expect, it } from 'vitest';
import { hiddenVoted, needsRemovalCheck, type RemovalCandidate } from './removal';

const statement = (tid: number, accepted: boolean, votes: number | null): RemovalCandidate => ({
  tid,
  txt: `Udsagn ${tid}`,
  accepted,
  votes,
});

describe('the removal check (docs/behaviour.md#removalguard)', () => {
  it('names accepted statements with votes, and only those', () => {
    const candidates = [
      statement(1, true, 12),
      statement(2, true, 0),
      statement(3, false, 40),
      statement(4, true, 1),
    ];
    expect(hiddenVoted(candidates).map((c) => c.tid)).toEqual([1, 4]);
    expect(needsRemovalCheck(candidates)).toBe(true);
  });

  it('lets unvoted or unaccepted statements go without asking', () => {
    expect(needsRemovalCheck([statement(2, true, 0), statement(3, false, 5)])).toBe(false);
    expect(needsRemovalCheck([])).toBe(false);
  });

  it('treats an accepted statement with unknown votes (upstream) as voted', () => {
    expect(hiddenVoted([statement(5, true, null)]).map((c) => c.tid)).toEqual([5]);
  });
});
