// The rules of adding many seed statements at once (docs/behaviour.md#seedlist): one statement per
// line of the box, each checked before anything is sent — too long for the conversation's limit,
// already a seed, or twice in the box — and the 8–10 guidance.
import Papa from 'papaparse';
import { hasVisibleCharacter } from '../../../contract/visibleText';

export type StatementProblem = 'tooLong' | 'duplicate' | 'repeated';

export interface PreviewItem {
  /** The line as it will be sent: trimmed. */
  text: string;
  /** Characters as the server counts them (code points). */
  length: number;
  problem: StatementProblem | null;
}

export interface Preview {
  items: PreviewItem[];
  /** Blank lines: skipped, and said so. */
  blankLines: number;
  /** The statements without a problem: what 'Tilføj N startudsagn' sends. */
  sendable: string[];
}

/** The same text as the server sees it: trimmed and NFC-normalised (server/moderation/rules/newComment.ts). */
const comparable = (text: string) => text.trim().normalize('NFC');

const characters = (text: string) => [...text].length;

export function previewStatements(
  text: string,
  existing: readonly string[],
  maxLength: number,
): Preview {
  const known = new Set(existing.map(comparable));
  const seen = new Set<string>();
  const items: PreviewItem[] = [];
  let blankLines = 0;
  const lines = text.split(/\r?\n/u);
  // A final newline is no blank line anyone typed.
  if (lines.length > 1 && lines[lines.length - 1].trim() === '') lines.pop();
  for (const line of lines) {
    const statement = comparable(line);
    // A line of only invisible characters is as blank as an empty one (the server refuses it).
    if (!hasVisibleCharacter(statement)) {
      if (text !== '') blankLines++;
      continue;
    }
    const length = characters(statement);
    const problem: StatementProblem | null =
      length > maxLength
        ? 'tooLong'
        : known.has(statement)
          ? 'duplicate'
          : seen.has(statement)
            ? 'repeated'
            : null;
    seen.add(statement);
    items.push({ text: statement, length, problem });
  }
  return {
    items,
    blankLines,
    sendable: items.filter((item) => item.problem === null).map((item) => item.text),
  };
}

/** The header names of the statement column, lower case ('udsagn' in Danish files). */
const STATEMENT_COLUMNS = ['udsagn', 'text', 'tekst', 'txt'];

/**
 * A CSV file's statements, one per line (a cell's own line breaks become spaces): the column
 * headed 'udsagn' or 'text' when the first row names one, else the first column of every row.
 * Comma, semicolon (Danish Excel) and tab files all work: the parser detects the separator.
 */
export function statementsFromCsv(csv: string): string {
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/u, ''), { skipEmptyLines: 'greedy' });
  const rows = parsed.data.filter((row) => Array.isArray(row));
  if (rows.length === 0) return '';
  const header = rows[0].map((cell) => cell.trim().toLowerCase());
  const named = header.findIndex((cell) => STATEMENT_COLUMNS.includes(cell));
  const column = named >= 0 ? named : 0;
  const body = named >= 0 ? rows.slice(1) : rows;
  return body
    .map((row) => (row[column] ?? '').replace(/\s*[\r\n]+\s*/gu, ' ').trim())
    .filter((cell) => cell !== '')
    .join('\n');
}

/** A seed file is a list of short statements: anything bigger is the wrong file. */
export const STATEMENT_FILE_MAX_BYTES = 1024 * 1024;

/**
 * The statements of a chosen file, or an Error saying in Danish why not (the chart shows it
 * beside the file field): too big, or no statement in it.
 */
export function statementsFromFile(size: number, content: string): string {
  if (size > STATEMENT_FILE_MAX_BYTES) {
    throw new Error('Filen er for stor. En fil med startudsagn må højst fylde 1 MB.');
  }
  const statements = statementsFromCsv(content);
  if (statements === '') {
    throw new Error('Der er ingen udsagn i filen. Læg dem i første kolonne, ét pr. række.');
  }
  return statements;
}

/** What stays in the box after adding: the lines not added, in their order. */
export function remainingText(lines: readonly string[]): string {
  return lines.join('\n');
}
