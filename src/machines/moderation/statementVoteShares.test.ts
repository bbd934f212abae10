import { describe, expect, it } from 'vitest';
import { groupLetter, splitShares } from './statementVoteShares';

describe('splitShares', () => {
  it('gives whole percentages that add up to 100', () => {
    expect(splitShares({ agree: 1, disagree: 1, pass: 1 })).toEqual({
      agree: 34,
      disagree: 33,
      pass: 33,
    });
    expect(splitShares({ agree: 8, disagree: 0, pass: 0 })).toEqual({
      agree: 100,
      disagree: 0,
      pass: 0,
    });
    expect(splitShares({ agree: 2, disagree: 5, pass: 1 })).toEqual({
      agree: 25,
      disagree: 63,
      pass: 12,
    });
  });

  it('is null for a group without a vote on the statement', () => {
    expect(splitShares(undefined)).toBeNull();
    expect(splitShares({ agree: 0, disagree: 0, pass: 0 })).toBeNull();
  });

  it('letters the groups as the map does', () => {
    expect([0, 1, 2].map(groupLetter)).toEqual(['A', 'B', 'C']);
  });
});
