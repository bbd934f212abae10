// The public report (/report/{report_id}): the conversation's topic and framing, how many took
// part, its moment and newer versions, the opinion groups (ReportGroups: map, a section per group,
// consensus and divisive lists), every statement with its agree / disagree / pass counts, and the
// two monitoring charts. Everything is as frozen when the report was generated.
// The publicReport chart loads it and keeps the chosen order; sorting is lib/reportSort.ts.
// Printable: report.css hides the controls and keeps each statement on one page.
import { useSelector } from '@xstate/react';
import { useDeferredValue, useMemo } from 'react';
import type { ReportData } from '../../../../contract/types';
import * as da from '../../../copy/da';
import {
  isReportSort,
  sortStatements,
  type ReportSort,
} from '../../../machines/public/publicReport/reportSort';
import {
  publicReportMachine,
  selectReportData,
  selectReportError,
  selectReportPhase,
  selectReportSort,
} from '../../../machines/public/publicReport/publicReport.machine';
import './report.css';
import { useAppConfig } from '../../common/configContext';
import { useScreenActor } from '../../common/useScreenActor';
import { ErrorNotice } from '../../common/ErrorNotice';
import { Spinner } from '../../common/Spinner';
import { PublicNotFound } from '../PublicNotFound';
import { ReportCharts } from './ReportCharts';
import { ReportGroups } from './ReportGroups';
import { ReportMoment } from './ReportMoment';
import { ReportTextSections } from './ReportTextSections';
import { SortControl } from './SortControl';
import { StatementResult } from './StatementResult';

const NOTHING_YET: { sort: ReportSort; statements: ReportData['statements'] } = {
  sort: 'order',
  statements: [],
};

export function PublicReportPage({ reportId }: { reportId: string }) {
  const { productName } = useAppConfig();
  const report = useScreenActor(publicReportMachine, {
    input: { reportId },
  });
  const phase = useSelector(report, selectReportPhase);
  const data = useSelector(report, selectReportData);
  const sort = useSelector(report, selectReportSort);
  const error = useSelector(report, selectReportError);

  if (phase === 'notFound') {
    return (
      <>
        <title>{`${da.publicReport.notFoundTitle} – ${productName}`}</title>
        <PublicNotFound title={da.publicReport.notFoundTitle} body={da.publicReport.notFoundBody} />
      </>
    );
  }
  if (phase === 'withdrawn') {
    return (
      <>
        <title>{`${da.publicReport.withdrawnTitle} – ${productName}`}</title>
        <PublicNotFound
          title={da.publicReport.withdrawnTitle}
          body={da.publicReport.withdrawnBody}
        />
      </>
    );
  }
  if (phase === 'failed') {
    const detail = error ? da.errors.statusLine(error.status, error.statusText) : '';
    return (
      <div className="page report">
        <title>{productName}</title>
        <h1 className="visually-hidden">{productName}</h1>
        <ErrorNotice
          retryLabel={da.publicReport.retry}
          onRetry={() => report.send({ type: 'report.retry' })}
        >
          {da.publicReport.loadFailed(detail)}
        </ErrorNotice>
      </div>
    );
  }
  if (phase === 'loading' || !data) {
    return (
      <div className="page report">
        <title>{productName}</title>
        {/* The page's level-one heading until the report's topic is known. */}
        <h1 className="visually-hidden">{productName}</h1>
        <Spinner label={da.publicReport.loading} />
      </div>
    );
  }
  return (
    <ReportBody
      data={data}
      sort={sort}
      productName={productName}
      onSort={(next) => report.send({ type: 'sort.change', sort: next })}
    />
  );
}

function ReportBody({
  data,
  sort,
  productName,
  onSort,
}: {
  data: ReportData;
  sort: ReportSort;
  productName: string;
  onSort: (sort: ReportSort) => void;
}) {
  const ordered = useMemo(
    () => ({ sort, statements: sortStatements(data.statements, sort) }),
    [data.statements, sort],
  );
  // A report may list thousands of statements: that list renders in a transition after the rest of
  // the page, so the groups and the map show at once (React's deferred value: no timer, no state).
  const { sort: listSort, statements } = useDeferredValue(ordered, NOTHING_YET);
  const topic = data.conversation.topic.trim() || da.participation.untitled;
  // A report made before reports were frozen got its figures later: then both moments are named.
  const created =
    Number.isFinite(data.report.created) &&
    !(Math.abs(data.taken_at - data.report.created) < 60_000)
      ? da.formatLongDateTime(data.report.created)
      : null;
  const totals = [
    [da.publicReport.participants, data.totals.participants],
    [da.publicReport.voters, data.totals.voters],
    [da.publicReport.votes, data.totals.votes],
    [da.publicReport.statements, data.totals.statements],
  ] as const;

  return (
    <article className="page report">
      <title>{`${da.publicReport.eyebrow}: ${topic} – ${productName}`}</title>
      <header className="report__header">
        <p className="report__eyebrow">{da.publicReport.eyebrow}</p>
        <h1 className="report__topic">{topic}</h1>
        {data.conversation.description.trim() ? (
          <p className="report__description">{data.conversation.description}</p>
        ) : null}
        <ReportMoment data={data} />
        {created ? <p className="report__created">{da.publicReport.created(created)}</p> : null}
        <button
          type="button"
          className="button button--secondary button--small report__print no-print"
          onClick={() => window.print()}
        >
          {da.publicReport.print}
        </button>
      </header>

      <section aria-labelledby="report-totals" className="report__section">
        <h2 id="report-totals">{da.publicReport.totalsLabel}</h2>
        <dl className="report-totals">
          {totals.map(([label, value]) => (
            <div key={label} className="report-totals__item">
              <dt>{label}</dt>
              <dd>{da.formatNumber(value)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <ReportTextSections data={data} />

      <ReportGroups data={data} />

      <section aria-labelledby="report-statements" className="report__section">
        <h2 id="report-statements">{da.publicReport.statementsHeading}</h2>
        <p className="report__intro">{da.publicReport.statementsIntro}</p>
        {ordered.statements.length > 0 ? (
          <>
            <SortControl sort={sort} onSort={(value) => isReportSort(value) && onSort(value)} />
            {listSort === 'controversy' ? (
              <p className="report__note">{da.publicReport.controversyNote}</p>
            ) : null}
            <ol
              className="report-statements"
              aria-label={da.publicReport.sortedBy(da.publicReport.sorts[listSort])}
              aria-busy={statements !== ordered.statements}
            >
              {statements.map((statement) => (
                <StatementResult key={statement.tid} statement={statement} />
              ))}
            </ol>
          </>
        ) : (
          <p className="empty-state">{da.publicReport.noStatements}</p>
        )}
      </section>

      <ReportCharts stats={data.stats} />
    </article>
  );
}
