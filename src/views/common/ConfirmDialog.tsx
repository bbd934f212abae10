// The confirmation before something is deleted for good (a conversation's data, a participant's
// own votes and statements): an alertdialog whose focus starts on the safe choice ('Behold …'),
// Escape and that button cancel unless the deletion is already out, and the danger button says it
// is working instead of sending twice. What would be deleted is the caller's (`children`), as is
// the copy.
import { useRef, type ReactNode } from 'react';
import { GuardedButton } from './GuardedButton';
import { ModalDialog } from './ModalDialog';

export function ConfirmDeleteDialog(props: {
  title: string;
  intro: string;
  /** The deletion is out: nothing can be cancelled or sent again. */
  deleting: boolean;
  /** Why the last attempt failed, already in words. */
  error: string | null;
  labels: { cancel: string; confirm: string; deleting: string };
  onCancel: () => void;
  onConfirm: () => void;
  children?: ReactNode;
}) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      role="alertdialog"
      title={props.title}
      intro={props.intro}
      initialFocusRef={cancelRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !props.deleting) {
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
          disabled={props.deleting}
          onClick={props.onCancel}
        >
          {props.labels.cancel}
        </button>
        <GuardedButton
          className="button button--danger"
          inactive={props.deleting}
          onClick={props.onConfirm}
        >
          {props.deleting ? props.labels.deleting : props.labels.confirm}
        </GuardedButton>
      </div>
    </ModalDialog>
  );
}
