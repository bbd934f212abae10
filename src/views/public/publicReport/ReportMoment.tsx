// The report's moment: "Tal fra …" (when its figures were frozen), that it does not change, and
// links to the conversation's newer reports when there are any.
import type { ReportData } from '../../../../contract/types';
import * as da from '../../../copy/da';
import { reportDate } from './reportText';

export function ReportMoment({ data }: { data: ReportData }) {
  const taken = reportDate(data.taken_at);
  return (
    <>
      {taken ? (
        <p className="report__moment">
          <strong>{da.reportGroups.takenAt(taken)}</strong> {da.reportGroups.frozenNote}
        </p>
      ) : null}
      {data.newer.length ? (
        <aside className="report-newer" aria-labelledby="report-newer">
          <h2 id="report-newer" className="report-newer__heading">
            {da.reportGroups.newerHeading}
          </h2>
          <ul className="report-newer__list">
            {data.newer.map((version) => (
              <li key={version.report_id}>
                <a href={`/report/${encodeURIComponent(version.report_id)}`}>
                  {da.reportGroups.newerLink(reportDate(version.taken_at))}
                </a>
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
    </>
  );
}
