// A CSV file as a table whose columns are found by header name (Polis's exports have changed their
// column set over the years: `xid`, `datetime`, `is-meta` come and go). Parsing is csv-parse's;
// this adds what a refusal needs to say: which file, which line, what was wrong.
import { parse } from 'csv-parse/sync';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

export class PolisExportError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | null,
    detail: string,
  ) {
    super(
      line === null ? `${basename(file)} ${detail}` : `${basename(file)} line ${line}: ${detail}`,
    );
    this.name = 'PolisExportError';
  }
}

export interface CsvRow {
  /** The file's line where the record starts (1 = the header). */
  readonly line: number;
  readonly fields: readonly string[];
}

export interface CsvTable {
  readonly file: string;
  readonly header: readonly string[];
  readonly rows: readonly CsvRow[];
}

export function readCsvTable(file: string, options: { ragged?: boolean } = {}): CsvTable {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new PolisExportError(file, null, `cannot be read (${(error as Error).message})`);
  }
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: options.ragged ?? false,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? null;
    throw new PolisExportError(file, line, `is not valid CSV (${(error as Error).message})`);
  }
  if (records.length === 0) throw new PolisExportError(file, null, 'is empty (no header line)');
  // info.lines is the line where the record ends; a quoted field may span several lines.
  let nextLine = 1;
  const rows = records.map(({ record, info }) => {
    const row = { line: nextLine, fields: record };
    // PostgreSQL's text cannot hold NUL: refused here, with its line, not by the database.
    if (record.some((field) => field.includes('\u0000'))) {
      throw new PolisExportError(file, nextLine, 'contains a NUL character');
    }
    nextLine = info.lines + 1;
    return row;
  });
  return { file, header: rows[0].fields.map((name) => name.trim()), rows: rows.slice(1) };
}

/** Index of a column by header name; refuses a file without a required column. */
export function column(table: CsvTable, name: string): number {
  const index = table.header.indexOf(name);
  if (index < 0) throw new PolisExportError(table.file, 1, `has no "${name}" column`);
  return index;
}

export function optionalColumn(table: CsvTable, name: string): number | null {
  const index = table.header.indexOf(name);
  return index < 0 ? null : index;
}

/** Ids (comment, participant, group) are PostgreSQL integers. */
export const ID_RANGE = { min: 0, max: 2 ** 31 - 1 } as const;
/** Times are milliseconds since 1970, up to the end of year 9999. */
export const TIME_RANGE = { min: 0, max: 253_402_300_799_999 } as const;

/** A whole number in a cell within `range`, or a refusal naming the line and column. */
export function integerCell(
  table: CsvTable,
  row: CsvRow,
  index: number,
  range: { min: number; max: number } = ID_RANGE,
): number {
  const text = (row.fields[index] ?? '').trim();
  const refuse = (why: string) =>
    new PolisExportError(table.file, row.line, `"${table.header[index]}" ${why}, not "${text}"`);
  if (!/^-?\d+$/.test(text)) throw refuse('must be a whole number');
  const value = Number(text);
  if (value < range.min || value > range.max) {
    throw refuse(`must be between ${range.min} and ${range.max}`);
  }
  return value;
}

/** A vote in a cell: -1, 0 or 1 (export sign), or null when the cell is blank. */
export function voteCell(table: CsvTable, row: CsvRow, index: number): number | null {
  const text = (row.fields[index] ?? '').trim();
  if (text === '') return null;
  if (text !== '-1' && text !== '0' && text !== '1') {
    throw new PolisExportError(
      table.file,
      row.line,
      `"${table.header[index]}" must be a vote (-1, 0 or 1), not "${text}"`,
    );
  }
  return Number(text);
}
