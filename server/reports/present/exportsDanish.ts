// The readable exports for Danish Excel (GET /export/{comments,votes}.csv?dialect=excel-da): the
// same rows as the standard files (present/exports.ts), with ';' between cells (Danish Excel reads
// ',' as the decimal sign), Danish column names and words, and times in Danish local time
// (Europe/Copenhagen, summer time included) written "2025-05-12 11:30:00", which Excel reads as a
// date in any locale. The standard comma files stay as they are, for Polis's tools and scripts.
import type { CommentExportRow, VoteExportRow } from '../repo/exports';
import { toCsv } from './csv';

export const EXCEL_DA = 'excel-da';

const COMMENTS_HEADER = [
  'Udsagn nr.',
  'Oprettet',
  'Tekst',
  'Moderation',
  'Metadata',
  'Enige',
  'Uenige',
  'Sprang over',
] as const;

const VOTES_HEADER = ['Deltager', 'Udsagn nr.', 'Stemme', 'Betydning', 'Tidspunkt'] as const;

const copenhagen = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Copenhagen',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** A moment as a Copenhagen wall clock: "2025-05-12 11:30:00". */
export function copenhagenTime(ms: number): string {
  const part: Record<string, string> = {};
  for (const { type, value } of copenhagen.formatToParts(new Date(ms))) part[type] = value;
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}

function moderationWord(mod: number): string {
  return mod === 1 ? 'accepteret' : mod === -1 ? 'afvist' : 'afventer';
}

function voteWord(vote: number): string {
  return vote === -1 ? 'enig' : vote === 1 ? 'uenig' : 'sprang over';
}

export function commentsCsvDanish(rows: readonly CommentExportRow[]): string {
  return toCsv(
    COMMENTS_HEADER,
    rows.map((row) => [
      row.tid,
      copenhagenTime(row.created),
      row.txt,
      moderationWord(row.mod),
      row.is_meta ? 'ja' : 'nej',
      row.agrees,
      row.disagrees,
      row.passes,
    ]),
    ';',
  );
}

export function votesCsvDanish(rows: readonly VoteExportRow[]): string {
  return toCsv(
    VOTES_HEADER,
    rows.map((row) => [
      row.pid,
      row.tid,
      row.vote,
      voteWord(row.vote),
      copenhagenTime(row.created),
    ]),
    ';',
  );
}
