// Report ids (docs/api.md#conventions: 'r' + 20 random characters; a report is public at
// /report/{report_id}).
import { randomLowerAlnum } from '../../platform/rules/randomId';

export const REPORT_ID_PATTERN = /^r[a-z0-9]{20}$/;

/** 36^20 ≈ 1.3·10^31 ids: unguessable, so a report is as private as its link. */
export function generateReportId(): string {
  return `r${randomLowerAlnum(20)}`;
}

export function isReportId(value: unknown): value is string {
  return typeof value === 'string' && REPORT_ID_PATTERN.test(value);
}
