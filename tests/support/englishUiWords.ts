// The English UI words no screen of Rådslag may show (one language: docs/behaviour.md#behaviour).
// Used by the copy catalogue test (tests/unit/danishCopy.test.ts) and by every model test's
// rendered screens (tests/model/harness/walkModel.ts checks document.body after each step).
//
// Only words that are English and not also Danish: "over", "time" (hour), "status", "model",
// "link", "start", "send", "data", "meta", "moderation", "login" (in "login-tjeneste"), "test",
// "under", "for", "tag" and the like are Danish too and are not listed.

export const ENGLISH_UI_WORDS = [
  'accept',
  'accepted',
  'account',
  'available',
  'back',
  'cancel',
  'cluster',
  'coming',
  'comment',
  'comments',
  'commenters',
  'completion',
  'created',
  'delete',
  'email',
  'embedded',
  'error',
  'failed',
  'failure',
  'found',
  'loading',
  'layer',
  'layers',
  'moderated',
  'network',
  'pending',
  'please',
  'proximity',
  'rate',
  'redirecting',
  'reject',
  'rejected',
  'retry',
  'saving',
  'select',
  'selected',
  'settings',
  'signout',
  'soon',
  'statement',
  'statements',
  'statistics',
  'submit',
  'the',
  'topic',
  'topics',
  'total',
  'unknown',
  'unnamed',
  'view',
  'voters',
  'with',
] as const;

/** English phrases of two Danish-looking words. */
const ENGLISH_PHRASES = [/\blog in\b/i, /\bsign in\b/i, /\bnot found\b/i];

/**
 * Names and machine text that may stand in Danish copy as they are: the credit to Polis's makers
 * (a proper name), file names, addresses, e-mail addresses and the command that builds topics.
 */
const ALLOWED = [
  /The Computational Democracy Project's Polis/g,
  /https?:\/\/\S+/g,
  /\S+@\S+/g,
  /[\w.-]+\.(?:csv|json|js|txt|zip)\b/g,
  /npm run [^\n]*/g,
];

const WORDS = new Set<string>(ENGLISH_UI_WORDS);

/** The English UI words (and phrases) in a text, after the allowed names are taken out. */
export function englishWordsIn(text: string): string[] {
  let rest = text;
  for (const allowed of ALLOWED) rest = rest.replace(allowed, ' ');
  const found = new Set<string>();
  for (const phrase of ENGLISH_PHRASES) {
    const hit = phrase.exec(rest);
    if (hit) found.add(hit[0]);
  }
  // Letters only (Danish æøå included); a hyphen or digit splits words, so "Polis-format" → two.
  for (const word of rest.split(/[^A-Za-zÆØÅæøåÉé]+/)) {
    if (WORDS.has(word.toLowerCase())) found.add(word);
  }
  return [...found];
}

/** What a screen shows: its text and the labels assistive technology reads. */
export function screenText(root: ParentNode): string {
  // Text node by text node: textContent would glue "Prøv igen" and a following "Loading" into
  // one word that matches nothing.
  const parts: string[] = [];
  const doc = root instanceof Document ? root : (root as Node).ownerDocument;
  if (doc) {
    const walker = doc.createTreeWalker(root as Node, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // Code shown as code (the embed snippet's HTML, a command) is not UI language.
      if (!node.nodeValue || parent?.closest('script, style, code, pre, kbd, samp, textarea')) {
        continue;
      }
      parts.push(node.nodeValue);
    }
  }
  for (const el of root.querySelectorAll('[aria-label],[title],[placeholder],[alt]')) {
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = el.getAttribute(name);
      if (value) parts.push(value);
    }
  }
  return parts.join('\n');
}

/** Throws when the screen shows an English UI word, naming the words and where they stand. */
export function assertNoEnglishOnScreen(root: ParentNode = document.body): void {
  const text = screenText(root);
  const words = englishWordsIn(text);
  if (words.length === 0) return;
  const lines = text
    .split(/\n|(?<=[.!?])\s/)
    .filter((line) => englishWordsIn(line).length > 0)
    .slice(0, 5);
  throw new Error(
    `English on screen: ${words.join(', ')}\n  ${lines.map((l) => l.trim().slice(0, 160)).join('\n  ')}`,
  );
}
