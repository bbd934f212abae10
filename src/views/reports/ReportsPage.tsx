// The reports screen, 'Rapporter' (docs/behaviour.md#reports), with the export form under its own
// heading. The reports chart loads and creates reports; its reportHighlight child says which
// row has just arrived (a CSS animation of HIGHLIGHT_MS).
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import * as da from '../../copy/da';
import {
  reportHighlightMachine,
  selectHighlightedReportId,
} from '../../machines/reportHighlight.machine';
import {
  reportsMachine,
  selectCanCreateReport,
  selectCreateReportError,
  selectHighlightActor,
  selectIsCreatingReport,
  selectReports,
  selectReportsDenied,
  selectReportsError,
  selectReportsLoading,
} from '../../machines/reports.machine';
import '../../styles/moderation.css';
import { useAppConfig } from '../common/configContext';
import { useAppInspect } from '../common/inspectContext';
import { ErrorNotice } from '../common/ErrorNotice';
import { Spinner } from '../common/Spinner';
import { useAdminConversation } from '../conversationAdmin/AdminContext';
import { PermissionsError } from '../conversationAdmin/PermissionsError';
import { ExportForm } from './ExportForm';
import { formatReportTime, reportUrl } from './formatReportTime';

export function ReportsPage() {
  const { conversationId } = useAdminConversation();
  return <Reports key={conversationId} conversationId={conversationId} />;
}

function Reports({ conversationId }: { conversationId: string }) {
  const inspect = useAppInspect();
  const reportsActor = useActorRef(reportsMachine, { input: { conversationId }, inspect });
  const isLoading = useSelector(reportsActor, selectReportsLoading);
  const isDenied = useSelector(reportsActor, selectReportsDenied);
  const loadError = useSelector(reportsActor, selectReportsError);
  const canCreate = useSelector(reportsActor, selectCanCreateReport);
  const isCreating = useSelector(reportsActor, selectIsCreatingReport);
  const createError = useSelector(reportsActor, selectCreateReportError);
  const highlight = useSelector(reportsActor, selectHighlightActor);

  if (isDenied) {
    return (
      <PermissionsError
        onRetry={() => reportsActor.send({ type: 'reports.retry' })}
        isRetrying={false}
      />
    );
  }

  return (
    <div className="page page--wide reports">
      <header className="page-header">
        <h1>{da.reports.heading}</h1>
        <p className="lead">{da.reports.intro}</p>
        <div className="page-header__actions">
          <button
            type="button"
            className="button button--primary"
            aria-disabled={!canCreate || undefined}
            onClick={() => {
              if (canCreate) reportsActor.send({ type: 'report.create' });
            }}
          >
            {isCreating ? da.reports.generating : da.reports.generate}
          </button>
        </div>
      </header>
      {createError ? (
        <ErrorNotice>
          {da.reports.createFailed(
            da.errors.statusLine(createError.status, createError.statusText),
          )}
        </ErrorNotice>
      ) : null}
      {isLoading ? (
        <Spinner label={da.reports.loading} />
      ) : loadError ? (
        <ErrorNotice
          retryLabel={da.reports.retry}
          onRetry={() => reportsActor.send({ type: 'reports.retry' })}
        >
          {da.reports.loadFailed(da.errors.statusLine(loadError.status, loadError.statusText))}
        </ErrorNotice>
      ) : highlight ? (
        <ReportRows reportsActor={reportsActor} highlight={highlight} />
      ) : null}
      <ExportForm conversationId={conversationId} />
    </div>
  );
}

function ReportRows({
  reportsActor,
  highlight,
}: {
  reportsActor: ActorRefFrom<typeof reportsMachine>;
  highlight: ActorRefFrom<typeof reportHighlightMachine>;
}) {
  const { publicSiteUrl } = useAppConfig();
  const reports = useSelector(reportsActor, selectReports);
  const highlighted = useSelector(highlight, selectHighlightedReportId);
  if (reports.length === 0) return <p className="empty-state">{da.reports.empty}</p>;
  return (
    <ul className="report-list" aria-label={da.reports.listLabel}>
      {reports.map((report) => {
        const { href, path } = reportUrl(publicSiteUrl, report.report_id);
        const isNew = report.report_id === highlighted;
        return (
          <li key={report.report_id} className={`report-row${isNew ? ' report-row--new' : ''}`}>
            <a href={href} target="_blank" rel="noopener noreferrer" className="report-row__link">
              <span className="report-row__time">{formatReportTime(report.created)}</span>
              <span className="report-row__path">{path}</span>
              {isNew ? <span className="tag tag--positive">{da.reports.newReport}</span> : null}
              <span className="visually-hidden"> {da.reports.opensInNewTab}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
