// A statement rejected after publishing leaves the published text too
// (docs/behaviour.md#withdrawing-and-correcting-a-report): every sentence that names it "(#n)" goes,
// and a paragraph left empty goes with it. Sentences end at '.', '!' or '?' followed by a space or
// the end, never inside a «quote», so a quoted statement's own full stops do not split it. The
// draft writes each statement in a sentence of its own (draftPhrases.ts), so nothing else is lost.
import type { ReportTextSection } from '../../../contract/reportText';
import { statementNumber } from '../../../src/copy/danish/numbers';

/** The paragraph's sentences, each with its closing mark and without the space after it. */
export function sentences(paragraph: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < paragraph.length; i++) {
    const ch = paragraph[i];
    if (ch === '«') depth += 1;
    else if (ch === '»') depth = Math.max(0, depth - 1);
    else if (depth === 0 && (ch === '.' || ch === '!' || ch === '?')) {
      const next = paragraph[i + 1];
      if (next === undefined || /\s/.test(next)) {
        out.push(paragraph.slice(start, i + 1).trim());
        start = i + 1;
      }
    }
  }
  const rest = paragraph.slice(start).trim();
  if (rest) out.push(rest);
  return out.filter(Boolean);
}

/** Whether a sentence names one of these statements ('(#4)' for tid 3). */
function names(sentence: string, marks: readonly string[]): boolean {
  return marks.some((mark) => sentence.includes(mark));
}

export function withoutStatementSentences(
  sections: readonly ReportTextSection[],
  tids: Iterable<number>,
): ReportTextSection[] {
  const marks = [...tids].map((tid) => `(#${statementNumber(tid)})`);
  return sections.map((section) => ({
    ...section,
    paragraphs: section.paragraphs
      .map((p) =>
        names(p, marks)
          ? sentences(p)
              .filter((s) => !names(s, marks))
              .join(' ')
          : p,
      )
      .filter((p) => p.trim() !== ''),
  }));
}
