// What counts as visible text, the one rule both sides use: the forms send a statement only when
// it holds a character a reader can see, and the server stores only such a statement
// (docs/api.md#post-comments). Two rules drifted apart before: the forms sent a statement of
// zero-width spaces, which the server then refused.

// Characters that show nothing: white space, format characters (zero-width space U+200B, word
// joiner U+2060, soft hyphen…), controls, combining marks on their own, variation selectors, and
// the "blank" letters and symbols that render empty (Hangul fillers U+115F, U+1160, U+3164, U+FFA0,
// Braille blank U+2800, Khmer vowels inherent U+17B4/5, Mongolian vowel separator U+180E).
// Built from a string: the class lists combining marks on purpose, which a literal would be
// linted for (no-misleading-character-class).
const INVISIBLE = new RegExp(
  // eslint-disable-next-line no-misleading-character-class
  '[\\p{White_Space}\\p{Cf}\\p{Cc}\\p{Mn}\\p{Me}\\p{Variation_Selector}' +
    '\\u115F\\u1160\\u3164\\uFFA0\\u2800\\u17B4\\u17B5\\u180E]',
  'gu',
);

/** True when the text has at least one character a reader can see. */
export function hasVisibleCharacter(text: string): boolean {
  return text.replace(INVISIBLE, '').length > 0;
}
