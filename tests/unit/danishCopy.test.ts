// One language (docs/behaviour.md#behaviour): every string of the copy catalogue (src/copy/da.ts)
// is Danish. The walk calls every copy function with sample arguments, so templates ("Layer ${n}")
// are checked too. The rendered screens of the model tests are checked by the harness
// (walkModel.ts, each step).
import { describe, expect, it } from 'vitest';
import * as da from '../../src/copy/da';
import { countOf, formatNumber, formatPercent } from '../../src/copy/danish/numbers';
import { englishWordsIn } from '../support/englishUiWords';

/** Arguments tried in turn until a copy function returns: numbers, words, a topic status. */
const SAMPLES: unknown[][] = [
  [2, 3, 4, 5],
  ['tekst', 'tekst', 'tekst'],
  ['pending', 2, 3],
  [true],
  [false],
];

function strings(value: unknown, path: string, out: Array<[string, string]>): void {
  if (typeof value === 'string') {
    out.push([path, value]);
  } else if (typeof value === 'function') {
    for (const args of SAMPLES) {
      try {
        const result: unknown = (value as (...a: unknown[]) => unknown)(...args);
        strings(result, `${path}(${args.join(', ')})`, out);
        return;
      } catch {
        // Not this kind of argument; the next sample may fit.
      }
    }
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => strings(v, `${path}[${i}]`, out));
  } else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) strings(v, `${path}.${key}`, out);
  }
}

describe('the Danish copy catalogue', () => {
  const all: Array<[string, string]> = [];
  strings(da, 'da', all);

  it('has no English UI word in any string or template', () => {
    expect(all.length).toBeGreaterThan(500);
    const english = all
      .map(([path, text]) => [path, text, englishWordsIn(text).join(', ')])
      .filter(([, , words]) => words);
    expect(english).toEqual([]);
  });

  it('catches the words the issue found (the list can fail)', () => {
    for (const text of [
      'Topic Moderation',
      'Select All (2 selected)',
      'Loading...',
      '1 comments',
      'Log in',
      'Completion Rate',
    ]) {
      expect(englishWordsIn(text), text).not.toEqual([]);
    }
    expect(englishWordsIn("Bygger på The Computational Democracy Project's Polis")).toEqual([]);
    expect(englishWordsIn('filerne summary.csv og comments.csv, skriv til dpo@kommune.dk')).toEqual(
      [],
    );
  });

  it('writes numbers, plurals and percentages the Danish way (Intl da-DK)', () => {
    expect(countOf(1, 'udsagn', 'udsagn')).toBe('1 udsagn');
    expect(countOf(14, 'udsagn', 'udsagn')).toBe('14 udsagn');
    expect(countOf(1, 'emne', 'emner')).toBe('1 emne');
    expect(countOf(1200, 'emne', 'emner')).toBe('1.200 emner');
    expect(formatNumber(12345)).toBe('12.345');
    expect(formatPercent(12.5).replace(/\s/g, ' ')).toBe('12,5 %');
    expect(da.topics.tree.comments(1)).toBe('1 udsagn');
    expect(da.topics.tree.layerHeading(0, 1)).toBe('Lag 0 (1 emne)');
  });
});
