// How the settings' saving stands, for every screen that edits a setting (configure, and the
// embedding page on 'Del samtale'): a status line, and the alert of a save that failed, with what
// is still unsaved and 'Prøv igen'. Both read the admin area's settingsSave chart.
import { useSelector } from '@xstate/react';
import type { ApiErrorInfo } from '../../api/common/apiError';
import * as da from '../../copy/da';
import {
  type SaveStatus,
  selectSaveError,
  selectSaveStatus,
  selectUnsavedCount,
} from '../../machines/configure/settingsSave.selectors';
import type { SettingsSaveRef } from '../conversationAdmin';

/** The status line and, after a failed save, its alert: above the fields of either screen. */
export function SettingsSaveState({ settings }: { settings: SettingsSaveRef }) {
  const status = useSelector(settings, selectSaveStatus);
  const error = useSelector(settings, selectSaveError);
  const unsaved = useSelector(settings, selectUnsavedCount);
  return (
    <>
      <SaveStatusLine status={status} />
      <SaveErrorAlert
        error={error}
        unsaved={unsaved}
        onRetry={() => settings.send({ type: 'save.retry' })}
      />
    </>
  );
}

function SaveStatusLine({ status }: { status: SaveStatus }) {
  return (
    <div className="save-status" role="status">
      {status === 'saving' ? (
        <span className="save-status__saving">{da.configure.saving}</span>
      ) : status === 'saved' ? (
        <span className="save-status__saved">{da.configure.saved}</span>
      ) : status === 'savedExceptMarked' ? (
        <span className="save-status__partial">{da.configure.savedExceptMarked}</span>
      ) : status === 'conflict' ? (
        <span className="save-status__conflict">{da.configure.conflict.title}</span>
      ) : null}
    </div>
  );
}

function SaveErrorAlert({
  error,
  unsaved,
  onRetry,
}: {
  error: ApiErrorInfo | null;
  unsaved: number;
  onRetry: () => void;
}) {
  if (!error) return null;
  return (
    <div className="alert alert--error save-error" role="alert">
      <p className="alert__text">
        {error.status === 0 ? da.configure.saveError : da.configure.saveRefused}
      </p>
      <p className="alert__detail">
        {error.status !== 0 && error.reason
          ? error.reason
          : da.errors.statusLine(error.status, error.statusText)}{' '}
        · {da.configure.unsaved(unsaved)}
      </p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {da.configure.retry}
      </button>
    </div>
  );
}
