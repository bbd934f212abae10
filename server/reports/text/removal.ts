// A statement rejected after publishing leaves the published text too
// (docs/behaviour.md#withdrawing-and-correcting-a-report). A sentence goes when it names the
// statement '(#n)' or quotes its text (quotesStatement.ts). What rested on those sentences goes
// with them: a paragraph that named statements and names none afterwards goes whole (what is left
// introduced or summed up the list), and so does a lead-in paragraph ending in ':' before it; a
// section that named statements and names none afterwards ends with one sentence saying its
// statements were removed, so it is never empty and never ends on an introduction. The draft writes each statement in a sentence of its own
// (messages.ts), so nothing else is lost.
import type { ReportTextSection } from '../../../contract/reportText';
import { statementNumber } from '../../../contract/danishNumbers';
import { removal } from './messages';
import { quotesAny } from './quotesStatement';
import { sentences } from './sentences';

export { sentences } from './sentences';

/** A statement that leaves the text: its number and its text as it was written. */
export interface RemovedStatement {
  tid: number;
  txt: string;
}

const ANY_MARK = /\(#\d+\)/;

export function withoutStatementSentences(
  sections: readonly ReportTextSection[],
  removed: readonly RemovedStatement[],
): ReportTextSection[] {
  const marks = removed.map((s) => `(#${statementNumber(s.tid)})`);
  const quotes = quotesAny(removed.map((s) => s.txt));
  const named = (sentence: string) => marks.some((m) => sentence.includes(m));
  return sections.map((section) => {
    let touched = false;
    const after = section.paragraphs.map((p): string | null => {
      const all = sentences(p);
      const quoted = quotes(all);
      const goes = (s: string, i: number) => named(s) || quoted.has(i);
      if (!all.some(goes)) return p;
      touched = true;
      const kept = all.filter((s, i) => !goes(s, i));
      const lostItsList = ANY_MARK.test(p) && !kept.some((s) => ANY_MARK.test(s));
      return lostItsList || kept.length === 0 ? null : kept.join(' ');
    });
    if (!touched) return section;
    // A lead-in ('Her er listen:') goes with the paragraph it led into.
    const paragraphs = after.filter(
      (p, i): p is string =>
        p !== null && !(p.trim().endsWith(':') && (after[i + 1] ?? null) === null),
    );
    const listGone =
      section.paragraphs.some((p) => ANY_MARK.test(p)) && !paragraphs.some((p) => ANY_MARK.test(p));
    return {
      ...section,
      paragraphs:
        listGone || paragraphs.length === 0 ? [...paragraphs, removal.sectionEmptied] : paragraphs,
    };
  });
}
