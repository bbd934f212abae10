import { describe, expect, it } from 'vitest';
import { sentences, withoutStatementSentences } from './removal';

describe('sentences', () => {
  it('splits at full stops outside quotes only', () => {
    expect(sentences('Gruppe A er enig i «Biler ud. Nu!» (#6): 70 %. Og mere? Ja')).toEqual([
      'Gruppe A er enig i «Biler ud. Nu!» (#6): 70 %.',
      'Og mere?',
      'Ja',
    ]);
  });

  it('splits after an abbreviation but never inside a number', () => {
    expect(sentences('Den 3.4.2026 kl. 14.05 var der 1.200 stemmer.')).toEqual([
      'Den 3.4.2026 kl.',
      '14.05 var der 1.200 stemmer.',
    ]);
  });
});

describe('withoutStatementSentences', () => {
  const sections = [
    {
      key: 'groups' as const,
      heading: 'Meningsgrupperne',
      paragraphs: [
        'Gruppe A består af 10 deltagere. Gruppe A er især enig i «Naboen Jens i nr. 4. Han larmer» (#4): 80 %. Gruppen er også enig i «Bænke» (#14): 60 %.',
        'Gruppe B afviser «Naboen Jens i nr. 4. Han larmer» (#4): 90 %.',
      ],
    },
  ];

  it('takes out every sentence naming the statement, and a paragraph left empty', () => {
    expect(withoutStatementSentences(sections, [3])).toEqual([
      {
        key: 'groups',
        heading: 'Meningsgrupperne',
        paragraphs: [
          'Gruppe A består af 10 deltagere. Gruppen er også enig i «Bænke» (#14): 60 %.',
        ],
      },
    ]);
  });

  it('leaves (#14) alone when #1 goes, and a paragraph without the mark untouched', () => {
    expect(withoutStatementSentences(sections, [0])).toEqual(sections);
  });
});
