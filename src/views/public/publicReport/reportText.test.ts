import { describe, expect, it } from 'vitest';
import type { ReportMath } from '../../../../contract/types';
import * as da from '../../../copy/da';
import { mathStatusText } from './reportText';

const math = (voteCount: number): ReportMath => ({
  status: {
    computed_at: Date.UTC(2026, 10, 24, 14, 2),
    vote_count: voteCount,
    groups_reason: null,
  },
  importance_enabled: false,
  groups: [
    { id: 0, size: 10, statements: [], important: [], points: [] },
    { id: 1, size: 12, statements: [], important: [], points: [] },
  ],
  consensus: [],
  divisive: [],
  statements: [],
});

describe("the report's sentence on how its groups were computed", () => {
  it("says why it counts more votes than 'Deltagelse' when it does", () => {
    const text = mathStatusText(math(5_933), 5_809);
    expect(text).toContain('ud fra 5.933 stemmer.');
    expect(text).toContain(da.reportGroups.countsMore);
  });

  it('says nothing more when the two counts agree', () => {
    const text = mathStatusText(math(5_809), 5_809);
    expect(text).toContain('ud fra 5.809 stemmer.');
    expect(text).not.toContain(da.reportGroups.countsMore);
  });
});
