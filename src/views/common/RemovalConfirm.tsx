// The confirmation before voted statements leave the conversation (docs/behaviour.md#removalguard):
// how many and which accepted statements with votes the action hides, 'Annullér' (focused: the
// safe choice; Escape too) and the confirmation. Renders a removalGuard chart that a screen's
// chart invoked; nothing when there is none.
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import * as da from '../../copy/da';
import {
  removalGuardMachine,
  selectHidden,
  selectIsConfirming,
  selectTotal,
} from '../../machines/common/removalGuard.machine';
import { ModalDialog } from './ModalDialog';
import '../../styles/undoNotice.css';

const copy = da.removal;

export type RemovalGuardActor = ActorRefFrom<typeof removalGuardMachine>;

export function RemovalConfirm({ actor }: { actor: RemovalGuardActor | undefined }) {
  if (!actor) return null;
  return <Dialog actor={actor} />;
}

function Dialog({ actor }: { actor: RemovalGuardActor }) {
  const confirming = useSelector(actor, selectIsConfirming);
  const hidden = useSelector(actor, selectHidden);
  const total = useSelector(actor, selectTotal);
  const cancelRef = useRef<HTMLButtonElement>(null);
  if (!confirming) return null;
  const cancel = () => actor.send({ type: 'removal.cancel' });
  return (
    <ModalDialog
      title={copy.title(hidden.length)}
      intro={copy.intro}
      role="alertdialog"
      initialFocusRef={cancelRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          cancel();
        }
      }}
    >
      <ul className="removal-list" aria-label={copy.listLabel}>
        {hidden.map((statement) => (
          <li key={statement.tid} className="removal-list__item">
            <span className="removal-list__text">
              {copy.statement(statement.tid, statement.txt)}
            </span>{' '}
            <span className="removal-list__votes">{copy.votes(statement.votes)}</span>
          </li>
        ))}
      </ul>
      {total > hidden.length ? <p>{copy.others(total - hidden.length)}</p> : null}
      <div className="modal__actions">
        <button ref={cancelRef} type="button" className="button button--secondary" onClick={cancel}>
          {copy.cancel}
        </button>
        <button
          type="button"
          className="button button--danger"
          onClick={() => actor.send({ type: 'removal.confirm' })}
        >
          {copy.confirm(hidden.length)}
        </button>
      </div>
    </ModalDialog>
  );
}
