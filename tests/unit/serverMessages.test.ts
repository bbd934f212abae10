// The server's Danish words live in catalogues, as the SPA's live in src/copy: each feature's
// `messages.ts` (docs/architecture.md#server-messages). This test reads every server source file
// and fails for a string literal with Danish words outside a catalogue. Comments, identifiers and
// SQL are not literals of Danish text, so they pass; language data (DATA below) passes by name.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../scripts/qa/charts';

/**
 * Language data, not messages to a person, each with why it passes: the words a rule or the demo
 * works on, which a person reads only as part of a statement.
 */
const DATA: Array<{ path: RegExp; why: string }> = [
  { path: /^server\/demo\//, why: 'the demo conversation’s seeded statements and names' },
  { path: /^server\/platform\/text\//, why: 'Danish stop words and stemming' },
  {
    path: /^server\/moderation\/rules\/autoModerator(Lists)?\.ts$/,
    why: 'the automatic moderator’s word lists and the letters æ, ø, å it folds',
  },
  {
    path: /^server\/moderation\/nearDuplicates\/similarity\.ts$/,
    why: 'the negations that turn a statement around',
  },
  {
    path: /^server\/topics\/(sampleStatements|wordForms)\.ts$/,
    why: 'made-up statements for the topic pipeline’s tests, and the verb markers that name topics',
  },
];

// Words only Danish text has (with æ, ø or å nearly any Danish sentence is caught already): the
// short words nearly every Danish sentence has, and the stems of the catalogues' nouns and verbs
// that a message without those letters may consist of ('Ugyldigt samtale-id.', 'Kopi af …'). None
// is an English word, an SQL keyword or a usual identifier, so code and SQL pass.
const DANISH_WORDS = [
  'af og til med kan har der det den som kun ikke skal eller igen kunne allerede venligst',
  'mangler findes forkert prøv brug skriv kopi ukendt\\w* ugyldig\\w* samtale\\w* udsagn\\w*',
  'deltager\\w* emne[rt]? mappe[nr]? kollega\\w*',
].join(' ');
const DANISH_WORD = new RegExp(`\\b(${DANISH_WORDS.split(' ').join('|')})\\b`, 'i');
const DANISH_LETTER = /[æøåÆØÅ]/;

// Comments and string literals in source order: whichever starts first wins, so a `//` in a
// string stays in the string and a quote in a comment stays in the comment.
const TOKEN =
  /\/\/[^\n]*|\/\*[\s\S]*?\*\/|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\[\s\S])*`/g;

/** The Danish string literals of a source text, each with its line. */
export function danishLiterals(source: string): Array<{ line: number; text: string }> {
  const found: Array<{ line: number; text: string }> = [];
  for (const match of source.matchAll(TOKEN)) {
    const token = match[0];
    if (token.startsWith('//') || token.startsWith('/*')) continue;
    const text = token.slice(1, -1);
    // A template's `${…}` holds code, whose names may be Danish words (`${emne}`).
    const words = text.replace(/\$\{[^}]*\}/g, ' ');
    if (DANISH_LETTER.test(words) || DANISH_WORD.test(words)) {
      found.push({ line: source.slice(0, match.index).split('\n').length, text });
    }
  }
  return found;
}

/** Every product source of the server, with its Danish literals. */
function serverSources(): Array<{ file: string; literals: ReturnType<typeof danishLiterals> }> {
  return readdirSync(join(REPO_ROOT, 'server'), { recursive: true })
    .map((file) => `server/${String(file).split('\\').join('/')}`)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => ({
      file,
      literals: danishLiterals(readFileSync(join(REPO_ROOT, file), 'utf8')),
    }));
}

describe('the server’s Danish messages', () => {
  const sources = serverSources();
  const isData = (file: string) => DATA.some((data) => data.path.test(file));
  const files = sources.filter(({ file }) => !file.endsWith('/messages.ts') && !isData(file));

  it('are in a catalogue (messages.ts) in every folder', () => {
    const strays = files.flatMap(({ file, literals }) =>
      literals.map(({ line, text }) => `${file}:${line}: ${text}`),
    );
    expect(strays).toEqual([]);
  });

  it('passes as language data only files that exist and hold Danish', () => {
    const stale = DATA.filter(
      ({ path }) => !sources.some(({ file, literals }) => path.test(file) && literals.length > 0),
    ).map(({ why }) => why);
    expect(stale).toEqual([]);
  });

  it('catches a Danish literal, and leaves comments, identifiers, SQL and URLs alone', () => {
    const source = [
      '// Samtalen findes ikke: a comment, not a message',
      "const sql = 'SELECT zid FROM conversations WHERE is_draft = $1';",
      "const url = 'https://example.dk/å'; // the å in a URL is a literal too",
      "const samtalen = 'conversation';",
      "throw new Error('Samtalen findes ikke.');",
      'const t = `Vent ${n} minutter og prøv igen.`;',
      "const english = 'No such conversation';",
      // Danish without æ, ø, å or the commonest words: caught by the catalogues' stems.
      "throw paramParseFailed('conversation_id', 'Ugyldigt samtale-id.');",
      'const topic = `Kopi af ${topic}`;',
      "const usage = 'Brug: npm run import:polis -- <mappe> [--owner <e-mail>]';",
      "const missing = 'Skriv kollegaens e-mailadresse.';",
      // English, SQL and headers with words like 'for', 'to' and 'the' stay out.
      "const q = 'SELECT count(*) FROM comments WHERE zid = $1 AND mod >= 0 ORDER BY created';",
      "const h = 'Content-Type'; const e = 'the server answered for the owner';",
      'const file = `raadslag-${emne}-${dato}.docx`;',
    ].join('\n');
    expect(danishLiterals(source)).toEqual([
      { line: 3, text: 'https://example.dk/å' },
      { line: 5, text: 'Samtalen findes ikke.' },
      { line: 6, text: 'Vent ${n} minutter og prøv igen.' },
      { line: 8, text: 'Ugyldigt samtale-id.' },
      { line: 9, text: 'Kopi af ${topic}' },
      { line: 10, text: 'Brug: npm run import:polis -- <mappe> [--owner <e-mail>]' },
      { line: 11, text: 'Skriv kollegaens e-mailadresse.' },
    ]);
  });
});
