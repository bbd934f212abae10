// What a save of a report's text may contain (docs/api.md#put-reporttext): the draft's sections in
// the draft's order — headings are fixed, so only `key` and `paragraphs` are read — each with at
// most 40 paragraphs of at most 4,000 characters. Blank paragraphs are dropped; a section left
// without any is refused, so the published text never has an empty heading.
import type { ReportTextSection } from '../../../contract/reportText';
import { reportMessages } from '../messages';

export const MAX_PARAGRAPHS = 40;
export const MAX_PARAGRAPH_LENGTH = 4000;

export type TextInputResult =
  { ok: true; sections: ReportTextSection[] } | { ok: false; message: string };

const refuse = (message: string): TextInputResult => ({ ok: false, message });

export function readSections(value: unknown, draft: readonly ReportTextSection[]): TextInputResult {
  if (!Array.isArray(value) || value.length !== draft.length) {
    return refuse(reportMessages.text.sameSections);
  }
  const sections: ReportTextSection[] = [];
  for (const [index, item] of value.entries()) {
    const expected = draft[index];
    const raw = item as { key?: unknown; paragraphs?: unknown } | null;
    if (!raw || typeof raw !== 'object' || raw.key !== expected.key) {
      return refuse(reportMessages.text.sameOrder);
    }
    if (!Array.isArray(raw.paragraphs) || raw.paragraphs.some((p) => typeof p !== 'string')) {
      return refuse(reportMessages.text.notParagraphs(expected.heading));
    }
    const paragraphs = (raw.paragraphs as string[]).map((p) => p.trim()).filter(Boolean);
    if (paragraphs.length > MAX_PARAGRAPHS) {
      return refuse(reportMessages.text.tooManyParagraphs(expected.heading, MAX_PARAGRAPHS));
    }
    if (paragraphs.some((p) => p.length > MAX_PARAGRAPH_LENGTH)) {
      return refuse(reportMessages.text.paragraphTooLong(expected.heading));
    }
    if (paragraphs.length === 0) {
      return refuse(reportMessages.text.empty(expected.heading));
    }
    sections.push({ key: expected.key, heading: expected.heading, paragraphs });
  }
  return { ok: true, sections };
}
