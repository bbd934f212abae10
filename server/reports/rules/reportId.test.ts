import { describe, expect, it } from 'vitest';
import { generateReportId, isReportId, REPORT_ID_PATTERN } from './reportId';
import { NO_CUTOFF, parseUntil } from '../../platform/rules/timeParam';

describe('report ids', () => {
  it('are r + 20 characters of [a-z0-9], all different', () => {
    const ids = Array.from({ length: 500 }, generateReportId);
    for (const id of ids) expect(id).toMatch(REPORT_ID_PATTERN);
    expect(new Set(ids).size).toBe(500);
  });

  it('are recognised only in their exact form', () => {
    expect(isReportId('r' + 'a1'.repeat(10))).toBe(true);
    expect(isReportId('x' + 'a1'.repeat(10))).toBe(false);
    expect(isReportId('r' + 'a'.repeat(19))).toBe(false);
    expect(isReportId('r' + 'A'.repeat(20))).toBe(false);
    expect(isReportId(undefined)).toBe(false);
  });
});

describe('parseUntil', () => {
  it('reads ms as digits, absent as undefined, anything else as NaN', () => {
    expect(parseUntil('1700000000000')).toBe(1_700_000_000_000);
    expect(parseUntil(undefined)).toBeUndefined();
    expect(parseUntil('')).toBeUndefined();
    for (const bad of ['-1', '1e12', 'soon', '1.5', '9'.repeat(16)]) {
      expect(parseUntil(bad)).toBeNaN();
    }
    expect(NO_CUTOFF).toBeGreaterThan(Date.now());
  });
});
