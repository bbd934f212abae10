// The draft's rules on small frozen reports: every section says something true, in Danish, and
// never 'NaN', 'undefined' or an empty paragraph — with and without groups, importance and topics.
import { describe, expect, it } from 'vitest';
import { buildDraft, type DraftInput } from './draftRules';
import { DAY, math, report } from '../../../tests/server/support/smallReport';

const all = (body: DraftInput, topics = []) =>
  buildDraft(body, topics)
    .flatMap((s) => [s.heading, ...s.paragraphs])
    .join('\n');
const paragraphs = (body: DraftInput, key: string) =>
  buildDraft(body).find((s) => s.key === key)?.paragraphs ?? [];

function expectWholeSections(body: DraftInput) {
  const sections = buildDraft(body);
  for (const s of sections) {
    expect(s.paragraphs.length, s.key).toBeGreaterThan(0);
    for (const p of s.paragraphs) expect(p.trim(), s.key).not.toBe('');
  }
  expect(all(body)).not.toMatch(/NaN|undefined|null|Infinity|\[object/);
}

describe('buildDraft', () => {
  it('names participants, votes, period and the groups with their sizes', () => {
    const [taking, split] = paragraphs(report(), 'summary');
    expect(taking).toBe(
      '300 deltagere tog del, og 290 af dem stemte. Rapporten viser 6 udsagn, og der blev afgivet 6.000 stemmer på dem. Deltagelsen begyndte 3. november 2026, og tallene blev taget 24. november 2026.',
    );
    expect(split).toBe(
      'Deltagerne delte sig i 2 meningsgrupper: gruppe A med 171 deltagere, gruppe B med 129 deltagere.',
    );
  });

  it('writes a paragraph per group from its representative statements, with both shares', () => {
    const [a, b] = paragraphs(report(), 'groups');
    expect(a).toBe(
      'Gruppe A består af 171 deltagere, der har stemt nogenlunde ens. Gruppe A er især enig i «Flere cykelstier» (#4): 82 % i gruppen er enige mod 20 % af de andre. Gruppe A afviser «Biler ud af midten. Nu.» (#6): 70 % i gruppen er uenige mod 15 % af de andre.',
    );
    expect(b).toBe(
      'Gruppe B består af 129 deltagere, der har stemt nogenlunde ens. Intet udsagn skilte gruppe B tydeligt ud fra de andre.',
    );
  });

  it('says what unites and divides the groups with every share', () => {
    expect(paragraphs(report(), 'consensus')).toEqual([
      'Et flertal i alle grupper er enige i «Flere bænke» (#2): mellem 68 og 91 % i hver gruppe. Et flertal i alle grupper afviser «Luk parken» (#3): mellem 60 og 75 % i hver gruppe er uenige.',
    ]);
    expect(paragraphs(report(), 'divisive')).toEqual([
      'Om «Biler ud af midten. Nu.» (#6) er grupperne uenige: i gruppe A er 12 % enige, i gruppe B 85 %.',
    ]);
  });

  it('leaves out importance when it is off and names each group’s most important when on', () => {
    expect(buildDraft(report()).map((s) => s.key)).toEqual([
      'summary',
      'groups',
      'consensus',
      'divisive',
      'method',
    ]);
    const on = report({ math: math({ importance_enabled: true }) });
    expect(paragraphs(on, 'importance')).toEqual([
      'For gruppe A er «Flere cykelstier» (#4) det vigtigste: 40 deltagere har markeret det som vigtigt.',
      'Ingen i gruppe B markerede et udsagn som vigtigt.',
    ]);
  });

  it('adds the topics only when topics were generated', () => {
    const sections = buildDraft(report(), [
      { name: 'Trafik', statements: 12 },
      { name: ' ', statements: 3 },
    ]);
    expect(sections.find((s) => s.key === 'topics')?.paragraphs).toEqual([
      'Udsagnene er delt i 1 emne. «Trafik» samler 12 udsagn.',
    ]);
    expect(sections.at(-1)?.key).toBe('method');
  });

  it('puts the stability in words and the limits of the map in the method', () => {
    const [figures, , limits] = paragraphs(report(), 'method');
    expect(figures).toContain('Grupperne er beregnet 24. november 2026 ud fra 1.200 stemmer.');
    expect(figures).toContain(
      'Grupperne er faste: regnes de igen, bliver de næsten de samme (93 % ens).',
    );
    expect(limits).toContain('ikke en repræsentativ undersøgelse');
    const unsure = report({ math: math({ status: { ...math().status, stability: 0.41 } }) });
    expect(paragraphs(unsure, 'method')[0]).toContain('Grupperne er usikre');
  });

  it('with no groups says why, and lists the plain majority as the report shows it', () => {
    const none = report({
      math: math({
        groups: [],
        consensus: [],
        divisive: [],
        status: { computed_at: DAY, vote_count: 10, groups_reason: 'too_few_participants' },
      }),
    });
    expectWholeSections(none);
    expect(paragraphs(none, 'summary')[1]).toBe('Der blev ikke dannet meningsgrupper.');
    expect(paragraphs(none, 'groups')).toEqual([
      'For få deltagere havde stemt nok til, at der kunne dannes grupper, da tallene blev taget.',
    ]);
    // 50 of 60 and 30 of 36 agreed (equal shares: more votes first); 20 of 40 is no majority.
    expect(paragraphs(none, 'consensus')[0]).toBe(
      'Uden grupper bygger listen på alle stemmer under ét. 50 af de 60, der stemte om «Flere cykelstier» (#4), er enige. 30 af de 36, der stemte om «Flere bænke» (#2), er enige.',
    );
    expect(paragraphs(none, 'divisive')).toEqual([
      'Uden grupper kan rapporten ikke vise, hvor grupperne er uenige.',
    ]);
    expect(paragraphs(none, 'method')[0]).not.toContain('beregnet');
  });

  it('with one group writes one group and plain consensus shares', () => {
    const one = report({
      math: math({
        groups: [math().groups[0]],
        consensus: [{ tid: 1, agree: [68], side: 'agree' }],
        divisive: [],
      }),
    });
    expectWholeSections(one);
    expect(paragraphs(one, 'summary')[1]).toBe(
      'Deltagerne dannede én meningsgruppe: gruppe A med 171 deltagere.',
    );
    expect(paragraphs(one, 'consensus')).toEqual(['«Flere bænke» (#2): 68 % er enige.']);
    expect(paragraphs(one, 'divisive')).toEqual([
      'Grupperne stemte ikke tydeligt forskelligt om noget udsagn.',
    ]);
  });

  it('with every statement moderated out still says what there is', () => {
    const empty = report({
      statements: [],
      totals: { participants: 3, voters: 0, votes: 0, statements: 0 },
      math: null,
      stats: { firstVoteTimes: [], firstCommentTimes: [] },
    });
    expectWholeSections(empty);
    expect(paragraphs(empty, 'summary')[0]).toBe(
      '3 deltagere tog del, og 0 af dem stemte. Rapporten viser 0 udsagn, og der blev afgivet 0 stemmer på dem. Tallene blev taget 24. november 2026.',
    );
    expect(paragraphs(empty, 'summary')[1]).toMatch(/^Rapporten viser ingen udsagn/);
    expect(paragraphs(empty, 'groups')[0]).toMatch(/^Grupperne var ikke beregnet/);
    expect(paragraphs(empty, 'consensus')).toEqual([
      'Der er ikke et udsagn, som et flertal af dem, der stemte, var enige i.',
    ]);
  });

  it('skips a group statement whose text the report no longer has', () => {
    const body = report({ statements: report().statements.filter((s) => s.tid !== 3) });
    expectWholeSections(body);
    expect(all(body)).not.toContain('(#4)');
    expect(paragraphs(body, 'groups')[0]).toContain('Gruppe A afviser «Biler');
  });

  it('gives the same text for the same report, byte for byte', () => {
    expect(JSON.stringify(buildDraft(report()))).toBe(JSON.stringify(buildDraft(report())));
  });

  it('has no participants and no groups: still a whole text', () => {
    expectWholeSections(
      report({
        totals: { participants: 0, voters: 0, votes: 0, statements: 0 },
        statements: [],
        math: math({ groups: [], consensus: [], divisive: [], importance_enabled: true }),
      }),
    );
  });
});
