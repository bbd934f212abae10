// 'Indsæt flere' (docs/behaviour.md#seedlist): a box of statements, one per line, or a CSV file
// that fills it; a preview of each statement with its problem before anything is sent, the 8–10
// guidance, and 'Tilføj N startudsagn' with its progress. What was not added stays in the box,
// with the server's reasons listed below it. Renders the seedList chart's `bulk` region.
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import * as da from '../../copy/da';
import type { PreviewItem } from '../../machines/configure/seedBulk';
import { type seedListMachine } from '../../machines/configure/seedList.machine';
import {
  selectBulkPhase,
  selectBulkText,
  selectFileError,
  selectLastAdded,
  selectMaxLength,
  selectPreview,
  selectProgress,
  selectRefused,
  selectSeeds,
} from '../../machines/configure/seedList.selectors';
import type { useScreenActor } from '../common/useScreenActor';
import { seedErrorText } from './seedErrorText';
import { Form } from '../common/Form';
import { ConfigSection } from '../common/ConfigSection';

type SeedListRef = ReturnType<typeof useScreenActor<typeof seedListMachine>>;

function problemText(item: PreviewItem, max: number): string {
  if (item.problem === 'tooLong') return da.seedBulk.problems.tooLong(max);
  if (item.problem) return da.seedBulk.problems[item.problem];
  return da.seedBulk.ok;
}

export function SeedBulk({ actor }: { actor: SeedListRef }) {
  const phase = useSelector(actor, selectBulkPhase);
  const text = useSelector(actor, selectBulkText);
  const preview = useSelector(actor, selectPreview);
  const fileError = useSelector(actor, selectFileError);
  const progress = useSelector(actor, selectProgress);
  const refused = useSelector(actor, selectRefused);
  const lastAdded = useSelector(actor, selectLastAdded);
  const max = useSelector(actor, selectMaxLength);
  const existing = useSelector(actor, selectSeeds).length;
  const id = useId();
  const sendable = preview.sendable.length;
  const busy = phase !== 'editing';

  return (
    <ConfigSection headingId={`${id}-heading`} className="seed-bulk" title={da.seedBulk.heading}>
      <p id={`${id}-intro`} className="config-section__intro">
        {da.seedBulk.intro}
      </p>
      <Form onSubmit={() => actor.send({ type: 'bulk.submit' })}>
        <div className="field">
          <label htmlFor={`${id}-text`} className="field__label">
            {da.seedBulk.label}
          </label>
          <textarea
            id={`${id}-text`}
            className="field__input seed-bulk__text"
            rows={6}
            value={text}
            readOnly={busy}
            aria-describedby={`${id}-intro`}
            onChange={(event) => actor.send({ type: 'bulk.change', text: event.target.value })}
          />
        </div>
        <div className="field seed-bulk__file">
          {/* The browser's own file button speaks the browser's language: ours is Danish. */}
          <input
            id={`${id}-file`}
            type="file"
            className="visually-hidden seed-bulk__file-input"
            accept=".csv,text/csv,text/plain"
            disabled={busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) actor.send({ type: 'bulk.file', file });
              event.target.value = '';
            }}
          />
          <label
            htmlFor={`${id}-file`}
            className="button button--secondary seed-bulk__file-button"
            aria-disabled={busy || undefined}
          >
            {da.seedBulk.file}
          </label>
          {phase === 'reading' ? <p role="status">{da.seedBulk.reading}</p> : null}
          {fileError ? (
            <p className="field__error" role="alert">
              {da.seedBulk.fileFailed(fileError)}
            </p>
          ) : null}
        </div>

        {preview.items.length > 0 ? (
          <div className="seed-bulk__preview">
            <h3 className="seed-bulk__preview-title">{da.seedBulk.previewHeading}</h3>
            <ol className="seed-bulk__items">
              {preview.items.map((item, index) => (
                <li
                  key={`${index}-${item.text}`}
                  className={
                    item.problem ? 'seed-bulk__item seed-bulk__item--problem' : 'seed-bulk__item'
                  }
                >
                  <span className="seed-bulk__item-text">{item.text}</span>
                  <span className="seed-bulk__item-note">
                    {problemText(item, max)} · {da.seedBulk.characters(item.length, max)}
                  </span>
                </li>
              ))}
            </ol>
            {preview.blankLines > 0 ? <p>{da.seedBulk.blankLines(preview.blankLines)}</p> : null}
          </div>
        ) : null}

        <p className="seed-bulk__guidance">{da.seedBulk.guidance(existing, sendable)}</p>
        <div className="seed-form__actions">
          <button
            type="submit"
            className="button button--primary"
            aria-disabled={busy || sendable === 0 || undefined}
            aria-describedby={sendable === 0 ? `${id}-nothing` : undefined}
          >
            {da.seedBulk.submit(sendable)}
          </button>
          <span role="status" className="seed-bulk__status">
            {phase === 'adding'
              ? da.seedBulk.progress(progress.current, progress.total)
              : lastAdded !== null
                ? da.seedBulk.added(lastAdded)
                : ''}
          </span>
        </div>
        {sendable === 0 && !busy ? (
          <p id={`${id}-nothing`} className="config-field__help">
            {da.seedBulk.nothingToAdd}
          </p>
        ) : null}
      </Form>

      {refused.length > 0 && phase === 'editing' ? (
        <div className="alert alert--error" role="alert">
          <p>{da.seedBulk.refusedHeading(refused.length)}</p>
          <ul>
            {refused.map((item) => (
              <li key={item.text}>
                <q>{item.text}</q>: {seedErrorText(item.problem)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </ConfigSection>
  );
}
