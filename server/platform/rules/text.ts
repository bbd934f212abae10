// Checks on text people type, shared by statements, names, passwords and every JSON body. What
// counts as visible text is contract/visibleText.ts: the SPA's forms use the same rule.

// Without the u flag the pattern sees UTF-16 units, which is what a lone surrogate is.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the string holds half of a UTF-16 pair: not text, and stored it would be altered. */
export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}
