// The owner's published text on the public report (docs/behaviour.md#the-reports-written-text):
// under 'Sammenfatning' each section's heading and paragraphs, every "(#n)" a link to that
// statement in the list below; then a note for each statement removed after publishing, dated.
import type { ReportData } from '../../../../contract/types';
import * as da from '../../../copy/da';
import '../../../styles/public/reportPrint.css';
import { statementAnchor, textParts } from './reportTextLinks';

export function ReportTextSections({ data }: { data: ReportData }) {
  const removed = data.removed ?? [];
  if (!data.text && removed.length === 0) return null;
  const shown = new Set(data.statements.map((s) => s.tid));
  return (
    <section aria-labelledby="report-text" className="report__section report-text-public">
      {data.text ? (
        <>
          <h2 id="report-text">{da.publicReport.textHeading}</h2>
          <p className="report__intro">
            {da.publicReport.textPublished(da.formatLongDateTime(data.text.published_at))}
          </p>
          {data.text.sections.map((section) => (
            <div key={section.key} className="report-text-public__section">
              <h3>{section.heading}</h3>
              {section.paragraphs.map((paragraph, i) => (
                <p key={i}>
                  {textParts(paragraph).map((part, j) =>
                    'mark' in part ? (
                      shown.has(part.tid) ? (
                        <a key={j} href={`#${statementAnchor(part.tid)}`}>
                          {part.mark}
                        </a>
                      ) : (
                        <span key={j}>{part.mark}</span>
                      )
                    ) : (
                      <span key={j}>{part.text}</span>
                    ),
                  )}
                </p>
              ))}
            </div>
          ))}
        </>
      ) : (
        <h2 id="report-text" className="visually-hidden">
          {da.publicReport.textHeading}
        </h2>
      )}
      {removed.map((at, i) => (
        <p key={i} className="report__note report-text-public__removed">
          {da.publicReport.removedNote(da.formatLongDateTime(at))}
        </p>
      ))}
    </section>
  );
}
