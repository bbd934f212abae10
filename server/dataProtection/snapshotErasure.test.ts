// A participant's erased statements leave a frozen report everywhere a statement number stands:
// the statement list, each group's distinguishing and important statements, consensus, divisive and
// the map; the aggregates stay as frozen.
import { describe, expect, it } from 'vitest';
import type { FrozenReport } from '../reports/reportSnapshot';
import { withoutStatements } from './snapshotErasure';

const statement = (tid: number, txt: string) => ({
  tid,
  txt,
  agrees: 3,
  disagrees: 1,
  passes: 0,
  votes: 4,
  important: 0,
  mod: 1 as const,
  is_meta: false,
});

const body: FrozenReport = {
  report: { report_id: 'r1', created: 1, mod_level: -1 },
  conversation: { conversation_id: 'c000000001', topic: 'Byen', description: '' },
  totals: { participants: 9, voters: 9, votes: 30, statements: 2 },
  statements: [statement(0, 'Et frø'), statement(7, 'Mit navn er Ida, og jeg bor på Vestergade')],
  stats: { firstVoteTimes: [1, 2], firstCommentTimes: [1] },
  taken_at: 5,
  math: {
    status: { computed_at: 4, vote_count: 30, groups_reason: null },
    importance_enabled: true,
    groups: [
      {
        id: 0,
        size: 5,
        statements: [
          { tid: 7, repful_for: 'agree', in_group: 90, others: 10 },
          { tid: 0, repful_for: 'disagree', in_group: 80, others: 20 },
        ],
        important: [{ tid: 7, count: 2 }],
        points: [[0.1, 0.2, 5]],
      },
    ],
    consensus: [{ tid: 7, agree: [90] }],
    divisive: [{ tid: 0, agree: [20] }],
    statements: [
      [0, 0.5, 0.5],
      [7, -0.5, 0.1],
    ],
  },
};

describe('withoutStatements', () => {
  it('takes the statements out wherever they stand and keeps the aggregates', () => {
    const erased = withoutStatements(body, new Set([7]));
    expect(JSON.stringify(erased)).not.toMatch(/Vestergade|"tid":7|\[7,/u);
    expect(erased.statements.map((s) => s.tid)).toEqual([0]);
    expect(erased.math!.groups[0].statements.map((s) => s.tid)).toEqual([0]);
    expect(erased.math!.groups[0].important).toEqual([]);
    expect(erased.math!.consensus).toEqual([]);
    expect(erased.math!.divisive).toEqual(body.math!.divisive);
    expect(erased.math!.statements).toEqual([[0, 0.5, 0.5]]);
    expect(erased.totals).toEqual(body.totals);
    expect(erased.math!.groups[0].size).toBe(5);
  });
});
