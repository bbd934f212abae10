import { describe, expect, it } from 'vitest';
import type { ReportTextSection } from '../../../contract/reportText';
import { applyEdit, emptySections, isDirty, toSaved } from './reportTextRules';

const sections: ReportTextSection[] = [
  { key: 'summary', heading: 'Kort fortalt', paragraphs: ['Et.', 'To.'] },
  { key: 'groups', heading: 'Meningsgrupperne', paragraphs: ['Gruppe A.'] },
];

describe('applyEdit', () => {
  it('rewrites, removes and adds a paragraph under its heading only', () => {
    const edited = applyEdit(sections, { op: 'edit', section: 1, paragraph: 0, value: 'Ny A.' });
    expect(edited[1].paragraphs).toEqual(['Ny A.']);
    expect(edited[0]).toBe(sections[0]);
    expect(applyEdit(sections, { op: 'remove', section: 0, paragraph: 0 })[0].paragraphs).toEqual([
      'To.',
    ]);
    expect(applyEdit(sections, { op: 'add', section: 1 })[1].paragraphs).toEqual(['Gruppe A.', '']);
    expect(applyEdit(sections, { op: 'edit', section: 0, paragraph: 5, value: 'x' })).toEqual(
      sections,
    );
  });
});

describe('isDirty', () => {
  it('ignores blank paragraphs and surrounding spaces, sees every other change', () => {
    const added = applyEdit(sections, { op: 'add', section: 0 });
    expect(isDirty(added, sections)).toBe(false);
    expect(toSaved(added)).toEqual(sections);
    const spaced = applyEdit(sections, { op: 'edit', section: 0, paragraph: 0, value: ' Et. ' });
    expect(isDirty(spaced, sections)).toBe(false);
    const changed = applyEdit(sections, { op: 'edit', section: 0, paragraph: 0, value: 'Tre.' });
    expect(isDirty(changed, sections)).toBe(true);
  });
});

describe('emptySections', () => {
  it('names the sections whose paragraphs are all blank', () => {
    expect(emptySections(sections)).toEqual([]);
    const blank = applyEdit(sections, { op: 'edit', section: 1, paragraph: 0, value: '  ' });
    expect(emptySections(blank)).toEqual([1]);
  });
});
