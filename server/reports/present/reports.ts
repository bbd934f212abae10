// Database rows → the contract's Report (GET /reports).
import type { Report } from '../../../contract/types';
import type { ReportRow } from '../repo/reports';

export function toReport(row: ReportRow): Report {
  return {
    report_id: row.report_id,
    created: row.created,
    modified: row.modified,
    conversation_id: row.conversation_id,
    report_name: row.report_name,
    mod_level: row.mod_level,
  };
}
