// The readable exports for Danish Excel (GET /export/{comments,votes}.csv?dialect=excel-da): the
// same rows as the standard files (present/exports.ts), with ';' between cells (Danish Excel reads
// ',' as the decimal sign), Danish column names and words, and times in Danish local time
// (Europe/Copenhagen, summer time included) written "2025-05-12 11:30:00", which Excel reads as a
// date in any locale. The standard comma files stay as they are, for Polis's tools and scripts.
import type { CommentExportRow, VoteExportRow } from '../repo/exports';
import { toCsv } from '../../platform/http/csv';
import { reportMessages } from '../messages';

export const EXCEL_DA = 'excel-da';

const WORDS = reportMessages.excel;

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
  return mod === 1 ? WORDS.accepted : mod === -1 ? WORDS.rejected : WORDS.pending;
}

function voteWord(vote: number): string {
  return vote === -1 ? WORDS.agree : vote === 1 ? WORDS.disagree : WORDS.pass;
}

export function commentsCsvDanish(rows: readonly CommentExportRow[]): string {
  return toCsv(
    WORDS.commentsHeader,
    rows.map((row) => [
      row.tid,
      copenhagenTime(row.created),
      row.txt,
      moderationWord(row.mod),
      row.is_meta ? WORDS.yes : WORDS.no,
      row.agrees,
      row.disagrees,
      row.passes,
    ]),
    ';',
  );
}

export function votesCsvDanish(rows: readonly VoteExportRow[]): string {
  return toCsv(
    WORDS.votesHeader,
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
