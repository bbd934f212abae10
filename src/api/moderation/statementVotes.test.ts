// Reading GET /math/statementVotes tolerantly: odd parts read as none, never NaN.
import { describe, expect, it } from 'vitest';
import { parseStatementVotes } from './statementVotes';

describe('parseStatementVotes', () => {
  it('reads counts and group splits, groups in id order', () => {
    const parsed = parseStatementVotes({
      conversation_id: 'c1',
      math_tick: '7',
      groups: [
        { id: 1, size: 3 },
        { id: 0, size: '5' },
      ],
      statements: {
        4: { agree: 2, disagree: '1', pass: 0, groups: { 0: { agree: 2, disagree: 0, pass: 0 } } },
      },
    });
    expect(parsed).toEqual({
      conversation_id: 'c1',
      math_tick: 7,
      groups: [
        { id: 0, size: 5 },
        { id: 1, size: 3 },
      ],
      statements: {
        4: { agree: 2, disagree: 1, pass: 0, groups: { 0: { agree: 2, disagree: 0, pass: 0 } } },
      },
    });
  });

  it('drops what it cannot read', () => {
    expect(
      parseStatementVotes({
        groups: [{ id: 'x' }, null],
        statements: { abc: { agree: 1 }, 3: 'no', 2: { agree: -4, disagree: 'lots' } },
      }),
    ).toEqual({
      conversation_id: '',
      math_tick: 0,
      groups: [],
      statements: { 2: { agree: 0, disagree: 0, pass: 0, groups: {} } },
    });
  });
});
