// The confirmation before voted statements leave the conversation (docs/behaviour.md#removalguard):
// how many and which accepted statements with votes the action hides, 'Annullér' (focused: the
// safe choice; Escape too) and the confirmation. Renders a removalGuard chart that a screen's
// chart invoked; nothing when there is none.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import * as da from '../../copy/da';
import {
  removalGuardMachine,
  selectHidden,
  selectIsConfirming,
  selectTotal,
} from '../../machines/common/removalGuard.machine';
import { ConfirmDialog } from './ConfirmDialog';
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
  if (!confirming) return null;
  return (
    <ConfirmDialog
      title={copy.title(hidden.length)}
      intro={copy.intro}
      labels={{ cancel: copy.cancel, confirm: copy.confirm(hidden.length) }}
      onCancel={() => actor.send({ type: 'removal.cancel' })}
      onConfirm={() => actor.send({ type: 'removal.confirm' })}
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
    </ConfirmDialog>
  );
}
