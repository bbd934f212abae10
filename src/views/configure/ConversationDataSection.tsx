// The owner's "Data og sletning" section of the configure screen (docs/privacy.md#retention): the
// retention period of the participants' data, and deleting the conversation after a dialog that
// names what goes. Its own file beside the settings form; the conversationData chart does the work.
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { Navigate } from 'react-router-dom';
import * as da from '../../copy/da';
import type { ConversationDataSummary } from '../../../contract/dataProtection';
import { conversationDataMachine } from '../../machines/configure/conversationData.machine';
import type { ResponseProblem } from '../../machines/common/responseText';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ErrorNotice } from '../common/ErrorNotice';
import { ArchiveDownload } from './ArchiveDownload';
import { problemText } from '../common/problemText';
import { Spinner } from '../common/Spinner';
import { useScreenActor } from '../common/useScreenActor';
import { DELETED_NOTICE } from '../conversationList';
import './conversationData.css';
import { Form } from '../common/Form';
import { ConfigSection } from '../common/ConfigSection';
import { SubmitButton } from '../common/SubmitButton';

const copy = da.conversationData;

export function ConversationDataSection({ conversationId }: { conversationId: string }) {
  const actor = useScreenActor(conversationDataMachine, { input: { conversationId } });
  const state = useSelector(actor, (s) => s.value as string);
  const context = useSelector(actor, (s) => s.context);
  const send = actor.send;
  const id = useId();

  return (
    <ConfigSection headingId={`${id}-heading`} className="conversation-data" title={copy.heading}>
      <p className="config-field__help">{copy.intro}</p>
      <ArchiveDownload conversationId={conversationId} />
      {state === 'idle' ? (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => send({ type: 'data.open' })}
        >
          {copy.open}
        </button>
      ) : null}
      {state === 'loading' ? <Spinner label={copy.loading} /> : null}
      {state === 'failed' && context.error ? (
        <ErrorNotice retryLabel={copy.retry} onRetry={() => send({ type: 'data.retry' })}>
          {problemText(copy.failed, context.error)}
        </ErrorNotice>
      ) : null}
      {/* Nothing is left to configure: the list, which says what happened (conversationList/listNotice.tsx). */}
      {state === 'deleted' ? <Navigate to="/conversations" replace state={DELETED_NOTICE} /> : null}
      {context.summary && !['idle', 'loading', 'failed', 'deleted'].includes(state) ? (
        <>
          <RetentionField
            id={id}
            summary={context.summary}
            text={context.retentionText}
            saving={state === 'savingRetention'}
            saved={context.retentionSaved}
            error={context.retentionError}
            onChange={(text) => send({ type: 'retention.change', text })}
            onSave={() => send({ type: 'retention.save' })}
          />
          <div className="conversation-data__delete">
            <h3>{copy.delete.heading}</h3>
            <p className="config-field__help">{copy.delete.help}</p>
            <button
              type="button"
              className="button button--danger"
              aria-disabled={state !== 'ready' || undefined}
              onClick={() => state === 'ready' && send({ type: 'delete.open' })}
            >
              {copy.delete.button}
            </button>
            {state === 'checking' ? <Spinner label={copy.delete.checking} /> : null}
            {state === 'ready' && context.mustClose ? (
              <p className="field__error" role="alert">
                {copy.delete.mustClose}
              </p>
            ) : null}
            {state === 'ready' && context.error ? (
              <p className="field__error" role="alert">
                {problemText(copy.delete.checkFailed, context.error)}
              </p>
            ) : null}
          </div>
        </>
      ) : null}
      {context.summary && (state === 'confirming' || state === 'deleting') ? (
        <DeleteDialog
          summary={context.summary}
          deleting={state === 'deleting'}
          error={context.error}
          onCancel={() => send({ type: 'delete.cancel' })}
          onConfirm={() => send({ type: 'delete.confirm' })}
        />
      ) : null}
    </ConfigSection>
  );
}

function RetentionField(props: {
  id: string;
  summary: ConversationDataSummary;
  text: string;
  saving: boolean;
  saved: boolean;
  error: ResponseProblem | null;
  onChange: (text: string) => void;
  onSave: () => void;
}) {
  const { id, summary } = props;
  const field = `${id}-retention`;
  const stored =
    summary.retention_days === null
      ? copy.retention.keep
      : copy.retention.days(summary.retention_days);
  return (
    <Form
      className={`field config-field${props.error ? ' config-field--invalid' : ''}`}
      onSubmit={() => !props.saving && props.onSave()}
    >
      <label htmlFor={field} className="field__label">
        {copy.retention.label}
      </label>
      <p id={`${field}-help`} className="config-field__help">
        {copy.retention.help}
      </p>
      <div className="conversation-data__retention wrap-row">
        <input
          id={field}
          type="text"
          inputMode="numeric"
          className="field__input"
          value={props.text}
          readOnly={props.saving}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={`${field}-help ${field}-state${props.error ? ` ${field}-error` : ''}`}
          onChange={(event) => props.onChange(event.target.value)}
        />
        <SubmitButton
          variant="secondary"
          busy={props.saving}
          label={copy.retention.save}
          busyLabel={copy.retention.saving}
        />
      </div>
      <p id={`${field}-state`} className="config-field__help" role="status">
        {props.saved ? `${copy.retention.saved} ` : ''}
        {stored}
        {summary.participant_data_deleted_at
          ? ` ${copy.retention.deletedAt(da.formatLongDateTime(summary.participant_data_deleted_at))}`
          : ''}
      </p>
      {props.error ? (
        <p id={`${field}-error`} className="field__error" role="alert">
          {problemText(copy.retention.failed, props.error)}
        </p>
      ) : null}
    </Form>
  );
}

function DeleteDialog(props: {
  summary: ConversationDataSummary;
  deleting: boolean;
  error: ResponseProblem | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { counts } = props.summary;
  return (
    <ConfirmDialog
      title={copy.delete.confirmTitle}
      intro={copy.delete.confirmIntro}
      busy={props.deleting}
      error={props.error ? problemText(copy.delete.failed, props.error) : null}
      labels={{
        cancel: copy.delete.cancel,
        confirm: copy.delete.confirm,
        busy: copy.delete.deleting,
      }}
      onCancel={props.onCancel}
      onConfirm={props.onConfirm}
    >
      <ul className="conversation-data__counts">
        <li>{copy.delete.statements(counts.statements)}</li>
        <li>{copy.delete.votes(counts.votes)}</li>
        <li>{copy.delete.participants(counts.participants)}</li>
        <li>{copy.delete.reports(counts.reports)}</li>
        <li>{copy.delete.topics(counts.topics)}</li>
      </ul>
      <p className="modal__intro">{copy.delete.alsoGone}</p>
    </ConfirmDialog>
  );
}
