import { describe, expect, it } from 'vitest';
import { csvCell, toCsv, UTF8_BOM } from './csv';
import { copenhagenTime } from './exportsDanish';
import { attachmentHeader, moderationLabel, voteLabel } from './exports';

describe('csvCell', () => {
  it('writes plain text, numbers and booleans as they are', () => {
    expect(csvCell('Flere cykelstier i Aarhus')).toBe('Flere cykelstier i Aarhus');
    expect(csvCell(-1)).toBe('-1');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling inner quotes (RFC 4180)', () => {
    expect(csvCell('ja, tak')).toBe('"ja, tak"');
    expect(csvCell('han sagde "nej"')).toBe('"han sagde ""nej"""');
    expect(csvCell('to\nlinjer')).toBe('"to\nlinjer"');
    expect(csvCell('cr\r')).toBe('"cr\r"');
  });

  it.each(['=SUM(A1:A9)', '+45 1234', '-fjern alt', '@ALL', '\tfane'])(
    'defuses the formula-like text %j',
    (text) => {
      expect(csvCell(text).replace(/^"/, '').startsWith("'")).toBe(true);
    },
  );

  it('defuses and still quotes', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
  });
});

describe('toCsv', () => {
  it('starts with a byte-order mark and ends every line with CRLF', () => {
    expect(toCsv(['a', 'b'], [[1, 'æøå']])).toBe(`${UTF8_BOM}a,b\r\n1,æøå\r\n`);
  });
});

describe('export labels', () => {
  it('names moderation states and Polis votes', () => {
    expect([1, 0, -1].map(moderationLabel)).toEqual(['accepted', 'pending', 'rejected']);
    expect([-1, 1, 0].map(voteLabel)).toEqual(['agree', 'disagree', 'pass']);
  });

  it('names the file after the conversation', () => {
    expect(attachmentHeader('abc123def4', 'votes')).toBe(
      'attachment; filename="raadslag-abc123def4-votes.csv"',
    );
  });
});

describe('the Danish Excel dialect', () => {
  it('separates with semicolons and quotes a semicolon, not a comma', () => {
    expect(csvCell('ja; tak', ';')).toBe('"ja; tak"');
    expect(csvCell('ja, tak', ';')).toBe('ja, tak');
    expect(csvCell('ja; tak')).toBe('ja; tak');
    expect(toCsv(['a', 'b'], [['1,5', 'x;y']], ';')).toBe(`${UTF8_BOM}a;b\r\n1,5;"x;y"\r\n`);
  });

  it('writes Copenhagen wall-clock time, winter and summer', () => {
    expect(copenhagenTime(Date.UTC(2025, 0, 15, 12, 0, 5))).toBe('2025-01-15 13:00:05');
    expect(copenhagenTime(Date.UTC(2025, 6, 1, 22, 30))).toBe('2025-07-02 00:30:00');
  });
});
