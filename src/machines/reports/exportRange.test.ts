import { describe, expect, it } from 'vitest';
import {
  daysInMonth,
  defaultExportFields,
  defaultExportFormat,
  exportUntil,
  exportYears,
  localOffsetMinutes,
  offsetLabel,
  UTC_OFFSETS_MINUTES,
  withField,
} from './exportRange';

describe('the export form choices', () => {
  it('years run from 2012 to this year', () => {
    const years = exportYears(new Date(2026, 5, 1));
    expect(years[0]).toBe(2012);
    expect(years.at(-1)).toBe(2026);
  });

  it('time zones run from UTC-1200 to UTC+1400', () => {
    const labels = UTC_OFFSETS_MINUTES.map(offsetLabel);
    expect(labels[0]).toBe('UTC-1200');
    expect(labels.at(-1)).toBe('UTC+1400');
    expect(labels).toContain('UTC+0000');
    expect(labels).toContain('UTC+0530');
    expect(labels).toContain('UTC-0930');
    expect([...UTC_OFFSETS_MINUTES].sort((a, b) => a - b)).toEqual(UTC_OFFSETS_MINUTES);
  });

  it('defaults to today in the nearest listed zone', () => {
    const now = new Date(2025, 4, 12, 15, 30);
    expect(defaultExportFields(now)).toMatchObject({ year: 2025, month: 5, day: 12 });
    expect(UTC_OFFSETS_MINUTES).toContain(localOffsetMinutes(now));
  });

  it('starts a Danish browser in Danish Excel and Danish time, wherever it is', () => {
    expect(defaultExportFormat('da-DK')).toBe('excel');
    expect(defaultExportFormat('da')).toBe('excel');
    expect(defaultExportFormat('en-US')).toBe('csv');
    expect(defaultExportFormat('dav')).toBe('csv');
    expect(defaultExportFormat('')).toBe('csv');
    // Winter and summer in Copenhagen, whatever zone the test runs in.
    expect(defaultExportFields(new Date(Date.UTC(2025, 0, 12, 12)), 'da-DK').offsetMinutes).toBe(
      60,
    );
    expect(defaultExportFields(new Date(Date.UTC(2025, 6, 12, 12)), 'da').offsetMinutes).toBe(120);
  });

  it('keeps the day inside the month', () => {
    const fields = { format: 'csv' as const, year: 2024, month: 1, day: 31, offsetMinutes: 60 };
    expect(withField(fields, 'month', 2).day).toBe(29);
    expect(withField({ ...fields, month: 2, day: 29 }, 'year', 2025).day).toBe(28);
    expect(withField(fields, 'day', Number.NaN)).toBe(fields);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2025, 12)).toBe(31);
  });
});

describe('exportUntil', () => {
  it('is the first instant after the chosen day in the chosen zone', () => {
    const base = { format: 'csv' as const, year: 2025, month: 5, day: 12 };
    // Danish summer time (UTC+0200): 13 May 00:00 local = 12 May 22:00 UTC.
    expect(exportUntil({ ...base, offsetMinutes: 120 })).toBe(Date.UTC(2025, 4, 12, 22));
    expect(exportUntil({ ...base, offsetMinutes: 0 })).toBe(Date.UTC(2025, 4, 13));
    expect(exportUntil({ ...base, offsetMinutes: -300 })).toBe(Date.UTC(2025, 4, 13, 5));
    // The last day of a year rolls into the next.
    expect(exportUntil({ ...base, month: 12, day: 31, offsetMinutes: 0 })).toBe(
      Date.UTC(2026, 0, 1),
    );
  });
});
