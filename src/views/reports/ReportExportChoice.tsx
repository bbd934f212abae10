// The export form's report choice on upstream Polis (docs/upstream.md#export): upstream exports a
// report's files only, so the form asks which report — or, when there is none, says to create one
// with the button at the top of the reports screen. The exportDownload chart holds the choice.
import * as da from '../../copy/da';
import type { Report } from '../../../contract/types';
import { formatReportTime } from './formatReportTime';

const t = da.exportForm.byReport;

export function ReportExportChoice({
  reports,
  reportId,
  disabled,
  onChoose,
}: {
  reports: readonly Report[];
  reportId: string | null;
  disabled: boolean;
  onChoose: (reportId: string) => void;
}) {
  if (reports.length === 0) return <p className="export-form__none">{t.none}</p>;
  return (
    <label className="field">
      <span className="field__label">{t.report}</span>
      <select
        className="field__input"
        name="report"
        value={reportId ?? ''}
        onChange={(event) => onChoose(event.target.value)}
        disabled={disabled}
      >
        <option value="" disabled>
          {t.choose}
        </option>
        {reports.map((report) => (
          <option key={report.report_id} value={report.report_id}>
            {t.option(report.report_name ?? t.unnamed, formatReportTime(report.created))}
          </option>
        ))}
      </select>
    </label>
  );
}
