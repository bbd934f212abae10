// The published text's statement marks, "(#4)", as links to the statement in the report's list
// (docs/behaviour.md#the-reports-written-text): a paragraph split into plain text and marks. Pure.
// A mark is a statement's number as the report shows it (tid + 1, with Danish thousands dots).

export type TextPart = { text: string } | { mark: string; tid: number };

/** The id of a statement's entry in the report's list. */
export const statementAnchor = (tid: number) => `udsagn-${tid + 1}`;

export function textParts(paragraph: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of paragraph.matchAll(/\(#(\d{1,3}(?:\.\d{3})*)\)/g)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ text: paragraph.slice(last, index) });
    parts.push({ mark: match[0], tid: Number(match[1].replace(/\./g, '')) - 1 });
    last = index + match[0].length;
  }
  if (last < paragraph.length) parts.push({ text: paragraph.slice(last) });
  return parts;
}
