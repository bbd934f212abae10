// Checks on text people type, shared by statements, names, passwords and every JSON body.

// Without the u flag the pattern sees UTF-16 units, which is what a lone surrogate is.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the string holds half of a UTF-16 pair: not text, and stored it would be altered. */
export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

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
