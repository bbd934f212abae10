// CSV as spreadsheets read it (RFC 4180): CRLF line ends, fields with a comma, quote or line break
// quoted with inner quotes doubled, and a UTF-8 byte-order mark so Excel shows æøå. Text cells
// starting with = + - @ (or a tab/carriage return) get a leading ' so a spreadsheet never runs a
// participant's statement as a formula (CSV injection); numbers are written as they are.

export type CsvCell = string | number | boolean | null;

export const UTF8_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = { ',': /[",\r\n]/, ';': /[";\r\n]/ } as const;

/**
 * ',' for the standard files; ';' for Danish Excel, which reads a comma as the decimal sign and
 * expects the semicolon as its list separator (the export's `dialect=excel-da`).
 */
export type CsvSeparator = ',' | ';';

/** One cell: quoted when it holds a quote, a line break or the file's separator. */
export function csvCell(value: CsvCell, separator: CsvSeparator = ','): string {
  if (value === null) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES[separator].test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/** The whole file: BOM, header row, data rows, each line ending in CRLF. */
export function toCsv(
  header: readonly string[],
  rows: readonly CsvCell[][],
  separator: CsvSeparator = ',',
): string {
  const lines = [header, ...rows].map((row) =>
    row.map((cell) => csvCell(cell, separator)).join(separator),
  );
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
}
