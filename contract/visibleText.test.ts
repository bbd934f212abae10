import { describe, expect, it } from 'vitest';
import { hasVisibleCharacter } from './visibleText';

describe('visible text', () => {
  it('sees letters, digits, punctuation and emoji, with invisible characters around them', () => {
    for (const text of ['Æ', 'flere bænke', '7', '?', '🚲', '\u200Bcykler\u200B', 'e\u0301']) {
      expect(hasVisibleCharacter(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('sees nothing in white space, zero-width and format characters, lone marks and blank letters', () => {
    for (const text of [
      '',
      ' \n\t',
      '\u00A0',
      '\u200B\u200B\u200B',
      '\u2060\u00AD\uFEFF',
      '\u0301',
      '\uFE0F',
      '\u3164\u115F\u2800',
    ]) {
      expect(hasVisibleCharacter(text), JSON.stringify(text)).toBe(false);
    }
  });
});
