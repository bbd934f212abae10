import { describe, expect, it } from 'vitest';
import { parseStatementNumber } from './statementNumber';

describe('a statement number as typed (docs/behaviour.md#statement-numbers)', () => {
  it('reads nr. 1 as the first statement, tid 0', () => {
    expect(parseStatementNumber('1')).toEqual({ ok: true, tid: 0 });
    expect(parseStatementNumber(' #22 ')).toEqual({ ok: true, tid: 21 });
    expect(parseStatementNumber('nr. 7')).toEqual({ ok: true, tid: 6 });
  });

  it('reads a blank field as no number', () => {
    expect(parseStatementNumber('  ')).toEqual({ ok: true, tid: null });
  });

  it('refuses what is no statement number', () => {
    for (const text of ['0', '-3', '2.5', 'abc', '#', 'nr.', '1234567890']) {
      expect(parseStatementNumber(text)).toEqual({ ok: false });
    }
  });
});
