import { describe, expect, it } from 'vitest';
import { statementAnchor, textParts } from './reportTextLinks';

describe('textParts', () => {
  it('finds every statement mark, with thousands dots', () => {
    expect(textParts('Gruppe A er enig i «Bænke» (#4): 80 %. Også «X» (#1.234).')).toEqual([
      { text: 'Gruppe A er enig i «Bænke» ' },
      { mark: '(#4)', tid: 3 },
      { text: ': 80 %. Også «X» ' },
      { mark: '(#1.234)', tid: 1233 },
      { text: '.' },
    ]);
  });

  it('leaves text without marks, and other parentheses, alone', () => {
    expect(textParts('Ingen (4) og (#x).')).toEqual([{ text: 'Ingen (4) og (#x).' }]);
    expect(textParts('')).toEqual([]);
  });

  it('anchors by the number people read', () => {
    expect(statementAnchor(3)).toBe('udsagn-4');
  });
});
