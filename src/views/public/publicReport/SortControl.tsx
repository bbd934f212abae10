// The report's order: a labelled select (keyboard- and mobile-friendly; hidden when printed).
import { useId } from 'react';
import * as da from '../../../copy/da';
import { REPORT_SORTS, type ReportSort } from '../../../machines/public/publicReport/reportSort';

export function SortControl({
  sort,
  onSort,
}: {
  sort: ReportSort;
  onSort: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="report-sort wrap-row no-print">
      <label htmlFor={id} className="report-sort__label">
        {da.publicReport.sortLabel}
      </label>
      <select
        id={id}
        className="field__input report-sort__select"
        value={sort}
        onChange={(event) => onSort(event.target.value)}
      >
        {REPORT_SORTS.map((key) => (
          <option key={key} value={key}>
            {da.publicReport.sorts[key]}
          </option>
        ))}
      </select>
    </div>
  );
}
