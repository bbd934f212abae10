// The question before something that cannot be undone (deleting data, withdrawing a report,
// removing a moderator, hiding voted statements): an alertdialog whose focus starts on the safe
// choice, Escape and that button cancel unless the call is already out, and the danger button
// does nothing while it is. What the question is about is the caller's (`children`), as is the
// copy (docs/behaviour.md#errors: a failure's reason stays in the dialog).
import { useRef, type ReactNode } from 'react';
import { GuardedButton } from './GuardedButton';
import { ModalDialog } from './ModalDialog';

export function ConfirmDialog(props: {
  title: string;
  intro: string;
  /** The call is out: nothing can be cancelled or sent again. */
  busy?: boolean;
  /** Why the last attempt failed, already in words. */
  error?: string | null;
  /** `busy` replaces the danger button's label while the call is out, where the dialog has one. */
  labels: { cancel: string; confirm: string; busy?: string };
  onCancel: () => void;
  onConfirm: () => void;
  children?: ReactNode;
}) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const busy = props.busy ?? false;
  return (
    <ModalDialog
      role="alertdialog"
      title={props.title}
      intro={props.intro}
      initialFocusRef={cancelRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !busy) {
          event.preventDefault();
          props.onCancel();
        }
      }}
    >
      {props.children}
      {props.error ? (
        <p className="field__error" role="alert">
          {props.error}
        </p>
      ) : null}
      <div className="modal__actions">
        <button
          ref={cancelRef}
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={props.onCancel}
        >
          {props.labels.cancel}
        </button>
        <GuardedButton className="button button--danger" inactive={busy} onClick={props.onConfirm}>
          {busy && props.labels.busy ? props.labels.busy : props.labels.confirm}
        </GuardedButton>
      </div>
    </ModalDialog>
  );
}
