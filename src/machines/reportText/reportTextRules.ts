// The report text editor's edits, pure (docs/behaviour.md#reporttext): a paragraph is
// rewritten, removed or added under a fixed heading; nothing else changes. `isDirty` compares the
// owner's sections with the last text the server confirmed, so a save is sent only for a change.
import type { ReportTextSection } from '../../../contract/reportText';

export type TextEdit =
  | { op: 'edit'; section: number; paragraph: number; value: string }
  | { op: 'remove'; section: number; paragraph: number }
  | { op: 'add'; section: number };

export function applyEdit(
  sections: readonly ReportTextSection[],
  edit: TextEdit,
): ReportTextSection[] {
  return sections.map((section, index) => {
    if (index !== edit.section) return section;
    if (edit.op === 'add') return { ...section, paragraphs: [...section.paragraphs, ''] };
    if (edit.paragraph < 0 || edit.paragraph >= section.paragraphs.length) return section;
    const paragraphs =
      edit.op === 'remove'
        ? section.paragraphs.filter((_, i) => i !== edit.paragraph)
        : section.paragraphs.map((p, i) => (i === edit.paragraph ? edit.value : p));
    return { ...section, paragraphs };
  });
}

/** What a save sends: blank paragraphs left out (the server drops them too). */
export const toSaved = (sections: readonly ReportTextSection[]): ReportTextSection[] =>
  sections.map((s) => ({ ...s, paragraphs: s.paragraphs.map((p) => p.trim()).filter(Boolean) }));

export function isDirty(
  draft: readonly ReportTextSection[],
  confirmed: readonly ReportTextSection[],
): boolean {
  return JSON.stringify(toSaved(draft)) !== JSON.stringify(toSaved(confirmed));
}

/** The sections left without a paragraph with words: a save waits until each has one. */
export const emptySections = (sections: readonly ReportTextSection[]): number[] =>
  toSaved(sections).flatMap((s, i) => (s.paragraphs.length === 0 ? [i] : []));
