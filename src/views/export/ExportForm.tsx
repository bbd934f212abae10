// The export form (SPEC §2 "Export form") under the reports: format, month, day, year and time
// zone; 'Hent CSV-filer' downloads the comments and the votes up to the end of that day. The
// exportDownload chart holds the values and does the download; this only renders it.
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import * as da from '../../copy/da';
import {
  exportDownloadMachine,
  selectExportError,
  selectExportFields,
  selectIsDownloading,
  selectSavedFiles,
  type ExportField,
} from '../../machines/exportDownload.machine';
import {
  daysInMonth,
  exportYears,
  offsetLabel,
  UTC_OFFSETS_MINUTES,
} from '../../machines/lib/exportRange';
import { useAppInspect } from '../app/inspectContext';

export function ExportForm({ conversationId }: { conversationId: string }) {
  const exporter = useActorRef(exportDownloadMachine, {
    input: { conversationId },
    inspect: useAppInspect(),
  });
  const fields = useSelector(exporter, selectExportFields);
  const isDownloading = useSelector(exporter, selectIsDownloading);
  const saved = useSelector(exporter, selectSavedFiles);
  const error = useSelector(exporter, selectExportError);
  const years = useMemo(() => exportYears(new Date()), []);
  const days = Array.from({ length: daysInMonth(fields.year, fields.month) }, (_, i) => i + 1);

  const change = (field: ExportField) => (event: { target: { value: string } }) =>
    exporter.send({ type: 'field.change', field, value: Number(event.target.value) });

  return (
    <section className="export-form" aria-labelledby="export-title">
      <h2 id="export-title" className="section-title">
        {da.exportForm.heading}
      </h2>
      <p>{da.exportForm.intro}</p>
      <form
        className="export-form__fields"
        aria-busy={isDownloading || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          if (!isDownloading) exporter.send({ type: 'export.download' });
        }}
      >
        <label className="field">
          <span className="field__label">{da.exportForm.format}</span>
          <select className="field__input" name="format" defaultValue={fields.format}>
            <option value="csv">csv</option>
          </select>
        </label>
        <label className="field">
          <span className="field__label">{da.exportForm.month}</span>
          <select
            className="field__input"
            name="month"
            value={fields.month}
            onChange={change('month')}
            disabled={isDownloading}
          >
            {da.exportForm.months.map((name, i) => (
              <option key={name} value={i + 1}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{da.exportForm.day}</span>
          <select
            className="field__input"
            name="day"
            value={fields.day}
            onChange={change('day')}
            disabled={isDownloading}
          >
            {days.map((day) => (
              <option key={day} value={day}>
                {day}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{da.exportForm.year}</span>
          <select
            className="field__input"
            name="year"
            value={fields.year}
            onChange={change('year')}
            disabled={isDownloading}
          >
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{da.exportForm.timezone}</span>
          <select
            className="field__input"
            name="timezone"
            value={fields.offsetMinutes}
            onChange={change('offsetMinutes')}
            disabled={isDownloading}
          >
            {UTC_OFFSETS_MINUTES.map((offset) => (
              <option key={offset} value={offset}>
                {offsetLabel(offset)}
              </option>
            ))}
          </select>
        </label>
        <div className="export-form__submit">
          <button
            type="submit"
            className="button button--secondary"
            aria-disabled={isDownloading || undefined}
          >
            {isDownloading ? da.exportForm.downloading : da.exportForm.submit}
          </button>
        </div>
      </form>
      <p className="export-form__status" role="status">
        {saved ? da.exportForm.done(saved.join(', ')) : ''}
      </p>
      {error ? (
        <p className="alert alert--error" role="alert">
          {da.exportForm.failed(da.errors.statusLine(error.status, error.statusText))}
        </p>
      ) : null}
    </section>
  );
}
