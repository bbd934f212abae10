// The export form (docs/behaviour.md#exportdownload) under the reports: format, month, day, year
// and time zone; 'Hent CSV-filer' downloads the comments and the votes up to the end of that day
// (or, in the Polis format, Polis's four files).
// The exportDownload chart holds the values and does the download; this only renders it.
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import * as da from '../../copy/da';
import {
  exportDownloadMachine,
  selectExportError,
  selectExportFields,
  selectExportFormat,
  selectExportReport,
  selectExportsByReport,
  selectIsDownloading,
  selectNeedsReport,
  selectSavedFiles,
  type ExportField,
  type ExportFormat,
} from '../../machines/reports/exportDownload.machine';
import {
  daysInMonth,
  exportYears,
  offsetLabel,
  UTC_OFFSETS_MINUTES,
} from '../../machines/reports/exportRange';
import { copenhagenOffsetMinutes } from '../../machines/common/copenhagenTime';
import type { Report } from '../../../contract/types';
import { useAppConfig } from '../common/configContext';
import { useScreenActor } from '../common/useScreenActor';
import { ReportExportChoice } from './ReportExportChoice';
import { SubmitButton } from '../common/SubmitButton';

interface Option {
  value: number;
  label: string;
}

interface SelectFieldProps {
  label: string;
  name: string;
  value: number;
  options: Option[];
  onChange: (event: { target: { value: string } }) => void;
  disabled: boolean;
}

const numbered = (values: number[]): Option[] =>
  values.map((value) => ({ value, label: String(value) }));

/** One labelled select of the form (month, day, year, time zone). */
function SelectField({ label, name, value, options, onChange, disabled }: SelectFieldProps) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <select
        className="field__input"
        name={name}
        value={value}
        onChange={onChange}
        disabled={disabled}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export function ExportForm({
  conversationId,
  reports,
}: {
  conversationId: string;
  /** The conversation's reports (upstream Polis exports a report's files). */
  reports: readonly Report[];
}) {
  const { apiServer } = useAppConfig();
  const exporter = useScreenActor(exportDownloadMachine, {
    input: { conversationId, server: apiServer, language: navigator.language },
  });
  const byReport = useSelector(exporter, selectExportsByReport);
  const reportId = useSelector(exporter, selectExportReport);
  const needsReport = useSelector(exporter, selectNeedsReport);
  const fields = useSelector(exporter, selectExportFields);
  const format = useSelector(exporter, selectExportFormat);
  const isDownloading = useSelector(exporter, selectIsDownloading);
  const saved = useSelector(exporter, selectSavedFiles);
  const error = useSelector(exporter, selectExportError);
  const years = useMemo(() => exportYears(new Date()), []);
  // The offset of Danish time on the chosen day is named so ('UTC+0100 (dansk tid)').
  const danishOffset = copenhagenOffsetMinutes(
    Date.UTC(fields.year, fields.month - 1, fields.day, 12),
  );
  const days = Array.from({ length: daysInMonth(fields.year, fields.month) }, (_, i) => i + 1);

  const change = (field: ExportField) => (event: { target: { value: string } }) =>
    exporter.send({ type: 'field.change', field, value: Number(event.target.value) });
  /** The date's selects and the time zone's, in the form's order; `name` is the form field's. */
  const selects: { name: string; field: ExportField; label: string; options: Option[] }[] = [
    {
      name: 'month',
      field: 'month',
      label: da.exportForm.month,
      options: da.exportForm.months.map((name, i) => ({ value: i + 1, label: name })),
    },
    { name: 'day', field: 'day', label: da.exportForm.day, options: numbered(days) },
    { name: 'year', field: 'year', label: da.exportForm.year, options: numbered(years) },
    {
      name: 'timezone',
      field: 'offsetMinutes',
      label: da.exportForm.timezone,
      options: UTC_OFFSETS_MINUTES.map((offset) => ({
        value: offset,
        label:
          offset === danishOffset
            ? da.exportForm.danishTime(offsetLabel(offset))
            : offsetLabel(offset),
      })),
    },
  ];

  return (
    <section className="export-form" aria-labelledby="export-title">
      <h2 id="export-title" className="section-title">
        {da.exportForm.heading}
      </h2>
      <p>{byReport ? da.exportForm.byReport.intro : da.exportForm.intro}</p>
      <form
        className="export-form__fields"
        aria-busy={isDownloading || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          if (!isDownloading) exporter.send({ type: 'export.download' });
        }}
      >
        {byReport ? (
          <ReportExportChoice
            reports={reports}
            reportId={reportId}
            disabled={isDownloading}
            onChoose={(id) => exporter.send({ type: 'report.choose', reportId: id })}
          />
        ) : (
          <>
            <label className="field">
              <span className="field__label">{da.exportForm.format}</span>
              <select
                className="field__input"
                name="format"
                value={format}
                onChange={(event) =>
                  exporter.send({
                    type: 'format.change',
                    format: event.target.value as ExportFormat,
                  })
                }
                disabled={isDownloading}
              >
                <option value="csv">{da.exportForm.formats.csv}</option>
                <option value="excel">{da.exportForm.formats.excel}</option>
                <option value="polis">{da.exportForm.formats.polis}</option>
              </select>
            </label>
            {selects.map((select) => (
              <SelectField
                key={select.name}
                label={select.label}
                name={select.name}
                value={fields[select.field]}
                options={select.options}
                onChange={change(select.field)}
                disabled={isDownloading}
              />
            ))}
          </>
        )}
        <div className="export-form__submit">
          <SubmitButton
            variant="secondary"
            busy={isDownloading}
            label={byReport ? da.exportForm.byReport.submit : da.exportForm.submit}
            busyLabel={da.exportForm.downloading}
          />
        </div>
      </form>
      <p className="export-form__status" role="status">
        {saved ? da.exportForm.done(saved.join(', ')) : ''}
      </p>
      {needsReport ? (
        <p className="alert alert--error" role="alert">
          {da.exportForm.byReport.needsReport}
        </p>
      ) : null}
      {error ? (
        <p className="alert alert--error" role="alert">
          {da.exportForm.failed(da.exportForm.reason(error.status))}
        </p>
      ) : null}
    </section>
  );
}
