// The question before a report version is withdrawn (docs/behaviour.md#reporttext): the
// address then shows only that it was withdrawn, and that cannot be undone, so the owner confirms;
// 'Fortryd' has focus, and Escape cancels too. While the call is out, or after it failed, the
// dialog stays with its reason.
import { useRef } from 'react';
import * as da from '../../copy/da';
import type { ResponseProblem } from '../../machines/common/responseText';
import { ModalDialog } from '../common/ModalDialog';
import { problemText } from '../common/problemText';
import { Spinner } from '../common/Spinner';

const t = da.reportText;

export function WithdrawDialog(props: {
  busy: boolean;
  error: ResponseProblem | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      title={t.withdrawTitle}
      intro={t.withdrawIntro}
      role="alertdialog"
      initialFocusRef={cancelRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !props.busy) {
          event.preventDefault();
          props.onCancel();
        }
      }}
    >
      {props.error ? (
        <p className="field__error" role="alert">
          {problemText(t.withdrawFailed, props.error)}
        </p>
      ) : null}
      {props.busy ? <Spinner label={t.withdrawing} /> : null}
      <div className="modal__actions">
        <button
          ref={cancelRef}
          type="button"
          className="button button--secondary"
          disabled={props.busy}
          onClick={props.onCancel}
        >
          {t.withdrawCancel}
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={props.busy}
          onClick={props.onConfirm}
        >
          {t.withdrawConfirm}
        </button>
      </div>
    </ModalDialog>
  );
}
