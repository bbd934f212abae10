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

  it('stems with Snowball: singular, plural and definite forms of a noun meet', () => {
    const stems = (list: string[]) => new Set(list.map(stemDanish));
    expect(stems(['cykelsti', 'cykelstien', 'cykelstier', 'cykelstierne'])).toEqual(
      new Set(['cykelsti']),
    );
    expect(stems(['bus', 'busser', 'busserne', 'bussen'])).toEqual(new Set(['bus']));
    expect(stems(['skat', 'skatten', 'skatter'])).toEqual(new Set(['skat']));
    expect(stems(['parkeringspladser', 'parkeringspladsen'])).toEqual(new Set(['parkeringsplads']));
  });

  it('drops stop words and opinion phrasing, and keeps each word as written, where it stood', () => {
    expect(
      tokenize('Jeg synes, at vi bør have flere cykelstier i Aarhus. Busserne kører for sjældent'),
    ).toEqual([
      {
        term: 'cykelsti',
        word: 'cykelstier',
        written: 'cykelstier',
        position: 7,
        previous: 'flere',
        sentenceStart: false,
      },
      {
        term: 'aarhus',
        word: 'aarhus',
        written: 'Aarhus',
        position: 9,
        previous: 'i',
        sentenceStart: false,
      },
      {
        term: 'bus',
        word: 'busserne',
        written: 'Busserne',
        position: 10,
        previous: null,
        sentenceStart: true,
      },
      {
        term: 'kør',
        word: 'kører',
        written: 'kører',
        position: 11,
        previous: 'busserne',
        sentenceStart: false,
      },
    ]);
  });
});
