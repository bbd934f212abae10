import { describe, expect, it } from 'vitest';
import { formatReportTime, reportUrl } from './formatReportTime';

const local = (ms: number) =>
  new Intl.DateTimeFormat('da-DK', { dateStyle: 'medium', timeStyle: 'short' }).format(ms);

describe('formatReportTime', () => {
  it('formats numbers and numeric strings the Danish way, local time', () => {
    const at = 1_715_500_800_000;
    expect(formatReportTime(at)).toBe(local(at));
    expect(formatReportTime(String(at))).toBe(local(at));
    expect(formatReportTime(` ${at} `)).toBe(local(at));
    expect(formatReportTime(at)).toMatch(/^\d{1,2}\. [a-zæøå]+\.? \d{4}(,| kl\.) \d{2}\.\d{2}$/u);
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
