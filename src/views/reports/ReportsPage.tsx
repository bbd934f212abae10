// The reports screen, 'Rapporter' (docs/behaviour.md#reports), with the export form under its own
// heading. The reports chart loads and creates reports; the reportHighlight chart beside it says
// which row has just arrived (a CSS animation of HIGHLIGHT_MS).
import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import * as da from '../../copy/da';
import {
  reportHighlightMachine,
  selectHighlightedReportId,
} from '../../machines/reports/reportHighlight.machine';
import {
  reportsMachine,
  selectCanCreateReport,
  selectCreateReportError,
  selectIsCreatingReport,
  selectReports,
  selectReportsDenied,
  selectReportsError,
  selectReportsLoading,
} from '../../machines/reports/reports.machine';
import './reports.css';
import { useAppConfig } from '../common/configContext';
import { useScreenActor } from '../common/useScreenActor';
import { ErrorNotice } from '../common/ErrorNotice';
import { Spinner } from '../common/Spinner';
import { PermissionsError, useAdminConversation } from '../conversationAdmin';
import { ExportForm } from './ExportForm';
import { formatReportTime, reportUrl } from './formatReportTime';
import { PageHeader } from '../common/PageHeader';

export function ReportsPage() {
  const { conversationId } = useAdminConversation();
  return <Reports key={conversationId} conversationId={conversationId} />;
}

function Reports({ conversationId }: { conversationId: string }) {
  const reportsActor = useScreenActor(reportsMachine, { input: { conversationId } });
  const isLoading = useSelector(reportsActor, selectReportsLoading);
  const isDenied = useSelector(reportsActor, selectReportsDenied);
  const loadError = useSelector(reportsActor, selectReportsError);
  const canCreate = useSelector(reportsActor, selectCanCreateReport);
  const isCreating = useSelector(reportsActor, selectIsCreatingReport);
  const createError = useSelector(reportsActor, selectCreateReportError);
  const highlight = useScreenActor(reportHighlightMachine, { input: { conversationId } });
  const reports = useSelector(reportsActor, selectReports);

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
      <PageHeader
        title={da.reports.heading}
        lead={da.reports.intro}
        action={{
          label: isCreating ? da.reports.generating : da.reports.generate,
          disabled: !canCreate,
          onClick: () => reportsActor.send({ type: 'report.create' }),
        }}
      />
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
      ) : (
        <ReportRows reportsActor={reportsActor} highlight={highlight} />
      )}
      <ExportForm conversationId={conversationId} reports={reports} />
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
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="report-row__link wrap-row"
            >
              <span className="report-row__time">{formatReportTime(report.created)}</span>
              <span className="report-row__path">{path}</span>
              {isNew ? <span className="tag tag--positive">{da.reports.newReport}</span> : null}
              <span className="visually-hidden"> {da.reports.opensInNewTab}</span>
            </a>
            <Link
              to={report.report_id}
              className="button button--ghost button--small"
              aria-label={da.reportText.editLinkLabel(formatReportTime(report.created))}
            >
              {da.reportText.editLink}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
