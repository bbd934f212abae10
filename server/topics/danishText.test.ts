import { describe, expect, it } from 'vitest';
import { stemDanish, tokenize, words } from './danishText';

describe('Danish text', () => {
  it('lower-cases, keeps æøå, drops punctuation, numbers and words with digits', () => {
    expect(words('Æblerne på Ørestad-vej 12 koster 3kr, ÅH!')).toEqual([
      'æblerne',
      'på',
      'ørestad',
      'vej',
      'koster',
      'åh',
    ]);
  });

  it('strips inflection lightly and undoubles a final double consonant', () => {
    const stems = (list: string[]) => list.map(stemDanish);
    expect(new Set(stems(['cykelsti', 'cykelstien', 'cykelstier', 'cykelstierne']))).toEqual(
      new Set(['cykelsti']),
    );
    expect(new Set(stems(['bus', 'busser', 'busserne', 'bussen']))).toEqual(new Set(['bus']));
    expect(new Set(stems(['skat', 'skatten', 'skatter']))).toEqual(new Set(['skat']));
    expect(stems(['byen', 'byerne', 'søen'])).toEqual(['by', 'by', 'sø']);
    expect(stems(['ejer', 'hus'])).toEqual(['ejer', 'hus']); // too short to strip
  });

  it('drops Danish and English stop words and opinion phrasing, keeping the written word', () => {
    expect(tokenize('Jeg synes, at vi bør have flere cykelstier – and the parking!')).toEqual([
      { term: 'cykelsti', word: 'cykelstier' },
      { term: 'parking', word: 'parking' },
    ]);
  });
});
