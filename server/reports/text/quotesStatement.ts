// Whether a sentence of the owner's text quotes a statement that was removed after publishing,
// though it names no '(#n)' (docs/behaviour.md#withdrawing-and-correcting-a-report). Compared
// without regard to case, spacing or the closing full stop: a quotation («…», »…«, "…", “…”, „…“)
// holding the statement's whole text, or the first 30 characters or more of it (a trailing '…'
// left out), counts; so does the whole text unquoted, from three words up — a one-word statement
// would otherwise take every sentence that uses the word.

const QUOTATIONS = /«([^»]*)»|»([^«]*)«|"([^"]*)"|“([^”]*)”|„([^“”]*)[“”]/g;
const PREFIX_MIN = 30;
const WORDS_MIN = 3;

/** Lower case, one space between words, no closing stop or ellipsis. */
export function normalised(text: string): string {
  return text
    .normalize('NFC')
    .toLocaleLowerCase('da-DK')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(\s*(\.\.\.|[.!?…]))+$/u, '')
    .trim();
}

const isWordChar = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{N}]/u.test(ch);

/** `needle` in `hay` as whole words: not the middle of a longer word. */
function containsWords(hay: string, needle: string): boolean {
  for (let at = hay.indexOf(needle); at >= 0; at = hay.indexOf(needle, at + 1)) {
    if (!isWordChar(hay[at - 1]) && !isWordChar(hay[at + needle.length])) return true;
  }
  return false;
}

/** Whether one sentence quotes a wanted text in a quotation. */
function quotesInside(sentence: string, wanted: readonly string[]): boolean {
  for (const match of sentence.matchAll(QUOTATIONS)) {
    const quoted = normalised(match.slice(1).find((g) => g !== undefined) ?? '');
    if (quoted === '') continue;
    if (wanted.some((t) => t === quoted || (quoted.length >= PREFIX_MIN && t.startsWith(quoted))))
      return true;
  }
  return false;
}

/**
 * A matcher for the removed statements' texts: given a paragraph's sentences, the indexes of those
 * that quote one. Unquoted, a statement's own full stops split it over several sentences, so the
 * shortest run of sentences holding its whole text is taken.
 */
export function quotesAny(texts: readonly string[]): (sentences: readonly string[]) => Set<number> {
  const wanted = texts.map(normalised).filter((t) => t !== '');
  const plain = wanted.filter((t) => t.split(' ').length >= WORDS_MIN);
  return (sentences) => {
    const hits = new Set<number>();
    if (wanted.length === 0) return hits;
    sentences.forEach((s, i) => {
      if (quotesInside(s, wanted)) hits.add(i);
    });
    const holds = (t: string, i: number, j: number) =>
      containsWords(normalised(sentences.slice(i, j + 1).join(' ')), t);
    for (const t of plain) {
      for (let i = 0; i < sentences.length; i++) {
        let j = i;
        while (j < sentences.length && !holds(t, i, j)) j++;
        // The run from here holds it; the shortest run starts where the next one no longer does.
        if (j === sentences.length || (i < j && holds(t, i + 1, j))) continue;
        for (let k = i; k <= j; k++) hits.add(k);
      }
    }
    return hits;
  };
}
