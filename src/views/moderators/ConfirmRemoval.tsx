// The question before a co-moderator is removed (docs/behaviour.md#moderators): the colleague
// loses access at once, so the owner confirms; 'Annullér' has focus, and Escape cancels too.
import { useRef } from 'react';
import * as da from '../../copy/da';
import { ModalDialog } from '../common/ModalDialog';

const t = da.moderators;

export function ConfirmRemoval(props: {
  email: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      title={t.confirmTitle(props.email)}
      intro={t.confirmIntro}
      role="alertdialog"
      initialFocusRef={cancelRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          props.onCancel();
        }
      }}
    >
      <div className="modal__actions">
        <button
          ref={cancelRef}
          type="button"
          className="button button--secondary"
          onClick={props.onCancel}
        >
          {t.confirmCancel}
        </button>
        <button type="button" className="button button--danger" onClick={props.onConfirm}>
          {t.confirmRemove}
        </button>
      </div>
    </ModalDialog>
  );
}
