import { describe, expect, it } from 'vitest';
import { statusText } from './opinionMapText';

describe('statusText', () => {
  const minute = 60_000;
  it('says when and from how many votes the map was computed', () => {
    const status = { kind: 'computed', computedAt: 0, voteCount: 4310 } as const;
    expect(statusText(status, 2 * minute + 5)).toBe(
      'Beregnet for 2 minutter siden ud fra 4.310 stemmer.',
    );
    expect(statusText(status, 20_000)).toBe(
      'Beregnet for under et minut siden ud fra 4.310 stemmer.',
    );
    expect(statusText({ ...status, voteCount: 1 }, minute)).toBe(
      'Beregnet for 1 minut siden ud fra 1 stemme.',
    );
  });

  it('says why there are no groups, and when there is no result yet', () => {
    expect(statusText({ kind: 'notComputed' }, 0)).toMatch(/ikke beregnet endnu/);
    expect(statusText({ kind: 'noGroups', reason: 'too_few_participants', voteCount: 12 }, 0)).toBe(
      'Der er endnu for få deltagere, der har stemt nok, til at grupper kan dannes. Beregnet ud fra 12 stemmer.',
    );
    expect(statusText({ kind: 'noGroups', reason: null, voteCount: null }, 0)).toMatch(
      /ikke stemmer nok/,
    );
  });
});
