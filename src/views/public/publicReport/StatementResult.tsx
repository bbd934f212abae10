// One statement of the report: its text, a stacked bar of agree / disagree / pass (decorative),
// and the same numbers as text, which is what screen readers and print read.
import type { ReportStatement } from '../../../../contract/types';
import * as da from '../../../copy/da';
import { voteShares } from '../../../machines/public/publicReport/reportSort';
import { statementAnchor } from './reportTextLinks';

export function StatementResult({ statement }: { statement: ReportStatement }) {
  const shares = voteShares(statement);
  const rows = [
    ['agree', da.publicReport.agree, statement.agrees, shares.agree],
    ['disagree', da.publicReport.disagree, statement.disagrees, shares.disagree],
    ['pass', da.publicReport.pass, statement.passes, shares.pass],
  ] as const;
  return (
    // The anchor the published text's "(#n)" links to (ReportTextSections.tsx).
    <li className="report-statement" id={statementAnchor(statement.tid)}>
      <p className="report-statement__text">{statement.txt}</p>
      <p className="report-statement__meta">
        <span>{da.publicReport.statementNumber(statement.tid)}</span>
        <span>{da.publicReport.votesOn(statement.votes)}</span>
        {statement.is_meta ? <span className="tag">{da.publicReport.meta}</span> : null}
        {statement.mod === -1 ? <span className="tag">{da.publicReport.rejected}</span> : null}
      </p>
      <div className="vote-bar" aria-hidden="true">
        {rows.map(([kind, , , percent]) =>
          percent > 0 ? (
            <span
              key={kind}
              className={`vote-bar__part vote-bar__part--${kind}`}
              style={{ width: `${percent}%` }}
            />
          ) : null,
        )}
      </div>
      <ul className="vote-counts legend">
        {rows.map(([kind, label, count, percent]) => (
          <li key={kind} className={`vote-counts__item legend__entry vote-counts__item--${kind}`}>
            <span className="vote-counts__swatch" aria-hidden="true" />
            {da.publicReport.countLine(label, count, percent)}
          </li>
        ))}
      </ul>
    </li>
  );
}
