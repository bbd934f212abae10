// The automatic moderator: flags a participant's statement (stored with active false) when it holds
// a link, an e-mail address or phone number, an insult, slur or incitement, spam, or shouting (a
// statement written in capitals). The reasons are stored with the statement (comments.flag_reasons)
// and shown to the moderator. A flagged
// statement waits, hidden, for a moderator; accepting it (PUT /comments mod 1) publishes it.
//
// Words are matched whole (no Scunthorpe problem), case- and diacritic-insensitively, and with
// simple obfuscation undone: leetspeak (0→o, 1→i/l, 3→e, 4→a, 5→s, 7→t, @→a, $→s, ! inside a word
// → i), stretched letters (fuuuck), letters spaced or dotted apart (f u c k, f.u.c.k) and a masked
// vowel (f*ck). The lists are in autoModeratorLists.ts.
import { LINK_TLDS, OFFENSIVE_ENTRIES, SPAM_ENTRIES } from './autoModeratorLists';

export type AutoModerationReason = 'link' | 'email' | 'phone' | 'offensive' | 'spam' | 'caps';

interface AutoModeration {
  flagged: boolean;
  reasons: AutoModerationReason[];
}

// ---- Text → words ------------------------------------------------------------------------------

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
};
const MASK_FILL = ['a', 'e', 'i', 'o', 'u', 'y', 'æ', 'ø', 'å'];

/** Lower case without diacritics; æ, ø and å stay letters of their own. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/a\u030a/g, 'å')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss');
}

/** The spellings a raw word may stand for: leetspeak undone (1 as i and as l), a * as a vowel. */
function spellings(raw: string): string[] {
  const word = raw.replace(/^[!|*.]+|[!|*.]+$/g, '');
  if (word === '' || /^\d+$/.test(word)) return [];
  const undo = (oneAs: string) =>
    [...word].map((ch) => (ch === '1' ? oneAs : (LEET[ch] ?? ch))).join('');
  let variants = word.includes('1') ? [undo('i'), undo('l')] : [undo('i')];
  const masks = (word.match(/\*/g) ?? []).length;
  for (let i = 0; i < masks && masks <= 2; i++) {
    variants = variants.flatMap((v) => MASK_FILL.map((fill) => v.replace('*', fill)));
  }
  return variants;
}

/** The words of a text, each with its spellings; letters spaced apart also give the joined word. */
export function wordsOf(text: string): string[][] {
  const words = foldText(text)
    .split(/[^\p{L}\p{N}@$!|*]+/u)
    .map(spellings)
    .filter((variants) => variants.length > 0);
  const joined: string[][] = [];
  let run: string[] = [];
  for (const variants of [...words, ['end of text']]) {
    if (variants[0].length === 1) {
      run.push(variants[0]);
      continue;
    }
    if (run.length >= 3) joined.push([run.join('')]);
    run = [];
  }
  return [...words, ...joined];
}

// ---- Entries → patterns ------------------------------------------------------------------------

const DANISH_LETTER: Record<string, string> = {
  æ: '(?:æ+|ae|a+)',
  ø: '(?:ø+|oe|o+)',
  å: '(?:å+|aa|a+)',
};

/** One word of an entry as a regex: runs of a letter may stretch, but not shrink. */
function wordPattern(word: string): RegExp {
  const prefix = word.endsWith('*');
  const letters = foldText(prefix ? word.slice(0, -1) : word);
  let source = '';
  for (const run of letters.match(/(.)\1*/gu) ?? []) {
    const ch = run[0];
    source += DANISH_LETTER[ch] ?? `${ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}{${run.length},}`;
  }
  return new RegExp(`^${source}${prefix ? '' : '$'}`, 'u');
}

type Entry = RegExp[];

const compile = (entries: readonly string[]): Entry[] =>
  entries.map((entry) => entry.split(' ').filter(Boolean).map(wordPattern));

const OFFENSIVE = compile(OFFENSIVE_ENTRIES);
const SPAM = compile(SPAM_ENTRIES);

function matchesAt(words: string[][], at: number, entry: Entry): boolean {
  return entry.every((pattern, k) => words[at + k]?.some((spelling) => pattern.test(spelling)));
}

/** True when any entry occurs in the words (a phrase as consecutive words). */
function containsEntry(words: string[][], entries: Entry[]): boolean {
  return words.some((_, at) => entries.some((entry) => matchesAt(words, at, entry)));
}

// ---- Links, contact details, repetition ---------------------------------------------------------

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
const URL_START = /\b(?:https?|ftp):\/\/|\bwww\d?\./i;
const TLDS = [...LINK_TLDS, ...LINK_TLDS.map((tld) => tld.toUpperCase())].join('|');
const BARE_DOMAIN = new RegExp(
  `(?<![\\p{L}\\p{N}._-])(?:[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?\\.)+(?:${TLDS})(?![\\p{L}\\p{N}-])`,
  'u',
);
/** "example dot com", "eksempel (punktum) dk" — a bare "punktum" is just Danish for a full stop. */
const SPELLED_DOMAIN = new RegExp(
  `[\\p{L}\\p{N}-]+\\s*(?:\\bdot\\b|[([]\\s*(?:dot|punktum)\\s*[)\\]])\\s*(?:${TLDS})\\b`,
  'iu',
);
/** +45 12 34 56 78, 0045 12345678, 12345678, 12 34 56 78 (not 2023 2024, not 1.234.567). */
const PHONE =
  /(?:\+|\b00)\d{2}[\s.-]?\d(?:[\s.-]?\d){6,}|(?<!\d|\d[.,])(?:\d{8}|\d{2}(?: \d{2}){3})(?!\d|[.,]\d)/;
/**
 * Shouting: at least 20 letters, and four in five of them capitals. Short acronyms (EU, DSB, LGBT+)
 * in a normal sentence stay far below that.
 */
function isShouting(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length < 20) return false;
  const capitals = letters.filter((ch) => ch !== ch.toLowerCase()).length;
  return capitals >= letters.length * 0.8;
}

/** Ten or more of the same letter, ! or ? in a row. */
const REPEATED_CHARACTER = /([\p{L}!?])\1{9,}/u;

/** The automatic moderator's verdict on a statement's text. */
export function autoModerate(text: string): AutoModeration {
  const reasons: AutoModerationReason[] = [];
  const withoutEmails = text.replace(EMAIL, ' ');
  if (withoutEmails !== text) reasons.push('email');
  if (
    URL_START.test(withoutEmails) ||
    BARE_DOMAIN.test(withoutEmails) ||
    SPELLED_DOMAIN.test(withoutEmails)
  ) {
    reasons.push('link');
  }
  if (PHONE.test(withoutEmails)) reasons.push('phone');
  const words = wordsOf(withoutEmails);
  if (containsEntry(words, OFFENSIVE)) reasons.push('offensive');
  if (containsEntry(words, SPAM) || REPEATED_CHARACTER.test(text)) reasons.push('spam');
  if (isShouting(text)) reasons.push('caps');
  return { flagged: reasons.length > 0, reasons };
}
