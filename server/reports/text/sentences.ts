// A paragraph's sentences, for taking a removed statement's sentences out of a published text
// (docs/behaviour.md#withdrawing-and-correcting-a-report). A sentence ends at '.', '!' or '?'
// followed by a space or the end, never inside a quotation («…», »…«, "…", “…”, „…“), so a quoted
// statement's own full stops do not split it. An unbalanced quotation mark (a stray '"') would
// swallow the rest of the paragraph, so the split is then tried with fewer kinds of quotes.

const ALL: Record<string, string> = { '«': '»', '»': '«', '"': '"', '“': '”', '„': '“' };
const GUILLEMETS: Record<string, string> = { '«': '»' };
const NONE: Record<string, string> = {};

/** The closers that end a quotation opened with `opener` ('„' closes with '“' or '”'). */
const closes = (opener: string, ch: string, openers: Record<string, string>) =>
  openers[opener] === ch || (opener === '„' && ch === '”');

function split(paragraph: string, openers: Record<string, string>): string[] | null {
  const out: string[] = [];
  const open: string[] = [];
  let start = 0;
  for (let i = 0; i < paragraph.length; i++) {
    const ch = paragraph[i];
    const top = open[open.length - 1];
    if (top !== undefined && closes(top, ch, openers)) open.pop();
    else if (ch in openers) open.push(ch);
    else if (open.length === 0 && (ch === '.' || ch === '!' || ch === '?')) {
      const next = paragraph[i + 1];
      if (next === undefined || /\s/.test(next)) {
        out.push(paragraph.slice(start, i + 1).trim());
        start = i + 1;
      }
    }
  }
  if (open.length > 0) return null;
  const rest = paragraph.slice(start).trim();
  if (rest) out.push(rest);
  return out.filter(Boolean);
}

/** The paragraph's sentences, each with its closing mark and without the space after it. */
export function sentences(paragraph: string): string[] {
  return split(paragraph, ALL) ?? split(paragraph, GUILLEMETS) ?? split(paragraph, NONE) ?? [];
}
