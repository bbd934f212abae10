import { describe, expect, it } from 'vitest';
import { removal } from './messages';
import { buildDraft } from './draftRules';
import { sentences, withoutStatementSentences } from './removal';
import { report } from '../../../tests/server/support/smallReport';

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

  it('keeps "…", “…”, „…“ and »…« quotations whole', () => {
    expect(
      sentences('En skrev "Luk. Nu." i går. Også „Nej. Ja.“ og »A. B.« og “C. D.” Slut.'),
    ).toEqual(['En skrev "Luk. Nu." i går.', 'Også „Nej. Ja.“ og »A. B.« og “C. D.” Slut.']);
  });

  it('does not let a stray quotation mark swallow the paragraph', () => {
    expect(sentences('Han sagde 5" skærm. Det var alt. Tak.')).toEqual([
      'Han sagde 5" skærm.',
      'Det var alt.',
      'Tak.',
    ]);
  });
});

const NEIGHBOUR = 'Naboen Jens i nr. 4. Han larmer hver nat og ødelægger gaden';

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
    expect(withoutStatementSentences(sections, [{ tid: 3, txt: 'Noget andet helt' }])).toEqual([
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
    expect(withoutStatementSentences(sections, [{ tid: 0, txt: 'Træer' }])).toEqual(sections);
  });

  it("takes a group's introduction with its last statement", () => {
    const out = withoutStatementSentences(sections, [
      { tid: 3, txt: 'x' },
      { tid: 13, txt: 'Bænke' },
    ]);
    expect(out[0].paragraphs).toEqual([removal.sectionEmptied]);
  });

  it('keeps a group left whole and says the others’ statements were removed', () => {
    const out = withoutStatementSentences(
      [{ ...sections[0], paragraphs: [...sections[0].paragraphs, 'Gruppe C er lille.'] }],
      [
        { tid: 3, txt: 'x' },
        { tid: 13, txt: 'Bænke' },
      ],
    );
    expect(out[0].paragraphs).toEqual(['Gruppe C er lille.', removal.sectionEmptied]);
  });
});

describe('a removal leaves no introduction without its list', () => {
  const texts = (body = report({ math: null })) =>
    body.statements.map((s) => ({ tid: s.tid, txt: s.txt }));

  it('takes the no-groups list with its intro sentence, and says why the section is empty', () => {
    const body = report({ math: null });
    const draft = buildDraft(body);
    const consensus = draft.find((s) => s.key === 'consensus')!;
    expect(consensus.paragraphs[0]).toMatch(/^Uden grupper bygger listen/);
    const out = withoutStatementSentences(draft, texts(body));
    expect(out.find((s) => s.key === 'consensus')!.paragraphs).toEqual([removal.sectionEmptied]);
    expect(JSON.stringify(out)).not.toContain('Uden grupper bygger listen');
  });

  it('keeps the intro while one statement of its list is left', () => {
    const body = report({ math: null });
    const out = withoutStatementSentences(buildDraft(body), [{ tid: 3, txt: 'Flere cykelstier' }]);
    const [paragraph] = out.find((s) => s.key === 'consensus')!.paragraphs;
    expect(paragraph).toMatch(/^Uden grupper bygger listen på alle stemmer under ét\. .*\(#2\)/);
    expect(paragraph).not.toContain('(#4)');
  });

  it('never leaves a section without a paragraph, nor a group with only its size', () => {
    const body = report();
    const out = withoutStatementSentences(buildDraft(body), texts(body));
    for (const section of out) expect(section.paragraphs.length).toBeGreaterThan(0);
    expect(JSON.stringify(out)).not.toContain('Gruppe A består af');
    for (const key of ['consensus', 'divisive'])
      expect(out.find((s) => s.key === key)!.paragraphs).toEqual([removal.sectionEmptied]);
    // Group B named no statement ('Intet udsagn skilte …'): it stays as it was.
    expect(out.find((s) => s.key === 'groups')!.paragraphs).toEqual([
      expect.stringMatching(/^Gruppe B består af 129 deltagere.*Intet udsagn skilte gruppe B/),
      removal.sectionEmptied,
    ]);
  });

  it('removes a lead-in with its list, and ends the section with the note', () => {
    const section = {
      key: 'divisive' as const,
      heading: 'Her er der uenighed',
      paragraphs: ['Her er listen:', 'Om «Biler ud» (#6) er grupperne uenige.', 'Det bør drøftes.'],
    };
    expect(withoutStatementSentences([section], [{ tid: 5, txt: 'Biler ud' }])).toEqual([
      { ...section, paragraphs: ['Det bør drøftes.', removal.sectionEmptied] },
    ]);
  });
});

describe("the owner's own sentences quoting a removed statement", () => {
  const owner = (...paragraphs: string[]) => [
    { key: 'summary' as const, heading: 'Kort fortalt', paragraphs },
  ];
  const removed = [{ tid: 9, txt: NEIGHBOUR }];
  const after = (...paragraphs: string[]) =>
    withoutStatementSentences(owner(...paragraphs), removed)[0].paragraphs;

  it('finds a whole quotation in «…» regardless of case, spacing and the closing stop', () => {
    expect(
      after(
        `Mange var vrede. En skrev «naboen  jens i NR. 4. han larmer hver nat og ødelægger gaden.», og andre var enige. Tak.`,
      ),
    ).toEqual(['Mange var vrede. Tak.']);
  });

  it('finds a quoted beginning of 30 characters or more, with or without …', () => {
    expect(after('En skrev "Naboen Jens i nr. 4. Han larmer hver…". Det er alt.')).toEqual([
      'Det er alt.',
    ]);
    expect(after('En skrev “Naboen Jens i nr. 4. Han larmer hver nat” i går. Ja.')).toEqual([
      'Ja.',
    ]);
  });

  it('leaves a quoted beginning under 30 characters, and a quotation from the middle', () => {
    const kept = 'En skrev «Naboen Jens i nr. 4.» og «larmer hver nat og ødelægger gaden».';
    expect(after(kept)).toEqual([kept]);
  });

  it('finds the whole text unquoted, and the paragraph goes when nothing is left', () => {
    expect(after(`${NEIGHBOUR}.`, 'Tak for det.')).toEqual(['Tak for det.']);
  });

  it('does not take every sentence using a one-word statement’s word', () => {
    const kept = 'Mange ønsker cykler i byen.';
    expect(
      withoutStatementSentences(owner(kept), [{ tid: 1, txt: 'Cykler' }])[0].paragraphs,
    ).toEqual([kept]);
    expect(
      withoutStatementSentences(owner(`En skrev blot «Cykler». ${kept}`), [
        { tid: 1, txt: 'Cykler' },
      ])[0].paragraphs,
    ).toEqual([kept]);
  });
});
