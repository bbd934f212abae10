// A small frozen report for the report text's tests and the Word samples (tools/docx): two groups
// of 171 and 129, four statements (one with a full stop inside its text), consensus both ways and
// one divisive statement.
import type { ReportMath, ReportStatement } from '../../../contract/types';
import type { DraftInput } from '../../../server/reports/text/draftRules';

export const DAY = Date.UTC(2026, 10, 24, 12);

const statement = (
  tid: number,
  txt: string,
  agrees = 0,
  disagrees = 0,
  passes = 0,
): ReportStatement => ({
  tid,
  txt,
  agrees,
  disagrees,
  passes,
  votes: agrees + disagrees + passes,
  important: 0,
  mod: 1,
  is_meta: false,
});

export function math(overrides: Partial<ReportMath> = {}): ReportMath {
  return {
    status: { computed_at: DAY, vote_count: 1200, groups_reason: null, stability: 0.93 },
    importance_enabled: false,
    groups: [
      {
        id: 0,
        size: 171,
        statements: [
          { tid: 3, repful_for: 'agree', in_group: 82, others: 20 },
          { tid: 5, repful_for: 'disagree', in_group: 70, others: 15 },
        ],
        important: [{ tid: 3, count: 40 }],
        points: [],
      },
      { id: 1, size: 129, statements: [], important: [], points: [] },
    ],
    consensus: [
      { tid: 1, agree: [68, 91], side: 'agree' },
      { tid: 2, agree: [10, 20], side: 'disagree', disagree: [75, 60] },
    ],
    divisive: [{ tid: 5, agree: [12, 85] }],
    statements: [],
    ...overrides,
  };
}

export function report(overrides: Partial<DraftInput> = {}): DraftInput {
  return {
    report: { report_id: 'r1', created: DAY, mod_level: 0 },
    conversation: { conversation_id: '1', topic: 'Bymidten', description: '' },
    totals: { participants: 300, voters: 290, votes: 6000, statements: 6 },
    statements: [
      statement(1, 'Flere bænke', 30, 5, 1),
      statement(2, 'Luk parken', 2, 40),
      statement(3, 'Flere cykelstier', 50, 10),
      statement(5, 'Biler ud af midten.\nNu.', 20, 20),
    ],
    stats: { firstVoteTimes: [Date.UTC(2026, 10, 3, 9)], firstCommentTimes: [] },
    taken_at: DAY,
    math: math(),
    ...overrides,
  };
}
