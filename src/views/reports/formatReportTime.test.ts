import { describe, expect, it } from 'vitest';
import { formatReportTime, reportUrl } from './formatReportTime';

const local = (ms: number) => {
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
};

describe('formatReportTime', () => {
  it('formats numbers and numeric strings as YYYY-MM-DD HH:MM, local time', () => {
    const at = 1_715_500_800_000;
    expect(formatReportTime(at)).toBe(local(at));
    expect(formatReportTime(String(at))).toBe(local(at));
    expect(formatReportTime(` ${at} `)).toBe(local(at));
    expect(formatReportTime(at)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('shows an invalid date as the empty string', () => {
    for (const bad of ['', 'i går', null, undefined, Number.NaN, 8.64e15 + 1, {}, [], true]) {
      expect(formatReportTime(bad)).toBe('');
    }
  });
});

describe('reportUrl', () => {
  it('is {site}/report/{report_id}', () => {
    expect(reportUrl('https://dialog.example.dk/', 'rabc')).toEqual({
      href: 'https://dialog.example.dk/report/rabc',
      path: '/report/rabc',
    });
    expect(reportUrl('not a url', 'rabc').href).toBe('/report/rabc');
  });
});
