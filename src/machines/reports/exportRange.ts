// The export form's choices (docs/behaviour.md#exportdownload): year from 2012 to the current year,
// the UTC offsets from UTC-1200 to UTC+1400, and the cut-off they mean: the end of the chosen day
// in the chosen zone, as epoch ms (the server's `until` is exclusive).

import { copenhagenOffsetMinutes } from '../common/copenhagenTime';

const FIRST_EXPORT_YEAR = 2012;

export interface ExportFields {
  format: 'csv';
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31, never past the month's last day */
  day: number;
  /** Minutes east of UTC, e.g. 60 for UTC+0100. */
  offsetMinutes: number;
}

/** The offsets in use around the world, west to east (UTC-1200 … UTC+1400). */
export const UTC_OFFSETS_MINUTES: readonly number[] = [
  -720, -660, -600, -570, -540, -480, -420, -360, -300, -240, -210, -180, -120, -60, 0, 60, 120,
  180, 210, 240, 270, 300, 330, 345, 360, 390, 420, 480, 525, 540, 570, 600, 630, 660, 720, 765,
  780, 840,
];

/** 'UTC+0100', 'UTC-0930', 'UTC+0000'. */
export function offsetLabel(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const hours = String(Math.floor(abs / 60)).padStart(2, '0');
  const minutes = String(abs % 60).padStart(2, '0');
  return `UTC${sign}${hours}${minutes}`;
}

export function exportYears(now: Date): number[] {
  const years: number[] = [];
  for (
    let year = FIRST_EXPORT_YEAR;
    year <= Math.max(FIRST_EXPORT_YEAR, now.getFullYear());
    year++
  ) {
    years.push(year);
  }
  return years;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The closest offset of the list to the browser's own at `now` (UTC+0100 in Danish winter). */
export function localOffsetMinutes(now: Date): number {
  const own = -now.getTimezoneOffset();
  return UTC_OFFSETS_MINUTES.reduce((best, offset) =>
    Math.abs(offset - own) < Math.abs(best - own) ? offset : best,
  );
}

/** Today in the browser's calendar, in the browser's zone. */
export function defaultExportFields(now: Date, language = ''): ExportFields {
  return {
    format: 'csv',
    year: now.getFullYear(),
    month: now.getMonth() + 1,
    day: now.getDate(),
    // A Danish browser abroad still means Danish time (docs/behaviour.md#exportdownload).
    offsetMinutes: isDanishBrowser(language)
      ? copenhagenOffsetMinutes(now.getTime())
      : localOffsetMinutes(now),
  };
}

/** 'da', 'da-DK'…: the browser's language is Danish. */
export function isDanishBrowser(language: string): boolean {
  return /^da(-|$)/i.test(language.trim());
}

/** The format the form starts with: Danish Excel's for a Danish browser, else plain CSV. */
export function defaultExportFormat(language: string): 'csv' | 'excel' {
  return isDanishBrowser(language) ? 'excel' : 'csv';
}

/** Applies one form change, keeping the day within the chosen month. */
export function withField(
  fields: ExportFields,
  field: 'year' | 'month' | 'day' | 'offsetMinutes',
  value: number,
): ExportFields {
  if (!Number.isFinite(value)) return fields;
  const next = { ...fields, [field]: value };
  return { ...next, day: Math.min(next.day, daysInMonth(next.year, next.month)) };
}

/** The first instant after the chosen day in the chosen zone (exclusive cut-off, epoch ms). */
export function exportUntil(fields: ExportFields): number {
  const nextMidnightAsUtc = Date.UTC(fields.year, fields.month - 1, fields.day + 1);
  return nextMidnightAsUtc - fields.offsetMinutes * 60_000;
}
