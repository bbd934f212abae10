// The server's Danish words live in catalogues, as the SPA's live in src/copy: each feature's
// `messages.ts` (docs/architecture.md#server-messages). This test reads every server source file
// and fails for a string literal with Danish words outside a catalogue. Comments, identifiers and
// SQL are not literals of Danish text, so they pass; the demo conversation's content and the
// Danish stop words and stemming (platform/text) are language data, not messages.
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

/**
 * Feature folders whose messages have not moved into a catalogue yet. The list only shrinks: a
 * folder listed here with no Danish literal left fails too.
 */
const NOT_YET = [
];

// Words only Danish text has (with æ, ø or å nearly any Danish sentence is caught already).
const DANISH_WORD =
  /\b(ikke|skal|mangler|findes|eller|kunne|allerede|venligst|igen|samtalen|udsagnet|udsagn|deltagere|forkert|ugyldig|prøv)\b/i;
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
    if (DANISH_LETTER.test(text) || DANISH_WORD.test(text)) {
      found.push({ line: source.slice(0, match.index).split('\n').length, text });
    }
  }
  return found;
}

function serverSources(): string[] {
  return readdirSync(join(REPO_ROOT, 'server'), { recursive: true })
    .map((file) => `server/${String(file).split('\\').join('/')}`)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .filter((file) => !file.endsWith('/messages.ts') && !DATA.some((data) => data.path.test(file)));
}

describe('the server’s Danish messages', () => {
  const files = serverSources().map((file) => ({
    file,
    literals: danishLiterals(readFileSync(join(REPO_ROOT, file), 'utf8')),
  }));
  const pending = (file: string) => NOT_YET.some((prefix) => file.startsWith(prefix));

  it('are in a catalogue (messages.ts) in every feature that has moved them', () => {
    const strays = files
      .filter(({ file }) => !pending(file))
      .flatMap(({ file, literals }) =>
        literals.map(({ line, text }) => `${file}:${line}: ${text}`),
      );
    expect(strays).toEqual([]);
  });

  it('lists as not yet moved only folders that still have some', () => {
    const done = NOT_YET.filter(
      (prefix) =>
        !files.some(({ file, literals }) => file.startsWith(prefix) && literals.length > 0),
    );
    expect(done).toEqual([]);
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
    ].join('\n');
    expect(danishLiterals(source)).toEqual([
      { line: 3, text: 'https://example.dk/å' },
      { line: 5, text: 'Samtalen findes ikke.' },
      { line: 6, text: 'Vent ${n} minutter og prøv igen.' },
    ]);
  });
});
